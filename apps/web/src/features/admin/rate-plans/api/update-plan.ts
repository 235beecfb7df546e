import type { AdminRatePlan, RatePlanInput } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Replaces a plan's terms: PUT of one of the room type's plans. */
export async function updatePlan(args: {
  roomTypeId: string;
  planId: string;
  input: RatePlanInput;
}): Promise<AdminRatePlan> {
  const res = await apiRequest<{ data: AdminRatePlan }>(ratePlansPaths.plan(args.roomTypeId, args.planId), {
    method: 'PUT',
    body: args.input,
  });
  return res.data;
}

/** The whole property is read again: the default may have moved to another plan. */
export function useUpdatePlan(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.property(propertyId) }),
  });
}
