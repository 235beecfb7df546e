import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookings, couponRedemptions, coupons, promotions, properties, roomTypes } from '../../db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type NewCoupon = typeof coupons.$inferInsert;

/** Promotions with their property's name; `where` narrows (one property and the brand's, or every one). */
export async function listPromotions(db: DbOrTx, where?: SQL) {
  const rows = await db
    .select({ promotion: promotions, propertyName: properties.name })
    .from(promotions)
    .leftJoin(properties, eq(properties.id, promotions.propertyId))
    .where(where)
    .orderBy(desc(promotions.isActive), asc(properties.name), asc(promotions.name));
  return rows.map((r) => ({ ...r.promotion, propertyName: r.propertyName ?? null }));
}

export const ofPropertyOrBrand = (propertyId: string) =>
  or(eq(promotions.propertyId, propertyId), sql`${promotions.propertyId} is null`);

export async function findPromotion(db: DbOrTx, id: string) {
  const [row] = await listPromotions(db, eq(promotions.id, id));
  return row;
}

export async function lockPromotion(tx: Tx, id: string): Promise<PromotionRow | undefined> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

export async function insertPromotion(tx: Tx, values: NewPromotion): Promise<PromotionRow> {
  const [row] = await tx.insert(promotions).values(values).returning();
  if (!row) throw new Error('promotion insert returned nothing');
  return row;
}

export async function updatePromotion(tx: Tx, id: string, values: Partial<NewPromotion>): Promise<PromotionRow> {
  const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  if (!row) throw new Error('promotion update returned nothing');
  return row;
}

export async function lockProperty(tx: Tx, id: string) {
  const [row] = await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).for('update');
  return row;
}

export async function propertyExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id));
  return Boolean(row);
}

/** How many of these room types belong to the property. */
export async function countRoomTypesOf(db: DbOrTx, propertyId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, propertyId), sql`${roomTypes.id} = any(${`{${ids.join(',')}}`}::uuid[])`));
  return row?.n ?? 0;
}

// ─── Coupons ────────────────────────────────────────────────────────────────────────────────────

/** Uses counted as the booking counts them (promotions.repository.ts): paid, or an unpaid hold still live. */
const usedCount = (now: Date) => sql<number>`(
  select count(*)::int from ${couponRedemptions}
  join ${bookings} on ${bookings.id} = ${couponRedemptions.bookingId}
  where ${couponRedemptions.couponId} = ${coupons.id}
    and (${bookings.confirmedAt} is not null
      or (${bookings.status} = 'pending_payment' and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz))
)`;

export async function listCoupons(db: DbOrTx, now: Date, where?: SQL) {
  const rows = await db
    .select({ coupon: coupons, propertyName: properties.name, usedCount: usedCount(now) })
    .from(coupons)
    .leftJoin(properties, eq(properties.id, coupons.propertyId))
    .where(where)
    .orderBy(desc(coupons.isActive), asc(coupons.code));
  return rows.map((r) => ({ ...r.coupon, propertyName: r.propertyName ?? null, usedCount: r.usedCount }));
}

export async function findCoupon(db: DbOrTx, id: string, now: Date) {
  const [row] = await listCoupons(db, now, eq(coupons.id, id));
  return row;
}

export async function findCouponIdByCode(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row?.id;
}

export async function lockCoupon(tx: Tx, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

export async function insertCoupon(tx: Tx, values: NewCoupon): Promise<CouponRow> {
  const [row] = await tx.insert(coupons).values(values).returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

export async function updateCoupon(tx: Tx, id: string, values: Partial<NewCoupon>): Promise<CouponRow> {
  const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  if (!row) throw new Error('coupon update returned nothing');
  return row;
}
