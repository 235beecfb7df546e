import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { properties, roomTypes } from '../../db/schema/catalogue.js';
import { priceUnlocks } from '../../db/schema/engagement.js';

export async function findUnlockProperty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: properties.id, status: properties.status, externalUrl: properties.externalUrl })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

/** Bookable room types of a property in the property's own order. */
export async function activeRoomTypesOf(db: DbOrTx, propertyId: string) {
  return db
    .select({ id: roomTypes.id, maxAdults: roomTypes.maxAdults, maxChildren: roomTypes.maxChildren })
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, propertyId), eq(roomTypes.status, 'active')))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name));
}

export type NewPriceUnlock = typeof priceUnlocks.$inferInsert;

export async function insertPriceUnlock(db: DbOrTx, row: NewPriceUnlock): Promise<{ id: string }> {
  const [saved] = await db.insert(priceUnlocks).values(row).returning({ id: priceUnlocks.id });
  if (!saved) throw new Error('price unlock was not stored');
  return saved;
}
