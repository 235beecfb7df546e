import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

/** Removes a policy no plan uses (the server refuses one in use, naming the plans). */
export async function removePolicy(args: { propertyId: string; policyId: string }): Promise<void> {
  await apiRequest(ratePlansPaths.policy(args.propertyId, args.policyId), { method: 'DELETE' });
}

export function useRemovePolicy(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePolicy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratePlanKeys.property(propertyId) }),
  });
}
