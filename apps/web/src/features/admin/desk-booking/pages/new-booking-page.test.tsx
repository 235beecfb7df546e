import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, mockApi, ok, reply } from '../../../../test/api-mock';
import { ANJUNA, accessOf, renderConsole } from '../../test/render-console';

const ROOM = '22222222-2222-4222-8222-222222222222';
const PLAN = '33333333-3333-4333-8333-333333333333';
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

async function fillBooking() {
  renderConsole('/admin/new-booking');
  await screen.findByRole('heading', { name: 'New booking' }, { timeout: 5000 });
  // The room types are the website's for the stay, with the rooms still free.
  await screen.findByRole('option', { name: 'Garden Suite · 3 free' }, { timeout: 5000 });
  fireEvent.change(screen.getByLabelText('Room type'), { target: { value: ROOM } });
  fireEvent.change(screen.getByLabelText('Guest name'), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha@example.in' } });
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
});
