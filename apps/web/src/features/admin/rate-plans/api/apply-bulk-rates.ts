import type { RatesBulkApplied, RatesBulkEditInput } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';

/** Applies the previewed edit in one batch; `acceptLargeChanges` says the operator saw the flagged nights. */
export async function applyBulkRates(args: {
  edit: RatesBulkEditInput;
  acceptLargeChanges: boolean;
}): Promise<RatesBulkApplied> {
  const res = await apiRequest<{ data: RatesBulkApplied }>(ratePlansPaths.bulkApply, { method: 'POST', body: args });
  return res.data;
}

/** Every console read of rates is stale after a brand-wide change (the calendars included). */
export function useApplyBulkRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyBulkRates,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'inventory'] }),
  });
}
