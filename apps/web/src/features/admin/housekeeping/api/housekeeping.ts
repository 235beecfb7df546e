import type { HousekeepingBoard, HousekeepingRoom, SetHousekeeping } from '@staybook/contract/housekeeping';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** The day's housekeeping board of a property, and a room's state set from it (issue 44). */

// Under the rooms' keys, so a state set here has the grid and a booking's rooms (ready ones first) read again.
export const housekeepingKeys = {
  board: (propertyId: string, date: string) => ['console', 'rooms', 'housekeeping', propertyId, date] as const,
};

export async function getHousekeepingBoard(propertyId: string, date: string): Promise<HousekeepingBoard> {
  return (await apiRequest<{ data: HousekeepingBoard }>('/api/admin/housekeeping', { query: { propertyId, date } }))
    .data;
}

export const housekeepingBoardQuery = (propertyId: string, date: string) =>
  queryOptions({
    queryKey: housekeepingKeys.board(propertyId, date),
    queryFn: () => getHousekeepingBoard(propertyId, date),
  });

/** Asks nothing until a property is chosen; read again every minute (a check-out at the desk makes rooms dirty). */
export const useHousekeepingBoard = (propertyId: string, date: string) =>
  useQuery({ ...housekeepingBoardQuery(propertyId, date), enabled: propertyId !== '', refetchInterval: 60_000 });

export async function setRoomState(roomId: string, body: SetHousekeeping): Promise<HousekeepingRoom> {
  return (
    await apiRequest<{ data: HousekeepingRoom }>(`/api/admin/rooms/${encodeURIComponent(roomId)}/housekeeping`, {
      method: 'PUT',
      body,
    })
  ).data;
}

export function useSetRoomState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, ...body }: SetHousekeeping & { roomId: string }) => setRoomState(roomId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'rooms'] }),
  });
}
