import type { AdminDeal, DealInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

/** Creates (id null) or replaces a deal. */
export async function saveDeal(id: string | null, input: DealInput): Promise<AdminDeal> {
  const res = await apiRequest<{ data: AdminDeal }>(id ? `${CATALOGUE_BASE}/deals/${id}` : `${CATALOGUE_BASE}/deals`, {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
  return res.data;
}

export function useSaveDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DealInput }) => saveDeal(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.deals }),
  });
}
