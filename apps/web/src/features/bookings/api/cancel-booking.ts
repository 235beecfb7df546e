import type { CancelBookingResponse } from '@staybook/contract/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function cancelBooking(bookingId: string): Promise<CancelBookingResponse['data']> {
  const res = await apiRequest<CancelBookingResponse>('/property/v1/app/booking/cancel', {
    method: 'POST',
    body: { bookingId },
  });
  return res.data;
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
