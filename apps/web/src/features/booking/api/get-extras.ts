import { GUEST_EXTRAS_PATH, type GuestExtra, type GuestExtrasResponse } from '@staybook/contract/booking-extras';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The extras the property offers guests online (airport transfer, breakfast…), for the review page's offer. */
export async function getExtras(propertyId: string): Promise<GuestExtra[]> {
  const res = await apiRequest<GuestExtrasResponse>(
    `${GUEST_EXTRAS_PATH}?propertyId=${encodeURIComponent(propertyId)}`,
  );
  return res.data;
}

export function extrasQueryOptions(propertyId: string | null) {
  return queryOptions({
    queryKey: ['booking', 'extras', propertyId],
    queryFn: () => getExtras(propertyId!),
    enabled: propertyId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useExtras(propertyId: string | null) {
  return useQuery(extrasQueryOptions(propertyId));
}
