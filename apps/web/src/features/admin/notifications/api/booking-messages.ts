import type { NotificationMessage } from '@staybook/contract/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { notificationKeys, notificationsApi } from './keys';

const bookingPath = (bookingId: string) => `${notificationsApi}/bookings/${encodeURIComponent(bookingId)}`;

export async function getBookingMessages(bookingId: string): Promise<NotificationMessage[]> {
  return (await apiRequest<{ data: NotificationMessage[] }>(bookingPath(bookingId))).data;
}

export function useBookingMessages(bookingId: string) {
  return useQuery({
    queryKey: notificationKeys.bookingMessages(bookingId),
    queryFn: () => getBookingMessages(bookingId),
  });
}

/** Sends a failed message again; the log is read again whatever the outcome. */
export function useRetryMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) =>
      (
        await apiRequest<{ data: NotificationMessage }>(
          `${bookingPath(bookingId)}/messages/${encodeURIComponent(messageId)}/retry`,
          { method: 'POST' },
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.bookingMessages(bookingId) }),
  });
}
