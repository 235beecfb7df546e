import { randomUUID } from 'node:crypto';
import { todayIst, unixToIstDate } from '@staybook/contract';
import type { BookingData } from '@staybook/contract/booking';
import { extrasGrossPaise } from '@staybook/contract/booking-extras';
import { paiseToRupees } from '@staybook/contract/money';
import { occupancyRefusal } from '@staybook/contract/occupancy';
import { asyncCommitAllowed, type Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { profileLanguageOf } from '../auth/session.service.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import {
  type AppliedDiscount,
  amountDueNowPaise,
  assertQuotable,
  assertRoomsAvailable,
  assertStayDates,
  chosenExtras,
  extrasOfferedOnline,
  type OfferedExtraRow,
  priceOnlineExtras,
  type Quote,
  quoteStay,
} from '../pricing/index.js';
import { writeEffects } from '../side-effects/index.js';
import { toBookingData } from './booking-data.js';
import { hasSameDiscounts, recordOffers, withDiscounts, withSavedDiscounts } from './booking-discounts.js';
import { closeBooking, openOrderOrRelease } from './booking-holds.js';
import { IDEMPOTENCY_KEY_CONSTRAINT, IdempotencyKeyTaken, oneAtATime, replayBooking } from './booking-idempotency.js';
import { moveBooking } from './booking-lifecycle.js';
import { confirmedEffects } from './booking-notifications.js';
import { partyRefusalOf, partyRefused } from './booking-party-rules.js';
import { saveBookingRequests } from './booking-requests.repository.js';
import { guestTotals, holdLimitProblem, isLiveHold, isSameStay, MAX_UNPAID_HOLDS_PER_GUEST } from './booking-rules.js';
import {
  type BookingRow,
  findBooking,
  findBookingByIdempotencyKey,
  insertBooking,
  lockBooking,
  roomsOfBookings,
  updateBooking,
} from './bookings.repository.js';
import { holdNewInOneStatement, type NewHold } from './hold-in-one-statement.js';
import {
  businessOf,
  type CreateBookingInput,
  companionsOf,
  type DeskOrigin,
  newBookingValues,
} from './new-booking-values.js';
import { lineExtraGuestPaise, soldRoomLines, takePricedStay, takeQuotedStay } from './stay-under-lock.js';

export type { CreateBookingInput, DeskOrigin };

type Stay = {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  rooms: Array<{ id: string; roomCount: number; adults: number; children: number; ratePlanId: string | null }>;
};

/**
 * Makes a booking for a signed-in guest: validates the stay, rooms and guests, prices it on the server,
 * holds every night of every room in one transaction (all or nothing), then creates the provider's order.
 * With an Idempotency-Key, a repeat of the request answers with the booking the key first made.
 */
export async function createBooking(
  deps: BookingDeps,
  userId: string,
  input: CreateBookingInput,
  options: { idempotencyKey?: string | undefined; now?: Date } = {},
): Promise<BookingData> {
  const now = options.now ?? new Date();
  const key = options.idempotencyKey;
  if (!key) return bookStay(deps, userId, input, null, now);
  return oneAtATime(`${userId}:${key}`, async () => {
    const earlier = await findBookingByIdempotencyKey(deps.db, userId, key);
    if (earlier) return replayBooking(deps, earlier, input, now);
    try {
      return await bookStay(deps, userId, input, key, now);
    } catch (err) {
      // Another API process made the booking for this key first: answer with it.
      if (!(err instanceof IdempotencyKeyTaken) && !isUniqueViolation(err, IDEMPOTENCY_KEY_CONSTRAINT)) throw err;
      const winner = await findBookingByIdempotencyKey(deps.db, userId, key);
      if (!winner) throw err;
      return replayBooking(deps, winner, input, now);
    }
  });
}

