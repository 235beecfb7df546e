import type { QueryClient } from '@tanstack/react-query';

/** Every desk read lives under ['console', 'desk'], so one change refreshes the list, a booking, arrivals and the
 * reports (reports/api/keys.ts) the dashboard reads. */
export const deskKeys = {
  all: ['console', 'desk'] as const,
  bookings: (query: unknown) => ['console', 'desk', 'bookings', query] as const,
  booking: (id: string) => ['console', 'desk', 'booking', id] as const,
  properties: ['console', 'desk', 'properties'] as const,
  arrivals: (date: string, propertyId: string) => ['console', 'desk', 'arrivals', date, propertyId] as const,
};

/** After any change the list, details, arrivals board and reports are read again. */
export function refreshDesk(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: deskKeys.all });
}
