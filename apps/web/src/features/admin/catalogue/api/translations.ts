import type {
  ContentLanguage,
  MissingTranslation,
  PropertyTranslations,
  TranslationsInput,
} from '@staybook/contract/content-translations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

/** GET …/properties/:id/translations: the property's and its room types' fields, English beside each language's. */
export const propertyTranslationsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: catalogueKeys.translations(propertyId),
    queryFn: async () =>
      (
        await apiRequest<{ data: PropertyTranslations }>(
          `${CATALOGUE_BASE}/properties/${encodeURIComponent(propertyId)}/translations`,
        )
      ).data,
  });

export function usePropertyTranslations(propertyId: string) {
  return useQuery(propertyTranslationsQuery(propertyId));
}

/** PUT …/properties/:id/translations/:language: a language's fields saved at once (empty: English again). */
export function useSaveTranslations(propertyId: string, language: ContentLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: TranslationsInput['items']) =>
      (
        await apiRequest<{ data: PropertyTranslations }>(
          `${CATALOGUE_BASE}/properties/${encodeURIComponent(propertyId)}/translations/${language}`,
          { method: 'PUT', body: { items } },
        )
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueKeys.translations(propertyId), saved);
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
