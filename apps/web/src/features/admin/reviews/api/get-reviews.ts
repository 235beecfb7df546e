import { reviewStatuses } from '@staybook/contract/review-rules';
import type { AdminReview, AdminReviewListQuery } from '@staybook/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Filters } from '../../components/list-kit';
import { apiRequest } from '../../lib/console-api';
import { REVIEWS_BASE, reviewKeys } from './keys';

/** The reviews list's filters, kept in the URL. */
export const reviewFilterKeys = ['propertyId', 'status'] as const;

/** The API's query for the URL's filters (an unknown status is left out). */
export function reviewListQuery(filters: Filters, page: number): AdminReviewListQuery {
  const status = reviewStatuses.find((s) => s === filters.status);
  return {
    page,
    ...(filters.propertyId ? { propertyId: String(filters.propertyId) } : {}),
    ...(status ? { status } : {}),
  };
}

export interface ReviewPage {
  items: AdminReview[];
  page: number;
  hasMore: boolean;
}

/** Reviews of the member's properties (one property, one status when asked), waiting ones first. */
export async function getReviews(query: AdminReviewListQuery): Promise<ReviewPage> {
  return (await apiRequest<{ data: ReviewPage }>(REVIEWS_BASE, { query: { ...query } })).data;
}

export const reviewsQueryOptions = (query: AdminReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list({ ...query }),
    queryFn: () => getReviews(query),
    placeholderData: keepPreviousData,
  });

export function useReviews(query: AdminReviewListQuery) {
  return useQuery(reviewsQueryOptions(query));
}
