import type { VerifyPaymentRequest } from '@staybook/contract/booking';
import { AppError, notFound } from '../../lib/http-errors.js';
import { bookingStatusOf } from '../bookings/booking-views.service.js';
import { findBooking } from '../bookings/bookings.repository.js';
import type { ServiceDeps } from '../module-context.js';
import { confirmPayment, type PaymentOutcome } from './confirm-payment.service.js';
import { findPaymentByOrderId } from './payments.repository.js';
import { recordRefundReport } from './refund-updates.service.js';
import { refundReportFromWebhook, signalFromWebhook } from './webhook-events.js';

const paymentInvalid = (message: string) => new AppError(400, 'PAYMENT_INVALID', message);

/**
 * The browser's word that it paid: the booking must be the guest's, the order the booking's, and the signature
 * (HMAC of order_id|payment_id) genuine. Then the same use case as every other channel confirms it.
 */
export async function verifyPayment(deps: ServiceDeps, userId: string, body: VerifyPaymentRequest) {
  const booking = await findBooking(deps.db, body.bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Booking');
  const payment = await findPaymentByOrderId(deps.db, body.razorpay_order_id);
  if (!payment || payment.bookingId !== booking.id)
    throw paymentInvalid('This payment does not belong to the booking.');
  const genuine = deps.adapters.payments.verifyPaymentSignature({
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  });
  if (!genuine) {
    deps.log.warn({ bookingId: booking.id }, 'payment signature did not verify');
    throw paymentInvalid('Payment could not be verified.');
  }
  await confirmPayment(deps, {
    source: 'verify',
    eventId: `verify:${body.razorpay_payment_id}`,
    kind: 'paid',
    eventType: 'payment.verified',
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    amountPaise: null,
    method: null,
    payload: { razorpay_order_id: body.razorpay_order_id, razorpay_payment_id: body.razorpay_payment_id },
  });
  return bookingStatusOf(deps.db, booking.id);
}

/** The provider's webhook: signed over the exact bytes, idempotent by event id; refund events have their own use case. */
export async function receiveWebhook(
  deps: ServiceDeps,
  raw: Buffer,
  signature: string | undefined,
  eventHeader: string | undefined,
): Promise<PaymentOutcome> {
  if (typeof signature !== 'string' || !deps.adapters.payments.verifyWebhookSignature(raw, signature)) {
    deps.log.warn({}, 'webhook signature did not verify');
    throw paymentInvalid('Webhook signature did not verify.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw paymentInvalid('Webhook body is not JSON.');
  }
  const now = new Date();
  const refund = refundReportFromWebhook(parsed, eventHeader, raw, now);
  if (refund) {
    const outcome = await recordRefundReport(deps, refund, now);
    return { duplicate: outcome.duplicate, bookingId: outcome.bookingId, status: null };
  }
  return confirmPayment(deps, signalFromWebhook(parsed, eventHeader, raw), now);
}
