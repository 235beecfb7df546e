import type { NotificationChannel, NotificationKind, NotificationTemplate } from '@staybook/contract/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { notificationKeys, notificationsApi } from './keys';

const templatePath = (kind: NotificationKind, channel: NotificationChannel) =>
  `${notificationsApi}/templates/${kind}/${channel}`;

export async function getTemplates(): Promise<NotificationTemplate[]> {
  return (await apiRequest<{ data: NotificationTemplate[] }>(`${notificationsApi}/templates`)).data;
}

export function useTemplates() {
  return useQuery({ queryKey: notificationKeys.templates, queryFn: getTemplates });
}

/** Saves an edit (`text`) or goes back to the default (`text` null). */
export function useSaveTemplate(kind: NotificationKind, channel: NotificationChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: { subject: string | null; body: string } | null) =>
      (
        await apiRequest<{ data: NotificationTemplate }>(
          templatePath(kind, channel),
          text ? { method: 'PUT', body: text } : { method: 'DELETE' },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.templates }),
  });
}
