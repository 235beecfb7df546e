import type { ReviewableStay } from '@staybook/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getReviewableStay(bookingId: string, signal?: AbortSignal): Promise<ReviewableStay> {
  const res = await apiRequest<{ data: ReviewableStay }>(
    `/property/v1/app/reviews/stay/${encodeURIComponent(bookingId)}`,
    { signal },
  );
  return res.data;
}

export const reviewableStayQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['reviews', 'stay', bookingId],
    queryFn: ({ signal }) => getReviewableStay(bookingId, signal),
    retry: false,
  });

/** The stay the page reviews and whether it can be reviewed (signed in, the guest's own booking). */
export function useReviewableStay(bookingId: string) {
  return useQuery(reviewableStayQueryOptions(bookingId));
}
