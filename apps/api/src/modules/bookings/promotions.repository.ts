import type { IsoDate } from '@staybook/contract';
import { and, asc, eq, gt, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookingDiscounts, bookings, couponRedemptions, coupons, promotions } from '../../db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** Promotions on for bookings made on `bookedOn`: brand-wide or this property's, active, inside their booking window. */
export async function findLivePromotions(db: DbOrTx, propertyId: string, bookedOn: IsoDate): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        or(isNull(promotions.propertyId), eq(promotions.propertyId, propertyId)),
        or(isNull(promotions.bookFrom), lte(promotions.bookFrom, bookedOn)),
        or(isNull(promotions.bookUntil), gte(promotions.bookUntil, bookedOn)),
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
}

export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** Locks the coupon row: redemptions of one code are counted and written one at a time. */
export async function lockCoupon(tx: Tx, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
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

export async function insertRedemption(tx: Tx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  await tx.insert(couponRedemptions).values(values);
}

export async function insertBookingDiscounts(tx: Tx, rows: Array<typeof bookingDiscounts.$inferInsert>) {
  if (rows.length > 0) await tx.insert(bookingDiscounts).values(rows);
}

export async function findBookingDiscounts(db: DbOrTx, bookingId: string) {
  return db
    .select({
      kind: bookingDiscounts.kind,
      label: bookingDiscounts.label,
      amountPaise: bookingDiscounts.amountPaise,
      promotionId: bookingDiscounts.promotionId,
      couponId: bookingDiscounts.couponId,
    })
    .from(bookingDiscounts)
    .where(eq(bookingDiscounts.bookingId, bookingId))
    .orderBy(asc(bookingDiscounts.sortOrder));
}
