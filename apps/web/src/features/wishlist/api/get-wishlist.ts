import type { WishlistItemsResponse, WishlistResponse } from '@staybook/contract/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { wishlistApi } from '../../../lib/wishlist';

/** GET /property/v1/app/wishlist: the signed-in guest's list and share token (read again when a heart changes it). */
export const ownWishlistQuery = (revision: number) =>
  queryOptions({
    queryKey: ['wishlist', 'own', revision],
    queryFn: ({ signal }) => apiRequest<WishlistResponse>(wishlistApi.own, { signal }),
    select: (res) => res.data,
    placeholderData: (previous) => previous,
  });

/** POST /property/v1/app/wishlist/properties: this device's hearts as list items, before sign-in. */
export const deviceWishlistQuery = (propertyIds: string[]) =>
  queryOptions({
    queryKey: ['wishlist', 'device', propertyIds],
    queryFn: ({ signal }) =>
      apiRequest<WishlistItemsResponse>(wishlistApi.lookUp, { method: 'POST', body: { propertyIds }, signal }),
    select: (res) => res.data.items,
    placeholderData: (previous) => previous,
  });

export const useOwnWishlist = (revision: number, enabled: boolean) =>
  useQuery({ ...ownWishlistQuery(revision), enabled });
export const useDeviceWishlist = (propertyIds: string[], enabled: boolean) =>
  useQuery({ ...deviceWishlistQuery(propertyIds), enabled });
