import type { PricingData, PricingRequest, PricingResponse } from '@staybook/contract/booking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getPricing(body: PricingRequest): Promise<PricingData> {
  const res = await apiRequest<PricingResponse>('/property/v1/app/booking/pricing', { method: 'POST', body });
  return res.data;
}

export function pricingQueryOptions(body: PricingRequest | null) {
  return queryOptions({
    queryKey: ['booking', 'pricing', body],
    queryFn: () => getPricing(body!),
    // Spec 5: with no rooms selected the price is 0 and the server is not called.
    enabled: body !== null && (body.roomIds?.length ?? 0) > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function usePricing(body: PricingRequest | null) {
  return useQuery(pricingQueryOptions(body));
}
