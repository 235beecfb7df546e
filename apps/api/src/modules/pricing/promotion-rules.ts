import { addDays, daysBetween, type IsoDate } from '@staybook/contract';
import { type CouponRefusal, type PromotionKind, promotionLabel } from '@staybook/contract/promotions';
import type { NightInventory } from './pricing-rules.js';

/**
 * Promotions and coupons over a stay already priced under its rate plans. Pure: the stay, the booking's IST date and
 * whether the guest is signed in are arguments.
 *
 * Stacking: per room line, the one automatic promotion that saves the most (ties: the first in the list), then at
 * most one coupon on what is left. Every discount is taken off each room-night's tariff in whole rupees and never
 * takes a night below zero, so GST (priceStay) is charged per room-night on the tariff after discounts, by the slab
 * that tariff falls in: a ₹8,000 night with 10% off is a ₹7,200 night at 5%. A discount on the stay as a whole (a
 * free night of "Stay N, pay M", a coupon of a fixed amount) is spread over its nights in proportion to their
 * tariff, never left on one night as ₹0 (decision 008, GST on discounted and free nights).
 */

export interface PromotionRule {
  id: string;
  name: string;
  kind: PromotionKind;
  propertyId: string | null;
  /** Empty: every room type. */
  roomTypeIds: readonly string[];
  minNights: number | null;
  freeNights: number | null;
  percentOff: number | null;
  daysBefore: number | null;
  bookFrom: IsoDate | null;
  bookUntil: IsoDate | null;
  stayFrom: IsoDate | null;
  stayUntil: IsoDate | null;
}

export interface CouponRule {
  id: string;
  code: string;
  label: string;
  discountKind: 'percent' | 'amount';
  /** Whole percent, or paise off the booking. */
  discountValue: number;
  propertyId: string | null;
  minNights: number | null;
  bookFrom: IsoDate | null;
  bookUntil: IsoDate | null;
  stayFrom: IsoDate | null;
  stayUntil: IsoDate | null;
  isActive: boolean;
}

export interface StayContext {
  propertyId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** The IST date the booking is made (todayIst(now)). */
  bookedOn: IsoDate;
  isSignedIn: boolean;
}

export interface RoomLine {
  roomTypeId: string;
  roomCount: number;
  nights: NightInventory[];
}

export interface AppliedDiscount {
  kind: 'promotion' | 'coupon';
  sourceId: string;
  label: string;
  /** Over every room and night, paise. */
  amountPaise: number;
}

export interface DiscountedStay<R extends RoomLine> {
  rooms: R[];
  discounts: AppliedDiscount[];
}

const inWindow = (date: IsoDate, from: IsoDate | null, until: IsoDate | null) =>
  (from === null || date >= from) && (until === null || date <= until);

/** A percentage of one tariff in whole rupees (half up), the way rate plans round, so tariffs stay whole rupees. */
const percentOfPaise = (ratePaise: number, percent: number) => Math.round((ratePaise * percent) / 10_000) * 100;

/** Whether the promotion is on for this booking at all (kind, property, booking window, days ahead, sign-in). */
export function promotionAppliesTo(p: PromotionRule, stay: StayContext): boolean {
  if (p.propertyId !== null && p.propertyId !== stay.propertyId) return false;
  if (!inWindow(stay.bookedOn, p.bookFrom, p.bookUntil)) return false;
  const daysAhead = daysBetween(stay.bookedOn, stay.checkIn);
  switch (p.kind) {
    case 'early_bird':
      return p.daysBefore !== null && daysAhead >= p.daysBefore;
    case 'last_minute':
      return p.daysBefore !== null && daysAhead <= p.daysBefore;
    case 'member':
      return stay.isSignedIn;
    case 'length_of_stay':
      return true;
  }
}

/**
 * Paise off each night of one room (same order as `nights`) under a promotion; all zero when it does not apply.
 * Nights outside the stay window are neither discounted nor counted towards a length of stay.
 */
