import type { AdminPromotion } from '@staybook/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { promotionsPaths } from '../logic/promotions-paths';
import { promotionKeys } from './keys';

/** One property's promotions and the brand's (read only there): everything its guests may get. */
export async function getPropertyPromotions(propertyId: string): Promise<AdminPromotion[]> {
  return (await apiRequest<{ data: AdminPromotion[] }>(promotionsPaths.ofProperty(propertyId))).data;
}

export const propertyPromotionsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: promotionKeys.ofProperty(propertyId),
    queryFn: () => getPropertyPromotions(propertyId),
    enabled: Boolean(propertyId),
  });

export function usePropertyPromotions(propertyId: string) {
  return useQuery(propertyPromotionsQueryOptions(propertyId));
}
