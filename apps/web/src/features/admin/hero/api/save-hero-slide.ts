import type { AdminHeroSlide, HeroSlideInput } from '@staybook/contract/hero-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { heroKeys } from './keys';

/** Creates a slide (id null) or replaces one. */
export async function saveHeroSlide(id: string | null, input: HeroSlideInput): Promise<AdminHeroSlide> {
  const res = await apiRequest<{ data: AdminHeroSlide }>(id ? `/api/hero/${id}` : '/api/hero', {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
  return res.data;
}

export function useSaveHeroSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: HeroSlideInput }) => saveHeroSlide(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: heroKeys.all }),
  });
}
