import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

export async function deleteCity(id: string): Promise<void> {
  await apiRequest(`${CATALOGUE_BASE}/cities/${id}`, { method: 'DELETE' });
}

export function useDeleteCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string }) => deleteCity(item.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.cities }),
  });
}
