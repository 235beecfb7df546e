import { adminMoneyPaths, type StaffAlert } from '@staybook/contract/admin-money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { moneyKeys } from './keys';

export async function resolveAlert(id: string): Promise<StaffAlert> {
  const res = await apiRequest<{ data: StaffAlert }>(
    adminMoneyPaths.resolveAlert.replace(':id', encodeURIComponent(id)),
    { method: 'POST' },
  );
  return res.data;
}

/** Marks an alert handled; stays pending until the overview has been read again, so the alert leaves at once. */
export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
