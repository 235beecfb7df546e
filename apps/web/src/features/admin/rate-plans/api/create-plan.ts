import type { AdminRatePlan, RatePlanInput } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Adds a plan to a room type: POST of the room type's plans. */
export async function createPlan(args: { roomTypeId: string; input: RatePlanInput }): Promise<AdminRatePlan> {
  const res = await apiRequest<{ data: AdminRatePlan }>(ratePlansPaths.plans(args.roomTypeId), {
    method: 'POST',
    body: args.input,
  });
  return res.data;
}

/** The whole property is read again: a new default plan takes the flag from another. */
export function useCreatePlan(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.property(propertyId) }),
  });
}
