import type { CreateReview } from '@staybook/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function submitReview(input: CreateReview): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/property/v1/app/reviews', { method: 'POST', body: input });
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (_, input) => void queryClient.invalidateQueries({ queryKey: ['reviews', 'stay', input.bookingId] }),
  });
}
