import type { ChangeStay } from '@staybook/contract/booking-changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The stay as booked, in the change's own shape (each room line's type, count, plan and guests), so the change
 * screen opens on the booking as it is. The booking details answer names its rooms but not in this shape.
 */
export async function getCurrentStay(bookingId: string, signal?: AbortSignal): Promise<ChangeStay> {
  const res = await apiRequest<{ success: true; data: ChangeStay }>(
    `/property/v1/app/booking/${encodeURIComponent(bookingId)}/stay`,
    { signal },
  );
  return res.data;
}

export function currentStayQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['bookings', 'stay', bookingId],
    queryFn: ({ signal }) => getCurrentStay(bookingId, signal),
    // A change made elsewhere (the hotel's desk) must show here: read it each time the screen opens.
    staleTime: 0,
  });
}

export function useCurrentStay(bookingId: string) {
  return useQuery(currentStayQueryOptions(bookingId));
}
