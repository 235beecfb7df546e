import type { BookingPaymentsPort } from '../bookings/booking-payments.port.js';
import { movePayment } from './payment-lifecycle.js';
import { ensurePaymentOrder } from './payment-orders.js';
import { paymentsOfBooking } from './payments.repository.js';
import { refundPayment } from './refunds.js';

/** The payments module's side of the bookings module's port. */
export const bookingPayments: BookingPaymentsPort = {
  openOrder: ensurePaymentOrder,
  async markCapturedForRefund(tx, bookingId, now, keepPaise = 0) {
    const captured = (await paymentsOfBooking(tx, bookingId)).filter((p) => p.status === 'captured');
    const marked: Array<{ id: string; amountPaise: number }> = [];
    let keep = Math.max(0, keepPaise);
    // The charge is kept from the first payments; what is left of each goes back (a partial refund when a payment
    // covers both). A payment kept whole stays captured on the cancelled booking, which the money check accepts.
    for (const p of captured) {
      const paid = p.capturedPaise ?? p.amountPaise;
      const kept = Math.min(keep, paid);
      keep -= kept;
      const refund = paid - kept;
      if (refund <= 0) continue;
      await movePayment(
        tx,
        p,
        'refund_pending',
        { refundAmountPaise: refund === paid ? null : refund, lastCheckedAt: now },
        now,
      );
      marked.push({ id: p.id, amountPaise: refund });
    }
    return marked;
  },
  sendRefund: refundPayment,
};
