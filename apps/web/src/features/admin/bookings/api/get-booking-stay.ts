import type { ChangeStay } from '@staybook/contract/booking-changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys } from './keys';

/**
 * The stay as booked in the change's own shape (each line's room type, count, plan id and guests), so the desk's
 * change opens on the booking as it is (the booking's room lines name the plan but do not carry its id).
 */
export async function getBookingStay(id: string): Promise<ChangeStay> {
  const res = await apiRequest<{ data: ChangeStay }>(`/api/admin/bookings/${encodeURIComponent(id)}/stay`);
  return res.data;
}

export function bookingStayQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...deskKeys.booking(id), 'stay'],
    queryFn: () => getBookingStay(id),
    staleTime: 0,
  });
}

export function useBookingStay(id: string, enabled: boolean) {
  return useQuery({ ...bookingStayQueryOptions(id), enabled });
}
