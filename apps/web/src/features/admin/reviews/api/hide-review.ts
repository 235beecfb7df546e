import type { AdminReview } from '@staybook/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { REVIEWS_BASE, reviewKeys } from './keys';

export async function hideReview(id: string): Promise<AdminReview> {
  return (await apiRequest<{ data: AdminReview }>(`${REVIEWS_BASE}/${id}/hide`, { method: 'POST' })).data;
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideReview,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
