import { promisedDeadline } from '@staybook/contract/cancellation-rules';
import { holdRefusalText } from '@staybook/contract/hold-refusal';
import type { GstSlab } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import { assertStayAllowed, takeStay } from '../inventory/index.js';
import {
  assertRoomsAvailable,
  priceNights,
  type Quote,
  type QuoteInput,
  quoteOfRows,
  type SellablePlan,
  STANDARD_PLAN,
  type StayQuote,
  type StayToPriceRows,
  stayToPriceReadOfHold,
  supplyOf,
} from '../pricing/index.js';
import { type RoomTypeForSale, roomTypesForSaleLock } from './bookings.repository.js';

/**
 * Taking a priced stay's rooms inside a transaction, shared by a new booking (bookings.service.ts) and a change of one
 * (booking-changes.service.ts): the room types still on sale, the nights read under lock and priced by the quote's own
 * plans, promotions and coupon, checked and taken; then the room lines as sold, with the terms they promise.
 */

/**
 * Inside the caller's transaction: the rooms taken for the quote's stay, all or nothing. Answers the price of the
 * rooms actually held (the same pipeline as the quote, over the nights read under lock).
 */
export async function takePricedStay(
  tx: Tx,
  quote: Quote,
  gstSlabs: GstSlab[],
  /**
   * A new booking's guest: their row is locked with the room types, in the same statement, so their holds are counted
   * (by the booking's insert) and made one at a time.
   */
  guest?: { userId: string },
) {
  const needs = quote.rooms.map((r) => ({
    roomTypeId: r.roomTypeId,
    roomCount: r.roomCount,
    baseRatePaise: quote.roomTypes.get(r.roomTypeId)?.baseRatePaise ?? 0,
  }));
  const ids = needs.map((n) => n.roomTypeId);
  // Still on sale, held so until commit: an archive of a room type (or its property) at this moment waits for this
  // hold, or this hold waits for it and is refused. Locked (with the guest's row) in the statement that then locks,
  // reads and takes the nights, only when every one has the rooms: what they held is the price and the rule (an edit
  // of them waits for this hold; the departure date's row, read for closed-to-departure only, is not locked). A
  // refusal below rolls the taking back with the transaction.
  const { nights, refusals, taken, before } = await takeStay(
    tx,
    needs,
    quote.checkIn,
    quote.checkOut,
    roomTypesForSaleLock(guest?.userId ?? null, ids),
  );
  assertOnSale(before as RoomTypeForSale[], needs.length);
  const priced = priceNights(
    {
      nights: quote.nights,
      plans: quote.plans,
      offers: quote.offers,
      rooms: quote.rooms.map((r) => ({ ...r, nights: nights.get(r.roomTypeId) ?? [] })),
    },
    gstSlabs,
  );
  assertRoomsAvailable(priced.quote);
  assertStayAllowed(refusals, quote.rooms);
  if (!taken) throw conflict(holdRefusalText({ reason: 'sold_out' }), 'SOLD_OUT', { reason: 'sold_out' });
  return priced;
}

/**
 * A new booking's stay quoted and taken in one statement (its quote's read folded into the taking): the guest's and
 * the room types' locks, the nights locked, read and — only when every one has the rooms — taken, with the property,
 * room types and plans the quote reads (pricing stayToPriceReadOfHold). The quote is priced from the nights as they
 * stood once locked, so the hold is charged exactly what it quotes; its checks run in the quote's order, then the
 * caller's (`checkQuote`: the party, the guests), then availability, the rooms still on sale and the stay's
 * restrictions. Any refusal throws, rolling the taking back with the caller's transaction.
 */
