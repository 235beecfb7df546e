import type { AdminPromotion } from '@staybook/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** Every promotion, for the deal form's picker: a deal is shown on the home page only while its promotion is on. */
export async function getPromotionOptions(): Promise<AdminPromotion[]> {
  return (await apiRequest<{ data: AdminPromotion[] }>('/api/admin/promotions')).data;
}

export function usePromotionOptions() {
  return useQuery({ queryKey: ['admin', 'catalogue', 'promotion-options'], queryFn: getPromotionOptions });
}
