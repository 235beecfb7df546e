import { z } from 'zod';
import { objectIdSchema } from './common';
import { WISHLIST_MAX_ITEMS } from './wishlist-rules';

/**
 * The wishlist (issue 24): the hearts a guest saved — on the device until sign-in, then on the account — listed with a
 * photo, city and link, and shareable as a read-only list that names no one (/wishlist/<token>).
 */

export { mergeWishlistIds, WISHLIST_MAX_ITEMS } from './wishlist-rules';

/** The address of a shared list's page: /wishlist/<token>. */
export const wishlistShareTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'must be a wishlist share token' });

/** A saved property as the list shows it: nothing about who saved it. */
export const wishlistItemSchema = z.object({
  propertyId: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  propertyTypeLabel: z.string(),
  /** The property's first picture, or null (the page draws a placeholder). */
  image: z.string().nullable(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistPropertyParamsSchema = z.object({ propertyId: objectIdSchema });
export const wishlistShareParamsSchema = z.object({ token: wishlistShareTokenSchema });

/** The properties a device saved, merged into the account at sign-in (or looked up to list them before it). */
export const wishlistPropertyIdsSchema = z.object({
  propertyIds: z.array(objectIdSchema).max(WISHLIST_MAX_ITEMS, { error: `at most ${WISHLIST_MAX_ITEMS} properties` }),
});
export type WishlistPropertyIds = z.infer<typeof wishlistPropertyIdsSchema>;

/** The signed-in guest's own list: newest first, with the share token once they shared it. */
export const wishlistResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(wishlistItemSchema), shareToken: z.string().nullable() }),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** A list without an owner: a device's hearts looked up, or a shared list. */
export const wishlistItemsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(wishlistItemSchema) }),
});
export type WishlistItemsResponse = z.infer<typeof wishlistItemsResponseSchema>;

export const wishlistShareResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ shareToken: z.string() }),
});
