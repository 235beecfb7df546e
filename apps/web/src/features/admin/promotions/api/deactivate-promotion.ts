import type { AdminPromotion } from '@staybook/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { PROMOTIONS_BASE, promotionKeys } from './keys';

export async function deactivatePromotion(id: string): Promise<AdminPromotion> {
  return (await apiRequest<{ data: AdminPromotion }>(`${PROMOTIONS_BASE}/${id}/deactivate`, { method: 'POST' })).data;
}

export function useDeactivatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePromotion,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.promotions }),
  });
}
