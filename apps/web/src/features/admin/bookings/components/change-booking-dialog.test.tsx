import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import type { BookingChange, BookingChangePreview, ChangeStay } from '@staybook/contract/booking-changes';
import type { Room } from '@staybook/contract/catalogue';
import { istDateToUnix } from '@staybook/contract/stay-dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { ChangeBookingDialog } from './change-booking-dialog';

const BOOKING_ID = '6f0b2c1e-4d3a-4b5c-8e7f-9a0b1c2d3e4f';
const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';
const SUITE = '22222222-2222-4222-8222-222222222222';
const DELUXE = '33333333-3333-4333-8333-333333333333';
const FLEX = '44444444-4444-4444-8444-444444444444';
const SAVER = '55555555-5555-4555-8555-555555555555';

const booking = { id: BOOKING_ID, code: 'SB4NR7Q2', property: { id: PROPERTY_ID } } as AdminBookingDetails;

const plan = (id: string, name: string) =>
  ({
    id,
    name,
    mealPlan: 'room_only',
    mealPlanLabel: 'Room only',
    paymentPolicy: 'pay_now',
    isDefault: id === FLEX,
  }) as never;
const room = (id: string, name: string) =>
  ({
    id,
    name,
    maxAdults: 3,
    url: null,
    available: 3,
    ratePlans: [plan(FLEX, 'Flexible'), plan(SAVER, 'Saver')],
  }) as unknown as Room;

const line = (roomTypeId: string, roomName: string, ratePlanId: string) => ({
  roomTypeId,
  roomName,
  roomCount: 1,
  ratePlanId,
  ratePlanName: ratePlanId === FLEX ? 'Flexible' : 'Saver',
  adults: 2,
  children: 0,
});
const stay = (over: Partial<ChangeStay> = {}): ChangeStay => ({
  checkInDate: istDateToUnix('2027-01-10'),
  checkOutDate: istDateToUnix('2027-01-12'),
  nights: 2,
  rooms: [line(SUITE, 'Pool Suite', SAVER)],
  adults: 2,
  children: 0,
  infants: 0,
  pets: false,
  totalRoomRent: 12_000,
  tax: 1_440,
  total: 13_440,
  ...over,
});

const preview = (over: Partial<BookingChangePreview> = {}): BookingChangePreview => ({
  bookingId: BOOKING_ID,
  allowed: true,
  reason: null,
  kinds: ['rooms'],
  before: stay(),
  after: stay({ rooms: [line(DELUXE, 'Deluxe Room', SAVER)], totalRoomRent: 8_000, tax: 400, total: 8_400 }),
  difference: -5_040,
  paidOnline: 13_440,
  payNow: 0,
  refund: 5_040,
  kept: 0,
  dueAtProperty: 0,
  settlement: 'refund',
  message: '₹5,040 will be refunded to the guest.',
  ...over,
});

const made = { id: 'c1', status: 'applied', moneyText: '₹5,040 refunded on 26 Nov 2026.' } as BookingChange;

function open() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ChangeBookingDialog booking={booking} open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Change booking SB4NR7Q2' }), onClose };
}

const api = (more = {}) =>
  mockApi({
    'GET /api/admin/bookings/:id/stay': ok(stay()),
    'GET /property/v1/app/rooms': ok([room(SUITE, 'Pool Suite'), room(DELUXE, 'Deluxe Room')]),
    ...more,
  });

describe('ChangeBookingDialog', () => {
  it('opens on the booking as it is, reviews a cheaper room with its refund, and changes it with the reason', async () => {
    const calls = api({
      'POST /api/admin/bookings/:id/changes/preview': ok(preview()),
      'POST /api/admin/bookings/:id/changes': ok({ change: made }),
    });
    const { dialog, onClose } = open();
    const roomType = await within(dialog).findByLabelText('Room type');
    expect(within(dialog).getByLabelText('Check-in')).toHaveValue('2027-01-10');
    await waitFor(() => expect(roomType).toHaveValue(SUITE));
    expect(within(dialog).getByLabelText('Rate plan')).toHaveValue(SAVER);
    await userEvent.selectOptions(roomType, DELUXE);
    await userEvent.selectOptions(within(dialog).getByLabelText('Rate plan'), SAVER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(await within(dialog).findByText('Please say why the booking is changed.')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/admin/bookings/:id/changes/preview')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason for the change (required)'), 'Suite out of order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(await within(dialog).findByText('₹5,040 will be refunded to the guest.')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/admin/bookings/:id/changes/preview')[0]?.body).toEqual({
      checkInDate: istDateToUnix('2027-01-10'),
      checkOutDate: istDateToUnix('2027-01-12'),
      roomIds: [{ id: DELUXE, roomCount: 1, adults: 2, children: 0, ratePlanId: SAVER }],
      settle: 'at_property',
    });
    expect(within(dialog).getByText('Refunded').nextSibling).toHaveTextContent('₹5,040');
    expect(within(dialog).queryByRole('radio', { name: 'Send a payment link' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.callsTo('POST /api/admin/bookings/:id/changes')[0]?.body).toMatchObject({
      reason: 'Suite out of order',
      settle: 'at_property',
      roomIds: [{ id: DELUXE }],
    });
  });

  it('for a higher price asks how the difference is settled, prices the choice, and sends a payment link when chosen', async () => {
    const higher = preview({ difference: 3_000, refund: 0, settlement: 'at_property', message: 'Pay ₹3,000.' });
    const calls = api({
      'POST /api/admin/bookings/:id/changes/preview': ok(higher),
      'POST /api/admin/bookings/:id/changes': ok({ change: made }),
    });
    const { dialog } = open();
    await userEvent.type(await within(dialog).findByLabelText('Reason for the change (required)'), 'Upgrade asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(await within(dialog).findByRole('radio', { name: 'Collect at the property' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Send a payment link' }));
    // The outcome depends on how it is settled: the preview is asked again with the choice.
    await waitFor(() =>
      expect(calls.callsTo('POST /api/admin/bookings/:id/changes/preview').at(-1)?.body).toMatchObject({
        settle: 'link',
      }),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() =>
      expect(calls.callsTo('POST /api/admin/bookings/:id/changes')[0]?.body).toMatchObject({ settle: 'link' }),
    );
  });

  it("shows the server's reason and no confirm when the change cannot be made", async () => {
    api({
      'POST /api/admin/bookings/:id/changes/preview': ok(
        preview({ allowed: false, reason: 'The Deluxe Room is sold out on 11 Jan 2027.' }),
      ),
    });
    const { dialog } = open();
    await userEvent.type(await within(dialog).findByLabelText('Reason for the change (required)'), 'Guest asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(await within(dialog).findByText('The Deluxe Room is sold out on 11 Jan 2027.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm change' })).toBeNull();
  });
});
