import type { AdminReview } from '@staybook/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { REVIEWS_BASE, reviewKeys } from './keys';

export async function publishReview(id: string): Promise<AdminReview> {
  return (await apiRequest<{ data: AdminReview }>(`${REVIEWS_BASE}/${id}/publish`, { method: 'POST' })).data;
}

export function usePublishReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishReview,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
