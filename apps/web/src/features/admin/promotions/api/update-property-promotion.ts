import type { AdminPromotion, PromotionInput } from '@staybook/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { promotionsPaths } from '../logic/promotions-paths';
import { promotionKeys } from './keys';

/** Replaces the terms of one of the property's own promotions. */
export async function updatePropertyPromotion(args: {
  propertyId: string;
  promotionId: string;
  input: PromotionInput;
}): Promise<AdminPromotion> {
  const res = await apiRequest<{ data: AdminPromotion }>(
    promotionsPaths.promotionOfProperty(args.propertyId, args.promotionId),
    { method: 'PUT', body: args.input },
  );
  return res.data;
}

export function useUpdatePropertyPromotion(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePropertyPromotion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.ofProperty(propertyId) });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.promotions, exact: true });
    },
  });
}