export function promotionDiscounts(p: PromotionRule, room: RoomLine): number[] {
  // Read a room line per plan and room type of every property a list prices: indexes, not an object a night.
  const nights = room.nights;
  const off = new Array<number>(nights.length).fill(0);
  if (p.roomTypeIds.length > 0 && !p.roomTypeIds.includes(room.roomTypeId)) return off;
  const eligible: number[] = [];
  for (let i = 0; i < nights.length; i++)
    if (inWindow((nights[i] as NightInventory).date, p.stayFrom, p.stayUntil)) eligible.push(i);
  const rateOf = (i: number) => (nights[i] as NightInventory).ratePaise;
  if (p.kind === 'length_of_stay') {
    if (p.minNights === null || eligible.length < p.minNights) return off;
    if (p.freeNights !== null) {
      // "Stay N, pay M": for each whole N nights, the N − M cheapest nights' price is taken off (the earlier night on
      // a tie). It is a discount on the stay, not a night given away: it is spread over the eligible nights in
      // proportion to their tariff, so each night's value of supply, and its GST slab, is what is really charged
      // for it (decision 008).
      const free = Math.floor(eligible.length / p.minNights) * p.freeNights;
      const cheapest = [...eligible].sort((a, b) => rateOf(a) - rateOf(b) || a - b).slice(0, free);
      const amount = cheapest.reduce((sum, i) => sum + rateOf(i), 0);
      const [shares] = spreadAmount(amount, [{ roomCount: 1, rates: eligible.map(rateOf) }]);
      eligible.forEach((i, k) => {
        off[i] = shares?.[k] ?? 0;
      });
      return off;
    }
  }
  if (p.percentOff === null) return off;
  for (const i of eligible) off[i] = percentOfPaise(rateOf(i), p.percentOff);
  return off;
}

/**
 * The largest share (0–1) of one room's tariffs this promotion could take off the stay, whatever the room and its
 * rates (a bound for the list's price bounds, not a price): none when it is off for this booking
 * (promotionAppliesTo), has no night inside its stay window, or is a length of stay longer than the stay, as
 * promotionDiscounts reads them; "stay N, pay M"'s (N − M)/N, since its free nights are the stay's cheapest; else its
 * percentage (each night's share rounded to the rupee: half a rupee a night more at most).
 */
export function deepestShare(p: PromotionRule, stay: StayContext): number {
  if (!promotionAppliesTo(p, stay)) return 0;
  if (!inWindow(stay.checkIn, null, p.stayUntil) || !inWindow(addDays(stay.checkOut, -1), p.stayFrom, null)) return 0;
  if (p.kind === 'length_of_stay') {
    if (p.minNights === null || daysBetween(stay.checkIn, stay.checkOut) < p.minNights) return 0;
    if (p.freeNights !== null) return Math.min(1, p.freeNights / p.minNights);
  }
  return p.percentOff === null ? 0 : Math.min(1, p.percentOff / 100);
}

/** Why a coupon cannot be used for this stay (as facts), or null. Limits are the service's to count. */
export function couponRefusal(c: CouponRule, stay: StayContext): CouponRefusal | null {
  if (!c.isActive || (c.bookUntil !== null && stay.bookedOn > c.bookUntil)) return { reason: 'expired' };
  if (c.bookFrom !== null && stay.bookedOn < c.bookFrom) return { reason: 'notYet' };
  if (c.propertyId !== null && c.propertyId !== stay.propertyId) return { reason: 'property' };
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (c.minNights !== null && nights < c.minNights) return { reason: 'minNights', nights: c.minNights };
  // Every night must be inside the coupon's stay window: a code for "December stays" is not half-used.
  const lastNight = addDays(stay.checkOut, -1);
  if (!inWindow(stay.checkIn, c.stayFrom, c.stayUntil) || !inWindow(lastNight, c.stayFrom, c.stayUntil))
    return { reason: 'dates' };
  return null;
}

export const couponLabel = (c: Pick<CouponRule, 'code' | 'label'>) => c.label || `Coupon ${c.code}`;

/**
 * A flat amount spread over every room-night in proportion to its tariff, in whole rupees per room-night (largest
 * remainder), never more than a night's tariff. Several rooms of one line share a per-room amount, so a rupee that
 * cannot be split evenly among them goes to a line that can take it; what could not be placed is not taken off
 * (the saving line shows exactly what was).
 */
