import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { afterEach, beforeEach } from 'vitest';

/**
 * The payment link page's tests' data (payment-link-page.test.tsx in English, payment-link-language.test.tsx in the
 * others): one link the desk sent, the booking its checkout call answers with, and a stand-in for the provider's
 * checkout script.
 */
export const TOKEN = '0b6c1c1e-6f5a-4e59-9b1a-3c2d5e6f7a8b.abcdefghijklmnopqrstuvwx';
export const LINK = `GET /property/v1/app/pay/${TOKEN}`;
export const SCRIPT = '/payments/sandbox/checkout.js';
export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** The link: a stay of ₹11,200 with GST, all of it due now unless `over` says otherwise, payable for an hour. */
export const paymentLink = (over: Partial<PaymentLinkPage> = {}): PaymentLinkPage => ({
  state: 'payable',
  bookingId: 'b1',
  code: 'SB7K2M9Q',
  propertyName: 'Sea Breeze Resort',
  checkIn: '2030-12-24',
  checkOut: '2030-12-26',
  nights: 2,
  guestName: 'Asha Rao',
  rooms: [{ name: 'Deluxe Room', roomCount: 1 }],
  totalAmount: 11200,
  amountDue: 11200,
  expiresAt: inAnHour(),
  ...over,
});

/** The booking as the link's checkout call answers it: held for an hour, its order for `amountDue` rupees. */
export const checkoutBooking = (amountDue: number) => ({
  bookingId: 'b1',
  code: 'SB7K2M9Q',
  status: 'pending_payment',
  holdExpiresAt: inAnHour(),
  rate_details: { totalRoomRent: 10000, tax: 1200, totalPreTax: 10000, totalPostTax: 11200, nights: 2 },
  payment: {
    provider: 'sandbox',
    keyId: 'key_test',
    checkoutScriptUrl: SCRIPT,
    orderDetails: { id: 'order_1', amount: amountDue * 100, currency: 'INR' },
  },
  roomIds: [{ id: 'r1', roomCount: 1, adults: 2, children: 0 }],
});

export type CheckoutOutcome = 'pay' | 'decline';

/**
 * A stand-in for the provider's script (its script tag and `window.Razorpay`), put in place before each test of the
 * file that calls this and taken away after it: `open()` pays at once when the returned `outcome` is 'pay', or fails
 * with `declined` (the provider's failure). `outcome` is `initial` at the start of each test; a test sets it.
 */
export function fakeCheckoutEachTest(initial: CheckoutOutcome, declined: unknown): { outcome: CheckoutOutcome } {
  const checkout = { outcome: initial };
  class FakeCheckout {
    private failed: ((r: unknown) => void) | null = null;
    constructor(public options: { handler: (r: unknown) => void }) {}
    on(_event: string, cb: (r: unknown) => void) {
      this.failed = cb;
    }
    open() {
      if (checkout.outcome === 'pay')
        this.options.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
      else this.failed?.(declined);
    }
  }
  beforeEach(() => {
    checkout.outcome = initial;
    const script = document.createElement('script');
    script.dataset.checkout = SCRIPT;
    document.head.appendChild(script);
    window.Razorpay = FakeCheckout as never;
  });
  afterEach(() => {
    document.head.querySelector('script[data-checkout]')?.remove();
    delete window.Razorpay;
  });
  return checkout;
}
