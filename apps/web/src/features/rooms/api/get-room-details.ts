import type { RoomDetailsResponse } from '@staybook/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type RoomDetailsView, toRoomDetailsView } from '../logic/room-details-view';

export async function getRoomDetails(roomId: string, signal?: AbortSignal): Promise<RoomDetailsView | null> {
  const body = await apiRequest<RoomDetailsResponse>('/property/v1/app/roomDetails', { query: { roomId }, signal });
  return toRoomDetailsView(body);
}

export const roomDetailsQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: ['room-details', roomId],
    queryFn: ({ signal }) => getRoomDetails(roomId, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function useRoomDetails(roomId: string | null) {
  return useQuery({ ...roomDetailsQueryOptions(roomId ?? ''), enabled: Boolean(roomId) });
}
