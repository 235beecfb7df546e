import { formatIstTime } from '@staybook/contract/payment-failure';
import { MORE_WAYS_TO_PAY } from '@staybook/contract/payment-methods';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast';
import { mockApi, ok } from '../../../test/api-mock';
import { CHECKOUT_SCRIPT, fakeCheckoutEachTest, type OpenedCheckout } from '../../../test/fake-checkout';
import { useBookingStore } from '../store/booking-store';
import { renderAt } from '../test/render';
import { heldBooking, noExtras, pricing, seedSelection } from '../test/review-fixtures';
import ReviewBookingPage from './review-booking-page';

const guest = { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' };
const order = {
  provider: 'sandbox' as const,
  keyId: 'key_test',
  checkoutScriptUrl: CHECKOUT_SCRIPT,
  checkoutConfig: MORE_WAYS_TO_PAY,
  orderDetails: { id: 'order_1', amount: 840000, currency: 'INR' as const },
};
const toastMessage = () => useToastStore.getState().message;
/** The provider's checkout stays open until a test pays or fails it. */
const checkout = fakeCheckoutEachTest();

function atPaymentStep(details = guest, locked = true) {
  seedSelection();
  const s = useBookingStore.getState();
  s.setBookingResponse(heldBooking());
  s.setGuestDetails(details, locked);
  localStorage.setItem('accessToken', 'token');
}

beforeEach(() => {
  useToastStore.setState({ message: '' });
});

const render = () => renderAt(<ReviewBookingPage />, { url: '/review-booking', path: '/review-booking' });

describe('review booking, payment step', () => {
  it('Pay without guest details says so', () => {
    atPaymentStep({ name: '', email: '', phone: '' }, false);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹8,400' }));
    expect(toastMessage()).toBe('Please enter guest details');
  });

  it('edit mode: Update Guest Details validates, saves and locks', async () => {
    atPaymentStep();
    render();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Edit guest details' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Guest Details' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha.rao@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Guest Details' }));
    await waitFor(() => expect(toastMessage()).toBe('Guest details updated successfully'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').email).toBe('asha.rao@example.in');
  });

  it('pays: re-initiates payment, opens the checkout with paise and prefill, verifies, clears the booking', async () => {
    atPaymentStep();
    const api = mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': ok(heldBooking({ payment: order })),
      '/property/v1/app/booking/verify-payment': {
        success: true,
        data: { bookingId: heldBooking().bookingId, status: 'confirmed', statusText: 'Confirmed' },
      },
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹8,400' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    expect(checkout.opened).toMatchObject({
      key: 'key_test',
      amount: 840000,
      currency: 'INR',
      order_id: 'order_1',
      prefill: { name: guest.name, email: guest.email, contact: guest.phone },
      // Net banking, wallets, pay later and EMI shown first, as the server's provider asked.
      config: MORE_WAYS_TO_PAY,
    });
    const booking = api.callsTo('POST /property/v1/app/booking')[0]?.body as Record<string, unknown>;
    expect(booking).toMatchObject({ initiatePayment: true, bookingId: heldBooking().bookingId });
    expect(booking).not.toHaveProperty('business');
    checkout.pay({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' });
    // Paid: the guest lands on the booking's confirmation page (which shows the success modal and the voucher).
    expect(await screen.findByText('Confirmation page')).toBeInTheDocument();
    expect(useBookingStore.getState().propertyId).toBeNull();
  });

  it("a declined payment gives the provider's reason and the hold; Try Again reopens checkout for the same booking", async () => {
    atPaymentStep();
    const holdExpiresAt = heldBooking().holdExpiresAt as number;
    const api = mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': ok(heldBooking({ payment: order })),
      [`/property/v1/app/booking/${heldBooking().bookingId}/payment`]: {
        success: true,
        data: heldBooking({ payment: order }),
      },
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹8,400' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    checkout.fail({
      error: { code: 'BAD_REQUEST_ERROR', source: 'bank', reason: 'insufficient_funds', description: 'x' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('Your bank declined the payment: insufficient funds');
    expect(dialog).toHaveTextContent(
      `No money was deducted. Your rooms are held until ${formatIstTime(holdExpiresAt)} — you can try again.`,
    );
    checkout.opened = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    expect((checkout.opened as OpenedCheckout | null)?.order_id).toBe('order_1');
    expect(api.callsTo('POST /property/v1/app/booking')).toHaveLength(1);
    expect(api.callsTo(`/property/v1/app/booking/${heldBooking().bookingId}/payment`)).toHaveLength(1);
    expect(useBookingStore.getState().step).toBe(1);
  });

  it('a failure without a reason says only that it did not go through', async () => {
    atPaymentStep();
    mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': ok(heldBooking({ payment: order })),
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹8,400' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    checkout.fail({ error: { description: 'Payment failed', reason: 'payment_failed' } });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    // The spec's sentence (§8's payment failure modal), then what happened.
    expect(dialog).toHaveTextContent(
      'Something went wrong with the payment. Please try again or contact support.The payment did not go through.',
    );
    expect(dialog).toHaveTextContent('No money was deducted.');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an expired hold explains itself and offers to start again', () => {
    atPaymentStep();
    useBookingStore.setState({ bookingResponse: heldBooking({ holdExpiresAt: Math.floor(Date.now() / 1000) - 5 }) });
    render();
    expect(screen.getByText('Your hold on these rooms has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹8,400' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
  });
});

describe('review booking, GST details for a business', () => {
  const payApi = () =>
    mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': ok(heldBooking({ payment: order })),
    });

  it('is closed until ticked, then sends the company and its GSTIN (as written on the registration) with Pay', async () => {
    atPaymentStep();
    const api = payApi();
    render();
    const tick = screen.getByRole('checkbox', { name: /GST details for a business/ });
    expect(tick).not.toBeChecked();
    expect(screen.getByLabelText('GSTIN')).not.toBeVisible();
    fireEvent.click(tick);
    expect(tick).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('GSTIN')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Unisys Travel LLP' } });
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '27aapfu 0939f1zv' } });
    fireEvent.change(screen.getByLabelText('Billing address (optional)'), {
      target: { value: 'Lower Parel, Mumbai 400013' },
    });
    expect(screen.getByLabelText('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹8,400' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    const booking = api.callsTo('POST /property/v1/app/booking')[0]?.body as Record<string, unknown>;
    expect(booking.business).toEqual({
      companyName: 'Unisys Travel LLP',
      gstin: '27AAPFU0939F1ZV',
      address: 'Lower Parel, Mumbai 400013',
    });
    // Kept for a reload until the booking is paid.
    expect(useBookingStore.getState().business).toMatchObject({ wanted: true, gstin: '27AAPFU0939F1ZV' });
  });

  it('names a mistyped GSTIN under its field as the guest leaves it, and Pay stops there', async () => {
    atPaymentStep();
    const api = payApi();
    render();
    fireEvent.click(screen.getByRole('checkbox', { name: /GST details for a business/ }));
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Unisys Travel LLP' } });
    const gstin = screen.getByLabelText('GSTIN');
    fireEvent.change(gstin, { target: { value: '27AAPFU0939F1ZW' } });
    fireEvent.blur(gstin);
    const message = 'This GSTIN has a typing mistake: its last character does not match the others.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹8,400' }));
    await waitFor(() => expect(toastMessage()).toBe(message));
    expect(api.callsTo('POST /property/v1/app/booking')).toHaveLength(0);
    expect(checkout.opened).toBeNull();
  });

  it('asks for the company name when only a GSTIN was given', async () => {
    atPaymentStep();
    const api = payApi();
    render();
    fireEvent.click(screen.getByRole('checkbox', { name: /GST details for a business/ }));
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '27AAPFU0939F1ZV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹8,400' }));
    expect(await screen.findByText('Company name is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /property/v1/app/booking')).toHaveLength(0);
  });

  it('unticked again, sends nothing of what was typed', async () => {
    atPaymentStep();
    const api = payApi();
    render();
    const tick = screen.getByRole('checkbox', { name: /GST details for a business/ });
    fireEvent.click(tick);
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: 'not a gstin' } });
    fireEvent.click(tick);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹8,400' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    expect(api.callsTo('POST /property/v1/app/booking')[0]?.body).not.toHaveProperty('business');
  });
});
