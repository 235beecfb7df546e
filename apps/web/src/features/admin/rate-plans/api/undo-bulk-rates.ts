import type { RatesBulkUndone } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';

/** Puts back the member's last brand-wide change (refused, naming the night, if one was changed since). */
export async function undoBulkRates(): Promise<RatesBulkUndone> {
  const res = await apiRequest<{ data: RatesBulkUndone }>(ratePlansPaths.bulkUndo, { method: 'POST' });
  return res.data;
}

export function useUndoBulkRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoBulkRates,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'inventory'] }),
  });
}
