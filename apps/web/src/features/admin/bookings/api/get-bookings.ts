import type { AdminBookingList } from '@staybook/contract/admin-bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Filters } from '../../components/list-kit';
import { apiRequest } from '../../lib/console-api';
import { deskKeys } from './keys';

/** The bookings list's filters, kept in the URL. */
export const bookingFilterKeys = ['from', 'to', 'status', 'propertyId', 'phone', 'q'] as const;

/** Filters as in the URL: from, to, status, propertyId, phone, q, page, pageSize. */
export async function getBookings(query: Filters): Promise<AdminBookingList> {
  const res = await apiRequest<{ data: AdminBookingList }>('/api/admin/bookings', { query: { ...query } });
  return res.data;
}

export function bookingsQueryOptions(query: Filters) {
  return queryOptions({
    queryKey: deskKeys.bookings(query),
    queryFn: () => getBookings(query),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(query: Filters) {
  return useQuery(bookingsQueryOptions(query));
}
