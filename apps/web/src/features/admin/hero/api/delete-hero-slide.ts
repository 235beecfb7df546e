import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { heroKeys } from './keys';

export async function deleteHeroSlide(id: string): Promise<void> {
  await apiRequest<{ data: { id: string } }>(`/api/hero/${id}`, { method: 'DELETE' });
}

export function useDeleteHeroSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slide: { id: string }) => deleteHeroSlide(slide.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: heroKeys.all }),
  });
}
