import { propertyDetailsApiQuery } from '@staybook/contract/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PropertyView, toPropertyView } from '../logic/property-view';

export async function getPropertyDetails(propertyId: string, signal?: AbortSignal): Promise<PropertyView | null> {
  const body = await apiRequest<unknown>('/property/v1/app/propertyDetails', {
    query: propertyDetailsApiQuery(propertyId),
    signal,
  });
  return toPropertyView(body);
}

export const propertyDetailsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['property-details', propertyId],
    queryFn: ({ signal }) => getPropertyDetails(propertyId, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function usePropertyDetails(propertyId: string | null) {
  return useQuery({ ...propertyDetailsQueryOptions(propertyId ?? ''), enabled: Boolean(propertyId) });
}
