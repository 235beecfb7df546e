import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookingDiscounts, couponRedemptions, coupons } from '../../db/schema/index.js';

/** What a booking kept of the pricing's offers: its coupon use and its saving lines, written once at booking. */

export type CouponRow = typeof coupons.$inferSelect;

/** Locks the coupon row: redemptions of one code are counted and written one at a time. */
export async function lockCoupon(tx: Tx, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
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
