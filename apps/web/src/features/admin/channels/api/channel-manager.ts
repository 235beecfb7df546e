import type { ChannelManagerMapping, ChannelManagerProperty } from '@staybook/contract/channel-manager';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

const pathOf = (propertyId: string) => `/api/admin/channels/manager/properties/${encodeURIComponent(propertyId)}`;
const keyOf = (propertyId: string) => ['console', 'channels', 'manager', propertyId] as const;

/** A property's channel manager: its mapping to Channex, the pushes and the bookings read from the feed. */
export const channelManagerQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: keyOf(propertyId),
    queryFn: async () => (await apiRequest<{ data: ChannelManagerProperty }>(pathOf(propertyId))).data,
    enabled: Boolean(propertyId),
  });

export const useChannelManager = (propertyId: string) => useQuery(channelManagerQueryOptions(propertyId));

/** Each answer is the property's channel manager as it then stands; conflicts may have changed with a read. */
function useAction<Body>(propertyId: string, method: 'PUT' | 'POST', suffix = '') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) =>
      (await apiRequest<{ data: ChannelManagerProperty }>(`${pathOf(propertyId)}${suffix}`, { method, body })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(keyOf(propertyId), data);
      return queryClient.invalidateQueries({ queryKey: ['console', 'channels', 'conflicts'] });
    },
  });
}

export const useSaveChannelMapping = (propertyId: string) => useAction<ChannelManagerMapping>(propertyId, 'PUT');
export const useFullSync = (propertyId: string) => useAction<undefined>(propertyId, 'POST', '/full-sync');
export const useReadFeedNow = (propertyId: string) => useAction<undefined>(propertyId, 'POST', '/pull');
