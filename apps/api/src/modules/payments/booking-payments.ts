import type { BookingPaymentsPort } from '../ports/booking-payments.port.js';
import { markPartialRefunds, partialRefundsOf, sendPartialRefund } from './partial-refunds.js';
import { closeOpenOrder, movePayment } from './payment-lifecycle.js';
import { ensurePaymentOrder, firstOrderClaimWithBooking } from './payment-orders.js';
import { findOpenOrder, paymentsOfBooking } from './payments.repository.js';
import { refundPayment } from './refunds.js';

/** The payments module's side of the bookings module's port. */
export const bookingPayments: BookingPaymentsPort = {
  openOrder: (deps, booking, now, claimed) => ensurePaymentOrder(deps, booking, now, { claimed }),
  firstOrderClaimWithBooking,
  async markCapturedForRefund(tx, bookingId, now, keepPaise = 0) {
    const captured = (await paymentsOfBooking(tx, bookingId)).filter((p) => p.status === 'captured');
    // What a change already gave back of a payment is not given again: the refund is of what is left, stated.
    const partly = new Map<string, number>();
    for (const r of await partialRefundsOf({ db: tx }, [bookingId]))
      if (r.refundStatus !== 'failed') partly.set(r.paymentId, (partly.get(r.paymentId) ?? 0) + r.amountPaise);
    const marked: Array<{ id: string; amountPaise: number }> = [];
    let keep = Math.max(0, keepPaise);
    // The charge is kept from the first payments; what is left of each goes back (a partial refund when a payment
    // covers both). A payment kept whole stays captured on the cancelled booking, which the money check accepts.
    for (const p of captured) {
      const captured = p.capturedPaise ?? p.amountPaise;
      const paid = captured - (partly.get(p.id) ?? 0);
      const kept = Math.min(keep, paid);
      keep -= kept;
      const refund = paid - kept;
      if (refund <= 0) continue;
      await movePayment(
        tx,
        p,
        'refund_pending',
        { refundAmountPaise: refund === captured ? null : refund, lastCheckedAt: now },
        now,
      );
      marked.push({ id: p.id, amountPaise: refund });
    }
    return marked;
  },
  sendRefund: refundPayment,
  openChangeOrder: (deps, booking, change, now) => ensurePaymentOrder(deps, booking, now, { change }),
  async closeChangeOrder(tx, bookingId, changeId, now) {
    const open = await findOpenOrder(tx, bookingId);
    if (open?.changeId === changeId) await closeOpenOrder(tx, open.id, now);
  },
  markChangeRefund: (tx, bookingId, changeId, amountPaise, now) =>
    markPartialRefunds(tx, bookingId, changeId, amountPaise, now),
  sendChangeRefund: sendPartialRefund,
};
