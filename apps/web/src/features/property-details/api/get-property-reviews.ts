import type { PropertyReviews, ReviewSort } from '@staybook/contract/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const propertyReviewsPath = (propertyId: string) =>
  `/property/v1/app/property/${encodeURIComponent(propertyId)}/reviews`;

export async function getPropertyReviews(
  propertyId: string,
  sort: ReviewSort,
  page: number,
  signal?: AbortSignal,
): Promise<PropertyReviews> {
  const res = await apiRequest<{ data: PropertyReviews }>(propertyReviewsPath(propertyId), {
    query: { sort, page },
    signal,
  });
  return res.data;
}

export const propertyReviewsQueryOptions = (propertyId: string, sort: ReviewSort) =>
  infiniteQueryOptions({
    queryKey: ['property-reviews', propertyId, sort],
    queryFn: ({ pageParam, signal }) => getPropertyReviews(propertyId, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

/** Published reviews page by page ("Show more"), with the property's summary on every page. */
export function usePropertyReviews(propertyId: string, sort: ReviewSort) {
  return useInfiniteQuery(propertyReviewsQueryOptions(propertyId, sort));
}
