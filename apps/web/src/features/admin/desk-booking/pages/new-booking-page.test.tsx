import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, mockApi, ok, reply } from '../../../../test/api-mock';
import { ANJUNA, accessOf, renderConsole } from '../../test/render-console';

const ROOM = '22222222-2222-4222-8222-222222222222';
const PLAN = '33333333-3333-4333-8333-333333333333';
const OPERATOR = '5b1c7e2a-0000-4000-8000-0000000000bb';
const BOOKING = '44444444-4444-4444-8444-444444444444';

const plan = (id: string, name: string) => ({
  id,
  name,
  mealPlan: 'breakfast',
  mealPlanLabel: 'Breakfast included',
  paymentPolicy: 'pay_now',
  isDefault: id === PLAN,
  cancellation: { kind: 'free_until', headline: 'Free cancellation' },
  price: [],
});
const room = {
  id: ROOM,
  name: 'Garden Suite',
  url: null,
  available: 3,
  price: [],
  ratePlans: [plan(PLAN, 'Flexible'), plan('55555555-5555-4555-8555-555555555555', 'Saver')],
};
const pricing = {
  totalRoomRent: 10000,
  tax: 1200,
  totalPreTax: 10000,
  totalPostTax: 11200,
  nights: 1,
  rooms: [{ id: ROOM, name: 'Garden Suite', roomCount: 1, roomRent: 10000, tax: 1200, available: 3, nightly: [] }],
};

function deskApi(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/admin/me': ok(accessOf('front_desk')),
    'GET /api/admin/bookings/properties': ok([{ ...ANJUNA, city: 'Goa' }]),
    'GET /property/v1/app/rooms': ok([room]),
    'POST /property/v1/app/booking/pricing': ok(pricing),
    ...handlers,
  });
}

async function fillBooking({ email = 'asha@example.in' } = {}) {
  renderConsole('/admin/new-booking');
  await screen.findByRole('heading', { name: 'New booking' }, { timeout: 5000 });
  // The room types are the website's for the stay, with the rooms still free.
  await screen.findByRole('option', { name: 'Garden Suite · 3 free' }, { timeout: 5000 });
  fireEvent.change(screen.getByLabelText('Room type'), { target: { value: ROOM } });
  fireEvent.change(screen.getByLabelText('Guest name'), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  if (email) fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: email } });
}

