import type { AdminReview, ReviewReplyInput } from '@staybook/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { REVIEWS_BASE, reviewKeys } from './keys';

export async function replyToReview(id: string, input: ReviewReplyInput): Promise<AdminReview> {
  return (await apiRequest<{ data: AdminReview }>(`${REVIEWS_BASE}/${id}/reply`, { method: 'PUT', body: input })).data;
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewReplyInput }) => replyToReview(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
