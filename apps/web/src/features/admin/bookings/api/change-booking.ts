import type { BookingChange, DeskChangeRequest } from '@staybook/contract/booking-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { refreshDesk } from './keys';

/** "Confirm change": the desk's change, with its reason and how a higher price is settled. */
export async function changeBooking(id: string, body: DeskChangeRequest): Promise<BookingChange> {
  const res = await apiRequest<{ data: { change: BookingChange } }>(
    `/api/admin/bookings/${encodeURIComponent(id)}/changes`,
    { method: 'POST', body },
  );
  return res.data.change;
}

/** The desk is read again either way: the booking, its changes, the lists and the day views all move. */
export function useChangeBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskChangeRequest) => changeBooking(id, body),
    onSettled: () => refreshDesk(queryClient),
  });
}
