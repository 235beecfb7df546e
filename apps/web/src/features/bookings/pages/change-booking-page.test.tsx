import { type ChangeCallRefusal, changeCallRefusalText } from '@staybook/contract/change-call-refusal';
import { type PartyRefusal, partyRefusalText } from '@staybook/contract/party-refusal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast';
import { loadPageLanguage } from '../../../lib/i18n';
import { fail, type Handler, mockApi, ok } from '../../../test/api-mock';
import { CHECKOUT_SCRIPT, fakeCheckoutEachTest } from '../../../test/fake-checkout';
import { renderInLanguage } from '../../../test/render-in-language';
import { change, DELUXE, FLEX, preview, room, SUITE, stay } from '../test/change-fixtures';
import { BOOKING_ID, detailSections, summary } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import ChangeBookingPage from './change-booking-page';

const GUEST_CLOSED = changeCallRefusalText({ reason: 'closed' });
const order = {
  provider: 'sandbox' as const,
  keyId: 'key_test',
  checkoutScriptUrl: CHECKOUT_SCRIPT,
  orderDetails: { id: 'order_chg', amount: 420000, currency: 'INR' as const },
};
/** The provider's checkout stays open until a test pays or fails it. */
const checkout = fakeCheckoutEachTest();

const routes = [
  { path: '/change-booking/:bookingId', element: <ChangeBookingPage /> },
  { path: '/booking-details/:bookingId', element: <p>Booking details page</p> },
];

const changeApi = (handlers: Record<string, Handler> = {}) =>
  mockApi({
    'GET /property/v1/app/booking-details': ok(detailSections(summary())),
    'GET /property/v1/app/booking/:bookingId/stay': ok(stay()),
    'GET /property/v1/app/rooms': (req) =>
      ok(
        req.url.searchParams.has('checkInDate')
          ? [room(DELUXE, 'Deluxe Room'), room(SUITE, 'Pool Suite')]
          : [
              { id: DELUXE, name: 'Deluxe Room' },
              { id: SUITE, name: 'Pool Suite' },
            ],
      ),
    ...handlers,
  });

const render = () => renderRoutes(routes, `/change-booking/${BOOKING_ID}`);

beforeEach(() => {
  localStorage.setItem('accessToken', 't');
  useToastStore.setState({ message: '' });
});

async function moveCheckOut(to: string) {
  const checkOut = await screen.findByLabelText('Check-out');
  fireEvent.change(checkOut, { target: { value: to } });
  fireEvent.click(screen.getByRole('button', { name: 'Review change' }));
}

