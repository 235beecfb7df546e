import type { BookingData } from '@staybook/contract/booking';
import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import type { DiscountLine } from '@staybook/contract/promotions';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  type AppliedDiscount,
  assertWithinLimits,
  countCouponUses,
  couponError,
  couponRefusal,
  type Offers,
  toCouponRule,
  toDiscountLines,
} from '../pricing/index.js';
import {
  findBookingDiscounts,
  findPromotionNames,
  insertBookingDiscounts,
  insertRedemption,
  lockCoupon,
} from './booking-discounts.repository.js';

/**
 * Inside the booking's transaction, after its row exists: counts the coupon's uses under the coupon's row lock (so
 * two guests racing for a code's last use cannot both get it) and records the use, then snapshots the saving lines.
 * Taken last of the booking's locks (after the user and the inventory), so it never waits while holding a coupon.
 */
export async function recordOffers(
  tx: Tx,
  offers: Offers,
  booking: { id: string; userId: string },
  discounts: AppliedDiscount[],
  now: Date,
): Promise<void> {
  if (offers.coupon) {
    const coupon = await lockCoupon(tx, offers.coupon.id);
    const rule = coupon ? toCouponRule(coupon) : null;
    const refusal = rule ? couponRefusal(rule, offers.stay) : { reason: 'expired' as const };
    if (!coupon || refusal) throw couponError(refusal ?? { reason: 'expired' }, offers.coupon.code);
    assertWithinLimits(coupon, await countCouponUses(tx, coupon.id, booking.userId, now), booking.userId);
    await insertRedemption(tx, { couponId: coupon.id, bookingId: booking.id, userId: booking.userId, createdAt: now });
  }
  await insertBookingDiscounts(
    tx,
    discounts.map((d, i) => ({
      bookingId: booking.id,
      kind: d.kind,
      promotionId: d.kind === 'promotion' ? d.sourceId : null,
      couponId: d.kind === 'coupon' ? d.sourceId : null,
      label: d.label,
      amountPaise: d.amountPaise,
      sortOrder: i,
    })),
  );
}

/**
 * A booking's saving lines as snapshotted at booking (never recomputed). With a `lang`, a promotion's line is named
 * by the promotion's words in it where entered (issue 43), else as booked; a coupon's label and every amount as booked.
 */
export async function discountLinesOf(db: DbOrTx, bookingId: string, lang?: Language): Promise<DiscountLine[]> {
  const rows = await findBookingDiscounts(db, bookingId);
  if (!lang || lang === DEFAULT_LANGUAGE) return toDiscountLines(rows);
  const ids = rows.flatMap((r) => (r.kind === 'promotion' && r.promotionId ? [r.promotionId] : []));
  const names = await findPromotionNames(db, ids, lang);
  return toDiscountLines(
    rows.map((r) => ({
      ...r,
      label: (r.kind === 'promotion' && r.promotionId && names.get(r.promotionId)) || r.label,
    })),
  );
}

/** Whether a held booking got exactly these savings (a hold is re-used only for the same stay at the same price). */
export async function hasSameDiscounts(db: DbOrTx, bookingId: string, discounts: AppliedDiscount[]): Promise<boolean> {
  const held = await findBookingDiscounts(db, bookingId);
  const key = (d: { label: string; amountPaise: number }) => `${d.label}:${d.amountPaise}`;
  return held.map(key).sort().join('|') === discounts.map(key).sort().join('|');
}

/**
 * A new booking's answer with the saving lines its transaction just recorded (recordOffers, in this order): the same
 * lines withDiscounts would read back, without the read.
 */
export function withSavedDiscounts(data: BookingData, discounts: AppliedDiscount[]): BookingData {
  return { ...data, discounts: toDiscountLines(discounts) };
}

/** The booking answer with the saving lines its booking snapshotted. */
export async function withDiscounts(db: DbOrTx, data: BookingData): Promise<BookingData> {
  return { ...data, discounts: await discountLinesOf(db, data.bookingId) };
}
