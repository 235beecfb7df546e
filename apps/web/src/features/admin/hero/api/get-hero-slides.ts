import type { AdminHeroSlide } from '@staybook/contract/hero-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { heroKeys } from './keys';

/** The slideshow the URL asks for ('home' by default). */
export const heroCategoryOf = (params: URLSearchParams): string => params.get('category')?.trim() || 'home';

/** Every slide of a slideshow, hidden ones too, in the order guests see them. */
export async function getHeroSlides(category: string): Promise<AdminHeroSlide[]> {
  const res = await apiRequest<{ data: AdminHeroSlide[] }>(`/api/hero/category/${encodeURIComponent(category)}`);
  return res.data;
}

export function heroSlidesQueryOptions(category: string) {
  return queryOptions({ queryKey: heroKeys.category(category), queryFn: () => getHeroSlides(category) });
}

export function useHeroSlides(category: string) {
  return useQuery(heroSlidesQueryOptions(category));
}