export async function bookStay(
  deps: BookingDeps,
  userId: string,
  input: CreateBookingInput,
  idempotencyKey: string | null,
  now: Date,
  desk: DeskOrigin | null = null,
): Promise<BookingData> {
  // The guest books in the page's language, else their profile's (the booking's messages go out in it); the desk in
  // the language it chose, else the guest's profile's; null is English.
  if (!input.language) {
    const language = await profileLanguageOf(deps.db, userId);
    if (language) input = { ...input, language };
  }
  const checkIn = unixToIstDate(input.checkInDate);
  const checkOut = unixToIstDate(input.checkOutDate);
  // The stay's dates first, with their facts beside the English (issue 43: the review page words them).
  assertStayDates({ checkIn, checkOut }, todayIst(now));
  // The extras the guest added (docs/folios-and-extras.md): each must be offered online at the property, refused in
  // words before anything is held; priced with the rooms inside the hold.
  const extras = input.extras?.length
    ? chosenExtras(await extrasOfferedOnline(deps.db, input.propertyId), input.extras)
    : [];
  // Each line's guests price its extra-guest charges; the hold below re-prices with the quote's charges.
  const rooms = input.roomIds.map((r) => ({
    roomTypeId: r.id,
    roomCount: r.roomCount,
    ratePlanId: r.ratePlanId,
    adults: r.adults,
    children: r.children,
  }));

  const toQuote = {
    propertyId: input.propertyId,
    rooms,
    checkIn,
    checkOut,
    now,
    guestId: userId,
    couponCode: input.couponCode,
  };
  const totals = guestTotals(input);
  // The quote's checks, then the party's and the guests' (400s), then availability: the guest hears them in this order.
  const checkQuote = (quote: Quote) => {
    // Each refused with its facts beside the English (issue 43: a page in another language words them).
    const partyIssue = partyRefusalOf(
      { ...input, children: totals.children },
      quote,
      input.roomIds.map((r) => r.id),
    );
    if (partyIssue) throw partyRefused(partyIssue);
    const guestIssue = occupancyRefusal(
      totals,
      input.roomIds.map((r) => {
        const room = quote.roomTypes.get(r.id);
        return {
          ...r,
          name: room?.name ?? 'Room',
          maxAdults: room?.maxAdults ?? 0,
          maxChildren: room?.maxChildren ?? 0,
        };
      }),
    );
    if (guestIssue) throw partyRefused(guestIssue);
    if (guestsUnplaced(totals, input.roomIds, quote)) throw partyRefused({ reason: 'guests_per_room' });
  };
  // The stay as sold: each room under the plan it resolved to (the default when none was named).
  const stayOf = (quote: Quote): Stay => ({
    propertyId: input.propertyId,
    checkIn,
    checkOut,
    rooms: input.roomIds.map((r) => ({ ...r, ratePlanId: quote.plans.get(r.id)?.plan.id ?? null })),
  });

  let take: TakeStay;
  let held: NewHold | null = null;
  if (input.bookingId) {
    // Re-using or replacing a hold needs the quote first: priced before the transaction, the nights again under lock.
    const quote = await quoteStay(deps.db, toQuote, deps.config.gstSlabs);
    checkQuote(quote);
    const reused = await reuseOrReplace(deps, userId, input, stayOf(quote), totals, now, quote);
    if (reused) return reused;
    assertRoomsAvailable(quote);
    warnIfClientTotalDiffers(deps, input.totalPrice, quote);
    take = async (tx) => ({ quote, priced: await takePricedStay(tx, quote, deps.config.gstSlabs, { userId }) });
  } else {
    assertQuotable(toQuote);
    // A guest's new hold: the quote's read, then one statement that holds the stay while nothing changed since
    // (hold-in-one-statement.ts); the transaction below when that does not fit or did not hold.
    if (!desk) {
      held = await holdNewInOneStatement(deps, { userId, input, toQuote, checkQuote, totals, idempotencyKey, now });
      if (held) warnIfClientTotalDiffers(deps, input.totalPrice, held.quote);
    }
    // A new hold in a transaction quotes in it: the quote's read is the statement that locks and takes the nights,
    // and the nights as locked price it (one statement and one read of the nights fewer than a quote, then a hold).
    take = async (tx) => {
      const taken = await takeQuotedStay(
        { tx, db: deps.db },
        toQuote,
        deps.config.gstSlabs,
        { userId },
        checkQuote,
        desk?.agreedRates,
      );
      warnIfClientTotalDiffers(deps, input.totalPrice, taken.quote);
      return taken;
    };
  }

  const { booking, discounts, orderClaim, quote } =
    held ?? (await holdNewBooking(deps, userId, input, take, totals, idempotencyKey, now, desk, extras));
  const stay = stayOf(quote);
  // Nothing due online (pay at property): confirmed in the hold's transaction, so no order is opened.
  if (booking.status === 'confirmed') {
    await deps.effects.settle(booking.id, now);
    return withSavedDiscounts(toBookingData(booking, stay.rooms, null), discounts);
  }
  const payment = input.initiatePayment ? await openOrderOrRelease(deps, booking, now, orderClaim) : null;
  return withSavedDiscounts(toBookingData(booking, stay.rooms, payment), discounts);
}

