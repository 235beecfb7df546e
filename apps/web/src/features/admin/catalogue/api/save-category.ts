import type { AdminCategory, CategoryInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

/** Creates (id null) or replaces a category. */
export async function saveCategory(id: string | null, input: CategoryInput): Promise<AdminCategory> {
  const res = await apiRequest<{ data: AdminCategory }>(
    id ? `${CATALOGUE_BASE}/categories/${id}` : `${CATALOGUE_BASE}/categories`,
    {
      method: id ? 'PUT' : 'POST',
      body: input,
    },
  );
  return res.data;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CategoryInput }) => saveCategory(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
  });
}
