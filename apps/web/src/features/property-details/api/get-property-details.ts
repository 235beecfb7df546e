import { contentLanguageQuery } from '@staybook/contract/content-language';
import type { Language } from '@staybook/contract/languages';
import { propertyDetailsApiQuery } from '@staybook/contract/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { type PropertyView, toPropertyView } from '../logic/property-view';

/** The property in the page's language: its own words where entered, English's otherwise (the API's fallback). */
export async function getPropertyDetails(
  propertyId: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<PropertyView | null> {
  const body = await apiRequest<unknown>('/property/v1/app/propertyDetails', {
    query: { ...propertyDetailsApiQuery(propertyId), ...contentLanguageQuery(lang) },
    signal,
  });
  return toPropertyView(body);
}

export const propertyDetailsQueryOptions = (propertyId: string, lang: Language) =>
  queryOptions({
    queryKey: ['property-details', propertyId, lang],
    queryFn: ({ signal }) => getPropertyDetails(propertyId, lang, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function usePropertyDetails(propertyId: string | null) {
  const lang = useLanguage();
  return useQuery({ ...propertyDetailsQueryOptions(propertyId ?? '', lang), enabled: Boolean(propertyId) });
}