/**
 * Inside the hold's transaction: the stay's rooms taken and priced (the quote the hold is sold at, and the price of
 * the nights as locked), all or nothing; a refusal throws.
 */
type TakeStay = (tx: Tx) => Promise<{ quote: Quote; priced: Awaited<ReturnType<typeof takePricedStay>> }>;

async function holdNewBooking(
  deps: BookingDeps,
  userId: string,
  input: CreateBookingInput,
  take: TakeStay,
  totals: { adults: number; children: number },
  idempotencyKey: string | null,
  now: Date,
  desk: DeskOrigin | null,
  extras: ReadonlyArray<{ row: OfferedExtraRow; quantity: number }> = [],
): Promise<{ booking: BookingRow; discounts: AppliedDiscount[]; orderClaim?: string; quote: Quote }> {
  const guestsOf = new Map(input.roomIds.map((r) => [r.id, r]));
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        // One guest's holds are counted and made one at a time (under the lock of their user row, taken with the
        // room types), so two simultaneous requests cannot both pass the cap: the booking's insert counts them, in a
        // statement after that lock. A re-used hold never gets here, and a replaced one was released before its
        // successor is counted. Every refusal below rolls back the nights taken here.
        await desk?.beforeTake?.(tx);
        const { quote, priced } = await take(tx);
        if (idempotencyKey && (await findBookingByIdempotencyKey(tx, userId, idempotencyKey)))
          throw new IdempotencyKeyTaken();
        const fresh = priced.quote;
        const sold = soldRoomLines(fresh, quote, guestsOf, deps.config.gstSlabs, now);
        // At the desk, a stay paid at the property owes nothing online; a link asks what the plan takes up front.
        const due = desk?.payment.kind === 'at_property' ? { ...priced.due, dueNowPaise: 0 } : priced.due;
        // The extras are paid online in full with what the rooms ask now (pricing amountDueNowPaise).
        const onlineExtras = priceOnlineExtras(extras, fresh, deps.config.gstSlabs);
        const onlineExtrasPaise = extrasGrossPaise(onlineExtras);
        const payNowPaise = due.dueNowPaise + onlineExtrasPaise;
        if (desk?.payment.kind === 'link' && due.dueNowPaise === 0)
          throw badRequest(
            'These rooms are sold on a plan paid at the property, so there is nothing to pay by link. Choose payment at the property.',
          );
        // The guest pays now: the order's creation is claimed with the booking, in its insert, so the order is
        // opened right after commit without looking for one first.
        const id = randomUUID();
        const claim =
          payNowPaise > 0 && input.initiatePayment ? deps.bookingPayments.firstOrderClaimWithBooking(id, now) : null;
        const { liveHolds, ...made } = await insertBooking(
          tx,
          newBookingValues(deps, { id, userId, input, quote, fresh, due, totals, sold, idempotencyKey, now, desk }),
          sold.lines,
          desk ? undefined : { userId, now },
          claim ? { name: 'order_claim', statement: claim.statement, values: claim.values } : undefined,
          // A hold that opens an order commits without waiting for its WAL flush: the order is recorded after it, in a
          // statement that commits synchronously before the guest is answered, and WAL is flushed in order, so the
          // hold is durable before anyone hears of it. PostgreSQL holds one lock from a notifying commit (this one
          // takes nights: migration 0012's trigger) to its end, flush included: without the wait, concurrent holds
          // no longer queue at COMMIT behind each other's flush (docs/search.md, Quotes and holds). PostgreSQL only:
          // `asyncCommitAllowed` says why not on the embedded database.
          claim !== null && asyncCommitAllowed(deps.db),
        );
        const inserted = onlineExtras.length ? { ...made, onlineExtras, onlineExtrasPaise } : made;
        if (onlineExtras.length) await updateBooking(tx, id, { onlineExtras, onlineExtrasPaise }, now);
        await desk?.withInserted?.(tx, inserted);
        const limit = desk ? null : holdLimitProblem(liveHolds, deps.config.HOLD_MINUTES);
        if (limit)
          throw conflict(limit, 'CONFLICT', {
            reason: 'unpaid_hold_limit',
            limit: MAX_UNPAID_HOLDS_PER_GUEST,
            holdMinutes: deps.config.HOLD_MINUTES,
          });
        await saveBookingRequests(tx, inserted.id, input);
        await recordOffers(tx, quote.offers, inserted, priced.discounts, now);
        // Nothing to pay online (pay at property) and the guest commits (the paying call): it stands at once. A
        // call that only holds (initiatePayment false) keeps the usual unpaid hold until the guest confirms.
        const discounts = priced.discounts;
        if (claim) {
          await desk?.heldWithBooking?.(tx, inserted);
          return { booking: inserted, discounts, orderClaim: claim.token, quote };
        }
        if (payNowPaise > 0 || !input.initiatePayment) return { booking: inserted, discounts, quote };
        const confirmed = await confirmWithoutPayment(deps, tx, inserted, now);
        await desk?.takenWithBooking?.(tx, confirmed);
        return { booking: confirmed, discounts, quote };
      });
    } catch (err) {
      // A booking-code collision (one in ~10⁹) is retried with a new code; everything else propagates.
      if (attempt < 3 && isUniqueViolation(err, 'bookings_code_unique')) continue;
      throw err;
    }
  }
}

