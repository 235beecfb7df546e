import type { AdminPropertyDetail, PropertyInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, storeProperty } from './keys';

export async function updateProperty(id: string, input: PropertyInput): Promise<AdminPropertyDetail> {
  const res = await apiRequest<{ data: AdminPropertyDetail }>(`${CATALOGUE_BASE}/properties/${id}`, {
    method: 'PUT',
    body: input,
  });
  return res.data;
}

export function useUpdateProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PropertyInput) => updateProperty(id, input),
    onSuccess: (property) => storeProperty(queryClient, property),
  });
}
