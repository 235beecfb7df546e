import type { AdminPromotion } from '@staybook/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { PROMOTIONS_BASE, promotionKeys } from './keys';

/** Every promotion, brand-wide and per property (the brand permission). */
export async function getPromotions(): Promise<AdminPromotion[]> {
  return (await apiRequest<{ data: AdminPromotion[] }>(PROMOTIONS_BASE)).data;
}

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.promotions, queryFn: getPromotions });

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
