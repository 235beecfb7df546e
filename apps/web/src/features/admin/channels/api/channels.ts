import type { CalendarImport, CreateCalendarImport, RoomTypeChannels } from '@staybook/contract/calendar-sync';
import type { RoomBlock } from '@staybook/contract/room-blocks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

const channelsApi = '/api/admin/channels';

export const channelKeys = {
  all: ['console', 'channels'] as const,
  roomType: (roomTypeId: string) => ['console', 'channels', 'room-type', roomTypeId] as const,
  conflicts: (propertyId: string) => ['console', 'channels', 'conflicts', propertyId] as const,
};

/** A room type's calendars: its export address, the imported calendars and the conflicts they raised. */
export const roomTypeChannelsQueryOptions = (roomTypeId: string) =>
  queryOptions({
    queryKey: channelKeys.roomType(roomTypeId),
    queryFn: async () =>
      (await apiRequest<{ data: RoomTypeChannels }>(`${channelsApi}/room-types/${encodeURIComponent(roomTypeId)}`))
        .data,
    enabled: Boolean(roomTypeId),
  });

export const useRoomTypeChannels = (roomTypeId: string) => useQuery(roomTypeChannelsQueryOptions(roomTypeId));

/** Imported events over nights already sold (of one property, or every property the member sees: ''). */
export const calendarConflictsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: channelKeys.conflicts(propertyId),
    queryFn: async () =>
      (
        await apiRequest<{ data: RoomBlock[] }>(`${channelsApi}/conflicts`, {
          query: { propertyId: propertyId || undefined },
        })
      ).data,
  });

export const useCalendarConflicts = (propertyId: string) => useQuery(calendarConflictsQueryOptions(propertyId));

/**
 * Any change to a room type's calendars may move its blocks: its channels, every conflict list and the inventory
 * screen's months and blocks are read again.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return (roomTypeId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: channelKeys.roomType(roomTypeId) }),
      queryClient.invalidateQueries({ queryKey: ['console', 'channels', 'conflicts'] }),
      queryClient.invalidateQueries({ queryKey: ['console', 'inventory', 'calendar', roomTypeId] }),
      queryClient.invalidateQueries({ queryKey: ['console', 'inventory', 'blocks', roomTypeId] }),
    ]);
}

export function useRotateExport(roomTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<{ data: RoomTypeChannels }>(
          `${channelsApi}/room-types/${encodeURIComponent(roomTypeId)}/rotate-export`,
          { method: 'POST' },
        )
      ).data,
    onSuccess: (data) => queryClient.setQueryData(channelKeys.roomType(roomTypeId), data),
  });
}

export function useAddCalendarImport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreateCalendarImport) =>
      (await apiRequest<{ data: CalendarImport }>(`${channelsApi}/imports`, { method: 'POST', body })).data,
    onSuccess: (created) => refresh(created.roomTypeId),
  });
}

/** Reads an imported calendar now; a failed read answers 200 with its lastError (the last good blocks kept). */
export function useSyncCalendarImport(roomTypeId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (importId: string) =>
      (
        await apiRequest<{ data: CalendarImport }>(`${channelsApi}/imports/${encodeURIComponent(importId)}/sync`, {
          method: 'POST',
        })
      ).data,
    onSettled: () => refresh(roomTypeId),
  });
}

export function useRemoveCalendarImport(roomTypeId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (importId: string) => {
      await apiRequest(`${channelsApi}/imports/${encodeURIComponent(importId)}`, { method: 'DELETE' });
    },
    onSuccess: () => refresh(roomTypeId),
  });
}
