import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

export async function deleteDeal(id: string): Promise<void> {
  await apiRequest(`${CATALOGUE_BASE}/deals/${id}`, { method: 'DELETE' });
}

export function useDeleteDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string }) => deleteDeal(item.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.deals }),
  });
}
