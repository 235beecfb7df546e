import type { AdminBookingChange } from '@staybook/contract/admin-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys, refreshDesk } from './keys';

export type StayAction = 'check-in' | 'check-out' | 'no-show';

export async function changeStay(id: string, action: StayAction): Promise<AdminBookingChange> {
  const res = await apiRequest<{ data: AdminBookingChange }>(
    `/api/admin/bookings/${encodeURIComponent(id)}/${action}`,
    { method: 'POST' },
  );
  return res.data;
}

/** Check-in, check-out and no-show; the desk is read again either way (a refusal means it was out of date). */
export function useChangeStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StayAction }) => changeStay(id, action),
    onSuccess: (result) => queryClient.setQueryData(deskKeys.booking(result.booking.id), result.booking),
    onSettled: () => void refreshDesk(queryClient),
  });
}
