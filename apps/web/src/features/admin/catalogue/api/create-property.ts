import type { AdminPropertyDetail, PropertyInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, storeProperty } from './keys';

export async function createProperty(input: PropertyInput): Promise<AdminPropertyDetail> {
  const res = await apiRequest<{ data: AdminPropertyDetail }>(`${CATALOGUE_BASE}/properties`, {
    method: 'POST',
    body: input,
  });
  return res.data;
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProperty, onSuccess: (property) => storeProperty(queryClient, property) });
}
