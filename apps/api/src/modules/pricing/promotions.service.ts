import { type IsoDate, paiseToRupees, todayIst } from '@staybook/contract';
import {
  type CouponRefusal,
  couponRefusalText,
  type DiscountLine,
  type PromotionKind,
} from '@staybook/contract/promotions';
import type { DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import {
  type CouponRule,
  couponRefusal,
  type DiscountedStay,
  deepestShare,
  discountStay,
  type PromotionRule,
  type RoomLine,
  type StayContext,
} from './promotion-rules.js';
import {
  type CouponRow,
  countCouponUses,
  findActivePromotions,
  findActivePromotionsOf,
  findCouponByCode,
  type PromotionRow,
} from './promotions.repository.js';

/**
 * The promotions and coupon a quote was priced with, kept on the quote so the booking re-applies exactly these to the
 * nights it reads under lock (promotion-rules.ts decides; this file reads, checks limits and records).
 */
export interface Offers {
  stay: StayContext;
  promotions: PromotionRule[];
  coupon: CouponRule | null;
}

export interface OfferRequest {
  propertyId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  now: Date;
  /** The signed-in guest (member rates, a coupon's per-guest limit); null for a visitor. */
  guestId: string | null;
  couponCode?: string | undefined;
}

const toPromotionRule = (r: PromotionRow): PromotionRule => ({
  id: r.id,
  name: r.name,
  // The column's CHECK holds it to the contract's kinds.
  kind: r.kind as PromotionKind,
  propertyId: r.propertyId,
  roomTypeIds: r.roomTypeIds,
  minNights: r.minNights,
  freeNights: r.freeNights,
  percentOff: r.percentOff,
  daysBefore: r.daysBefore,
  bookFrom: r.bookFrom,
  bookUntil: r.bookUntil,
  stayFrom: r.stayFrom,
  stayUntil: r.stayUntil,
});

export const toCouponRule = (r: CouponRow): CouponRule => ({
  id: r.id,
  code: r.code,
  label: r.label,
  discountKind: r.discountKind === 'amount' ? 'amount' : 'percent',
  discountValue: r.discountValue,
  propertyId: r.propertyId,
  minNights: r.minNights,
  bookFrom: r.bookFrom,
  bookUntil: r.bookUntil,
  stayFrom: r.stayFrom,
  stayUntil: r.stayUntil,
  isActive: r.isActive,
});

/** 400 with the guest's message, and its facts for a page in another language to word it (issue 43). */
export const couponError = (refusal: CouponRefusal, code: string) =>
  badRequest(couponRefusalText(refusal), { field: 'couponCode', couponCode: code, ...refusal });

/** 400 with the guest's message when the coupon is used up for everyone or for this guest. */
export function assertWithinLimits(
  coupon: CouponRow,
  uses: { total: number; mine: number },
  guestId: string | null,
): void {
  if (guestId !== null && coupon.perGuestLimit !== null && uses.mine >= coupon.perGuestLimit)
    throw couponError({ reason: 'alreadyUsed' }, coupon.code);
  if (coupon.totalLimit !== null && uses.total >= coupon.totalLimit)
    throw couponError({ reason: 'usedUp' }, coupon.code);
}

/**
 * The active promotions of each property, per database handle, as of a revision of the promotions table. A quote reads
 * the revision with its property (one query it makes anyway) and re-reads the promotions only when it moved, so every
 * change is seen at once by every process, and a quote never prices with a stale promotion.
 */
const cachedPromotions = new WeakMap<object, Map<string, { revision: string; rows: PromotionRow[] }>>();
// Every property of the catalogue (3,200 at 50×): a price order reads a whole city's (2,000 in Goa at 50×), and a
// cache smaller than that was emptied by every such search.
const CACHED_PROPERTIES = 20_000;

async function activePromotions(
  db: DbOrTx,
  propertyId: string,
  revision: string | null,
  cacheOf: object,
): Promise<PromotionRow[]> {
  if (revision === null) return findActivePromotions(db, propertyId);
  const hit = cachedPromotions.get(cacheOf)?.get(propertyId);
  if (hit?.revision === revision) return hit.rows;
  const rows = await findActivePromotions(db, propertyId);
  remember(cacheOf, propertyId, revision, rows);
  return rows;
}

function remember(cacheOf: object, propertyId: string, revision: string, rows: PromotionRow[]): void {
  let byProperty = cachedPromotions.get(cacheOf);
  if (!byProperty) {
    byProperty = new Map();
    cachedPromotions.set(cacheOf, byProperty);
  }
  if (byProperty.size >= CACHED_PROPERTIES) byProperty.clear();
  byProperty.set(propertyId, { revision, rows });
}

/**
 * For each property, the largest share of a room's tariffs (0–1) any of its active promotions could take off this
 * stay (promotion-rules.ts deepestShare: a bound, not a price). The list's price bounds read it (catalogue
 * search-index-bounds.ts). From the promotions' cache while the revision holds; the rest read in one statement.
 */
export async function deepestCuts(
  db: DbOrTx,
  properties: ReadonlyArray<{ id: string; promotionsRevision: string | number | null }>,
  request: Omit<OfferRequest, 'propertyId' | 'couponCode'>,
): Promise<Map<string, number>> {
  const bookedOn = todayIst(request.now);
  const out = new Map<string, number>();
  const cutOf = (propertyId: string, rows: readonly PromotionRow[]) => {
    const stay: StayContext = {
      propertyId,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      bookedOn,
      isSignedIn: request.guestId !== null,
    };
    out.set(propertyId, Math.max(0, ...rows.map((row) => deepestShare(toPromotionRule(row), stay))));
  };
  // From the cache without a promise each where it holds them (a city of 2,000 properties), else read.
  const byProperty = cachedPromotions.get(db);
  const missing: Array<{ id: string; revision: string | null }> = [];
  for (const p of properties) {
    const revision = p.promotionsRevision == null ? null : String(p.promotionsRevision);
    const hit = revision === null ? undefined : byProperty?.get(p.id);
    if (hit && hit.revision === revision) cutOf(p.id, hit.rows);
    else missing.push({ id: p.id, revision });
  }
  if (missing.length === 0) return out;
  // The rest in one statement (a city's first price order reads them all), kept in the cache for the next search.
  const read = await findActivePromotionsOf(
    db,
    missing.map((p) => p.id),
  );
  for (const p of missing) {
    const rows = read.get(p.id) ?? [];
    if (p.revision !== null) remember(db, p.id, p.revision, rows);
    cutOf(p.id, rows);
  }
  return out;
}

const bookableOn = (r: PromotionRow, bookedOn: IsoDate) =>
  (r.bookFrom === null || r.bookFrom <= bookedOn) && (r.bookUntil === null || r.bookUntil >= bookedOn);

/**
 * Reads the promotions on for this stay and checks the coupon (400 with the guest's message when it cannot be used).
 * `promotionsRevision`: the revision read with the property (cached promotions are used while it holds); null reads
 * them afresh.
 */
export async function loadOffers(
  db: DbOrTx,
  request: OfferRequest,
  promotionsRevision: string | null = null,
  /** The database handle whose cache is used: `db` itself, or the database of the transaction `db` is. */
  cacheOf: object = db,
): Promise<Offers> {
  const stay: StayContext = {
    propertyId: request.propertyId,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    bookedOn: todayIst(request.now),
    isSignedIn: request.guestId !== null,
  };
  const [rows, coupon] = await Promise.all([
    activePromotions(db, request.propertyId, promotionsRevision, cacheOf).then((all) =>
      all.filter((r) => bookableOn(r, stay.bookedOn)),
    ),
    request.couponCode ? findCouponByCode(db, request.couponCode) : Promise.resolve(undefined),
  ]);
  if (request.couponCode && !coupon) throw couponError({ reason: 'unknown' }, request.couponCode);
  let couponRule: CouponRule | null = null;
  if (coupon) {
    couponRule = toCouponRule(coupon);
    const refusal = couponRefusal(couponRule, stay);
    if (refusal) throw couponError(refusal, coupon.code);
    if (coupon.totalLimit !== null || (coupon.perGuestLimit !== null && request.guestId !== null))
      assertWithinLimits(coupon, await countCouponUses(db, coupon.id, request.guestId, request.now), request.guestId);
  }
  return { stay, promotions: rows.map(toPromotionRule), coupon: couponRule };
}

export function applyOffers<R extends RoomLine>(offers: Offers, rooms: R[]): DiscountedStay<R> {
  return discountStay(rooms, offers.stay, offers.promotions, offers.coupon);
}

/** Saving lines as the API shows them (rupees). */
export function toDiscountLines(
  discounts: Array<{ kind: string; label: string; amountPaise: number }>,
): DiscountLine[] {
  return discounts.map((d) => ({
    label: d.label,
    amount: paiseToRupees(d.amountPaise),
    kind: d.kind === 'coupon' ? 'coupon' : 'promotion',
  }));
}
