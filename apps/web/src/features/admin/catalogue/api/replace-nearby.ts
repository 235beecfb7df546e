import type { AdminPropertyDetail, NearbyInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, storeProperty } from './keys';

/** Replaces the whole list. */
export async function replaceNearby(propertyId: string, input: NearbyInput): Promise<AdminPropertyDetail> {
  const res = await apiRequest<{ data: AdminPropertyDetail }>(`${CATALOGUE_BASE}/properties/${propertyId}/nearby`, {
    method: 'PUT',
    body: input,
  });
  return res.data;
}

export function useReplaceNearby(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NearbyInput) => replaceNearby(propertyId, input),
    onSuccess: (property) => storeProperty(queryClient, property),
  });
}
