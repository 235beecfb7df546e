import type { PropertyDealsResponse } from '@staybook/contract/catalogue';
import { contentLanguageQuery } from '@staybook/contract/content-language';
import type { Language } from '@staybook/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** GET /property/v1/app/property-deals: the promotions a guest can get here, explained (issue 24). */
export const propertyDealsQuery = (propertyId: string, lang: Language) =>
  queryOptions({
    queryKey: ['property-deals', propertyId, lang],
    queryFn: ({ signal }) =>
      apiRequest<PropertyDealsResponse>('/property/v1/app/property-deals', {
        query: { propertyId, ...contentLanguageQuery(lang) },
        signal,
      }),
    select: (res) => res.data,
    staleTime: 5 * 60_000,
  });

export function usePropertyDeals(propertyId: string) {
  return useQuery(propertyDealsQuery(propertyId, useLanguage()));
}
