import type { BookingPaymentsPort } from '../bookings/booking-payments.port.js';
import { ensurePaymentOrder } from './payment-orders.js';
import { paymentsOfBooking, updatePayment } from './payments.repository.js';
import { refundPayment } from './refunds.js';

/** The payments module's side of the bookings module's port. */
export const bookingPayments: BookingPaymentsPort = {
  openOrder: ensurePaymentOrder,
  async markCapturedForRefund(tx, bookingId, now) {
    const captured = (await paymentsOfBooking(tx, bookingId)).filter((p) => p.status === 'captured');
    for (const p of captured) await updatePayment(tx, p.id, { status: 'refund_pending', lastCheckedAt: now }, now);
    return captured.map((p) => ({ id: p.id, amountPaise: p.capturedPaise ?? p.amountPaise }));
  },
  sendRefund: refundPayment,
};
