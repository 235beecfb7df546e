import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceId } from '../logic/device-id';

export async function markReviewHelpful(reviewId: string): Promise<{ helpfulCount: number; counted: boolean }> {
  const res = await apiRequest<{ data: { helpfulCount: number; counted: boolean } }>(
    `/property/v1/app/reviews/${encodeURIComponent(reviewId)}/helpful`,
    { method: 'POST', body: { deviceId: deviceId() } },
  );
  return res.data;
}

/** "Helpful": counted once per device (or account); the count shown is the server's. */
export function useMarkReviewHelpful() {
  return useMutation({ mutationFn: markReviewHelpful });
}
