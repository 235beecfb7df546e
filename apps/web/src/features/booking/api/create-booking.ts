import type { BookingData, CreateBookingRequest, CreateBookingResponse } from '@staybook/contract/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Holds the rooms (initiatePayment false) or re-initiates payment for the guest's pending booking. */
export async function createBooking(body: CreateBookingRequest): Promise<BookingData> {
  const res = await apiRequest<CreateBookingResponse>('/property/v1/app/booking', { method: 'POST', body });
  return res.data;
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
