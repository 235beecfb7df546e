import type { WishlistItemsResponse } from '@staybook/contract/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { wishlistApi } from '../../../lib/wishlist';

/** GET /property/v1/app/wishlist/shared/:token: a list someone shared, without anything about them. */
export const sharedWishlistQuery = (token: string) =>
  queryOptions({
    queryKey: ['wishlist', 'shared', token],
    queryFn: ({ signal }) => apiRequest<WishlistItemsResponse>(wishlistApi.shared(token), { signal }),
    select: (res) => res.data.items,
    retry: false,
  });

export const useSharedWishlist = (token: string) => useQuery(sharedWishlistQuery(token));
