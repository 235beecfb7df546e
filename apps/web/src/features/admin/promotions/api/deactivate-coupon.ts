import type { AdminCoupon } from '@staybook/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { COUPONS_BASE, promotionKeys } from './keys';

export async function deactivateCoupon(id: string): Promise<AdminCoupon> {
  return (await apiRequest<{ data: AdminCoupon }>(`${COUPONS_BASE}/${id}/deactivate`, { method: 'POST' })).data;
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCoupon,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.coupons }),
  });
}
