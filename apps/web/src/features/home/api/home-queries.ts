import type { CategoryTile, DealsResponse, HomeResponse, PropertyListResponse } from '@staybook/contract/catalogue';
import type { HeroPublicResponse } from '@staybook/contract/hero';
import { queryOptions } from '@tanstack/react-query';
import { propertyCardView } from '../../../components/ui/property-card';
import { apiRequest } from '../../../lib/api-client';

export const heroSlidesQuery = queryOptions({
  queryKey: ['hero', 'public'],
  queryFn: () => apiRequest<HeroPublicResponse>('/property/v1/hero-sections/public'),
  staleTime: 5 * 60_000,
});

export const categoryTilesQuery = queryOptions({
  queryKey: ['home', 'categories', 'Goa'],
  queryFn: async (): Promise<CategoryTile[]> =>
    (
      await apiRequest<HomeResponse>('/property/v1/app/home', {
        method: 'POST',
        body: { sectionType: 'category', city: 'Goa' },
      })
    ).data.categories,
  staleTime: 5 * 60_000,
});

export const dealsQuery = queryOptions({
  queryKey: ['config', 'deals'],
  queryFn: async () =>
    (await apiRequest<DealsResponse>('/property/v1/config', { query: { configName: 'dealsSection', type: 'static' } }))
      .data.deals,
  staleTime: 5 * 60_000,
});

/** Five properties of a category for tonight (the home rows), as their cards draw them. */
export function categoryRowQuery(category: string, checkInDate: number, checkOutDate: number) {
  return queryOptions({
    queryKey: ['home', 'row', category, checkInDate],
    queryFn: async () =>
      (
        await apiRequest<PropertyListResponse>('/property/v1/app/property', {
          query: { category, propertyType: 'all', limit: 5, checkInDate, checkOutDate },
        })
      ).data.data.map(propertyCardView),
    staleTime: 60_000,
  });
}
