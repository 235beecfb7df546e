import type { AdminRatePlan, RatePlanInput } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Creates a plan of a room type (no `planId`) or replaces one's terms: POST or PUT of the room type's plans. */
export async function savePlan(args: {
  roomTypeId: string;
  planId?: string;
  input: RatePlanInput;
}): Promise<AdminRatePlan> {
  const { roomTypeId, planId, input } = args;
  const res = await apiRequest<{ data: AdminRatePlan }>(
    planId ? ratePlansPaths.plan(roomTypeId, planId) : ratePlansPaths.plans(roomTypeId),
    { method: planId ? 'PUT' : 'POST', body: input },
  );
  return res.data;
}

/** The whole property is read again: the default may have moved to another plan. */
export function useSavePlan(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.property(propertyId) }),
  });
}
