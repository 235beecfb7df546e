import type { NotificationMessage } from '@staybook/contract/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { notificationKeys, notificationsApi } from './keys';

const propertyPath = (propertyId: string) =>
  `${notificationsApi}/properties/${encodeURIComponent(propertyId)}/messages`;

/** A property's latest messages outside any booking: the day's arrivals and calendar conflicts. */
export async function getPropertyMessages(propertyId: string): Promise<NotificationMessage[]> {
  return (await apiRequest<{ data: NotificationMessage[] }>(propertyPath(propertyId))).data;
}

export function usePropertyMessages(propertyId: string) {
  return useQuery({
    queryKey: notificationKeys.propertyMessages(propertyId),
    queryFn: () => getPropertyMessages(propertyId),
  });
}

export function useRetryPropertyMessage(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) =>
      (
        await apiRequest<{ data: NotificationMessage }>(
          `${propertyPath(propertyId)}/${encodeURIComponent(messageId)}/retry`,
          { method: 'POST' },
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.propertyMessages(propertyId) }),
  });
}
