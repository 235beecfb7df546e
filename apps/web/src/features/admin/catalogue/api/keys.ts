import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import type { QueryClient } from '@tanstack/react-query';

export const CATALOGUE_BASE = '/api/admin/catalogue';

export const catalogueKeys = {
  all: ['console', 'catalogue'] as const,
  propertyLists: ['console', 'catalogue', 'properties'] as const,
  properties: (query: unknown) => ['console', 'catalogue', 'properties', query] as const,
  property: (id: string) => ['console', 'catalogue', 'property', id] as const,
  cities: ['console', 'catalogue', 'cities'] as const,
  categories: ['console', 'catalogue', 'categories'] as const,
  deals: ['console', 'catalogue', 'deals'] as const,
  translations: (propertyId: string) => ['console', 'catalogue', 'translations', propertyId] as const,
  missingTranslations: ['console', 'catalogue', 'translations-missing'] as const,
};

/** A save answered with the whole property: the editor shows it at once and the lists are read again. */
export function storeProperty(queryClient: QueryClient, property: AdminPropertyDetail): void {
  queryClient.setQueryData(catalogueKeys.property(property.id), property);
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.propertyLists });
  // Its English changed: the words beside it, and which of them are missing or stale, are read again.
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.translations(property.id) });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.missingTranslations });
}

/** A change answered with a part of the property (a room type, a photo): the property is read again. */
export function refreshProperty(queryClient: QueryClient, propertyId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogueKeys.property(propertyId) });
}
