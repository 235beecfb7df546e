import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, couponRedemptions, coupons, promotions } from '../../db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** The active promotions that can apply to this property (brand-wide or its own), oldest first; windows not applied. */
export async function findActivePromotions(db: DbOrTx, propertyId: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.isActive, true), or(isNull(promotions.propertyId), eq(promotions.propertyId, propertyId))))
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
}

/**
 * findActivePromotions for many properties in one statement: each property's rows (the brand-wide ones and its own),
 * in the same order.
 */
export async function findActivePromotionsOf(
  db: DbOrTx,
  propertyIds: readonly string[],
): Promise<Map<string, PromotionRow[]>> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        or(isNull(promotions.propertyId), inArray(promotions.propertyId, [...propertyIds])),
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
  const out = new Map<string, PromotionRow[]>(propertyIds.map((id) => [id, []]));
  for (const row of rows) {
    if (row.propertyId === null) for (const list of out.values()) list.push(row);
    else out.get(row.propertyId)?.push(row);
  }
  return out;
}

export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/**
 * Uses of a coupon that count against its limits at `now`: bookings paid at some point (a later cancellation keeps
 * the use), and unpaid holds still live. A hold that lapsed, failed or was cancelled unpaid counts no more.
 */
export async function countCouponUses(
  db: DbOrTx,
  couponId: string,
  userId: string | null,
  now: Date,
): Promise<{ total: number; mine: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`,
    })
    .from(couponRedemptions)
    .innerJoin(bookings, eq(bookings.id, couponRedemptions.bookingId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        or(
          isNotNull(bookings.confirmedAt),
          and(eq(bookings.status, 'pending_payment'), gt(bookings.holdExpiresAt, now)),
        ),
      ),
    );
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}
