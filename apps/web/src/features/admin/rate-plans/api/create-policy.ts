import type { AdminCancellationPolicy, CancellationPolicyInput } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Adds a cancellation policy to a property: POST of the property's policies. */
export async function createPolicy(args: {
  propertyId: string;
  input: CancellationPolicyInput;
}): Promise<AdminCancellationPolicy> {
  const res = await apiRequest<{ data: AdminCancellationPolicy }>(ratePlansPaths.policies(args.propertyId), {
    method: 'POST',
    body: args.input,
  });
  return res.data;
}

export function useCreatePolicy(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.property(propertyId) }),
  });
}
