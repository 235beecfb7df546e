import type { AdminHeroSlide } from '@staybook/contract/hero-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { heroKeys } from './keys';

export async function reorderHeroSlides(category: string, ids: string[]): Promise<AdminHeroSlide[]> {
  const res = await apiRequest<{ data: AdminHeroSlide[] }>('/api/hero/reorder', {
    method: 'PUT',
    body: { category, ids },
  });
  return res.data;
}

/** The list moves at once (keyboard reordering needs the row under the focus); a refusal puts it back. */
export function useReorderHeroSlides(category: string) {
  const queryClient = useQueryClient();
  const key = heroKeys.category(category);
  return useMutation({
    mutationFn: (ids: string[]) => reorderHeroSlides(category, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminHeroSlide[]>(key);
      if (previous)
        queryClient.setQueryData(
          key,
          ids.map((id) => previous.find((s) => s.id === id)).filter((s): s is AdminHeroSlide => Boolean(s)),
        );
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (rows) => queryClient.setQueryData(key, rows),
  });
}
