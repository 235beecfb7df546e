import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { fakeCheckoutEachTest } from '../../../test/fake-checkout';
import { checkoutBooking, inAnHour, LINK, paymentLink, TOKEN } from './payment-link-fixtures';
import PaymentLinkPage from './payment-link-page';

const booking = checkoutBooking(11200);

/** The provider's checkout pays unless a test says it declines. */
const checkout = fakeCheckoutEachTest({
  outcome: 'pay',
  declined: {
    error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' },
  },
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
      [LINK]: () => ok(paymentLink(paid ? { state: 'paid' } : {})),
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
    checkout.outcome = 'decline';
    const api = mockApi({ [LINK]: ok(paymentLink()), [`POST /property/v1/app/pay/${TOKEN}/checkout`]: ok(booking) });
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
      [LINK]: () => ok(paymentLink(lapsed ? { state: 'expired', expiresAt: inAnHour() - 7200 } : {})),
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
      [LINK]: () =>
        ok(paymentLink(late ? { state: 'expired', expiresAt: inAnHour() - 7200, refundedAmount: 11200 } : {})),
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
    mockApi({ [LINK]: ok(paymentLink({ state: 'cancelled' })) });
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
