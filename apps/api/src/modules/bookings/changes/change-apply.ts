import { changeCallRefusalText } from '@staybook/contract/change-call-refusal';
import type { Tx } from '../../../db/client.js';
import { AppError, conflict, notFound } from '../../../lib/http-errors.js';
import { releaseNights } from '../../inventory/index.js';
import { syncBookingBooks } from '../../ledger/index.js';
import type { BookingDeps } from '../../ports/booking-payments.port.js';
import { type Quote, quoteStay } from '../../pricing/index.js';
import { writeEffects } from '../../side-effects/index.js';
import { type BookingRow, lockBooking, updateBooking } from '../bookings.repository.js';
import { soldRoomLines, takePricedStay } from '../stay-under-lock.js';
import {
  appliedAfter,
  changesOfBooking,
  findChange,
  insertChange,
  lapsedChanges,
  linesOfBooking,
  replaceBookingRooms,
  replaceDiscountLines,
  setChangeStatus,
  waitingChangesOf,
} from './booking-changes.repository.js';
import { changeToldEffect } from './change-effects.js';
import {
  type ChangeActor,
  type ChangePlan,
  type ChangeSide,
  whoMayChange,
  whoMayChangeRefusal,
} from './change-plan.js';

export function rowOf(plan: ChangePlan, actor: ChangeActor) {
  const m = plan.money;
  return {
    bookingId: plan.booking.id,
    requestedBy: actor.kind,
    actorUserId: actor.userId,
    reason: actor.kind === 'staff' ? actor.reason : null,
    kinds: plan.kinds,
    before: plan.before,
    after: plan.after,
    differencePaise: m.differencePaise,
    settlement: m.settlement,
    payNowPaise: m.payNowPaise,
    refundPaise: m.refundPaise,
    keptPaise: m.keptPaise,
  };
}

/** Makes a change that needs no payment first, in one transaction; refunds sent and side effects delivered after commit. */
export async function applyNow(
  deps: BookingDeps,
  plan: ChangePlan,
  actor: ChangeActor,
  now: Date,
  idempotencyKey: string | null = null,
) {
  const { change, refunds } = await deps.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, plan.booking.id);
    if (!locked) throw notFound('Booking');
    // Refused with its facts beside the English (issue 43: the change page words them in the guest's language).
    const who = await whoMayChangeRefusal(tx, locked, actor, now);
    if (who) throw conflict(changeCallRefusalText({ reason: who }), 'CONFLICT', { reason: who });
    if (!isSameSide(sideOfBookingStay(locked), plan.before))
      throw conflict(changeCallRefusalText({ reason: 'booking_changed' }), 'CONFLICT', { reason: 'booking_changed' });
    await supersedeEarlierChanges(deps, tx, locked.id, now);
    await moveStay(deps, tx, locked, plan.quote, plan.after, plan.money.newDueNowPaise, now, plan.money.keptPaise);
    const change = await insertChange(tx, {
      ...rowOf(plan, actor),
      idempotencyKey,
      status: 'applied',
      appliedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const refunds =
      plan.money.refundPaise > 0
        ? await deps.bookingPayments.markChangeRefund(tx, locked.id, change.id, plan.money.refundPaise, now)
        : [];
    // The guest and the hotel told (its debit or credit note: the books wrote it with the move).
    await writeEffects(tx, changeToldEffect(deps, change, now));
    return { change, refunds };
  });
  for (const id of refunds) await deps.bookingPayments.sendChangeRefund(deps, id, now);
  await deps.effects.settle(change.bookingId, now);
  return change;
}

/**
 * Inside a new change's transaction (booking locked): whatever an earlier change still asks to be paid is no longer
 * owed — a guest's change waiting for its payment lapses, and the open order of any change (a desk change's payment
 * link) is closed, so the guest cannot pay the difference of a stay they no longer have. A payment that still arrives
 * on it is refunded in full (applyPaidChange refuses a superseded change).
 */
export async function supersedeEarlierChanges(deps: BookingDeps, tx: Tx, bookingId: string, now: Date): Promise<void> {
  for (const waiting of await waitingChangesOf(tx, bookingId))
    await setChangeStatus(tx, waiting.id, ['awaiting_payment'], { status: 'expired' }, now);
  for (const earlier of await changesOfBooking(tx, bookingId))
    await deps.bookingPayments.closeChangeOrder(tx, bookingId, earlier.change.id, now);
}

/** The stay fields a change compares to see that nobody changed the booking since it was priced. */
export function sideOfBookingStay(b: BookingRow) {
  return { checkIn: b.checkIn, checkOut: b.checkOut, totalPostTaxPaise: b.totalPostTaxPaise };
}
export function isSameSide(a: ReturnType<typeof sideOfBookingStay>, b: ChangeSide): boolean {
  return a.checkIn === b.checkIn && a.checkOut === b.checkOut && a.totalPostTaxPaise === b.totalPostTaxPaise;
}

/**
 * The move itself, inside the caller's transaction with the booking locked: the old nights given back, the new ones
 * read under lock, priced again, checked (on sale, available, restrictions) and taken — so both stays are never held,
 * and a refusal anywhere rolls the whole change back. The price must be the one shown; the room lines, totals, terms,
 * savings and books follow the new stay.
 */
