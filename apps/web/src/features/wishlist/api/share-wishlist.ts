import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { wishlistApi } from '../../../lib/wishlist';

/** POST /property/v1/app/wishlist/share: the guest's share token (made once, then kept). */
export function useShareWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ success: true; data: { shareToken: string } }>(wishlistApi.share, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['wishlist', 'own'] }),
  });
}
