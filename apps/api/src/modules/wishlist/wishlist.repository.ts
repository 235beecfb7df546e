import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cities, properties, wishlistItems, wishlistShares } from '../../db/schema/index.js';

/** The wishlist module's tables (wishlist_items, wishlist_shares): the only file that writes them. */

const itemColumns = {
  propertyId: properties.id,
  name: properties.name,
  city: cities.name,
  address: properties.address,
  propertyType: properties.propertyType,
  image: sql<string | null>`(select pm.url from property_media pm where pm.property_id = "properties"."id"
    and pm.type = 'image' order by pm.sort_order, pm.id limit 1)`,
};
export type WishlistItemRow = {
  propertyId: string;
  name: string;
  city: string;
  address: string;
  propertyType: string;
  image: string | null;
};

/** A guest's saved properties that are still published, newest first. */
export async function findItemsOf(db: DbOrTx, userId: string): Promise<WishlistItemRow[]> {
  return db
    .select(itemColumns)
    .from(wishlistItems)
    .innerJoin(properties, eq(properties.id, wishlistItems.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(wishlistItems.userId, userId), eq(properties.status, 'active')))
    .orderBy(desc(wishlistItems.createdAt), properties.name);
}

/** Published properties among these ids (any order; the service keeps the caller's). */
export async function findPublishedProperties(db: DbOrTx, ids: readonly string[]): Promise<WishlistItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(itemColumns)
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(inArray(properties.id, [...ids]), eq(properties.status, 'active')));
}

export async function countItems(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}

/** Saves properties to the guest's list; a property already there keeps its place. */
export async function insertItems(db: DbOrTx, userId: string, propertyIds: readonly string[], at: Date) {
  if (propertyIds.length === 0) return;
  // Earlier entries of a device's list are its newer hearts: they get the later instants, so the order survives.
  await db
    .insert(wishlistItems)
    .values(
      propertyIds.map((propertyId, i) => ({
        userId,
        propertyId,
        createdAt: new Date(at.getTime() - i),
      })),
    )
    .onConflictDoNothing();
}

export async function deleteItem(db: DbOrTx, userId: string, propertyId: string) {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.propertyId, propertyId)));
}

export async function findShareToken(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: wishlistShares.token })
    .from(wishlistShares)
    .where(eq(wishlistShares.userId, userId));
  return row?.token ?? null;
}

/** Stores the guest's share token unless they have one; answers the one that stands. */
export async function insertShareToken(db: DbOrTx, userId: string, token: string): Promise<string> {
  await db.insert(wishlistShares).values({ userId, token }).onConflictDoNothing({ target: wishlistShares.userId });
  return (await findShareToken(db, userId)) ?? token;
}

export async function findOwnerOfToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: wishlistShares.userId })
    .from(wishlistShares)
    .where(eq(wishlistShares.token, token));
  return row?.userId ?? null;
}
