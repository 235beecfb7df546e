import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, refreshProperty } from './keys';

export async function deletePropertyPhoto(id: string): Promise<void> {
  await apiRequest(`${CATALOGUE_BASE}/media/${id}`, { method: 'DELETE' });
}

export function useDeletePropertyPhoto(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePropertyPhoto,
    onSuccess: () => void refreshProperty(queryClient, propertyId),
  });
}
