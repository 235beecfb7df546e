import type { PartyPriceResponse } from '@staybook/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PartyPriceQuery {
  propertyId: string;
  checkInDate: number;
  checkOutDate: number;
  adults: number;
  children: number;
  childAges?: number[] | undefined;
}

/** The party's price at the property (GET …/party-price): the list's figure and the rooms it placed the party in. */
export function partyPriceQueryOptions(q: PartyPriceQuery) {
  const query: Record<string, string> = {
    propertyId: q.propertyId,
    checkInDate: String(q.checkInDate),
    checkOutDate: String(q.checkOutDate),
    adults: String(q.adults),
    children: String(q.children),
    ...(q.childAges && q.childAges.length > 0 ? { childAges: q.childAges.join(',') } : {}),
  };
  return queryOptions({
    queryKey: ['booking', 'party-price', query],
    queryFn: ({ signal }) => apiRequest<PartyPriceResponse>('/property/v1/app/party-price', { query, signal }),
    staleTime: 30_000,
  });
}

export function usePartyPrice(q: PartyPriceQuery) {
  return useQuery(partyPriceQueryOptions(q));
}