describe('change booking', () => {
  it('opens on the booking as it is: its dates, and each room type with its rooms, plan and guests', async () => {
    changeApi();
    render();
    expect(await screen.findByLabelText('Check-in')).toHaveValue('2027-03-10');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2027-03-12');
    const deluxe = screen.getByRole('group', { name: 'Deluxe Room' });
    expect(within(deluxe).getByLabelText('Rooms')).toHaveValue('1');
    expect(within(deluxe).getByLabelText('Adults')).toHaveValue('2');
    await waitFor(() => expect(within(deluxe).getByLabelText('Rate plan')).toHaveValue(FLEX));
    const suite = screen.getByRole('group', { name: 'Pool Suite' });
    expect(within(suite).getByLabelText('Rooms')).toHaveValue('0');
    expect(within(suite).getByLabelText('Adults')).toBeDisabled();
  });

  it('reviews the change with the server: before and after, the difference, what to pay now and its message', async () => {
    const api = changeApi({ 'POST /property/v1/app/booking/change/preview': ok(preview()) });
    render();
    await moveCheckOut('2027-03-13');
    expect(await screen.findByText('You pay ₹4,200 more now.')).toBeInTheDocument();
    expect(api.callsTo('POST /property/v1/app/booking/change/preview')[0]?.body).toMatchObject({
      bookingId: BOOKING_ID,
      checkOutDate: 1_804_876_200,
      roomIds: [{ id: DELUXE, roomCount: 1, adults: 2, children: 0, ratePlanId: FLEX }],
    });
    const before = screen.getByRole('heading', { name: 'Before' }).parentElement!;
    const after = screen.getByRole('heading', { name: 'After' }).parentElement!;
    expect(within(before).getByText('10 Mar 2027 – 12 Mar 2027 · 2 nights')).toBeInTheDocument();
    expect(within(after).getByText('10 Mar 2027 – 13 Mar 2027 · 3 nights')).toBeInTheDocument();
    expect(within(after).getByText('₹12,600')).toBeInTheDocument();
    expect(screen.getByText('+₹4,200')).toBeInTheDocument();
    expect(screen.getByText('Pay now').nextSibling).toHaveTextContent('₹4,200');
    expect(screen.getByRole('button', { name: 'Confirm change' })).toBeEnabled();
  });

  it('when the change is not allowed, shows why and offers no confirm', async () => {
    const reason = 'This booking can no longer be changed online: its rate does not allow changes now.';
    changeApi({
      'POST /property/v1/app/booking/change/preview': ok(preview({ allowed: false, reason, message: 'No change.' })),
    });
    render();
    await moveCheckOut('2027-03-13');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm change' })).toBeNull();
  });

  it('a lower price with nothing due online is made at once and returns to the booking', async () => {
    const refunded = preview({ difference: -2100, payNow: 0, refund: 2100, settlement: 'refund', message: 'x' });
    const api = changeApi({
      'POST /property/v1/app/booking/change/preview': ok(refunded),
      'POST /property/v1/app/booking/change': ok({ change: change({ settlement: 'refund' }), payment: null }),
    });
    render();
    await moveCheckOut('2027-03-11');
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Booking details page')).toBeInTheDocument();
    expect(api.callsTo('POST /property/v1/app/booking/change')[0]?.body).toMatchObject({ bookingId: BOOKING_ID });
    expect(useToastStore.getState().message).toBe('Your booking has been changed.');
  });

  it("pays the difference through the booking's checkout and verify-payment, then returns to the booking", async () => {
    const api = changeApi({
      'POST /property/v1/app/booking/change/preview': ok(preview()),
      'POST /property/v1/app/booking/change': ok({ change: change({ status: 'awaiting_payment' }), payment: order }),
      'POST /property/v1/app/booking/verify-payment': ok({
        bookingId: BOOKING_ID,
        status: 'confirmed',
        statusText: 'Confirmed',
      }),
      'GET /property/v1/app/booking/:bookingId/changes': ok([change()]),
    });
    render();
    await moveCheckOut('2027-03-13');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    expect(checkout.opened).toMatchObject({ amount: 420000, order_id: 'order_chg' });
    checkout.pay({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_chg', razorpay_signature: 's' });
    expect(await screen.findByText('Booking details page')).toBeInTheDocument();
    expect(api.callsTo('POST /property/v1/app/booking/verify-payment')[0]?.body).toMatchObject({
      bookingId: BOOKING_ID,
      razorpay_order_id: 'order_chg',
    });
  });

  it('a declined payment says why and that nothing changed; Try again reopens the same order', async () => {
    changeApi({
      'POST /property/v1/app/booking/change/preview': ok(preview()),
      'POST /property/v1/app/booking/change': ok({ change: change({ status: 'awaiting_payment' }), payment: order }),
    });
    render();
    await moveCheckOut('2027-03-13');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(checkout.opened).not.toBeNull());
    checkout.fail({ error: { description: 'Payment failed', reason: 'payment_failed' } });
    expect(await screen.findByText(/Your booking has not changed yet\./)).toBeInTheDocument();
    checkout.opened = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(checkout.opened?.order_id).toBe('order_chg'));
  });

  it('checks the form before asking the server', async () => {
    const api = changeApi();
    render();
    const deluxe = await screen.findByRole('group', { name: 'Deluxe Room' });
    fireEvent.change(within(deluxe).getByLabelText('Rooms'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one room.');
    expect(api.callsTo('POST /property/v1/app/booking/change/preview')).toHaveLength(0);
  });

  it("says a party the new rooms cannot sleep as the API's English, and in German from its facts (issue 43)", async () => {
    const refusal: PartyRefusal = { reason: 'room_adults', roomName: 'Deluxe Room', roomCount: 1, maxAdults: 2 };
    const refused = {
      'POST /property/v1/app/booking/change/preview': fail(400, 'BAD_REQUEST', partyRefusalText(refusal), refusal),
    };
    changeApi(refused);
    const english = render();
    await moveCheckOut('2027-03-13');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deluxe Room allows at most 2 adults for 1 room.');
    english.unmount();

    changeApi(refused);
    // The route's area and the booking call's words (the page loads them when it draws: useChangeTexts).
    await renderInLanguage('de', ['bookings', 'booking'], routes, [`/change-booking/${BOOKING_ID}`]);
    fireEvent.change(await screen.findByLabelText('Check-out'), { target: { value: '2027-03-13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Änderung prüfen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deluxe Room erlaubt höchstens 2 Erwachsene für 1 Zimmer.',
    );
  });

  it("says a change refused by the preview or the confirm as the API's English, and in Hindi from its facts", async () => {
    const tooLong: ChangeCallRefusal = { reason: 'stay_too_long', maxNights: 30 };
    const closed: ChangeCallRefusal = { reason: 'closed' };
    const refusedPreview = {
      'POST /property/v1/app/booking/change/preview': fail(400, 'BAD_REQUEST', changeCallRefusalText(tooLong), tooLong),
    };
    const refusedConfirm = {
      'POST /property/v1/app/booking/change/preview': ok(preview()),
      'POST /property/v1/app/booking/change': fail(409, 'CONFLICT', changeCallRefusalText(closed), closed),
    };
    changeApi(refusedPreview);
    let page = render();
    await moveCheckOut('2027-03-13');
    expect(await screen.findByRole('alert')).toHaveTextContent('A stay can be at most 30 nights.');
    page.unmount();
    changeApi(refusedConfirm);
    page = render();
    await moveCheckOut('2027-03-13');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GUEST_CLOSED);
    page.unmount();

    const language = await loadPageLanguage('hi', ['bookings', 'booking']);
    const t = (id: string) => language.i18n._(id);
    const inHindi = async () => {
      const drawn = await renderInLanguage('hi', ['bookings', 'booking'], routes, [`/change-booking/${BOOKING_ID}`]);
      fireEvent.change(await screen.findByLabelText(t('bookings.hero.checkOut')), { target: { value: '2027-03-13' } });
      fireEvent.click(screen.getByRole('button', { name: t('bookings.change.review') }));
      return drawn;
    };
    changeApi(refusedPreview);
    const hindi = await inHindi();
    expect(await screen.findByRole('alert')).toHaveTextContent('एक ठहराव अधिक से अधिक 30 रातों का हो सकता है।');
    hindi.unmount();
    changeApi(refusedConfirm);
    await inHindi();
    fireEvent.click(await screen.findByRole('button', { name: t('bookings.change.confirm') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह बुकिंग अब ऑनलाइन नहीं बदली जा सकती: इसकी दर अभी बदलाव की अनुमति नहीं देती।',
    );
  });
});
