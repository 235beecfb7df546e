import type { GuestChangeRequest, GuestChangeResponse } from '@staybook/contract/booking-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * "Confirm change": the change is made at once when nothing is due online; otherwise the answer carries the provider
 * order for the difference, and the change applies once that is paid.
 */
export async function changeBooking(body: GuestChangeRequest): Promise<GuestChangeResponse['data']> {
  const res = await apiRequest<GuestChangeResponse>('/property/v1/app/booking/change', { method: 'POST', body });
  return res.data;
}

export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
