import type { BookingChange } from '@staybook/contract/booking-changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The changes made to one of the guest's bookings, by the guest or by the hotel's staff. */
export async function getBookingChanges(bookingId: string, signal?: AbortSignal): Promise<BookingChange[]> {
  const res = await apiRequest<{ success: true; data: BookingChange[] }>(
    `/property/v1/app/booking/${encodeURIComponent(bookingId)}/changes`,
    { signal },
  );
  return res.data;
}

export function bookingChangesQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['bookings', 'changes', bookingId],
    queryFn: ({ signal }) => getBookingChanges(bookingId, signal),
    staleTime: 15_000,
  });
}

export function useBookingChanges(bookingId: string, enabled = true) {
  return useQuery({ ...bookingChangesQueryOptions(bookingId), enabled });
}
