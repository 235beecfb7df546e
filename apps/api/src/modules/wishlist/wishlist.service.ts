import { randomBytes } from 'node:crypto';
import { propertyTypeLabel } from '@staybook/contract/property-types';
import { WISHLIST_MAX_ITEMS, type WishlistItem } from '@staybook/contract/wishlist';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import * as repo from './wishlist.repository.js';

/**
 * The wishlist (issue 24): a signed-in guest's hearts on their account, a device's hearts merged in at sign-in, and a
 * shared list anyone with its link reads without learning whose it is.
 */

const toItem = (row: repo.WishlistItemRow): WishlistItem => ({
  propertyId: row.propertyId,
  name: row.name,
  city: row.city,
  address: row.address,
  propertyTypeLabel: propertyTypeLabel(row.propertyType),
  image: row.image,
});

export const wishlistMessages = {
  full: `A wishlist keeps at most ${WISHLIST_MAX_ITEMS} properties. Remove one to save another.`,
};

export async function ownWishlist(db: Db, userId: string) {
  const [items, shareToken] = await Promise.all([repo.findItemsOf(db, userId), repo.findShareToken(db, userId)]);
  return { items: items.map(toItem), shareToken };
}

/** Saves a published property (404 otherwise); saving one already there changes nothing. */
export async function saveProperty(db: Db, userId: string, propertyId: string) {
  await db.transaction(async (tx) => {
    const [property] = await repo.findPublishedProperties(tx, [propertyId]);
    if (!property) throw notFound('Property');
    const saved = await repo.findItemsOf(tx, userId);
    if (saved.some((s) => s.propertyId === propertyId)) return;
    if ((await repo.countItems(tx, userId)) >= WISHLIST_MAX_ITEMS) throw conflict(wishlistMessages.full);
    await repo.insertItems(tx, userId, [propertyId], new Date());
  });
  return ownWishlist(db, userId);
}

export async function removeProperty(db: Db, userId: string, propertyId: string) {
  await repo.deleteItem(db, userId, propertyId);
  return ownWishlist(db, userId);
}

/**
 * A device's hearts joined to the account's list at sign-in: published properties only, newest of the device's first,
 * none twice, and only as many as the list still has room for.
 */
export async function mergeDeviceList(db: Db, userId: string, propertyIds: readonly string[]) {
  await db.transaction(async (tx) => {
    const published = new Set((await repo.findPublishedProperties(tx, propertyIds)).map((p) => p.propertyId));
    const saved = new Set((await repo.findItemsOf(tx, userId)).map((s) => s.propertyId));
    const room = Math.max(0, WISHLIST_MAX_ITEMS - (await repo.countItems(tx, userId)));
    const fresh = [...new Set(propertyIds)].filter((id) => published.has(id) && !saved.has(id)).slice(0, room);
    await repo.insertItems(tx, userId, fresh, new Date());
  });
  return ownWishlist(db, userId);
}

/** The guest's share token, made the first time they share (one per guest, kept). */
export async function shareWishlist(db: Db, userId: string) {
  const existing = await repo.findShareToken(db, userId);
  if (existing) return { shareToken: existing };
  return { shareToken: await repo.insertShareToken(db, userId, randomBytes(18).toString('base64url')) };
}

/** A shared list as anyone sees it: the properties only, nothing of the person who saved them. */
export async function sharedWishlist(db: Db, token: string) {
  const owner = await repo.findOwnerOfToken(db, token);
  if (!owner) throw notFound('Wishlist');
  return { items: (await repo.findItemsOf(db, owner)).map(toItem) };
}

/** A device's hearts as list items, in the device's order (properties no longer published are left out). */
export async function lookUpProperties(db: Db, propertyIds: readonly string[]) {
  const rows = new Map((await repo.findPublishedProperties(db, propertyIds)).map((r) => [r.propertyId, r]));
  return {
    items: [...new Set(propertyIds)].flatMap((id) => {
      const row = rows.get(id);
      return row ? [toItem(row)] : [];
    }),
  };
}
