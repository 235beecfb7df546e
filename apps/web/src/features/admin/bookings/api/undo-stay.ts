import type { AdminBookingChange } from '@staybook/contract/admin-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys, refreshDesk } from './keys';

export async function undoStay(id: string): Promise<AdminBookingChange> {
  const res = await apiRequest<{ data: AdminBookingChange }>(`/api/admin/bookings/${encodeURIComponent(id)}/undo`, {
    method: 'POST',
  });
  return res.data;
}

/** Undoes the latest check-in, check-out or no-show (the server checks the 10-minute window). */
export function useUndoStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => undoStay(id),
    onSuccess: (result) => queryClient.setQueryData(deskKeys.booking(result.booking.id), result.booking),
    onSettled: () => void refreshDesk(queryClient),
  });
}
