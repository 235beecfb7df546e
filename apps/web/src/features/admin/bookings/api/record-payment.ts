import type { AdminBookingDetails, RecordDeskPayment } from '@staybook/contract/admin-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys, refreshDesk } from './keys';

export async function recordPayment(id: string, body: RecordDeskPayment): Promise<AdminBookingDetails> {
  const res = await apiRequest<{ data: AdminBookingDetails }>(
    `/api/admin/bookings/${encodeURIComponent(id)}/payments`,
    { method: 'POST', body },
  );
  return res.data;
}

/** Records money taken at the property; the booking's page shows the new paid / due lines at once. */
export function useRecordPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordDeskPayment) => recordPayment(id, body),
    onSuccess: (booking) => {
      queryClient.setQueryData(deskKeys.booking(id), booking);
      void refreshDesk(queryClient);
    },
  });
}
