import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { standingBookingStatuses } from '@staybook/contract/booking-lifecycle';
import { formatInrMoved, paiseToRupees, rupeesToPaise } from '@staybook/contract/money';
import { type DeskPaymentMethod, deskPaymentMethodLabels, paidAndDueText } from '@staybook/contract/payment-terms';
import type { DbOrTx, Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import { type BookingRow, lockBooking } from '../bookings/bookings.repository.js';
import { deskPaymentsOf, insertDeskPayment } from '../bookings/desk-payments.repository.js';
import { bookingMoneyOf, recordDeskMoney } from '../ledger/index.js';
import { amountDueNowPaise, bookingPaymentPolicy } from '../pricing/index.js';
import type { ServiceDeps } from '../service-deps.js';

/**
 * Money taken at the property: the balance of a deposit booking, or the whole stay of a pay-at-property one. The desk
 * records it (amount, how, a reference); each record is audited on the booking and never edited, so the booking's
 * paid / due lines come from the books (ledger bookingMoneyOf): what was captured, taken at the desk and given back.
 */

/** The booking's money as the desk reads it (rupees for the console): the books' one figure, and the desk's records. */
export async function deskMoneyOf(db: DbOrTx, booking: BookingRow) {
  // In order: a desk payment reads this inside its transaction (one query at a time on its client).
  const money = await bookingMoneyOf(db, booking);
  const desk = await deskPaymentsOf(db, [booking.id]);
  const balancePaise = money.duePaise;
  return {
    balancePaise,
    fields: {
      paymentPolicy: bookingPaymentPolicy(booking),
      amountDueNow: paiseToRupees(amountDueNowPaise(booking)),
      paidOnline: paiseToRupees(money.paidOnlinePaise),
      paidAtProperty: paiseToRupees(money.paidAtPropertyPaise),
      // The folio's extras are charged beside the stay's total (the books' charged figure less the total).
      ...(money.chargedPaise > booking.totalPostTaxPaise
        ? { extras: paiseToRupees(money.chargedPaise - booking.totalPostTaxPaise) }
        : {}),
      balanceDue: paiseToRupees(balancePaise),
      ...(money.refundedPaise > 0 ? { refunded: paiseToRupees(money.refundedPaise) } : {}),
      paymentSummary: paidAndDueText(money.paidPaise, balancePaise),
      deskPayments: desk.map((p) => ({
        id: p.id,
        amount: paiseToRupees(p.amountPaise),
        method: p.method as DeskPaymentMethod,
        methodLabel: deskPaymentMethodLabels[p.method as DeskPaymentMethod] ?? p.method,
        reference: p.reference,
        recordedAt: p.recordedAt.toISOString(),
        recordedBy: p.recordedByPhone,
      })),
    } satisfies Partial<AdminBookingDetails>,
  };
}

/**
 * Records a payment taken at the property. Only a booking that stands takes money at the desk (a pending one is paid
 * online, a cancelled one is settled by its policy), and never more than its balance, so paid never exceeds the
 * total. In one transaction with the booking locked: two desks recording at once cannot both take the last balance.
 */
export async function recordDeskPayment(
  deps: Pick<ServiceDeps, 'db' | 'effects'>,
  bookingId: string,
  input: DeskPaymentInput,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  await auditedChange(deps.db, actor, {
    action: 'booking.payment_recorded',
    entityType: 'booking',
    entityId: bookingId,
    what: 'Booking',
    lock: lockBooking,
    async change(tx, booking) {
      const { row, balancePaise } = await takeDeskPayment(tx, booking, input, actor, now);
      return {
        result: row,
        before: { balanceDue: paiseToRupees(balancePaise) },
        after: {
          deskPaymentId: row.id,
          paymentAmount: paiseToRupees(row.amountPaise),
          method: input.method,
          reference: row.reference,
          balanceDue: paiseToRupees(balancePaise - row.amountPaise),
        },
      };
    },
  });
  // Paid in full now: the tax invoice is issued (decision 011; a side effect the books wrote with the payment).
  await deps.effects.settle(bookingId, now);
}

export type DeskPaymentInput = { amount: number; method: DeskPaymentMethod; reference?: string | undefined };

/**
 * Inside the caller's transaction, the booking locked (a desk payment, or a desk booking paid as it is made): the
 * money recorded and put in the books, refused beyond the balance. Returns the record and the balance before it.
 */
export async function takeDeskPayment(tx: Tx, booking: BookingRow, input: DeskPaymentInput, actor: Actor, now: Date) {
  const amountPaise = rupeesToPaise(input.amount);
  if (!(standingBookingStatuses as readonly string[]).includes(booking.status))
    throw conflict('Payments can be recorded only for a confirmed, checked-in or completed booking.');
  const { balancePaise } = await deskMoneyOf(tx, booking);
  if (amountPaise > balancePaise)
    throw conflict(
      balancePaise === 0
        ? 'Nothing is due on this booking.'
        : `Only ${formatInrMoved(paiseToRupees(balancePaise))} is due on this booking.`,
      'CONFLICT',
      { balanceDue: paiseToRupees(balancePaise) },
    );
  const row = await insertDeskPayment(tx, {
    bookingId: booking.id,
    amountPaise,
    method: input.method,
    reference: input.reference ?? null,
    recordedBy: actor.actorUserId,
    recordedAt: now,
  });
  await recordDeskMoney(tx, row, actor.actorUserId, now);
  return { row, balancePaise };
}
