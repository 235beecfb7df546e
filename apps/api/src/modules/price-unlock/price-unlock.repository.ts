import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { properties } from '../../db/schema/catalogue.js';
import { priceUnlocks } from '../../db/schema/engagement.js';

export async function findUnlockProperty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: properties.id, status: properties.status, externalUrl: properties.externalUrl })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

export type NewPriceUnlock = typeof priceUnlocks.$inferInsert;

export async function insertPriceUnlock(db: DbOrTx, row: NewPriceUnlock): Promise<{ id: string }> {
  const [saved] = await db.insert(priceUnlocks).values(row).returning({ id: priceUnlocks.id });
  if (!saved) throw new Error('price unlock was not stored');
  return saved;
}

/** The signed-in guest's name and mobile, for an unlock that gives no name. */
export async function findAccountContact(db: DbOrTx, userId: string) {
  const [row] = await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row;
}

/** A name given at an unlock becomes the account's when it has none yet (never overwrites one the guest chose). */
export async function fillAccountName(db: DbOrTx, userId: string, name: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ name, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.name)));
}
