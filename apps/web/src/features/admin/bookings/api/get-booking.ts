import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys } from './keys';

export async function getBooking(id: string): Promise<AdminBookingDetails> {
  const res = await apiRequest<{ data: AdminBookingDetails }>(`/api/admin/bookings/${encodeURIComponent(id)}`);
  return res.data;
}

export function bookingQueryOptions(id: string) {
  return queryOptions({ queryKey: deskKeys.booking(id), queryFn: () => getBooking(id) });
}

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
