import type { AdminPromotion, PromotionInput } from '@staybook/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { promotionsPaths } from '../logic/promotions-paths';
import { promotionKeys } from './keys';

/** A new promotion of one property (the server sets its property from the path). */
export async function createPropertyPromotion(args: {
  propertyId: string;
  input: PromotionInput;
}): Promise<AdminPromotion> {
  const res = await apiRequest<{ data: AdminPromotion }>(promotionsPaths.ofProperty(args.propertyId), {
    method: 'POST',
    body: args.input,
  });
  return res.data;
}

export function useCreatePropertyPromotion(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPropertyPromotion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.ofProperty(propertyId) });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.promotions, exact: true });
    },
  });
}
