import {
  daysBetween,
  formatDay,
  type IsoDate,
  istDateToUnix,
  paiseToRupees,
  pluralWord,
  stayNights,
} from '@staybook/contract';
import type { PricingData, RateDetails } from '@staybook/contract/booking';
import { extraGuestCharges } from '@staybook/contract/occupancy-pricing';
import type { AmountsDue } from '@staybook/contract/payment-terms';
import { addDays } from '@staybook/contract/stay-dates';
import type { StayRefusal } from '@staybook/contract/stay-restrictions';
import type { GstSlab } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { findStayRefusals, nightsOnSale, readNights } from '../inventory/index.js';
import { stayProblem } from './booking-rules.js';
import { findProperty, findRoomTypes, type PropertyRow, type RoomTypeRow } from './bookings.repository.js';
import { amountsDueOfQuote } from './payment-policy-rules.js';
import { priceStay, type StayQuote } from './pricing-rules.js';
import type { AppliedDiscount } from './promotion-rules.js';
import { applyOffers, loadOffers, type Offers, toDiscountLines } from './promotions.service.js';
import { choosePlan, nightsUnderPlan, offerFor, type SellablePlan } from './rate-plan-rules.js';
import { sellablePlansOf } from './rate-plans.repository.js';

export interface QuoteInput {
  propertyId: string;
  /**
   * `ratePlanId` absent: the room type's default plan. `adults`/`children` (infants not counted) price the line's
   * extra-guest charges; absent adults: the rooms at their base occupancy, nothing extra.
   */
  rooms: Array<{
    roomTypeId: string;
    roomCount: number;
    ratePlanId?: string | undefined;
    adults?: number | undefined;
    children?: number | undefined;
  }>;
  /** IST calendar dates 'YYYY-MM-DD'. */
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** When the guest books (early bird, last minute, booking windows); default now. */
  now?: Date;
  /** The signed-in guest (member rates, a coupon's per-guest limit); absent or null for a visitor. */
  guestId?: string | null;
  couponCode?: string | undefined;
}

export interface Quote extends StayQuote {
  checkIn: IsoDate;
  checkOut: IsoDate;
  property: PropertyRow;
  roomTypes: Map<string, RoomTypeRow>;
  /** The plan each room type is priced under, by room type id. */
  plans: Map<string, SellablePlan>;
  /** Why a room type's restrictions refuse this stay (min stay, closed to arrival…), by room type id. */
  refusals: Map<string, StayRefusal>;
  /** What the stay asks for now and at the property, by its plans' payment policies (payment-policy-rules.ts). */
  due: AmountsDue;
  /** The promotions and coupon priced in: the booking re-applies them to the nights it holds. */
  offers: Offers;
  /** Saving lines (totals above are already after them). */
  discounts: AppliedDiscount[];
}

/**
 * Prices a stay from the inventory (paise), with each room type's nightly rates and availability.
 * Throws 400 for bad dates or rooms, 404 for an unknown property or room. Does not refuse a sold-out
 * stay: callers that sell it call `assertRoomsAvailable` (the price-unlock flow only wants the price).
 */
export async function quoteStay(db: DbOrTx, input: QuoteInput, gstSlabs: GstSlab[]): Promise<Quote> {
  const problem = stayProblem(input, null);
  if (problem) throw badRequest(problem);
  const ids = input.rooms.map((r) => r.roomTypeId);
  if (new Set(ids).size !== ids.length) throw badRequest('Each room may appear only once; use roomCount for more.');
  // Every read this quote needs goes out at once (one round trip of the slowest, not six in a row); the answers are
  // checked below in the order a guest should hear about problems: property, rooms, plans, coupon.
  const offersLoading = loadOffers(db, {
    propertyId: input.propertyId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    now: input.now ?? new Date(),
    guestId: input.guestId ?? null,
    couponCode: input.couponCode,
  });
  // A bad coupon's 400 is thrown where it is awaited below, after the property and rooms are known to be right.
  offersLoading.catch(() => {});
  const [property, roomTypeRows, sellable, rows, refusals] = await Promise.all([
    findProperty(db, input.propertyId),
    findRoomTypes(db, ids),
    sellablePlansOf(db, ids, { first: input.checkIn, last: addDays(input.checkOut, -1) }),
    readNights(db, ids, input.checkIn, input.checkOut),
    findStayRefusals(db, ids, input.checkIn, input.checkOut),
  ]);
  if (property?.status !== 'active') throw notFound('Property');
  const roomTypes = new Map(roomTypeRows.map((r) => [r.id, r]));
  for (const id of ids) {
    const room = roomTypes.get(id);
    if (!room) throw new AppError(404, 'NOT_FOUND', `Room ${id} not found.`);
    if (room.propertyId !== property.id) throw badRequest(`Room ${room.name} does not belong to this property.`);
    if (room.status !== 'active') throw badRequest(`${room.name} is no longer available for booking.`);
  }

  const plans = new Map<string, SellablePlan>();
  for (const req of input.rooms) {
    const plan = choosePlan(sellable.get(req.roomTypeId) ?? [], req.ratePlanId);
    if (!plan) throw badRequest(`${roomTypes.get(req.roomTypeId)?.name} is not sold under that rate plan.`);
    plans.set(req.roomTypeId, plan);
  }

  const dates = stayNights(input.checkIn, input.checkOut);
  const rooms = input.rooms.map((req) => {
    const room = roomTypes.get(req.roomTypeId) as RoomTypeRow;
    const nights = nightsOnSale(rows, room.id, dates, room.baseRatePaise);
    // GST is read per night from the tariff the plan actually charges.
    const planned = nightsUnderPlan(nights, plans.get(room.id) as SellablePlan);
    return {
      roomTypeId: room.id,
      name: room.name,
      roomCount: req.roomCount,
      nights: planned,
      ...extraGuestsOf(req, room),
    };
  });

  // Discounts come off each room-night before GST is charged on it (promotion-rules.ts).
  const offers = await offersLoading;
  const discounted = applyOffers(offers, rooms);
  const quote = priceStay(discounted.rooms, daysBetween(input.checkIn, input.checkOut), gstSlabs);
  const due = amountsDueOfQuote(quote, (id) => (plans.get(id) as SellablePlan).plan);
  return {
    ...quote,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    property,
    roomTypes,
    plans,
    refusals,
    due,
    offers,
    discounts: discounted.discounts,
  };
}