/** Confirms a booking that owes nothing online, keeping its rooms (through the lifecycle, booking locked). */
export async function confirmWithoutPayment(
  deps: { guestMessages?: 'off' },
  tx: Tx,
  booking: BookingRow,
  now: Date,
): Promise<BookingRow> {
  const confirmed = { confirmedAt: now, holdExpiresAt: null, holdsInventory: true };
  await moveBooking(tx, booking, 'confirmed', confirmed, now);
  // The guest and the hotel told with it (side effects, delivered after commit: `deps.effects.settle`).
  await writeEffects(tx, confirmedEffects(deps, booking.id, now));
  return { ...booking, ...confirmed, status: 'confirmed', updatedAt: now };
}

/**
 * `bookingId` on the request: the same stay on the guest's own live hold re-uses it (a new order only if none
 * is open); a different stay releases the old hold and books afresh. Returns null when a new booking is needed.
 */
async function reuseOrReplace(
  deps: BookingDeps,
  userId: string,
  input: CreateBookingInput,
  stay: Stay,
  totals: { adults: number; children: number },
  now: Date,
  quote: Quote,
): Promise<BookingData | null> {
  const existing = input.bookingId ? await findBooking(deps.db, input.bookingId) : undefined;
  if (!existing || existing.userId !== userId) throw notFound('Booking');
  const held = await roomsOfBookings(deps.db, [existing.id]);
  const same = isSameStay(
    {
      propertyId: existing.propertyId,
      checkIn: existing.checkIn,
      checkOut: existing.checkOut,
      rooms: held.map((r) => ({ id: r.roomTypeId, roomCount: r.roomCount, ratePlanId: r.ratePlanId })),
    },
    stay,
  );
  if (same && ['confirmed', 'checked_in', 'completed'].includes(existing.status))
    throw conflict('This booking is already paid and confirmed.');
  // A hold priced with other savings (a coupon added or removed) or other extra-guest charges (the party changed) is
  // replaced, so the guest pays the new price.
  const sameExtras = held.every((line) => line.extraGuestPaise === lineExtraGuestPaise(quoteLineOf(quote, line)));
  if (
    same &&
    sameExtras &&
    sameExtrasChosen(existing.onlineExtras, input.extras ?? []) &&
    isLiveHold(existing, now) &&
    (await hasSameDiscounts(deps.db, existing.id, quote.discounts))
  ) {
    await updateBooking(
      deps.db,
      existing.id,
      {
        guestName: input.primaryGuest.name,
        guestEmail: input.primaryGuest.email.toLowerCase(),
        guestPhone: input.primaryGuest.phone,
        adults: totals.adults,
        children: totals.children,
        ...companionsOf(input),
        ...businessOf(input),
      },
      now,
    );
    if (input.initiatePayment && amountDueNowPaise(existing) === 0) {
      // Pay at property: the guest's final call confirms the held rooms instead of opening an order.
      const confirmed = await deps.db.transaction(async (tx) => {
        const locked = await lockBooking(tx, existing.id);
        if (!locked || !isLiveHold(locked, now)) throw conflict('This booking changed just now. Please try again.');
        return confirmWithoutPayment(deps, tx, locked, now);
      });
      await deps.effects.settle(confirmed.id, now);
      return withDiscounts(deps.db, toBookingData(confirmed, stay.rooms, null));
    }
    const payment = input.initiatePayment ? await openOrderOrRelease(deps, existing, now) : null;
    return withDiscounts(deps.db, toBookingData(existing, stay.rooms, payment));
  }
  if (existing.status === 'pending_payment') await closeBooking(deps.db, existing.id, 'cancelled', 'replaced', now);
  return null;
}