export function spreadAmount(amountPaise: number, lines: Array<{ roomCount: number; rates: number[] }>): number[][] {
  const total = lines.reduce((s, l) => s + l.rates.reduce((a, r) => a + r * l.roomCount, 0), 0);
  const out = lines.map((l) => l.rates.map(() => 0));
  if (total <= 0 || amountPaise <= 0) return out;
  const rupees = Math.floor(Math.min(amountPaise, total) / 100);
  let left = rupees;
  const units = lines.flatMap((l, li) => l.rates.map((rate, ni) => ({ li, ni, rate, count: l.roomCount })));
  const shares = units.map((u) => {
    const exact = (rupees * u.rate * u.count) / total;
    // Per room: whole rupees, within the night's tariff.
    const perRoom = Math.min(Math.floor(exact / u.count), Math.floor(u.rate / 100));
    return { ...u, perRoom, remainder: exact - perRoom * u.count };
  });
  for (const s of shares) left -= s.perRoom * s.count;
  for (const s of [...shares].sort((a, b) => b.remainder - a.remainder || a.li - b.li || a.ni - b.ni)) {
    if (left <= 0) break;
    if (s.count <= left && (s.perRoom + 1) * 100 <= s.rate) {
      s.perRoom += 1;
      left -= s.count;
    }
  }
  for (const s of shares) (out[s.li] as number[])[s.ni] = s.perRoom * 100;
  return out;
}

/**
 * The stay after discounts: each room's nights at the discounted tariff, and one saving line per promotion or coupon
 * that took something off. `coupon` must already have passed couponRefusal and the use limits.
 */
export function discountStay<R extends RoomLine>(
  rooms: R[],
  stay: StayContext,
  promotions: readonly PromotionRule[],
  coupon: CouponRule | null,
): DiscountedStay<R> {
  const live = promotions.filter((p) => promotionAppliesTo(p, stay));
  const totals = new Map<string, AppliedDiscount>();

  // Best promotion per room line.
  const afterPromotions: number[][] = [];
  for (const room of rooms) {
    let best: { p: PromotionRule; off: number[]; sum: number } | null = null;
    for (const p of live) {
      const off = promotionDiscounts(p, room);
      let sum = 0;
      for (const paise of off) sum += paise;
      if (sum > 0 && (best === null || sum > best.sum)) best = { p, off, sum };
    }
    if (best) addSaving(totals, 'promotion', best.p.id, promotionLabel(best.p), best.sum * room.roomCount);
    const off = best?.off;
    afterPromotions.push(room.nights.map((n, i) => Math.max(0, n.ratePaise - (off?.[i] ?? 0))));
  }

  // At most one coupon, on what the promotions left.
  let couponOff: number[][] | null = null;
  if (coupon) {
    couponOff =
      coupon.discountKind === 'percent'
        ? afterPromotions.map((rates) => rates.map((r) => percentOfPaise(r, coupon.discountValue)))
        : spreadAmount(
            coupon.discountValue,
            rooms.map((r, i) => ({ roomCount: r.roomCount, rates: afterPromotions[i] as number[] })),
          );
    for (const [i, room] of rooms.entries()) {
      const sum = (couponOff[i] as number[]).reduce((a, b) => a + b, 0);
      addSaving(totals, 'coupon', coupon.id, couponLabel(coupon), sum * room.roomCount);
    }
  }

  return {
    rooms: rooms.map((room, i) => {
      const rates = afterPromotions[i] as number[];
      const couponOfRoom = couponOff?.[i];
      return {
        ...room,
        nights: room.nights.map((n, k) => ({
          ...n,
          ratePaise: Math.max(0, (rates[k] as number) - (couponOfRoom?.[k] ?? 0)),
        })),
      };
    }),
    discounts: [...totals.values()],
  };
}

/** One saving line per promotion or coupon: what it took off, added up over the rooms it took it off. */
function addSaving(
  totals: Map<string, AppliedDiscount>,
  kind: AppliedDiscount['kind'],
  sourceId: string,
  label: string,
  paise: number,
): void {
  if (paise <= 0) return;
  const line = totals.get(sourceId) ?? { kind, sourceId, label, amountPaise: 0 };
  line.amountPaise += paise;
  totals.set(sourceId, line);
}
