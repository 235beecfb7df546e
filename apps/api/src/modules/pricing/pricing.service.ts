import { daysBetween, type IsoDate, istDateToUnix, paiseToRupees, stayNights } from '@staybook/contract';
import type { PricingData, RateDetails } from '@staybook/contract/booking';
import { changeCallRefusalText } from '@staybook/contract/change-call-refusal';
import { holdRefusalText } from '@staybook/contract/hold-refusal';
import { occupancyRefusal } from '@staybook/contract/occupancy';
import { extraGuestCharges } from '@staybook/contract/occupancy-pricing';
import { type OccupancyRefusal, partyRefusalText } from '@staybook/contract/party-refusal';
import type { AmountsDue } from '@staybook/contract/payment-terms';
import { todayIst } from '@staybook/contract/stay-dates';
import type { StayRefusal } from '@staybook/contract/stay-restrictions';
import type { GstSlab } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { type NightOnSale, nightsOnSale, stayOfRows } from '../inventory/index.js';
import { amountsDueOfQuote } from './payment-policy-rules.js';
import {
  type PlanToPrice,
  type PropertyRow,
  type RoomTypeRow,
  readStayToPrice,
  type StayToPriceRows,
} from './pricing.repository.js';
import { priceStay, type StayQuote } from './pricing-rules.js';
import type { AppliedDiscount } from './promotion-rules.js';
import { applyOffers, loadOffers, type Offers, toDiscountLines } from './promotions.service.js';
import {
  choosePlan,
  nightsUnderPlan,
  offerFor,
  type SellablePlan,
  STANDARD_PLAN,
  toSellablePlan,
} from './rate-plan-rules.js';
import { assertStayDates } from './stay-rules.js';

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
  /**
   * The stay as the inventory sells it, before any plan or offer: what to price again with other nights free (a
   * change counts the booking's own rooms as free). `rooms` above are after the plan and offers: pricing them again
   * would take the plan and an early-bird discount off twice.
   */
  onSale: StayToPrice;
}

/**
 * Prices a stay from the inventory (paise), with each room type's nightly rates and availability.
 * Throws 400 for bad dates or rooms, 404 for an unknown property or room. Does not refuse a sold-out
 * stay: callers that sell it call `assertRoomsAvailable` (the price-unlock flow only wants the price).
 */
export async function quoteStay(db: DbOrTx, input: QuoteInput, gstSlabs: GstSlab[]): Promise<Quote> {
  return (await quoteStayAsRead(db, input, gstSlabs)).quote;
}

/**
 * quoteStay, with the rows it read and their digest: a hold in one statement takes the stay only while they are as
 * the quote read them (inventory takeStayAsPriced, stayToPriceDigestOfHold).
 */
export async function quoteStayAsRead(
  db: DbOrTx,
  input: QuoteInput,
  gstSlabs: GstSlab[],
): Promise<{ quote: Quote; read: StayToPriceRows }> {
  assertQuotable(input);
  // Everything this quote reads, in one statement (readStayToPrice); the answers are checked below in the order a
  // guest should hear about problems: property, rooms, plans, coupon.
  const read = await readStayToPrice(db, {
    propertyId: input.propertyId,
    roomTypeIds: input.rooms.map((r) => r.roomTypeId),
    checkIn: input.checkIn,
    checkOut: input.checkOut,
  });
  return { quote: await quoteOfRows(db, input, read, gstSlabs), read };
}

/** A quote's checks before it reads anything: the stay's dates (the booking's own rules) and each room named once. */
export function assertQuotable(input: QuoteInput): void {
  // The booking's own rules, with its messages: a quote never prices what the booking would refuse. Its facts beside
  // the English (issue 43: a change's page words them in the guest's language).
  assertStayDates(input, todayIst(input.now ?? new Date()));
  const ids = input.rooms.map((r) => r.roomTypeId);
  if (new Set(ids).size !== ids.length) throw badRequest('Each room may appear only once; use roomCount for more.');
}

/**
 * The quote of what readStayToPrice read (or a hold read with the nights it locked: the same rows), checked in the
 * order a guest should hear about problems: property, rooms, plans, coupon. Reads only the promotions (their cache
 * while the revision read with the property holds) and a coupon.
 */
