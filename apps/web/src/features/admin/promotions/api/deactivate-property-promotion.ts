import type { AdminPromotion } from '@staybook/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { promotionsPaths } from '../logic/promotions-paths';
import { promotionKeys } from './keys';

/** Turns off one of the property's own promotions (kept for the bookings and the audit trail). */
export async function deactivatePropertyPromotion(args: {
  propertyId: string;
  promotionId: string;
}): Promise<AdminPromotion> {
  const path = promotionsPaths.deactivateOfProperty(args.propertyId, args.promotionId);
  return (await apiRequest<{ data: AdminPromotion }>(path, { method: 'POST' })).data;
}

export function useDeactivatePropertyPromotion(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePropertyPromotion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.ofProperty(propertyId) });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.promotions, exact: true });
    },
  });
}
