import type { CategoryTile, DealsResponse, HomeResponse, PropertyListResponse } from '@staybook/contract/catalogue';
import { contentLanguageQuery } from '@staybook/contract/content-language';
import type { HeroPublicResponse, HeroSlide } from '@staybook/contract/hero';
import type { Language } from '@staybook/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { propertyCardView } from '../../../components/ui/property-card';
import { apiRequest } from '../../../lib/api-client';

/** A slide as the slideshow draws it: its id is left out of the query state the server writes into the page. */
export type HeroSlideView = Omit<HeroSlide, 'id'>;

/** The slides in the page's language (their words where entered, English's otherwise: the API's fallback). */
export const heroSlidesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['hero', 'public', lang],
    queryFn: async (): Promise<{ data: HeroSlideView[] }> => {
      const answer = await apiRequest<HeroPublicResponse>('/property/v1/hero-sections/public', {
        query: contentLanguageQuery(lang),
      });
      return { data: answer.data.map(({ id: _id, ...slide }) => slide) };
    },
    staleTime: 5 * 60_000,
  });

/** A tile as the grid draws it: its id is left out of the query state the server writes into the page. */
export type CategoryTileView = Omit<CategoryTile, 'id'>;

/** The tiles; outside English each carries its words in the page's language (`label`), its name the filter's key. */
export const categoryTilesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['home', 'categories', 'Goa', lang],
    queryFn: async (): Promise<CategoryTileView[]> =>
      (
        await apiRequest<HomeResponse>('/property/v1/app/home', {
          method: 'POST',
          body: { sectionType: 'category', city: 'Goa', ...contentLanguageQuery(lang) },
        })
      ).data.categories.map(({ id: _id, ...tile }) => tile),
    staleTime: 5 * 60_000,
  });

export const dealsQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['config', 'deals', lang],
    queryFn: async () =>
      (
        await apiRequest<DealsResponse>('/property/v1/config', {
          query: { configName: 'dealsSection', type: 'static', ...contentLanguageQuery(lang) },
        })
      ).data.deals,
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
