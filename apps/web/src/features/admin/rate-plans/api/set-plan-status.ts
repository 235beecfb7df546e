import type { AdminRatePlan } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Archives (no longer sold) or restores a plan. */
export async function setPlanStatus(args: {
  roomTypeId: string;
  planId: string;
  verb: 'archive' | 'restore';
}): Promise<AdminRatePlan> {
  const res = await apiRequest<{ data: AdminRatePlan }>(
    ratePlansPaths.planStatus(args.roomTypeId, args.planId, args.verb),
    {
      method: 'POST',
    },
  );
  return res.data;
}

/** The whole property is read again: archiving the default passes it to another plan. */
export function useSetPlanStatus(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.property(propertyId) }),
  });
}
