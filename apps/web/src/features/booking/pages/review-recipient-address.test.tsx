import { MORE_WAYS_TO_PAY } from '@staybook/contract/payment-methods';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast';
import { mockApi, ok } from '../../../test/api-mock';
import { CHECKOUT_SCRIPT, fakeCheckoutEachTest } from '../../../test/fake-checkout';
import { useBookingStore } from '../store/booking-store';
import { renderAt } from '../test/render';
import { heldBooking, noExtras, seedSelection } from '../test/review-fixtures';
import ReviewBookingPage from './review-booking-page';

/**
 * The recipient's address on a large B2C invoice (CGST rule 46(p), issue 41): the review page asks the guest's address
 * and state only when the stay's taxable value is above ₹50,000 and no business is named, and sends them with Pay.
 */

const guest = { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' };
const large = { totalRoomRent: 60000, tax: 10800, totalPreTax: 60000, totalPostTax: 70800, nights: 2 };
const order = {
  provider: 'sandbox' as const,
  keyId: 'key_test',
  checkoutScriptUrl: CHECKOUT_SCRIPT,
  checkoutConfig: MORE_WAYS_TO_PAY,
  orderDetails: { id: 'order_1', amount: 7080000, currency: 'INR' as const },
};
/** The provider's checkout stays open: these tests stop at what Pay sent. */
const checkout = fakeCheckoutEachTest();

function atPaymentStep(rate = large) {
  seedSelection();
  const s = useBookingStore.getState();
  s.setBookingResponse(heldBooking({ rate_details: rate }));
  s.setGuestDetails(guest, true);
  localStorage.setItem('accessToken', 'token');
}

const payApi = (rate = large) =>
  mockApi({
    ...noExtras,
    '/property/v1/app/booking/pricing': ok({ ...rate, rooms: [] }),
    '/property/v1/app/booking': ok(heldBooking({ rate_details: rate, payment: order })),
  });

beforeEach(() => {
  useToastStore.setState({ message: '' });
});

const render = () => renderAt(<ReviewBookingPage />, { url: '/review-booking', path: '/review-booking' });

describe('review booking, the guest’s address on an invoice above ₹50,000', () => {
  it('asks the address and state, stops Pay while half of it is typed, then sends them', async () => {
    atPaymentStep();
    const api = payApi();
    render();
    const section = screen.getByRole('region', { name: 'Your address for the tax invoice' });
    expect(section).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '14 Carter Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹70,800' }));
    await waitFor(() => expect(useToastStore.getState().message).toBe('Choose your state.'));
    expect(api.callsTo('POST /property/v1/app/booking')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Address'), {
      target: { value: '14 Carter Road, Bandra West, Mumbai 400050' },
    });
    const state = screen.getByLabelText('State');
    expect(state).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(state, { target: { value: '27' } });
    // What Pay said under the state goes once one is chosen (found by the story: it stayed until Pay again).
    await waitFor(() => expect(state).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Choose your state.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹70,800' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    const booking = api.callsTo('POST /property/v1/app/booking')[0]?.body as Record<string, unknown>;
    expect(booking.recipientAddress).toEqual({
      address: '14 Carter Road, Bandra West, Mumbai 400050',
      stateCode: '27',
    });
  });

  it('never stops Pay when the guest leaves it empty: the booking goes without it', async () => {
    atPaymentStep();
    const api = payApi();
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹70,800' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    expect(api.callsTo('POST /property/v1/app/booking')[0]?.body).not.toHaveProperty('recipientAddress');
  });

  it('does not ask for a stay of ₹50,000 or less', () => {
    atPaymentStep({ totalRoomRent: 8000, tax: 400, totalPreTax: 8000, totalPostTax: 8400, nights: 2 });
    payApi();
    render();
    expect(screen.queryByRole('region', { name: 'Your address for the tax invoice' })).toBeNull();
  });

  it('does not ask when the invoice is made out to a business (its address is the business’s)', () => {
    atPaymentStep();
    payApi();
    render();
    fireEvent.click(screen.getByRole('checkbox', { name: /GST details for a business/ }));
    expect(screen.queryByRole('region', { name: 'Your address for the tax invoice' })).toBeNull();
  });
});
