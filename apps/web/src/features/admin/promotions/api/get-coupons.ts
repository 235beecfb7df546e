import type { AdminCoupon } from '@staybook/contract/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { COUPONS_BASE, promotionKeys } from './keys';

export async function getCoupons(): Promise<AdminCoupon[]> {
  return (await apiRequest<{ data: AdminCoupon[] }>(COUPONS_BASE)).data;
}

export const couponsQueryOptions = () => queryOptions({ queryKey: promotionKeys.coupons, queryFn: getCoupons });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
