import type { AdminPromotion, PromotionInput } from '@staybook/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { PROMOTIONS_BASE, promotionKeys } from './keys';

/** Creates (id null) or replaces a promotion. */
export async function savePromotion(id: string | null, input: PromotionInput): Promise<AdminPromotion> {
  const res = await apiRequest<{ data: AdminPromotion }>(id ? `${PROMOTIONS_BASE}/${id}` : PROMOTIONS_BASE, {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
  return res.data;
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInput }) => savePromotion(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.promotions }),
  });
}
