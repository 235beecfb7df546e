import type { BookingListItem, BookingListResponse } from '@staybook/contract/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getBookings(signal?: AbortSignal): Promise<BookingListItem[]> {
  const res = await apiRequest<BookingListResponse>('/property/v1/app/booking', { signal });
  return res.data;
}

export function bookingsQueryOptions() {
  return queryOptions({
    queryKey: ['bookings', 'list'],
    queryFn: ({ signal }) => getBookings(signal),
    staleTime: 15_000,
  });
}

export function useBookings(enabled: boolean) {
  return useQuery({ ...bookingsQueryOptions(), enabled });
}
