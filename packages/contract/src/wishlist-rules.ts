/** The wishlist's rules both sides need (issue 24). Zod-free: the guest site's header loads it on every page. */

/** Most properties one wishlist keeps (a device's list is cut to this too when merged at sign-in). */
export const WISHLIST_MAX_ITEMS = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The device's hearts and the account's, as one list (the device's first, in their order; no repeats; capped). */
export function mergeWishlistIds(device: readonly string[], account: readonly string[]): string[] {
  return [...new Set([...device, ...account])].filter((id) => UUID.test(id)).slice(0, WISHLIST_MAX_ITEMS);
}
