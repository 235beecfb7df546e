import type { BookingData, CreateBookingRequest, CreateBookingResponse } from '@staybook/contract/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Holds the rooms (initiatePayment false) or re-initiates payment for the guest's pending booking. The same
 * `idempotencyKey` on a repeated request gets the same booking back instead of a second hold.
 */
export async function createBooking(body: CreateBookingRequest, idempotencyKey?: string): Promise<BookingData> {
  const res = await apiRequest<CreateBookingResponse>('/property/v1/app/booking', {
    method: 'POST',
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
  return res.data;
}

export function useCreateBooking() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateBookingRequest; idempotencyKey?: string }) =>
      createBooking(body, idempotencyKey),
  });
}
