import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@staybook/contract/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function verifyPayment(body: VerifyPaymentRequest): Promise<VerifyPaymentResponse['data']> {
  const res = await apiRequest<VerifyPaymentResponse>('/property/v1/app/booking/verify-payment', {
    method: 'POST',
    body,
  });
  return res.data;
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}
