import type { AdminCancellationPolicy, CancellationPolicyInput } from '@staybook/contract/admin-rate-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Replaces a cancellation policy's terms: PUT of one of the property's policies. */
export async function updatePolicy(args: {
  propertyId: string;
  policyId: string;
  input: CancellationPolicyInput;
}): Promise<AdminCancellationPolicy> {
  const res = await apiRequest<{ data: AdminCancellationPolicy }>(
    ratePlansPaths.policy(args.propertyId, args.policyId),
    { method: 'PUT', body: args.input },
  );
  return res.data;
}

/** The whole property is read again: the plans using the policy show its new summary. */
export function useUpdatePolicy(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.property(propertyId) }),
  });
}
