import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { CHECKOUT_SCRIPT } from '../../../test/fake-checkout';

/**
 * The payment link page's tests' data (payment-link-page.test.tsx in English, payment-link-language.test.tsx in the
 * others): one link the desk sent and the booking its checkout call answers with (the provider's checkout is
 * `test/fake-checkout.ts`).
 */
export const TOKEN = '0b6c1c1e-6f5a-4e59-9b1a-3c2d5e6f7a8b.abcdefghijklmnopqrstuvwx';
export const LINK = `GET /property/v1/app/pay/${TOKEN}`;
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
    checkoutScriptUrl: CHECKOUT_SCRIPT,
    orderDetails: { id: 'order_1', amount: amountDue * 100, currency: 'INR' },
  },
  roomIds: [{ id: 'r1', roomCount: 1, adults: 2, children: 0 }],
});
