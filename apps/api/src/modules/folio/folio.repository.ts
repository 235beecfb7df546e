import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { extras, folioCharges, properties } from '../../db/schema/index.js';

/** The only writer of extras and folio_charges (docs/folios-and-extras.md). */

export type ExtraRow = typeof extras.$inferSelect;
export type NewExtra = typeof extras.$inferInsert;
export type FolioChargeRow = typeof folioCharges.$inferSelect;
export type NewFolioCharge = typeof folioCharges.$inferInsert;

export async function allExtras(db: DbOrTx): Promise<ExtraRow[]> {
  return db.select().from(extras).orderBy(asc(extras.name));
}

/** Active extras offered at a property (an extra with no properties listed is offered everywhere). */
export async function extrasOffered(db: DbOrTx, propertyId: string): Promise<ExtraRow[]> {
  return db
    .select()
    .from(extras)
    .where(
      and(
        eq(extras.active, true),
        sql`(cardinality(${extras.propertyIds}) = 0 or ${propertyId}::uuid = any(${extras.propertyIds}))`,
      ),
    )
    .orderBy(asc(extras.name));
}

export async function findExtra(db: DbOrTx, id: string): Promise<ExtraRow | undefined> {
  const [row] = await db.select().from(extras).where(eq(extras.id, id));
  return row;
}

export async function lockExtra(tx: Tx, id: string): Promise<ExtraRow | undefined> {
  const [row] = await tx.select().from(extras).where(eq(extras.id, id)).for('update');
  return row;
}

export async function extraNamed(db: DbOrTx, name: string): Promise<ExtraRow | undefined> {
  const [row] = await db.select().from(extras).where(sql`lower(${extras.name}) = lower(${name})`);
  return row;
}

export async function insertExtra(db: DbOrTx, values: NewExtra): Promise<ExtraRow> {
  const [row] = await db.insert(extras).values(values).returning();
  return row!;
}

export async function updateExtra(tx: Tx, id: string, values: Partial<NewExtra>): Promise<ExtraRow> {
  const [row] = await tx.update(extras).set(values).where(eq(extras.id, id)).returning();
  return row!;
}

export async function chargesOf(db: DbOrTx, bookingId: string): Promise<FolioChargeRow[]> {
  return db
    .select()
    .from(folioCharges)
    .where(eq(folioCharges.bookingId, bookingId))
    .orderBy(asc(folioCharges.postedAt), asc(folioCharges.id));
}

export async function lockCharge(tx: Tx, bookingId: string, chargeId: string): Promise<FolioChargeRow | undefined> {
  const [row] = await tx
    .select()
    .from(folioCharges)
    .where(and(eq(folioCharges.id, chargeId), eq(folioCharges.bookingId, bookingId)))
    .for('update');
  return row;
}

export async function insertCharge(tx: Tx, values: NewFolioCharge): Promise<FolioChargeRow> {
  const [row] = await tx.insert(folioCharges).values(values).returning();
  return row!;
}

export async function markRemoved(
  tx: Tx,
  id: string,
  removal: { removedBy: string | null; removedAt: Date; removedReason: string },
): Promise<void> {
  await tx.update(folioCharges).set(removal).where(eq(folioCharges.id, id));
}

/** Of the property ids an extra names, those no property has (read only: the catalogue owns properties). */
export async function unknownPropertyIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
