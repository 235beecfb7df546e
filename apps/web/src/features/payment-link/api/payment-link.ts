import type { BookingData, VerifyPaymentRequest, VerifyPaymentResponse } from '@staybook/contract/booking';
import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The guest's payment link (/pay/<token>): no sign-in, the token is the key to its one booking. */
const linkApi = (token: string) => `/property/v1/app/pay/${encodeURIComponent(token)}`;

export const paymentLinkKey = (token: string) => ['payment-link', token] as const;

export async function getPaymentLink(token: string, signal?: AbortSignal): Promise<PaymentLinkPage> {
  return (await apiRequest<{ data: PaymentLinkPage }>(linkApi(token), { signal })).data;
}

export const paymentLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: paymentLinkKey(token),
    queryFn: ({ signal }) => getPaymentLink(token, signal),
    // A link that is not ours (404) or not well formed (400) will not become one on a retry.
    retry: false,
  });

export const usePaymentLink = (token: string) => useQuery(paymentLinkQueryOptions(token));

/** Opens the provider checkout for the link's booking (the same answer as the website's booking call). */
export async function openLinkCheckout(token: string): Promise<BookingData> {
  return (await apiRequest<{ data: BookingData }>(`${linkApi(token)}/checkout`, { method: 'POST' })).data;
}

/** The checkout's answer checked by the server for the link's booking (its id comes from the token, not the body). */
export async function verifyLinkPayment(
  token: string,
  { bookingId: _bookingId, ...body }: VerifyPaymentRequest,
): Promise<VerifyPaymentResponse['data']> {
  return (
    await apiRequest<VerifyPaymentResponse>(`${linkApi(token)}/verify`, {
      method: 'POST',
      body,
    })
  ).data;
}
