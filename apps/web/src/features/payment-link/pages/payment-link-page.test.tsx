import type { PaymentLinkPage as LinkData } from '@staybook/contract/desk-bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import PaymentLinkPage from './payment-link-page';

const TOKEN = '0b6c1c1e-6f5a-4e59-9b1a-3c2d5e6f7a8b.abcdefghijklmnopqrstuvwx';
const LINK = `GET /property/v1/app/pay/${TOKEN}`;
const SCRIPT = '/payments/sandbox/checkout.js';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const link = (over: Partial<LinkData> = {}): LinkData => ({
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
const booking = {
  bookingId: 'b1',
  code: 'SB7K2M9Q',
  status: 'pending_payment',
  holdExpiresAt: inAnHour(),
  rate_details: { totalRoomRent: 10000, tax: 1200, totalPreTax: 10000, totalPostTax: 11200, nights: 2 },
  payment: {
    provider: 'sandbox',
    keyId: 'key_test',
    checkoutScriptUrl: SCRIPT,
    orderDetails: { id: 'order_1', amount: 1120000, currency: 'INR' },
  },
  roomIds: [{ id: 'r1', roomCount: 1, adults: 2, children: 0 }],
};

/** A stand-in for the provider's script: pays at once, or declines. */
let outcome: 'pay' | 'decline' = 'pay';
class FakeCheckout {
  private failed: ((r: unknown) => void) | null = null;
  constructor(public options: { handler: (r: unknown) => void; amount: number }) {}
  on(_event: string, cb: (r: unknown) => void) {
    this.failed = cb;
  }
  open() {
    if (outcome === 'pay')
      this.options.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
    else this.failed?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' } });
  }
}

beforeEach(() => {
  outcome = 'pay';
  const script = document.createElement('script');
  script.dataset.checkout = SCRIPT;
  document.head.appendChild(script);
  window.Razorpay = FakeCheckout as never;
});
afterEach(() => {
  document.head.querySelector('script[data-checkout]')?.remove();
  delete window.Razorpay;
});

function open(token = TOKEN) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/pay/:token', element: <PaymentLinkPage /> }], {
    initialEntries: [`/pay/${token}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the guest’s payment link page', () => {
  it('shows the stay and what is due, pays through the checkout and the link’s own verify, then shows it confirmed', async () => {
    let paid = false;
    const api = mockApi({
      [LINK]: () => ok(link(paid ? { state: 'paid' } : {})),
      [`POST /property/v1/app/pay/${TOKEN}/checkout`]: ok(booking),
      [`POST /property/v1/app/pay/${TOKEN}/verify`]: () => {
        paid = true;
        return ok({ bookingId: 'b1', status: 'confirmed', statusText: 'Confirmed' });
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Complete your booking' })).toBeInTheDocument();
    expect(screen.getByText('Sea Breeze Resort')).toBeInTheDocument();
    expect(screen.getByText(/^Please pay ₹11,200 by .* IST to confirm your booking\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹11,200' }));
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    // The verify call carries the checkout's answer; the booking is the token's, not the body's.
    expect(api.callsTo(`POST /property/v1/app/pay/${TOKEN}/verify`)[0]?.body).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('a declined card says why and offers to try again; nothing is verified', async () => {
    outcome = 'decline';
    const api = mockApi({ [LINK]: ok(link()), [`POST /property/v1/app/pay/${TOKEN}/checkout`]: ok(booking) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹11,200' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText(/declined/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(api.callsTo(`POST /property/v1/app/pay/${TOKEN}/verify`)).toHaveLength(0);
  });

  it('a link that lapsed while open tells the server’s words and reads the link again', async () => {
    let lapsed = false;
    mockApi({
      [LINK]: () => ok(link(lapsed ? { state: 'expired', expiresAt: inAnHour() - 7200 } : {})),
      [`POST /property/v1/app/pay/${TOKEN}/checkout`]: () => {
        lapsed = true;
        return fail(409, 'HOLD_EXPIRED', 'The hold on these rooms has ended, so this booking can no longer be paid.');
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹11,200' }));
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' })).toBeInTheDocument();
    expect(
      screen.getByText('The hold on these rooms has ended, so this booking can no longer be paid.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull());
  });

  it('a payment that lands after the link lapsed reads as one story: refunded in full, never “no money was taken”', async () => {
    let late = false;
    mockApi({
      [LINK]: () => ok(link(late ? { state: 'expired', expiresAt: inAnHour() - 7200, refundedAmount: 11200 } : {})),
      [`POST /property/v1/app/pay/${TOKEN}/checkout`]: ok(booking),
      // The hold lapsed and the rooms were sold while the checkout was open: the capture is refunded in full.
      [`POST /property/v1/app/pay/${TOKEN}/verify`]: () => {
        late = true;
        return ok({ bookingId: 'b1', status: 'expired', statusText: 'Hold expired — refund initiated' });
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹11,200' }));
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' })).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent(
      'Your payment of ₹11,200 arrived after that, so it is being refunded in full to the original payment method.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull());
    expect(payment).not.toHaveTextContent('No money was taken');
    expect(payment).not.toHaveTextContent('Hold expired — refund initiated');
  });

  it('a cancelled link says so and offers nothing to pay', async () => {
    mockApi({ [LINK]: ok(link({ state: 'cancelled' })) });
    open();
    expect(await screen.findByRole('heading', { name: 'This booking was cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('a link that is not ours is not found', async () => {
    mockApi({ [LINK]: fail(404, 'NOT_FOUND', 'Payment link not found') });
    open();
    expect(await screen.findByRole('heading', { name: 'Payment link not found' })).toBeInTheDocument();
    expect(screen.getByText(/We could not find this payment link\./)).toBeInTheDocument();
  });
});
