import type { AdminBookingChange, AdminCancelBooking } from '@staybook/contract/admin-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys, refreshDesk } from './keys';

export async function cancelBooking(id: string, body: AdminCancelBooking): Promise<AdminBookingChange> {
  const res = await apiRequest<{ data: AdminBookingChange }>(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body,
  });
  return res.data;
}

/** Cancels at the desk; the booking's page shows the answer at once while the other desk reads refresh. */
export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCancelBooking) => cancelBooking(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(deskKeys.booking(id), result.booking);
      void refreshDesk(queryClient);
    },
  });
}
