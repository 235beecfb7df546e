import type { CancelBookingResponse, CancellationQuote } from '@staybook/contract/booking';
import { describeBooking } from '@staybook/contract/booking-lifecycle';
import { cancelRefusalText, refundSentence } from '@staybook/contract/cancellation-rules';
import { formatInrMoved, paiseToRupees } from '@staybook/contract/money';
import { owedAfterCancellationPaise } from '@staybook/contract/payment-terms';
import { type DbOrTx, readTogether } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { bookingMoneyOf } from '../ledger/index.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import { findProperty, toCancellationView } from '../pricing/index.js';
import { writeEffects } from '../side-effects/index.js';
import { releaseBookingRooms } from './booking-holds.js';
import { moveBooking } from './booking-lifecycle.js';
import { cancelledEffects } from './booking-notifications.js';
import { type BookingRow, cancellationTermsOfBookings, findBooking, lockBooking } from './bookings.repository.js';
import { type BookedTerms, bookedTerms, guestCancellationRefusal, refundFor } from './cancellation-terms.js';

/**
 * The booking's terms as stored, what was paid (the books' one figure: online less what changes already refunded, and
 * at the desk), and what cancelling at `now` would return.
 */
export async function cancellationOutlook(db: DbOrTx, booking: BookingRow, now: Date) {
  // In a cancellation's or change's transaction `db` is one connection: the reads go one after another there.
  const [property, lines, money] = await readTogether(db, [
    () => findProperty(db, booking.propertyId),
    () => cancellationTermsOfBookings(db, [booking.id]),
    () => bookingMoneyOf(db, booking),
  ]);
  const stay = { checkIn: booking.checkIn, checkInTime: property?.checkInTime ?? '14:00' };
  const terms = bookedTerms(lines, stay);
  const nowUnix = Math.floor(now.getTime() / 1000);
  const paidPaise = money.paidOnlinePaise;
  const refusal = guestCancellationRefusal(booking.status, stay, nowUnix);
  // The folio's extras (those bought online with the stay, or posted by the desk) are never supplied when the stay is
  // cancelled: what was paid for them comes back whole, beside what the policy returns of the rooms
  // (docs/folios-and-extras.md). The policy reads only the money paid for the rooms.
  const extrasPaise = Math.max(0, money.chargedPaise - booking.totalPostTaxPaise);
  const extrasBackPaise = Math.min(extrasPaise, Math.max(0, paidPaise));
  // Online refunds come only from what was paid online; money taken at the desk is settled at the desk.
  const rooms = refundFor(terms, paidPaise - extrasBackPaise, nowUnix, booking.totalPostTaxPaise);
  const outcome = { ...rooms, refundPaise: rooms.refundPaise + extrasBackPaise };
  return {
    terms,
    paidPaise,
    money,
    outcome,
    /** What the folio's extras come to, and what of it was paid online (given back whole on a cancellation). */
    extrasPaise,
    extrasBackPaise,
    /** The policy's charge beyond everything paid (online and at the desk): owed to the property, never charged. */
    owedPaise: owedAfterCancellationPaise(rooms.chargePaise, money.paidPaise - extrasPaise),
    /** Why the guest may not cancel online, in English (the spec's words), and as facts for another language. */
    problem: refusal && cancelRefusalText(refusal),
    refusal,
  };
}

/** The refund sentence, and what the policy leaves owed to the property when more is charged than was paid. */
function withOwed(sentence: string, owedPaise: number): string {
  if (owedPaise <= 0) return sentence;
  return `${sentence} By the cancellation policy, ${formatInrMoved(paiseToRupees(owedPaise))} is payable to the property.`;
}

function isNonRefundable(terms: BookedTerms): boolean {
  return terms.lines.length > 0 && terms.lines.every((l) => l.policy.kind === 'non_refundable');
}

/**
 * What the guest would get back by cancelling now, before they confirm. Owner only; anyone else gets 404.
 */
export async function cancellationQuote(
  db: DbOrTx,
  userId: string,
  bookingId: string,
  now = new Date(),
): Promise<CancellationQuote> {
  const booking = await findBooking(db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Booking');
  const { terms, paidPaise, outcome, problem, refusal, owedPaise } = await cancellationOutlook(db, booking, now);
  const nonRefundable = isNonRefundable(terms);
  return {
    bookingId,
    canCancel: problem === null,
    reason: problem,
    ...(refusal ? { refusal } : {}),
    amountPaid: paiseToRupees(paidPaise),
    refundAmount: paiseToRupees(outcome.refundPaise),
    keptAmount: paiseToRupees(outcome.keptPaise),
    isFree: outcome.isFree,
    isNonRefundable: nonRefundable,
    message:
      problem ?? withOwed(refundSentence(outcome, nonRefundable ? terms.lines[0]?.policy : undefined), owedPaise),
    amountOwed: paiseToRupees(owedPaise),
    policies: terms.lines.map((l) => ({
      roomName: l.roomName,
      ratePlanName: l.ratePlan.name,
      cancellation: toCancellationView(l.policy, l.freeCancellationUntil),
    })),
  };
}

const sumPaise = (refunds: ReadonlyArray<{ amountPaise: number }>) => refunds.reduce((n, p) => n + p.amountPaise, 0);

/**
 * Self-service cancellation: the rooms go back to inventory and the captured payments are refunded through the
 * provider, less what the booked policy keeps (nothing inside the free window). Bookings with a policy snapshot may
 * be cancelled until check-in; bookings made before rate plans only while their 24-hour window is open.
 * Only the owner may cancel; anyone else gets 404, as if the booking did not exist.
 */
export async function cancelBooking(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
  now = new Date(),
): Promise<CancelBookingResponse['data']> {
  const outcome = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.userId !== userId) throw notFound('Booking');
    const outlook = await cancellationOutlook(tx, booking, now);
    if (outlook.problem) throw conflict(outlook.problem, 'CONFLICT', { refusal: outlook.refusal });
    await releaseBookingRooms(tx, booking);
    // Marked in the same transaction, so a crash before the provider call still leaves a refund to retry; before the
    // move, so the books (synced by moveBooking) keep exactly what the policy keeps.
    const refunds = await deps.bookingPayments.markCapturedForRefund(tx, booking.id, now, outlook.outcome.keptPaise);
    await moveBooking(
      tx,
      booking,
      'cancelled',
      { cancelledAt: now, cancelReason: 'guest', holdsInventory: false, holdExpiresAt: null },
      now,
    );
    // A confirmed stay's guest and hotel are told, with the refund marked here (side effects, delivered after commit).
    if (booking.status === 'confirmed')
      await writeEffects(tx, cancelledEffects(deps, booking.id, sumPaise(refunds), now));
    return { booking, refunds, keptPaise: Math.min(outlook.outcome.keptPaise, outlook.paidPaise) };
  });

  let refundedAll = outcome.refunds.length > 0;
  for (const p of outcome.refunds) {
    if ((await deps.bookingPayments.sendRefund(deps, p.id, 'guest_cancelled', now)) !== 'refunded') refundedAll = false;
  }
  const refundPaise = sumPaise(outcome.refunds);
  await deps.effects.settle(bookingId, now);

  const paymentStatus =
    outcome.refunds.length === 0
      ? outcome.keptPaise > 0
        ? 'captured'
        : null
      : refundedAll
        ? 'refunded'
        : 'refund_pending';
  const { statusText } = describeBooking({ ...outcome.booking, status: 'cancelled', paymentStatus }, now);
  return { bookingId, status: 'cancelled', statusText, refundAmount: paiseToRupees(refundPaise) };
}
