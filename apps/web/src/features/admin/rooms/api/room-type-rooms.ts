import type { AdminRoom, OutOfServiceInput, RoomInput, RoomTypeRooms } from '@staybook/contract/admin-rooms';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** A room type's numbered rooms: the list, adding and editing one, and out of service (issue 44). */

export const roomKeys = {
  all: ['console', 'rooms'] as const,
  roomType: (id: string) => ['console', 'rooms', 'room-type', id] as const,
  booking: (id: string) => ['console', 'rooms', 'booking', id] as const,
};

export async function getRoomTypeRooms(roomTypeId: string): Promise<RoomTypeRooms> {
  const res = await apiRequest<{ data: RoomTypeRooms }>(
    `/api/admin/room-types/${encodeURIComponent(roomTypeId)}/rooms`,
  );
  return res.data;
}

export const roomTypeRoomsQuery = (roomTypeId: string) =>
  queryOptions({ queryKey: roomKeys.roomType(roomTypeId), queryFn: () => getRoomTypeRooms(roomTypeId) });

export const useRoomTypeRooms = (roomTypeId: string) => useQuery(roomTypeRoomsQuery(roomTypeId));

type RoomChange =
  | { kind: 'create'; input: RoomInput }
  | { kind: 'update'; id: string; input: RoomInput }
  | { kind: 'out_of_service'; id: string; input: OutOfServiceInput }
  | { kind: 'in_service'; id: string };

export async function changeRoom(roomTypeId: string, change: RoomChange): Promise<AdminRoom> {
  const room = (id: string) => `/api/admin/rooms/${encodeURIComponent(id)}`;
  const res = await (change.kind === 'create'
    ? apiRequest<{ data: AdminRoom }>(`/api/admin/room-types/${encodeURIComponent(roomTypeId)}/rooms`, {
        method: 'POST',
        body: change.input,
      })
    : change.kind === 'update'
      ? apiRequest<{ data: AdminRoom }>(room(change.id), { method: 'PUT', body: change.input })
      : change.kind === 'out_of_service'
        ? apiRequest<{ data: AdminRoom }>(`${room(change.id)}/out-of-service`, { method: 'PUT', body: change.input })
        : apiRequest<{ data: AdminRoom }>(`${room(change.id)}/out-of-service`, { method: 'DELETE' }));
  return res.data;
}

/** Any change of a room: the room type's list and every booking's rooms are read again (counts and moves follow). */
export function useChangeRoom(roomTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoomChange) => changeRoom(roomTypeId, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roomKeys.all }),
  });
}
