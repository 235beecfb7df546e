import type { BookingChangePreview, DeskChangeRequest } from '@staybook/contract/booking-changes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** The new stay, and how a higher price would be settled (the outcome the preview tells depends on it). */
export type DeskChangeStay = Omit<DeskChangeRequest, 'reason'>;

/** "Review change": the new stay priced by the server, before and after, and how the difference would be settled. */
export async function previewBookingChange(id: string, body: DeskChangeStay): Promise<BookingChangePreview> {
  const res = await apiRequest<{ data: BookingChangePreview }>(
    `/api/admin/bookings/${encodeURIComponent(id)}/changes/preview`,
    { method: 'POST', body },
  );
  return res.data;
}

export function usePreviewBookingChange(id: string) {
  return useMutation({ mutationFn: (body: DeskChangeStay) => previewBookingChange(id, body) });
}
