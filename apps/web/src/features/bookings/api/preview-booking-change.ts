import type { BookingChangePreview, GuestChangeRequest } from '@staybook/contract/booking-changes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** "Review change": the new stay priced by the server, before and after, and how the difference is settled. */
export async function previewBookingChange(body: GuestChangeRequest): Promise<BookingChangePreview> {
  const res = await apiRequest<{ success: true; data: BookingChangePreview }>(
    '/property/v1/app/booking/change/preview',
    { method: 'POST', body },
  );
  return res.data;
}

export function usePreviewBookingChange() {
  return useMutation({ mutationFn: previewBookingChange });
}