/** The same extras in the same quantities as the hold was priced with (a changed choice gets a new hold). */
function sameExtrasChosen(
  held: ReadonlyArray<{ extraId: string; quantity: number }>,
  chosen: ReadonlyArray<{ extraId: string; quantity: number }>,
): boolean {
  const key = (list: ReadonlyArray<{ extraId: string; quantity: number }>) =>
    list
      .map((e) => `${e.extraId}×${e.quantity}`)
      .sort()
      .join(',');
  return key(held) === key(chosen);
}

function quoteLineOf(quote: Quote, line: { roomTypeId: string }) {
  return quote.rooms.find((r) => r.roomTypeId === line.roomTypeId);
}

/**
 * Extra guests are priced from each line's own adults and children, so a party larger than the lines say (the
 * totals of `guests`, `adults`/`childrens`) would sleep extra guests unpaid: refused when any room charges for them
 * (`guests_per_room`).
 */
function guestsUnplaced(
  totals: { adults: number; children: number },
  lines: Array<{ adults: number; children: number }>,
  quote: Quote,
): boolean {
  const charges = [...quote.roomTypes.values()].some((r) => r.extraAdultPaise > 0 || r.extraChildPaise > 0);
  if (!charges) return false;
  const adults = lines.reduce((n, l) => n + l.adults, 0);
  const children = lines.reduce((n, l) => n + l.children, 0);
  return totals.adults > adults || totals.children > children;
}

function warnIfClientTotalDiffers(deps: BookingDeps, clientTotal: number | null | undefined, quote: Quote): void {
  if (clientTotal === null || clientTotal === undefined) return;
  const preTax = paiseToRupees(quote.totalPreTaxPaise);
  const postTax = paiseToRupees(quote.totalPostTaxPaise);
  if (Math.round(clientTotal) !== Math.round(preTax) && Math.round(clientTotal) !== Math.round(postTax)) {
    deps.log.warn(
      { clientTotal, serverPreTax: preTax, serverPostTax: postTax, propertyId: quote.property.id },
      'client totalPrice differs from the server price; the server price is charged',
    );
  }
}

function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}
