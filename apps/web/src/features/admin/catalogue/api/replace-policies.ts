import type { AdminPropertyDetail, PoliciesInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, storeProperty } from './keys';

/** Replaces the whole list. */
export async function replacePolicies(propertyId: string, input: PoliciesInput): Promise<AdminPropertyDetail> {
  const res = await apiRequest<{ data: AdminPropertyDetail }>(`${CATALOGUE_BASE}/properties/${propertyId}/policies`, {
    method: 'PUT',
    body: input,
  });
  return res.data;
}

export function useReplacePolicies(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PoliciesInput) => replacePolicies(propertyId, input),
    onSuccess: (property) => storeProperty(queryClient, property),
  });
}
