import type { AdminMedia, AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

/** `ids` lists every photo of the property in the new order; the first is the cover. */
export async function orderPropertyPhotos(propertyId: string, ids: string[]): Promise<AdminMedia[]> {
  const res = await apiRequest<{ data: AdminMedia[] }>(`${CATALOGUE_BASE}/properties/${propertyId}/media/order`, {
    method: 'PUT',
    body: { ids },
  });
  return res.data;
}

export function useOrderPropertyPhotos(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => orderPropertyPhotos(propertyId, ids),
    onSuccess: (media) =>
      queryClient.setQueryData<AdminPropertyDetail>(catalogueKeys.property(propertyId), (p) => p && { ...p, media }),
  });
}
