import type { BookingChange } from '@staybook/contract/booking-changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys } from './keys';

/** The changes made to a booking, by the guest or the desk (GET /api/admin/bookings/:id/changes). */
export async function getBookingChanges(id: string): Promise<BookingChange[]> {
  const res = await apiRequest<{ data: BookingChange[] }>(`/api/admin/bookings/${encodeURIComponent(id)}/changes`);
  return res.data;
}

export function bookingChangesQueryOptions(id: string) {
  // Under the booking's key, so whatever refreshes the desk reads the changes again too.
  return queryOptions({ queryKey: [...deskKeys.booking(id), 'changes'], queryFn: () => getBookingChanges(id) });
}

export function useBookingChanges(id: string) {
  return useQuery(bookingChangesQueryOptions(id));
}
