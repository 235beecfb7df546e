import type { Language } from '@staybook/contract/languages';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookingDiscounts, contentTranslations, couponRedemptions, coupons } from '../../db/schema/index.js';

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

/** The promotions' names entered in `lang` (the brand's `promotion` words), by promotion id. */
export async function findPromotionNames(
  db: DbOrTx,
  promotionIds: readonly string[],
  lang: Language,
): Promise<Map<string, string>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contentTranslations.entityId, value: contentTranslations.value })
    .from(contentTranslations)
    .where(
      and(
        isNull(contentTranslations.propertyId),
        eq(contentTranslations.entityKind, 'promotion'),
        eq(contentTranslations.field, 'name'),
        eq(contentTranslations.language, lang),
        inArray(contentTranslations.entityId, [...promotionIds]),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.value]));
}
