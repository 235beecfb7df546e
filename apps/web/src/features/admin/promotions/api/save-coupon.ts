import type { AdminCoupon, CouponInput } from '@staybook/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { COUPONS_BASE, promotionKeys } from './keys';

/** Creates (id null) or replaces a coupon. */
export async function saveCoupon(id: string | null, input: CouponInput): Promise<AdminCoupon> {
  const res = await apiRequest<{ data: AdminCoupon }>(id ? `${COUPONS_BASE}/${id}` : COUPONS_BASE, {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
  return res.data;
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CouponInput }) => saveCoupon(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.coupons }),
  });
}
