import type { CreateRoomBlock, RoomBlock } from '@staybook/contract/room-blocks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { inventoryKeys } from './keys';

export async function getRoomBlocks(propertyId: string, roomTypeId: string, from: string, to: string) {
  const res = await apiRequest<{ data: RoomBlock[] }>('/api/admin/inventory/blocks', {
    query: { propertyId, roomTypeId, from, to },
  });
  return res.data;
}

/** The room type's active blocks over a range of nights (both included). */
export function roomBlocksQueryOptions(
  propertyId: string,
  roomTypeId: string,
  from: string,
  to: string,
  enabled = true,
) {
  return queryOptions({
    queryKey: inventoryKeys.block(roomTypeId, from, to),
    queryFn: () => getRoomBlocks(propertyId, roomTypeId, from, to),
    enabled: enabled && Boolean(propertyId && roomTypeId),
  });
}

export function useRoomBlocks(propertyId: string, roomTypeId: string, from: string, to: string, enabled: boolean) {
  return useQuery(roomBlocksQueryOptions(propertyId, roomTypeId, from, to, enabled));
}

/** The active blocks over one day: of a property, or of every property the member may see (the desk's day view). */
export function dayBlocksQueryOptions(date: string, propertyId: string) {
  return queryOptions({
    queryKey: [...inventoryKeys.dayBlocks, date, propertyId] as const,
    queryFn: async () => {
      const res = await apiRequest<{ data: RoomBlock[] }>('/api/admin/inventory/blocks', {
        query: { from: date, to: date, ...(propertyId ? { propertyId } : {}) },
      });
      return res.data;
    },
  });
}

export function useDayBlocks(date: string, propertyId: string) {
  return useQuery(dayBlocksQueryOptions(date, propertyId));
}

export async function createRoomBlock(block: CreateRoomBlock): Promise<RoomBlock> {
  const res = await apiRequest<{ data: RoomBlock }>('/api/admin/inventory/blocks', { method: 'POST', body: block });
  return res.data;
}

export async function releaseRoomBlock(id: string): Promise<RoomBlock> {
  const res = await apiRequest<{ data: RoomBlock }>(`/api/admin/inventory/blocks/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return res.data;
}

/** A block moves rooms: the room type's months and its block lists are read again. */
function useRefreshRoomType() {
  const queryClient = useQueryClient();
  return (roomTypeId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inventoryKeys.calendars(roomTypeId) }),
      queryClient.invalidateQueries({ queryKey: inventoryKeys.blocks(roomTypeId) }),
    ]);
}

export function useCreateRoomBlock() {
  const refresh = useRefreshRoomType();
  return useMutation({ mutationFn: createRoomBlock, onSuccess: (block) => refresh(block.roomTypeId) });
}

export function useReleaseRoomBlock() {
  const refresh = useRefreshRoomType();
  return useMutation({ mutationFn: releaseRoomBlock, onSuccess: (block) => refresh(block.roomTypeId) });
}
