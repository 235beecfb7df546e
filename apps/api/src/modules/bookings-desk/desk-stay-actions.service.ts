/**
 * The desk's stay actions: cancel with a refund, check in, check out, no-show, each asked first in the server's words
 * and undoable for 10 minutes. Reads of a booking for the desk are bookings-desk.service.ts.
 */
import { daysBetween, formatInrMoved, type IsoDate, todayIst } from '@staybook/contract';
import type { AdminBookingChange, StayAction, StayActionPreview } from '@staybook/contract/admin-bookings';
import type { BookingStatus } from '@staybook/contract/booking-lifecycle';
import { plural } from '@staybook/contract/format';
import { paiseToRupees } from '@staybook/contract/money';
import type { Db, Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import { cancellationOutlook } from '../bookings/booking-cancellation.service.js';
import { releaseBookingNights, releaseBookingRooms } from '../bookings/booking-holds.js';
import { moveBooking } from '../bookings/booking-lifecycle.js';
import { cancelledEffects } from '../bookings/booking-notifications.js';
import { type BookingRow, lockBooking, roomsOfBookings } from '../bookings/bookings.repository.js';
import { folioCheckOutRefusal, removeExtrasNotSupplied, standingExtrasPaise } from '../folio/folio.service.js';
import { holdNights, readLockedNights } from '../inventory/index.js';
import { stayChargeOf } from '../ledger/index.js';
import type { ServiceDeps } from '../module-context.js';
import { bookingPayments } from '../payments/booking-payments.js';
import { refundPayment } from '../payments/refunds.js';
import { writeEffects } from '../side-effects/index.js';
import * as repo from './bookings-desk.repository.js';
import { type Actor, deskBookingDetails } from './bookings-desk.service.js';
import {
  type DeskAction,
  deskActionProblem,
  lastStayActionOf,
  nightsToRelease,
  nightTakenMessage,
  STATUS_BEFORE,
  stayActionWords,
  undoProblem,
} from './bookings-desk-rules.js';

async function lockForAction(tx: Tx, id: string, action: DeskAction, today: IsoDate): Promise<BookingRow> {
  const booking = await lockBooking(tx, id);
  if (!booking) throw notFound('Booking');
  const problem = deskActionProblem(action, booking, today);
  if (problem) throw conflict(problem);
  return booking;
}

/**
 * Staff cancellation: the same steps as the guest's own (booking-cancellation.service.ts) — every night goes back
 * on sale, captured payments are marked refund_pending in the same transaction and refunded through the provider
 * after commit (the reconciler retries a failed call), the guest gets the cancellation SMS and e-mail — but
 * without the owner check or the 24-hour window, and with a required reason.
 *
 * Refund: staff choose everything (`refund: true`) or nothing (`false`). Left unset it is what the booked policy
 * allows at this instant (booking-cancellation.service.ts cancellationOutlook), a partial refund when a charge is
 * kept; bookings made before rate plans follow the 24-hour rule.
 */
export async function cancelAtDesk(
  deps: ServiceDeps,
  id: string,
  input: { reason: string; refund?: boolean | undefined },
  actor: Actor,
  now = new Date(),
): Promise<AdminBookingChange> {
  const today = todayIst(now);
  const outcome = await deps.db.transaction(async (tx) => {
    const booking = await lockForAction(tx, id, 'cancel', today);
    const outlook = await cancellationOutlook(tx, booking, now);
    const releasedRooms = booking.holdsInventory;
    await releaseBookingRooms(tx, booking);
    const keep =
      input.refund === true ? 0 : input.refund === false ? Number.MAX_SAFE_INTEGER : outlook.outcome.keptPaise;
    // Before the move, so the books (synced by moveBooking) keep exactly what is not refunded.
    const refunds = await bookingPayments.markCapturedForRefund(tx, booking.id, now, keep);
    await moveBooking(
      tx,
      booking,
      'cancelled',
      { cancelledAt: now, cancelReason: input.reason, holdsInventory: false, holdExpiresAt: null },
      now,
    );
    const refundPaise = refunds.reduce((n, p) => n + p.amountPaise, 0);
    const keptPaise = Math.max(0, outlook.paidPaise - refundPaise);
    const refund = refundPaise > 0;
    await recordAudit(tx, {
      ...actor,
      action: 'booking.cancel',
      entityType: 'booking',
      entityId: booking.id,
      before: { status: booking.status, holdsInventory: booking.holdsInventory },
      after: {
        status: 'cancelled',
        reason: input.reason,
        refund,
        refundBy: input.refund === undefined ? 'policy' : 'staff',
        refundAmount: paiseToRupees(refundPaise),
        keptAmount: paiseToRupees(keptPaise),
        releasedNights: releasedRooms ? { from: booking.checkIn, to: booking.checkOut } : null,
      },
    });
    // A confirmed stay's guest and hotel are told (side effects, delivered after commit).
    if (booking.status === 'confirmed') await writeEffects(tx, cancelledEffects(deps, booking.id, refundPaise, now));
    return { booking, refunds, refundPaise, keptPaise };
  });

  let pending = false;
  for (const p of outcome.refunds)
    if ((await refundPayment(deps, p.id, 'staff_cancelled', now)) !== 'refunded') pending = true;
  await deps.effects.settle(id, now);

  const code = outcome.booking.code;
  const money =
    outcome.refundPaise > 0
      ? pending
        ? ` A refund of ${formatInrMoved(paiseToRupees(outcome.refundPaise))} is pending; it will be retried automatically.`
        : ` ${formatInrMoved(paiseToRupees(outcome.refundPaise))} refunded.`
      : outcome.keptPaise > 0
        ? ` No refund: ${formatInrMoved(paiseToRupees(outcome.keptPaise))} kept.`
        : '';
  return {
    booking: await deskBookingDetails(deps.db, id, now),
    refundAmount: paiseToRupees(outcome.refundPaise),
    message: `Booking ${code} cancelled; its rooms are back on sale.${money}`,
  };
}

const STATUS_AFTER: Record<Exclude<DeskAction, 'cancel'>, BookingStatus> = {
  check_in: 'checked_in',
  check_out: 'completed',
  no_show: 'no_show',
};

/**
 * What the desk's stay actions need: the database, and the outbox's delivery after commit; with the payment provider
 * (the API's deps), a no-show's refund of its extras is sent at once, else by the reconciler.
 */
export type DeskDeps = Pick<ServiceDeps, 'db' | 'effects'> | ServiceDeps;

/**
 * A no-show's extras (docs/folios-and-extras.md), inside its transaction before the booking moves: every standing
 * charge removed (never supplied), and what was paid online for them marked to go back as a refund of part of a
 * payment (the change's path: payment_refunds, sent after commit, in the books once), so the no-show fee reads the
 * money held without them. Answers the refunds marked and the sums.
 */
async function giveBackNoShowExtras(tx: Tx, booking: BookingRow, actor: Actor, now: Date) {
  const paidOnlinePaise = (await cancellationOutlook(tx, booking, now)).money.paidOnlinePaise;
  const grossPaise = await removeExtrasNotSupplied(tx, booking.id, actor.actorUserId, now);
  const refundPaise = Math.max(0, Math.min(grossPaise, paidOnlinePaise));
  const refundIds =
    refundPaise > 0 ? await bookingPayments.markChangeRefund(tx, booking.id, null, refundPaise, now) : [];
  return { grossPaise, refundPaise, refundIds };
}

/**
 * Check-in, check-out and no-show. A no-show or an early check-out gives the nights from today on back to
 * inventory (nightsToRelease); the nights before today stay sold. The booking then no longer holds those rooms,
 * so holds_inventory is cleared to keep any later release from giving them back twice.
 */
export async function changeStayStatus(
  deps: DeskDeps,
  id: string,
  action: Exclude<DeskAction, 'cancel'>,
  actor: Actor,
  now = new Date(),
): Promise<AdminBookingChange> {
  const { db } = deps;
  const today = todayIst(now);
  const code = await db.transaction(async (tx) => {
    const booking = await lockForAction(tx, id, action, today);
    // A stay with extras settles its folio before it leaves (docs/folios-and-extras.md).
    const unsettled = action === 'check_out' ? await folioCheckOutRefusal(tx, booking) : null;
    if (unsettled) throw conflict(unsettled, 'CONFLICT');
    const extras = action === 'no_show' ? await giveBackNoShowExtras(tx, booking, actor, now) : null;
    const status = STATUS_AFTER[action];
    const released = action === 'check_in' || !booking.holdsInventory ? null : nightsToRelease(booking, today);
    if (released) await releaseBookingNights(tx, booking, released);
    await moveBooking(
      tx,
      booking,
      status,
      {
        ...(action === 'check_in' ? { checkedInAt: now } : {}),
        ...(action === 'check_out' ? { checkedOutAt: now } : {}),
        ...(released ? { holdsInventory: false } : {}),
      },
      now,
    );
    await recordAudit(tx, {
      ...actor,
      action: `booking.${action}`,
      entityType: 'booking',
      entityId: booking.id,
      before: { status: booking.status, holdsInventory: booking.holdsInventory },
      // `at`: the instant the undo window runs from (the service's clock, not the database's).
      after: {
        status,
        releasedNights: released,
        at: now.toISOString(),
        ...(extras?.grossPaise
          ? { extrasRemoved: paiseToRupees(extras.grossPaise), extrasRefund: paiseToRupees(extras.refundPaise) }
          : {}),
      },
    });
    return { code: booking.code, released, extras };
  });
  // The no-show's refund of its extras, sent now when the provider is at hand (the reconciler retries otherwise).
  let refundPending = false;
  for (const refundId of code.extras?.refundIds ?? [])
    if (!('adapters' in deps) || (await bookingPayments.sendChangeRefund(deps, refundId, now)) !== 'sent')
      refundPending = true;
  // A check-out, no-show or early departure ends the stay: its invoice (or note) is issued now (a side effect the
  // books wrote with the move).
  await deps.effects.settle(id, now);
  const back = code.released ? ` ${daysBetween(code.released.from, code.released.to)} night(s) are back on sale.` : '';
  const text = {
    check_in: `Booking ${code.code} checked in.`,
    check_out: `Booking ${code.code} checked out.${back}`,
    no_show: `Booking ${code.code} marked as a no-show.${back}${noShowExtrasText(code.extras, refundPending)}`,
  }[action];
  return {
    booking: await deskBookingDetails(db, id, now),
    refundAmount: paiseToRupees(code.extras?.refundPaise ?? 0),
    message: text,
  };
}

function noShowExtrasText(extras: { grossPaise: number; refundPaise: number } | null, pending: boolean): string {
  if (!extras?.grossPaise) return '';
  const removed = ` The extras not supplied (${formatInrMoved(paiseToRupees(extras.grossPaise))}) were removed from the folio`;
  if (extras.refundPaise <= 0) return `${removed}.`;
  const refund = formatInrMoved(paiseToRupees(extras.refundPaise));
  return pending
    ? `${removed}; a refund of ${refund} for them is pending and will be retried automatically.`
    : `${removed} and ${refund} refunded for them.`;
}

/** The question and consequence the desk confirms before a check-in, check-out or no-show. */
export async function stayActionPreview(
  db: Db,
  id: string,
  action: StayAction,
  now = new Date(),
): Promise<StayActionPreview> {
  const row = await repo.findDeskBooking(db, id);
  if (!row) throw notFound('Booking');
  const b = row.booking;
  const today = todayIst(now);
  const { lines, keptPaise } = await stayChargeOf(db, id, b.taxPaise);
  // A no-show gives back its extras, and what was paid online for them (giveBackNoShowExtras): said before it is made.
  const extras =
    action === 'no_show'
      ? await (async () => {
          const grossPaise = await standingExtrasPaise(db, id);
          if (grossPaise === 0) return { grossPaise, refundPaise: 0 };
          const paidOnline = (await cancellationOutlook(db, b, now)).money.paidOnlinePaise;
          return { grossPaise, refundPaise: Math.max(0, Math.min(grossPaise, paidOnline)) };
        })()
      : undefined;
  const words = stayActionWords({
    action,
    booking: b,
    today,
    charge: lines,
    heldPaise: keptPaise - (extras?.refundPaise ?? 0),
    ...(extras ? { extras } : {}),
  });
  return {
    action,
    early: words.early,
    question: words.question,
    consequence: words.consequence,
    undoNote: words.undoNote,
    confirmLabel: words.confirmLabel,
    nightsBack: words.nightsBack,
    kept: paiseToRupees(words.keptPaise),
    // A stay with extras settles its folio first (docs/folios-and-extras.md): said before the desk confirms.
    problem: deskActionProblem(action, b, today) ?? (action === 'check_out' ? await folioCheckOutRefusal(db, b) : null),
  };
}

/**
 * Undoes the booking's latest check-in, check-out or no-show within STAY_UNDO_MINUTES (checked here, on the server's
 * clock): the status goes back through moveBooking (so the books follow: nights sold again, the fee taken back), and
 * the nights the action gave back are taken again through the inventory module if every one is still free; if one is
 * not, nothing changes and the refusal names the night. Recorded in the audit log (who, when) like the action.
 */
export async function undoStayAction(
  deps: DeskDeps,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<AdminBookingChange> {
  const { db } = deps;
  const done = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw notFound('Booking');
    const last = lastStayActionOf(await repo.stayActionsOf(tx, id));
    const problem = undoProblem(last, booking.status, now);
    if (problem || !last) throw conflict(problem ?? 'Nothing to undo.');
    const released = last.releasedNights;
    const rooms = released ? await roomsOfBookings(tx, [booking.id]) : [];
    if (released) {
      const nights = await readLockedNights(
        tx,
        rooms.map((r) => ({ roomTypeId: r.roomTypeId, roomCount: r.roomCount, baseRatePaise: 0 })),
        released.from,
        released.to,
      );
      for (const r of rooms) {
        const short = (nights.get(r.roomTypeId) ?? []).find((n) => n.available < r.roomCount);
        if (short) throw conflict(nightTakenMessage(last.action, short.date));
      }
      await holdNights(tx, rooms, released.from, released.to);
    }
    const status = STATUS_BEFORE[last.action];
    await moveBooking(
      tx,
      booking,
      status,
      {
        ...(last.action === 'check_in' ? { checkedInAt: null } : {}),
        ...(last.action === 'check_out' ? { checkedOutAt: null } : {}),
        ...(released ? { holdsInventory: last.holdsInventoryBefore } : {}),
      },
      now,
      { undo: true },
    );
    await recordAudit(tx, {
      ...actor,
      action: `booking.undo_${last.action}`,
      entityType: 'booking',
      entityId: booking.id,
      before: { status: booking.status, holdsInventory: booking.holdsInventory },
      after: { status, retakenNights: released ?? null, at: now.toISOString() },
    });
    return { code: booking.code, action: last.action, released };
  });
  // What is owed may have changed (a no-show undone charges the nights again): the books' documents follow.
  await deps.effects.settle(id, now);
  const back = done.released
    ? ` ${plural(daysBetween(done.released.from, done.released.to), 'night')} taken back.`
    : '';
  const text = {
    check_in: `Check-in of booking ${done.code} undone; it is confirmed again.`,
    check_out: `Check-out of booking ${done.code} undone; the guest is in house again.${back}`,
    no_show: `No-show of booking ${done.code} undone; it is confirmed again.${back}`,
  }[done.action];
  return { booking: await deskBookingDetails(db, id, now), refundAmount: 0, message: text };
}
