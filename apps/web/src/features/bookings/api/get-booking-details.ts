import type { BookingDetailsResponse, BookingDetailsSection } from '@staybook/contract/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getBookingDetails(bookingId: string, signal?: AbortSignal): Promise<BookingDetailsSection[]> {
  const res = await apiRequest<BookingDetailsResponse>('/property/v1/app/booking-details', {
    query: { bookingId },
    signal,
  });
  return res.data;
}

export function bookingDetailsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['bookings', 'details', bookingId],
    queryFn: ({ signal }) => getBookingDetails(bookingId, signal),
    staleTime: 15_000,
  });
}

/** Spec 4: with no booking id nothing is fetched. */
export function useBookingDetails(bookingId: string | null, enabled: boolean) {
  return useQuery({ ...bookingDetailsQueryOptions(bookingId ?? ''), enabled: enabled && Boolean(bookingId) });
}
