import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

export async function deleteCategory(id: string): Promise<void> {
  await apiRequest(`${CATALOGUE_BASE}/categories/${id}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string }) => deleteCategory(item.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
  });
}
