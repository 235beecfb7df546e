import type { AdminMedia, PropertyMediaInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, refreshProperty } from './keys';

export async function addPropertyPhoto(propertyId: string, input: PropertyMediaInput): Promise<AdminMedia> {
  const res = await apiRequest<{ data: AdminMedia }>(`${CATALOGUE_BASE}/properties/${propertyId}/media`, {
    method: 'POST',
    body: input,
  });
  return res.data;
}

/** Resolves once the property has been read again, so the new photo is listed when the toast shows. */
export function useAddPropertyPhoto(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PropertyMediaInput) => addPropertyPhoto(propertyId, input),
    onSuccess: () => refreshProperty(queryClient, propertyId),
  });
}