export async function takeQuotedStay(
  /** The transaction, and the database it runs on (the promotions' cache is the database's). */
  { tx, db }: { tx: Tx; db: Db },
  input: QuoteInput,
  gstSlabs: GstSlab[],
  guest: { userId: string } | null,
  checkQuote: (quote: Quote) => void,
  /**
   * A group's room (modules/groups): the nightly rate of each night is the group's agreed rate (paise, by room type and
   * night) instead of the calendar's; the plan and GST apply to it as to any rate.
   */
  agreedRates?: ReadonlyMap<string, ReadonlyMap<string, number>>,
) {
  const ids = input.rooms.map((r) => r.roomTypeId);
  const {
    rows: takenRows,
    refusals,
    taken,
    before,
    also,
  } = await takeStay(
    tx,
    // The nights are priced from `rows` by the quote (with each room's base rate for a night with no row).
    input.rooms.map((r) => ({ roomTypeId: r.roomTypeId, roomCount: r.roomCount, baseRatePaise: 0 })),
    input.checkIn,
    input.checkOut,
    roomTypesForSaleLock(guest?.userId ?? null, ids),
    stayToPriceReadOfHold({
      propertyId: input.propertyId,
      roomTypeIds: ids,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
    }),
  );
  const rows = agreedRates
    ? takenRows.map((r) => {
        const agreed = agreedRates.get(r.roomTypeId)?.get(r.stayDate);
        return agreed === undefined ? r : { ...r, ratePaise: agreed };
      })
    : takenRows;
  const read = also as Omit<StayToPriceRows, 'stayRows'>;
  const quote = await quoteOfRows(tx, input, { ...read, stayRows: rows }, gstSlabs, db);
  checkQuote(quote);
  assertRoomsAvailable(quote);
  assertOnSale(before as RoomTypeForSale[], ids.length);
  assertStayAllowed(refusals, quote.rooms);
  if (!taken) throw conflict(holdRefusalText({ reason: 'sold_out' }), 'SOLD_OUT', { reason: 'sold_out' });
  return { quote, priced: { quote: quote as StayQuote, due: quote.due, discounts: quote.discounts } };
}

/** The room types as locked (roomTypesForSaleLock): every one still sold, at a property still open. */
function assertOnSale(onSale: readonly RoomTypeForSale[], expected: number): void {
  const gone = onSale.find((r) => r.status !== 'active' || r.propertyStatus !== 'active');
  if (gone || onSale.length !== expected) {
    const facts = { reason: 'not_sold', roomName: gone?.name ?? null } as const;
    throw conflict(holdRefusalText(facts), 'CONFLICT', facts);
  }
}

/** The room lines as sold from the held price, each with its guests and the terms it promises (snapshotTerms). */
export function soldRoomLines(
  fresh: ReturnType<typeof priceNights>['quote'],
  quote: Quote,
  guestsOf: ReadonlyMap<string, { adults: number; children: number }>,
  gstSlabs: GstSlab[],
  now: Date,
) {
  const terms = snapshotTerms(quote, now);
  const lines = fresh.rooms.map((r) => ({
    roomTypeId: r.roomTypeId,
    roomCount: r.roomCount,
    adults: guestsOf.get(r.roomTypeId)?.adults ?? 0,
    children: guestsOf.get(r.roomTypeId)?.children ?? 0,
    roomRentPaise: r.roomRentPaise,
    taxPaise: r.taxPaise,
    nightlyRates: r.nights.map((n) => ({ date: n.date, ratePaise: n.ratePaise })),
    // What the guest pays beyond the room rates each night; room_rent_paise already includes it.
    extraGuestPaise: lineExtraGuestPaise(r),
    // Each room-night's tariff and GST rate as charged: what the books and the tax invoice read.
    supply: supplyOf(r, gstSlabs),
    ...terms.lines.get(r.roomTypeId),
  }));
  return { lines, bookingDeadline: terms.bookingDeadline };
}

/**
 * What each room line promises, copied when it is sold (a booking, or a change of one; refunds follow this, never the
 * plan's later settings): the plan, its policy, and the deadline computed now from the stay and the property's
 * check-in time — or none when it has already passed. The booking's own deadline is the earliest of its lines', and
 * none when any line has none.
 */
export function snapshotTerms(quote: Quote, now: Date) {
  const nowUnix = Math.floor(now.getTime() / 1000);
  const lines = new Map<
    string,
    { ratePlanId: string | null; ratePlan: unknown; cancellationPolicy: unknown; freeCancellationUntil: Date | null }
  >();
  const deadlines: Array<number | null> = [];
  for (const room of quote.rooms) {
    const { plan, policy } = planOfRoom(room, quote);
    const deadline = promisedDeadline(policy, quote.checkIn, quote.property.checkInTime, nowUnix);
    deadlines.push(deadline);
    lines.set(room.roomTypeId, {
      ratePlanId: plan.id,
      ratePlan: plan,
      cancellationPolicy: policy,
      freeCancellationUntil: deadline === null ? null : new Date(deadline * 1000),
    });
  }
  const earliest = deadlines.some((d) => d === null) ? null : Math.min(...(deadlines as number[]));
  return { lines, bookingDeadline: earliest === null ? null : new Date(earliest * 1000) };
}

function planOfRoom(room: { roomTypeId: string }, quote: Quote): SellablePlan {
  return quote.plans.get(room.roomTypeId) ?? STANDARD_PLAN;
}

/** The line's extra-guest charges per night, all its rooms (paise; 0 at base occupancy). */
export function lineExtraGuestPaise(room: { extraGuestPaise?: number[] } | undefined): number {
  return (room?.extraGuestPaise ?? []).reduce((sum, paise) => sum + paise, 0);
}
