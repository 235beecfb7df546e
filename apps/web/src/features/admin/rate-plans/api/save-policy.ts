import type { AdminCancellationPolicy, CancellationPolicyInput } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Creates a policy (no `policyId`) or replaces one's terms: POST or PUT of the property's policies. */
export async function savePolicy(args: {
  propertyId: string;
  policyId?: string;
  input: CancellationPolicyInput;
}): Promise<AdminCancellationPolicy> {
  const { propertyId, policyId, input } = args;
  const res = await apiRequest<{ data: AdminCancellationPolicy }>(
    policyId ? ratePlansPaths.policy(propertyId, policyId) : ratePlansPaths.policies(propertyId),
    { method: policyId ? 'PUT' : 'POST', body: input },
  );
  return res.data;
}

export function useSavePolicy(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePolicy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.property(propertyId) }),
  });
}
