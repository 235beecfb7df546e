import type { AdminPropertyDetail, AmenitiesInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, storeProperty } from './keys';

/** Replaces the whole list. */
export async function replaceAmenities(propertyId: string, input: AmenitiesInput): Promise<AdminPropertyDetail> {
  const res = await apiRequest<{ data: AdminPropertyDetail }>(`${CATALOGUE_BASE}/properties/${propertyId}/amenities`, {
    method: 'PUT',
    body: input,
  });
  return res.data;
}

export function useReplaceAmenities(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AmenitiesInput) => replaceAmenities(propertyId, input),
    onSuccess: (property) => storeProperty(queryClient, property),
  });
}
