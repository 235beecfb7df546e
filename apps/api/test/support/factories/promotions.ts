import type { Db } from '../../../src/db/client.js';
import { coupons, promotions } from '../../../src/db/schema/index.js';

/** A promotion row; defaults make a brand-wide member rate of 10% (override kind and its fields). */
export async function createPromotion(db: Db, over: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await db
    .insert(promotions)
    .values({ name: 'Member rate', kind: 'member', percentOff: 10, ...over })
    .returning();
  if (!row) throw new Error('promotion not created');
  return row;
}

let couponSerial = 0;
/** A coupon with a unique code (10% off, no limits) unless told otherwise; amounts are paise. */
export async function createCoupon(db: Db, over: Partial<typeof coupons.$inferInsert> = {}) {
  couponSerial++;
  const [row] = await db
    .insert(coupons)
    .values({
      code: `T${process.pid}X${couponSerial}`,
      discountKind: 'percent',
      discountValue: 10,
      ...over,
    })
    .returning();
  if (!row) throw new Error('coupon not created');
  return row;
}
