import type { BookingData, CreateBookingResponse } from '@staybook/contract/booking';
import { apiRequest } from '../../../lib/api-client';

/** Opens checkout again for the guest's own unpaid booking while its hold lasts (its open order, or a new one). */
export async function resumePayment(bookingId: string): Promise<BookingData> {
  const res = await apiRequest<CreateBookingResponse>(
    `/property/v1/app/booking/${encodeURIComponent(bookingId)}/payment`,
    { method: 'POST' },
  );
  return res.data;
}
