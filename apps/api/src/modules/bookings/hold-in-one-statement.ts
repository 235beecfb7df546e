import { randomUUID } from 'node:crypto';
import { asyncCommitAllowed } from '../../db/client.js';
import { assertStayAllowed, takeStayAsPricedValues } from '../inventory/index.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import {
  type AppliedDiscount,
  assertRoomsAvailable,
  type Quote,
  type QuoteInput,
  quoteStayAsRead,
  stayToPriceDigestValues,
} from '../pricing/index.js';
import { MAX_UNPAID_HOLDS_PER_GUEST } from './booking-rules.js';
import type { BookingRow } from './bookings.repository.js';
import { HOLD_REFUSED_IN_ONE_STATEMENT, holdInOneStatement } from './hold-statement.repository.js';
import { type CreateBookingInput, newBookingValues } from './new-booking-values.js';
import { soldRoomLines } from './stay-under-lock.js';

/** A new hold as made: the booking, its savings, the order's claim when the guest pays now, and its quote. */
export interface NewHold {
  booking: BookingRow;
  discounts: AppliedDiscount[];
  orderClaim?: string;
  quote: Quote;
}

/**
 * A guest's new hold in two round trips: the quote's one read (what the pricing endpoint reads), then one statement
 * outside any transaction that locks the guest, the room types and the nights, takes the nights and inserts the
 * booking with its room lines, its saving lines and the order's claim — only when everything under those locks is as
 * the quote read it (hold-statement.repository.ts). The guest hears refusals in the same order as from a hold in a transaction (the
 * quote's checks, `checkQuote`'s, availability, the stay's restrictions), and a stay the quote already shows sold out
 * is refused before anything is locked. The booking is charged exactly what its quote says: the quote is priced from
 * rows the statement finds unchanged under lock.
 *
 * Null when this way does not fit or did not hold: the caller holds the stay in a transaction, which reads everything
 * again under lock (and says why it refuses, when it does). It does not fit a coupon (its uses are counted under its
 * row's lock), a family's requests, or a stay with nothing to pay online that the guest confirms now (confirmed in
 * the hold's transaction); it does not hold when anything changed between the read and the statement,
 * the guest already has their live holds, or a booking code collides.
 */
export async function holdNewInOneStatement(
  deps: BookingDeps,
  hold: {
    userId: string;
    input: CreateBookingInput;
    toQuote: QuoteInput;
    /** The caller's checks of the quote (the party's, the guests'), in the order a guest hears them. */
    checkQuote: (quote: Quote) => void;
    totals: { adults: number; children: number };
    idempotencyKey: string | null;
    now: Date;
  },
): Promise<NewHold | null> {
  const { input, userId, now } = hold;
  // Extras added online are priced with the hold in its transaction (bookings.service holdNewBooking).
  if (input.couponCode || (input.childAges?.length ?? 0) > 0 || input.bedRequest || input.extras?.length) return null;
  const { quote, read } = await quoteStayAsRead(deps.db, hold.toQuote, deps.config.gstSlabs);
  hold.checkQuote(quote);
  assertRoomsAvailable(quote);
  assertStayAllowed(quote.refusals, quote.rooms);
  const due = quote.due;
  if (quote.offers.coupon || (due.dueNowPaise === 0 && input.initiatePayment)) return null;

  const id = randomUUID();
  const guestsOf = new Map(input.roomIds.map((r) => [r.id, r]));
  const sold = soldRoomLines(quote, quote, guestsOf, deps.config.gstSlabs, now);
  // The guest pays now: the order's creation is claimed with the booking, so it is opened right after.
  const claim =
    due.dueNowPaise > 0 && input.initiatePayment ? deps.bookingPayments.firstOrderClaimWithBooking(id, now) : null;
  const values = newBookingValues(deps, {
    id,
    userId,
    input,
    quote,
    fresh: quote,
    due,
    totals: hold.totals,
    sold,
    idempotencyKey: hold.idempotencyKey,
    now,
    desk: null,
  });
  const roomTypeIds = quote.rooms.map((r) => r.roomTypeId);
  const stay = { propertyId: input.propertyId, roomTypeIds, checkIn: quote.checkIn, checkOut: quote.checkOut };
  try {
    const booking = await holdInOneStatement(
      deps.db,
      values,
      sold.lines,
      // The saving lines as recordOffers snapshots them (a promotion's; a coupon's use is counted the long way).
      quote.discounts.map((d, i) => ({
        kind: d.kind,
        promotionId: d.kind === 'promotion' ? d.sourceId : null,
        couponId: null,
        label: d.label,
        amountPaise: d.amountPaise,
        sortOrder: i,
      })),
      {
        roomTypeIds,
        now,
        limit: MAX_UNPAID_HOLDS_PER_GUEST,
        stayValues: takeStayAsPricedValues(
          quote.rooms.map((r) => ({ roomTypeId: r.roomTypeId, roomCount: r.roomCount })),
          quote.checkIn,
          quote.checkOut,
          quote.nights,
          read.stayRows,
        ),
        priceValues: stayToPriceDigestValues(stay),
        digest: read.digest ?? '',
      },
      claim ? { name: 'order_claim', statement: claim.statement, values: claim.values } : undefined,
      // As a hold in a transaction: its commit does not wait for the WAL flush when the order's record, committed
      // synchronously before the guest is answered, follows it (insertBooking says why); on PostgreSQL only.
      claim !== null && asyncCommitAllowed(deps.db),
    );
    return { booking, discounts: quote.discounts, ...(claim ? { orderClaim: claim.token } : {}), quote };
  } catch (err) {
    if (errorCode(err) === HOLD_REFUSED_IN_ONE_STATEMENT) return null;
    if (errorCode(err) === '23505' && constraintOf(err) === 'bookings_code_unique') return null;
    throw err;
  }
}

function errorCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

function constraintOf(err: unknown): string | undefined {
  for (let e = err as { constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.constraint) return e.constraint;
  }
  return undefined;
}
