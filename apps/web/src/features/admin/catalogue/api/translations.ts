import type {
  ContentLanguage,
  MissingTranslation,
  PropertyTranslations,
  TranslationsInput,
} from '@staybook/contract/content-translations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

/** Where a property's words are (null: the brand's own, its deals, promotions, hero slides and extras). */
const translationsPath = (propertyId: string | null) =>
  propertyId === null
    ? `${CATALOGUE_BASE}/brand/translations`
    : `${CATALOGUE_BASE}/properties/${encodeURIComponent(propertyId)}/translations`;

/**
 * GET …/properties/:id/translations: the property's and its room types' fields, English beside each language's;
 * GET …/brand/translations for the brand's own (`propertyId` null).
 */
export const propertyTranslationsQuery = (propertyId: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.translations(propertyId ?? 'brand'),
    queryFn: async () => (await apiRequest<{ data: PropertyTranslations }>(translationsPath(propertyId))).data,
  });

export function usePropertyTranslations(propertyId: string | null) {
  return useQuery(propertyTranslationsQuery(propertyId));
}

/** PUT …/translations/:language: a language's fields saved at once (empty: English again). */
export function useSaveTranslations(propertyId: string | null, language: ContentLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: TranslationsInput['items']) =>
      (
        await apiRequest<{ data: PropertyTranslations }>(`${translationsPath(propertyId)}/${language}`, {
          method: 'PUT',
          body: { items },
        })
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueKeys.translations(propertyId ?? 'brand'), saved);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.missingTranslations });
    },
  });
}

/** GET …/translations/missing: every field a guest reads in English on another language's page. */
export const missingTranslationsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.missingTranslations,
    queryFn: async () =>
      (await apiRequest<{ data: { items: MissingTranslation[] } }>(`${CATALOGUE_BASE}/translations/missing`)).data
        .items,
  });

export function useMissingTranslations() {
  return useQuery(missingTranslationsQuery());
}
