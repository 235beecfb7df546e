import type { PaymentLink } from '@staybook/contract/desk-bookings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** Sends a desk booking's payment link to the guest again (SMS and e-mail); 409 once it is not waiting for payment. */
export async function resendPaymentLink(id: string): Promise<PaymentLink> {
  const res = await apiRequest<{ data: PaymentLink }>(`/api/admin/bookings/${encodeURIComponent(id)}/payment-link`, {
    method: 'POST',
  });
  return res.data;
}

export function useResendPaymentLink(id: string) {
  return useMutation({ mutationFn: () => resendPaymentLink(id) });
}