export async function quoteOfRows(
  db: DbOrTx,
  input: QuoteInput,
  read: StayToPriceRows,
  gstSlabs: GstSlab[],
  /** A quote read inside a transaction (`db`): the database it runs on, whose promotions' cache it uses. */
  database: Db | null = null,
): Promise<Quote> {
  const ids = input.rooms.map((r) => r.roomTypeId);
  const property = read.property ?? undefined;
  const roomTypeRows = read.roomTypes;
  const sellable = sellableOf(read.plans);
  const stayRows = stayOfRows(read.stayRows, ids, input.checkIn, input.checkOut);
  const { nights: rows, refusals } = stayRows;
  // A draft (being set up in the console, issue 23) is not for sale yet: said plainly, not as a missing property.
  if (property?.status === 'draft') throw conflict('This property is not open for booking yet.');
  if (property?.status !== 'active') throw notFound('Property');
  const roomTypes = new Map(roomTypeRows.map((r) => [r.id, r]));
  for (const id of ids) {
    const room = roomTypes.get(id);
    if (!room) throw new AppError(404, 'NOT_FOUND', `Room ${id} not found.`);
    if (room.propertyId !== property.id) throw badRequest(`Room ${room.name} does not belong to this property.`);
    if (room.status !== 'active') {
      const facts = { reason: 'room_inactive', roomName: room.name } as const;
      throw badRequest(changeCallRefusalText(facts), facts);
    }
  }

  // With its facts beside the English (issue 43: the booking call's party refusal, worded in the guest's language).
  const guestIssue = statedGuestsRefusal(input.rooms, roomTypes);
  if (guestIssue) throw badRequest(partyRefusalText(guestIssue), guestIssue);

  const plans = new Map<string, SellablePlan>();
  for (const req of input.rooms) {
    const plan = choosePlan(sellable.get(req.roomTypeId) ?? [], req.ratePlanId);
    if (!plan) {
      const facts = { reason: 'plan_not_sold', roomName: `${roomTypes.get(req.roomTypeId)?.name}` } as const;
      throw badRequest(changeCallRefusalText(facts), facts);
    }
    plans.set(req.roomTypeId, plan);
  }

  const dates = stayNights(input.checkIn, input.checkOut);
  // Promotions come from the cache while the revision read with the property holds (promotions.service.ts).
  const offers = await loadOffers(
    db,
    {
      propertyId: input.propertyId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      now: input.now ?? new Date(),
      guestId: input.guestId ?? null,
      couponCode: input.couponCode,
    },
    property.promotionsRevision == null ? null : String(property.promotionsRevision),
    database ?? db,
  );
  const toPrice: StayToPrice = {
    nights: daysBetween(input.checkIn, input.checkOut),
    plans,
    offers,
    rooms: input.rooms.map((req) => {
      const room = roomTypes.get(req.roomTypeId) as RoomTypeRow;
      return {
        roomTypeId: room.id,
        name: room.name,
        roomCount: req.roomCount,
        nights: nightsOnSale(rows, room.id, dates, room.baseRatePaise),
        ...extraGuestsOf(req, room),
      };
    }),
  };
  const { quote, due, discounts } = priceNights(toPrice, gstSlabs);
  return {
    ...quote,
    onSale: toPrice,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    property,
    roomTypes,
    plans,
    refusals,
    due,
    offers,
    discounts,
  };
}

/** A stay to price: each room's nights as the inventory sells them (rate and rooms free), before any plan. */
export interface StayToPrice {
  nights: number;
  rooms: Array<{
    roomTypeId: string;
    name: string;
    roomCount: number;
    nights: NightOnSale[];
    /** Each room's extra-guest charge per night (paise), from the contract's occupancy rule. */
    extraGuestPaise?: number[];
  }>;
  /** The plan each room type sells under. */
  plans: ReadonlyMap<string, SellablePlan>;
  /** The promotions and coupon on for the stay. */
  offers: Offers;
}

/**
 * The one pricing pipeline: each night's rate under the room's plan (its adjustment or its own rate) → the rooms'
 * extra-guest charges → promotions and coupon off each room-night → GST per room-night by the slab of what is charged
 * → what is due now and at the property by the plans' payment policies. Pure: the quote feeds it the nights it read,
 * the hold the nights it locked, so a booking is charged exactly what the same pipeline quoted for those nights.
 */
export function priceNights(
  stay: StayToPrice,
  gstSlabs: GstSlab[],
): { quote: StayQuote; due: AmountsDue; discounts: AppliedDiscount[] } {
  const planOf = (roomTypeId: string) => stay.plans.get(roomTypeId) ?? STANDARD_PLAN;
  const discounted = applyOffers(
    stay.offers,
    stay.rooms.map((room) => ({ ...room, nights: nightsUnderPlan(room.nights, planOf(room.roomTypeId)) })),
  );
  const quote = priceStay(discounted.rooms, stay.nights, gstSlabs);
  const due = amountsDueOfQuote(quote, (id) => planOf(id).plan);
  return { quote, due, discounts: discounted.discounts };
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

/** The plans read with the stay, by room type, in the hotel's order (as sellablePlansOf answers them). */
function sellableOf(rows: readonly PlanToPrice[]): Map<string, SellablePlan[]> {
  const out = new Map<string, SellablePlan[]>();
  for (const row of rows) {
    const sellable = toSellablePlan(row);
    if (row.adjustmentKind === 'own_rates') sellable.ownRates = new Map(Object.entries(row.ownRates ?? {}));
    const list = out.get(row.roomTypeId);
    if (list) list.push(sellable);
    else out.set(row.roomTypeId, [sellable]);
  }
  return out;
}

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** 409 SOLD_OUT naming the first room and night that does not have enough rooms free. */
export function assertRoomsAvailable(quote: StayQuote): void {
  for (const room of quote.rooms) {
    if (room.shortNight === null) continue;
    const facts = {
      reason: 'room_short',
      roomName: room.name,
      date: istDateToUnix(room.shortNight),
      available: room.minAvailable,
    } as const;
    throw conflict(holdRefusalText(facts), 'SOLD_OUT', { roomId: room.roomTypeId, ...facts });
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

/**
 * The booking's occupancy rule over the lines that say their guests (a quote without guests prices the rooms at
 * their base occupancy): at least one adult per room, and no more adults or children than the rooms sleep.
 */
function statedGuestsRefusal(
  rooms: QuoteInput['rooms'],
  roomTypes: ReadonlyMap<string, RoomTypeRow>,
): OccupancyRefusal | null {
  const stated = rooms.filter((r) => r.adults !== undefined);
  if (stated.length === 0) return null;
  const lines = stated.map((r) => {
    const room = roomTypes.get(r.roomTypeId) as RoomTypeRow;
    return {
      name: room.name,
      roomCount: r.roomCount,
      adults: r.adults ?? 0,
      children: r.children ?? 0,
      maxAdults: room.maxAdults,
      maxChildren: room.maxChildren,
    };
  });
  const totals = {
    adults: lines.reduce((n, l) => n + l.adults, 0),
    children: lines.reduce((n, l) => n + l.children, 0),
  };
  return occupancyRefusal(totals, lines);
}
