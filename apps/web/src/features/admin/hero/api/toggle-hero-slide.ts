import type { AdminHeroSlide } from '@staybook/contract/hero-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { heroKeys } from './keys';

/** Shows a hidden slide or hides a shown one. */
export async function toggleHeroSlide(id: string): Promise<AdminHeroSlide> {
  const res = await apiRequest<{ data: AdminHeroSlide }>(`/api/hero/${id}/toggle-status`, { method: 'PATCH' });
  return res.data;
}

export function useToggleHeroSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleHeroSlide,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: heroKeys.all }),
  });
}
