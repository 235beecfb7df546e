import type { AdminReview, AdminReviewListQuery } from '@staybook/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { REVIEWS_BASE, reviewKeys } from './keys';

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
