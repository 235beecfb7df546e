import type { AssignRoom, BookingRooms, UnassignRoom } from '@staybook/contract/admin-rooms';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { roomKeys } from './room-type-rooms';

/** Where each room of a booking sleeps, and the desk's assign, move and unassign (issue 44). */

const base = (bookingId: string) => `/api/admin/bookings/${encodeURIComponent(bookingId)}/rooms`;

export async function getBookingRooms(bookingId: string): Promise<BookingRooms> {
  return (await apiRequest<{ data: BookingRooms }>(base(bookingId))).data;
}

export const bookingRoomsQuery = (bookingId: string) =>
  queryOptions({ queryKey: roomKeys.booking(bookingId), queryFn: () => getBookingRooms(bookingId) });

export const useBookingRooms = (bookingId: string) => useQuery(bookingRoomsQuery(bookingId));

export type RoomMove = ({ kind: 'assign' } & AssignRoom) | ({ kind: 'unassign' } & UnassignRoom);

export async function moveRoom(bookingId: string, { kind, ...body }: RoomMove): Promise<BookingRooms> {
  const url = kind === 'assign' ? base(bookingId) : `${base(bookingId)}/unassign`;
  return (await apiRequest<{ data: BookingRooms }>(url, { method: 'POST', body })).data;
}

/** An assign, move or unassign: the booking's rooms as answered, and every rooms read again (the grid, other bookings). */
export function useMoveRoom(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: RoomMove) => moveRoom(bookingId, move),
    onSuccess: (rooms) => {
      queryClient.setQueryData(roomKeys.booking(bookingId), rooms);
      void queryClient.invalidateQueries({ queryKey: roomKeys.all });
    },
  });
}
