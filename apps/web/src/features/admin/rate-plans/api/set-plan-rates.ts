import type { PlanRatesEditInput } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Sets (rate) or clears (rate null) a plan's own rate on the chosen nights: PUT of the plan's rates. */
export async function setPlanRates(args: {
  roomTypeId: string;
  planId: string;
  edit: PlanRatesEditInput;
}): Promise<{ updated: number; cleared: number }> {
  const res = await apiRequest<{ data: { updated: number; cleared: number } }>(
    ratePlansPaths.planRates(args.roomTypeId, args.planId),
    { method: 'PUT', body: args.edit },
  );
  return res.data;
}

export function useSetPlanRates(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanRates,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.planRates(planId) }),
  });
}
