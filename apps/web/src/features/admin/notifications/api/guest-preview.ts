import type { GuestMessageKind, GuestMessagePreview } from '@staybook/contract/guest-messages';
import type { Language } from '@staybook/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { notificationKeys, notificationsApi } from './keys';

/** The guest's booking message in a language, written for the sample booking (issue 43). */
export function useGuestMessagePreview(message: GuestMessageKind, language: Language) {
  return useQuery({
    queryKey: notificationKeys.guestPreview(message, language),
    queryFn: async () =>
      (
        await apiRequest<{ data: GuestMessagePreview }>(`${notificationsApi}/guest-preview`, {
          query: { message, language },
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
