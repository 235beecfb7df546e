import type { PaymentOrder } from '@staybook/contract/booking';
import { AppError } from '../../lib/http-errors.js';
import { closeBooking } from '../bookings/booking-holds.js';
import type { BookingRow } from '../bookings/bookings.repository.js';
import { amountDueNowPaise } from '../bookings/payment-policy-rules.js';
import type { ServiceDeps } from '../module-context.js';
import { insertPayment, type PaymentRow, paymentsOfBooking } from './payments.repository.js';

/**
 * The provider order a pending booking is paid through. The booking row already exists (so no payment can
 * arrive for a booking we do not know). An open order for the same amount is re-used, also after a failed
 * attempt: a provider order accepts retries until one payment captures it. If the provider cannot create an
 * order, the hold is released and the booking marked payment_failed rather than left holding rooms nobody
 * can pay for.
 */
export async function ensurePaymentOrder(deps: ServiceDeps, booking: BookingRow, now: Date): Promise<PaymentOrder> {
  const adapter = deps.adapters.payments;
  // The order is for what the booking asks online (a deposit, or its whole total); the rest is paid at the property.
  const dueNow = amountDueNowPaise(booking);
  const open = (await paymentsOfBooking(deps.db, booking.id)).find(
    (p) => (p.status === 'created' || p.status === 'failed') && p.provider === adapter.name && p.amountPaise === dueNow,
  );
  if (open) return toPaymentOrder(deps, open);

  let orderId: string;
  try {
    const order = await adapter.createOrder({
      amountPaise: dueNow,
      receipt: booking.code,
      notes: { bookingId: booking.id, code: booking.code },
    });
    orderId = order.id;
  } catch (err) {
    deps.log.error({ err, bookingId: booking.id }, 'payment order could not be created; releasing the hold');
    await closeBooking(deps.db, booking.id, 'payment_failed', 'order_failed', now);
    throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Payment could not be started. Please try again.');
  }
  const row = await insertPayment(deps.db, {
    bookingId: booking.id,
    provider: adapter.name,
    providerOrderId: orderId,
    amountPaise: dueNow,
    currency: 'INR',
    status: 'created',
    createdAt: now,
    updatedAt: now,
  });
  return toPaymentOrder(deps, row);
}

function toPaymentOrder(deps: ServiceDeps, payment: PaymentRow): PaymentOrder {
  const adapter = deps.adapters.payments;
  return {
    provider: adapter.name,
    keyId: adapter.keyId,
    checkoutScriptUrl: adapter.checkoutScriptUrl,
    orderDetails: { id: payment.providerOrderId, amount: payment.amountPaise, currency: 'INR' },
  };
}
