import type { BookingData, VerifyPaymentRequest, VerifyPaymentResponse } from '@staybook/contract/booking';
import { type PaymentFailureFacts, paymentFailureFacts, paymentFailureText } from '@staybook/contract/payment-failure';
import { verifyPayment } from '../api/verify-payment';
import { loadCheckoutScript, runCheckout } from './checkout-script';

/** How one payment attempt ended, as the pages tell it. */
export type PaymentAttempt =
  | { kind: 'paid'; bookingId: string; code: string }
  /**
   * `reason` is the provider's, in plain words (English); null when it gave none. `facts` are the same for a page in
   * another language to word.
   */
  | {
      kind: 'failed';
      bookingId: string;
      reason: string | null;
      facts: PaymentFailureFacts | null;
      holdExpiresAt: number | null;
    }
  /** Verified, but the booking did not stand (e.g. paid after the hold lapsed and the rooms were gone). */
  | { kind: 'refused'; bookingId: string; statusText: string }
  | { kind: 'dismissed' };

/** Checks the checkout's answer with the server: the signed-in guest's call unless a page has its own (a payment link). */
export type VerifyCheckout = (body: VerifyPaymentRequest) => Promise<VerifyPaymentResponse['data']>;

/** What checkout needs of a booking: its order, and what an attempt reports (a change's difference is paid the same way). */
export type PayableBooking = Pick<BookingData, 'bookingId' | 'code' | 'holdExpiresAt' | 'payment'>;

export interface CheckoutPrefill {
  name: string;
  email: string;
  contact: string;
}

/**
 * Opens the provider's checkout for a booking's order and verifies what it returns. A failure is the provider's
 * word that this attempt took nothing: an order captures once, and a captured order's checkout does not open again.
 */
export async function payBooking(
  booking: PayableBooking,
  prefill: CheckoutPrefill,
  description: string,
  verify: VerifyCheckout = verifyPayment,
): Promise<PaymentAttempt> {
  if (!booking.payment) throw new Error('The payment could not be started.');
  const Checkout = await loadCheckoutScript(booking.payment.checkoutScriptUrl);
  const outcome = await runCheckout(Checkout, {
    key: booking.payment.keyId,
    amount: booking.payment.orderDetails.amount,
    currency: booking.payment.orderDetails.currency,
    order_id: booking.payment.orderDetails.id,
    name: 'Staybook',
    description,
    prefill,
    theme: { color: '#0f766e' },
    ...(booking.payment.checkoutConfig ? { config: booking.payment.checkoutConfig } : {}),
  });
  if (outcome.kind === 'dismissed') return outcome;
  if (outcome.kind === 'failed') {
    const facts = paymentFailureFacts(outcome.error);
    return {
      kind: 'failed',
      bookingId: booking.bookingId,
      reason: facts && paymentFailureText(facts),
      facts,
      holdExpiresAt: booking.holdExpiresAt,
    };
  }
  const verified = await verify({ bookingId: booking.bookingId, ...outcome.response });
  if (verified.status === 'confirmed') return { kind: 'paid', bookingId: booking.bookingId, code: booking.code };
  return { kind: 'refused', bookingId: booking.bookingId, statusText: verified.statusText };
}