export async function moveStay(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  quote: Quote,
  after: ChangeSide,
  newDueNowPaise: number,
  now: Date,
  /** What the cancellation policy keeps of a lower price (ChangeMoney.keptPaise): a fee in the books. */
  keptPaise = 0,
): Promise<void> {
  const held = await linesOfBooking(tx, booking.id);
  if (booking.holdsInventory) await releaseNights(tx, held, booking.checkIn, booking.checkOut);
  const priced = await takePricedStay(tx, quote, deps.config.gstSlabs);
  const fresh = priced.quote;
  if (fresh.totalPostTaxPaise !== after.totalPostTaxPaise)
    throw conflict(changeCallRefusalText({ reason: 'price_changed' }), 'CONFLICT', { reason: 'price_changed' });
  const sold = soldRoomLines(
    fresh,
    quote,
    new Map(after.rooms.map((r) => [r.roomTypeId, r])),
    deps.config.gstSlabs,
    now,
  );
  await replaceBookingRooms(tx, booking.id, sold.lines);
  await replaceDiscountLines(
    tx,
    booking.id,
    priced.discounts.map((d, i) => ({
      bookingId: booking.id,
      kind: d.kind,
      promotionId: d.kind === 'promotion' ? d.sourceId : null,
      couponId: d.kind === 'coupon' ? d.sourceId : null,
      label: d.label,
      amountPaise: d.amountPaise,
      sortOrder: i,
    })),
  );
  await updateBooking(
    tx,
    booking.id,
    {
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      nights: quote.nights,
      adults: after.adults,
      children: after.children,
      infants: after.infants,
      withPets: after.pets,
      totalRoomRentPaise: fresh.totalRoomRentPaise,
      taxPaise: fresh.taxPaise,
      totalPostTaxPaise: fresh.totalPostTaxPaise,
      amountDueNowPaise: newDueNowPaise,
      freeCancellationUntil: sold.bookingDeadline,
      holdsInventory: true,
    },
    now,
  );
  // The books follow in the same transaction: nights given back and taken, revenue and GST by night, and what the
  // policy kept of the nights removed as a fee on them (invoiced, not credited).
  await syncBookingBooks(tx, booking.id, now, { keptPaise });
}

/**
 * A payment for a change's difference was captured (payments/confirm-payment.service.ts, in its transaction with
 * the booking locked): the change is made now if the booking and the new nights still allow it, at the price
 * shown. Answers 'applied'; 'settled' when the desk's change was already made and the link paid its difference; or
 * why not (the payment is then refunded in full by the caller).
 */
export async function applyPaidChange(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  changeId: string,
  now: Date,
): Promise<'applied' | 'settled' | string> {
  const change = await findChange(tx, changeId);
  if (!change || change.bookingId !== booking.id) return 'unknown change';
  // The desk made it at once and sent a link for its difference: the payment settles it, nothing more moves.
  if (change.status === 'applied' && change.settlement === 'link')
    return (await appliedAfter(tx, change)) ? 'a later change replaced the one this link paid for' : 'settled';
  if (change.status !== 'awaiting_payment' && change.status !== 'expired') return `change already ${change.status}`;
  const after = change.after as ChangeSide;
  const before = change.before as ChangeSide;
  const actor: ChangeActor = { kind: 'guest', userId: booking.userId };
  const refuse = async (reason: string) => {
    await setChangeStatus(tx, change.id, ['awaiting_payment', 'expired'], { status: 'failed' }, now);
    return reason;
  };
  const problem = await whoMayChange(tx, booking, actor, now);
  if (problem) return refuse(problem);
  if (!isSameSide(sideOfBookingStay(booking), before)) return refuse('the booking changed meanwhile');
  try {
    // A savepoint: a refusal rolls back the move, and the payment's capture (the caller's) still stands.
    await tx.transaction(async (sp) => {
      const quote = await quoteStay(
        sp,
        {
          propertyId: booking.propertyId,
          rooms: after.rooms.map((r) => ({
            roomTypeId: r.roomTypeId,
            roomCount: r.roomCount,
            ratePlanId: r.ratePlanId ?? undefined,
            adults: r.adults,
            children: r.children,
          })),
          checkIn: after.checkIn,
          checkOut: after.checkOut,
          now,
          guestId: booking.userId,
        },
        deps.config.gstSlabs,
      );
      const dueNow = booking.amountDueNowPaise === 0 ? 0 : quote.due.dueNowPaise;
      await moveStay(deps, sp, booking, quote, after, dueNow, now);
    });
  } catch (err) {
    if (err instanceof AppError) return refuse(err.message);
    throw err;
  }
  await setChangeStatus(tx, change.id, ['awaiting_payment', 'expired'], { status: 'applied', appliedAt: now }, now);
  // Told with the payment's commit (the caller delivers the booking's side effects after it).
  await writeEffects(tx, changeToldEffect(deps, change, now));
  return 'applied';
}

/** Changes whose payment did not come in time lapse (nothing moved); their orders are closed. */
export async function expireUnpaidChanges(deps: BookingDeps, now: Date, limit = 100): Promise<number> {
  let expired = 0;
  for (const lapsed of await lapsedChanges(deps.db, now, limit)) {
    await deps.db.transaction(async (tx) => {
      // The booking's lock first, as a payment's capture takes it: a capture at this moment waits, then finds expired.
      await lockBooking(tx, lapsed.bookingId);
      if (await setChangeStatus(tx, lapsed.id, ['awaiting_payment'], { status: 'expired' }, now)) {
        await deps.bookingPayments.closeChangeOrder(tx, lapsed.bookingId, lapsed.id, now);
        expired++;
      }
    });
  }
  return expired;
}
