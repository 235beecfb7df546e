import type { AdminPromotion } from '@staybook/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** Every promotion, for the deal form's picker: a deal is shown on the home page only while its promotion is on. */
export async function getPromotionOptions(): Promise<AdminPromotion[]> {
  return (await apiRequest<{ data: AdminPromotion[] }>('/api/admin/promotions')).data;
}

export const promotionOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'catalogue', 'promotion-options'] as const, queryFn: getPromotionOptions });

export function usePromotionOptions() {
  return useQuery(promotionOptionsQueryOptions());
}