/**
 * The line's extra-guest charge per room and night, by the contract's one rule (the booking re-prices with the same
 * array, carried on the quote's rooms). Nothing when the request does not say its adults or nothing is extra, so a
 * stay without extra guests is priced exactly as before occupancy pricing.
 */
function extraGuestsOf(req: QuoteInput['rooms'][number], room: RoomTypeRow): { extraGuestPaise?: number[] } {
  if (req.adults === undefined) return {};
  const line = { roomCount: req.roomCount, adults: req.adults, children: req.children ?? 0 };
  const charges = extraGuestCharges(line, room);
  return charges.some((paise) => paise > 0) ? { extraGuestPaise: charges } : {};
}

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** 409 SOLD_OUT naming the first room and night that does not have enough rooms free. */
export function assertRoomsAvailable(quote: StayQuote): void {
  for (const room of quote.rooms) {
    if (room.shortNight === null) continue;
    const left = room.minAvailable;
    const message =
      left === 0
        ? `${room.name} is sold out for the night of ${formatDay(room.shortNight)}.`
        : `Only ${left} ${room.name} ${pluralWord(left, 'room is', 'rooms are')} left for the night of ${formatDay(room.shortNight)}.`;
    throw conflict(message, 'SOLD_OUT', {
      roomId: room.roomTypeId,
      roomName: room.name,
      date: istDateToUnix(room.shortNight),
      available: left,
    });
  }
}

/** The optional payment fields of the pricing and booking answers (rupees). */
export function toAmountsDue(due: AmountsDue) {
  return {
    amountDueNow: paiseToRupees(due.dueNowPaise),
    amountDueAtProperty: paiseToRupees(due.dueAtPropertyPaise),
    paymentPolicy: due.paymentPolicy,
  };
}

export function toRateDetails(quote: StayQuote): RateDetails {
  return {
    totalRoomRent: paiseToRupees(quote.totalRoomRentPaise),
    tax: paiseToRupees(quote.taxPaise),
    totalPreTax: paiseToRupees(quote.totalPreTaxPaise),
    totalPostTax: paiseToRupees(quote.totalPostTaxPaise),
    nights: quote.nights,
  };
}

/** The spec's totals and the per-room breakdown, each room with its plan and the deadline it would promise now. */
export function toPricingData(quote: Quote, now: Date): PricingData {
  const stay = { checkIn: quote.checkIn, checkInTime: quote.property.checkInTime };
  const nowUnix = Math.floor(now.getTime() / 1000);
  return {
    ...toRateDetails(quote),
    ...toAmountsDue(quote.due),
    // Only when something was saved: a stay with no promotion answers exactly the spec's shape.
    ...(quote.discounts.length > 0 ? { discounts: toDiscountLines(quote.discounts) } : {}),
    rooms: quote.rooms.map((room) => ({
      id: room.roomTypeId,
      name: room.name,
      roomCount: room.roomCount,
      roomRent: paiseToRupees(room.roomRentPaise),
      tax: paiseToRupees(room.taxPaise),
      available: room.minAvailable,
      ...(room.extraGuestPaise ? { extraGuests: paiseToRupees(sumOf(room.extraGuestPaise)) } : {}),
      nightly: room.nights.map((n) => ({
        date: istDateToUnix(n.date),
        rate: paiseToRupees(n.ratePaise),
        available: n.available,
      })),
      ratePlan: offerFor(quote.plans.get(room.roomTypeId) as SellablePlan, stay, nowUnix),
    })),
  };
}
