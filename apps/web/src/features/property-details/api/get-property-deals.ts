import type { PropertyDealsResponse } from '@staybook/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /property/v1/app/property-deals: the promotions a guest can get here, explained (issue 24). */
export const propertyDealsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-deals', propertyId],
    queryFn: ({ signal }) =>
      apiRequest<PropertyDealsResponse>('/property/v1/app/property-deals', { query: { propertyId }, signal }),
    select: (res) => res.data,
    staleTime: 5 * 60_000,
  });

export function usePropertyDeals(propertyId: string) {
  return useQuery(propertyDealsQuery(propertyId));
}
