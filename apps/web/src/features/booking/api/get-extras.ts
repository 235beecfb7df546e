import { GUEST_EXTRAS_PATH, type GuestExtra, type GuestExtrasResponse } from '@staybook/contract/booking-extras';
import { contentLanguageQuery } from '@staybook/contract/content-language';
import type { Language } from '@staybook/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/**
 * The extras the property offers guests online (airport transfer, breakfast…), for the review page's offer, named in
 * the page's language where their words are entered (English's otherwise: the API's fallback).
 */
export async function getExtras(propertyId: string, lang: Language): Promise<GuestExtra[]> {
  const res = await apiRequest<GuestExtrasResponse>(GUEST_EXTRAS_PATH, {
    query: { propertyId, ...contentLanguageQuery(lang) },
  });
  return res.data;
}

export function extrasQueryOptions(propertyId: string | null, lang: Language) {
  return queryOptions({
    queryKey: ['booking', 'extras', propertyId, lang],
    queryFn: () => getExtras(propertyId!, lang),
    enabled: propertyId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useExtras(propertyId: string | null) {
  return useQuery(extrasQueryOptions(propertyId, useLanguage()));
}

/**
 * The price's extra lines named in the page's language: a line carries the English it was priced with, the offer (the
 * same cached query "Add to your stay" draws) the name in the page's language where its words are entered. Asks only
 * when there are lines to name.
 */
export function useExtraLinesInLanguage<Line extends { extraId: string; name: string }>(
  propertyId: string | null,
  lines: readonly Line[] | undefined,
): Line[] | undefined {
  const offered = useExtras(lines?.length ? propertyId : null);
  return lines?.map((line) => ({ ...line, name: offered.data?.find((x) => x.id === line.extraId)?.name ?? line.name }));
}