describe('the desk’s New booking', () => {
  it('prices the stay on the website’s call, then books it by payment link and shows the link to copy', async () => {
    const api = deskApi({
      'POST /api/admin/desk-bookings': reply(201, {
        success: true,
        data: {
          bookingId: BOOKING,
          code: 'SB7K2M9Q',
          status: 'pending_payment',
          totalAmount: 11200,
          paymentLink: { url: 'https://staybook.example/pay/abc.def', expiresAt: 1924281000 + 14 * 3600 },
        },
      }),
    });
    await fillBooking();
    fireEvent.click(screen.getByLabelText('Payment link (SMS and e-mail)'));
    // The guest reads the link and the confirmation in Hindi (the site's languages, the profile's by default).
    const language = screen.getByLabelText('Guest’s messages in');
    expect(language).toHaveValue('');
    expect(Array.from(language.querySelectorAll('option'), (o) => o.textContent)).toEqual([
      'As in the guest’s profile (else English)',
      'English',
      'Hindi',
      'Spanish',
      'French',
      'German',
    ]);
    fireEvent.change(language, { target: { value: 'hi' } });
    expect(await screen.findByTestId('desk-total')).toHaveTextContent('₹11,200');
    expect(api.callsTo('POST /property/v1/app/booking/pricing').at(-1)?.body).toMatchObject({
      roomIds: [{ id: ROOM, roomCount: 1, adults: 2, children: 0 }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking SB7K2M9Q entered' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/desk-bookings')[0]?.body).toMatchObject({
      propertyId: ANJUNA.id,
      rooms: [{ roomTypeId: ROOM, roomCount: 1, adults: 2, children: 0 }],
      guest: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.in' },
      source: 'phone',
      language: 'hi',
      payment: { kind: 'link', hours: 24 },
    });
    expect(screen.getByLabelText('Payment link')).toHaveValue('https://staybook.example/pay/abc.def');
    expect(screen.getByText(/It holds the rooms until 24 Dec 2030, 2:00 PM IST\./)).toBeInTheDocument();
    expect(screen.getByText('Payment pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open booking SB7K2M9Q' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING}`,
    );
  });

  it('a plan chosen on a line is priced and booked under it', async () => {
    const api = deskApi({
      'POST /api/admin/desk-bookings': reply(201, {
        success: true,
        data: { bookingId: BOOKING, code: 'SB7K2M9Q', status: 'confirmed', totalAmount: 11200, paymentLink: null },
      }),
    });
    await fillBooking();
    fireEvent.change(screen.getByLabelText('Rate plan'), { target: { value: '55555555-5555-4555-8555-555555555555' } });
    await waitFor(() =>
      expect(api.callsTo('POST /property/v1/app/booking/pricing').at(-1)?.body).toMatchObject({
        roomIds: [{ ratePlanId: '55555555-5555-4555-8555-555555555555' }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking SB7K2M9Q entered' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/desk-bookings')[0]?.body).toMatchObject({
      rooms: [{ ratePlanId: '55555555-5555-4555-8555-555555555555' }],
      payment: { kind: 'at_property' },
    });
    expect(screen.queryByLabelText('Payment link')).toBeNull();
  });

  it('marks what the form refuses and sends nothing', async () => {
    const api = deskApi();
    await fillBooking();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '123' } });
    await screen.findByTestId('desk-total');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Please correct the marked fields; nothing was booked.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/admin/desk-bookings')).toHaveLength(0);
  });

  it('a sold-out refusal is shown in the server’s words and the form keeps everything typed', async () => {
    deskApi({
      'POST /api/admin/desk-bookings': fail(
        409,
        'SOLD_OUT',
        'Garden Suite has no room left on 24 Dec 2030. Nothing was booked.',
      ),
    });
    await fillBooking();
    await screen.findByTestId('desk-total');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(
      await screen.findByText('Garden Suite has no room left on 24 Dec 2030. Nothing was booked.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Guest name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Room type')).toHaveValue(ROOM);
  });

  it('books a walk-in with no e-mail, paid in full at the desk, and sends no e-mail at all', async () => {
    const api = deskApi({
      'POST /api/admin/desk-bookings': reply(201, {
        success: true,
        data: { bookingId: BOOKING, code: 'SB7K2M9Q', status: 'confirmed', totalAmount: 11200, paymentLink: null },
      }),
    });
    await fillBooking({ email: '' });
    fireEvent.click(screen.getByLabelText('Walk-in'));
    fireEvent.click(screen.getByLabelText('Taken now at the desk'));
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'upi' } });
    fireEvent.change(screen.getByLabelText('Amount taken (₹)'), { target: { value: '11200' } });
    await screen.findByTestId('desk-total');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking SB7K2M9Q entered' })).toBeInTheDocument();
    const body = api.callsTo('POST /api/admin/desk-bookings')[0]?.body as { guest: object };
    expect(body).toMatchObject({ source: 'walk_in', payment: { kind: 'at_desk', method: 'upi', amount: 11200 } });
    expect(body.guest).toEqual({ name: 'Asha Rao', phone: '9876543210' });
    // No language chosen: none sent, so the guest's profile's (else English) is the server's to pick.
    expect(body).not.toHaveProperty('language');
  });

  it('another channel asks its reservation number and amount, says under each what is missing, then books with them', async () => {
    const api = deskApi({
      'GET /api/admin/ota-channels': ok([
        { id: OPERATOR, name: 'Booking.com' },
        { id: '5b1c7e2a-0000-4000-8000-0000000000aa', name: 'MakeMyTrip' },
      ]),
      'POST /api/admin/desk-bookings': reply(201, {
        success: true,
        data: { bookingId: BOOKING, code: 'SB7K2M9Q', status: 'confirmed', totalAmount: 11200, paymentLink: null },
      }),
    });
    await fillBooking();
    expect(screen.queryByLabelText('Reservation number')).toBeNull();
    fireEvent.click(screen.getByLabelText('Another channel'));
    // The channel is chosen from the register of OTAs (its GSTIN goes in the return), not typed.
    const channel = screen.getByLabelText('Channel');
    await screen.findByRole('option', { name: 'MakeMyTrip' });
    fireEvent.change(channel, { target: { value: OPERATOR } });
    await screen.findByTestId('desk-total');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const reservation = screen.getByLabelText('Reservation number');
    const amount = screen.getByLabelText('Amount the channel charges (₹)');
    expect(reservation).toHaveAttribute('aria-invalid', 'true');
    expect(reservation).toHaveAccessibleDescription(/enter the reservation number the channel gave this booking/);
    expect(amount).toHaveAccessibleDescription(/enter what the channel says the guest pays/);
    expect(api.callsTo('POST /api/admin/desk-bookings')).toHaveLength(0);

    fireEvent.change(reservation, { target: { value: '4011223344' } });
    fireEvent.change(amount, { target: { value: '9800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking SB7K2M9Q entered' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/desk-bookings')[0]?.body).toMatchObject({
      source: 'ota',
      ecommerceOperatorId: OPERATOR,
      channelName: 'Booking.com',
      otaReservationNumber: '4011223344',
      otaAmount: 9800,
    });
  });

  it('a line of several rooms labels its adults and children as the whole line’s', async () => {
    deskApi();
    await fillBooking();
    expect(screen.getByLabelText('Adults')).toHaveValue(2);
    fireEvent.change(screen.getByLabelText('Rooms'), { target: { value: '2' } });
    expect(screen.getByLabelText('Adults (all 2 rooms)')).toHaveValue(2);
    expect(screen.getByLabelText('Children (all 2 rooms)')).toHaveValue(0);
    expect(screen.queryByLabelText('Adults')).toBeNull();
  });
});
