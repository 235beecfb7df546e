import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import type { RoomTypeChannels } from '@staybook/contract/calendar-sync';
import type { ChannelManagerProperty } from '@staybook/contract/channel-manager';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { accessOf, renderConsole } from '../test/render-console';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const ROOM_TYPE = '22222222-2222-4222-8222-222222222222';
const PLAN = '33333333-3333-4333-8333-333333333333';
const BOOKING = '44444444-4444-4444-8444-444444444444';
const CX_PROPERTY = '716305c4-561a-4561-a187-7f5b8aeb5920';
const CX_ROOM = 'bab451e7-9ab1-4cc4-aa16-107bf7bbabb2';

const options = [
  {
    id: PROPERTY,
    name: 'Anjuna Villa',
    city: 'Goa',
    archived: false,
    roomTypes: [{ id: ROOM_TYPE, name: 'Garden Room', baseRate: 650_000, totalRooms: 4, archived: false }],
  },
] as InventoryPropertyOption[];

const channels: RoomTypeChannels = {
  roomTypeId: ROOM_TYPE,
  roomTypeName: 'Garden Room',
  propertyId: PROPERTY,
  propertyName: 'Anjuna Villa',
  exportUrl: 'http://localhost:3000/api/ical/AbCdEfGhIjKlMnOpQrStUvWx.ics',
  imports: [],
  conflicts: [],
};

const manager = (over: Partial<ChannelManagerProperty> = {}): ChannelManagerProperty => ({
  provider: 'channex',
  propertyId: PROPERTY,
  propertyName: 'Anjuna Villa',
  remoteId: null,
  roomTypes: [
    {
      roomTypeId: ROOM_TYPE,
      name: 'Garden Room',
      remoteId: null,
      ratePlans: [{ ratePlanId: PLAN, name: 'Breakfast', remoteId: null }],
    },
  ],
  pendingNights: 0,
  pushes: [],
  revisions: [],
  feed: { lastRunAt: null, lastError: null },
  ...over,
});

const screenApi = (view: ChannelManagerProperty) =>
  mockApi({
    'GET /api/admin/me': ok(accessOf('admin')),
    'GET /api/admin/inventory/room-types': ok(options),
    'GET /api/admin/channels/room-types/:id': ok(channels),
    'GET /api/admin/channels/manager/properties/:id': ok(view),
  });

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('the channel manager on the calendar sync screen', () => {
  it('maps the property and a room type to their Channex ids, refusing what is not an id before sending it', async () => {
    const user = userEvent.setup();
    const api = screenApi(manager());
    const saved = manager({
      remoteId: CX_PROPERTY,
      roomTypes: [{ ...manager().roomTypes[0]!, remoteId: CX_ROOM }],
      pendingNights: 30,
    });
    api.use({ 'PUT /api/admin/channels/manager/properties/:id': ok(saved) });
    renderConsole(`/admin/channels?property=${PROPERTY}&roomType=${ROOM_TYPE}`);
    const form = await screen.findByRole('form', { name: 'Channex ids' });
    await user.type(within(form).getByLabelText('Channex id of Anjuna Villa'), CX_PROPERTY);
    await user.type(within(form).getByLabelText('Channex id of Garden Room'), 'Garden-1');
    await user.click(within(form).getByRole('button', { name: 'Save Channex ids' }));
    expect(await within(form).findByText(/Paste the id from Channex: a UUID/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/channels/manager/properties/:id')).toHaveLength(0);

    const room = within(form).getByLabelText('Channex id of Garden Room');
    await user.clear(room);
    await user.type(room, CX_ROOM);
    await user.click(within(form).getByRole('button', { name: 'Save Channex ids' }));
    // Mapped: the property can now be sent in full, and its bookings read.
    expect(await screen.findByRole('button', { name: 'Full sync' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Read bookings now' })).toBeEnabled();
    expect(api.callsTo('PUT /api/admin/channels/manager/properties/:id')[0]?.body).toEqual({
      remoteId: CX_PROPERTY,
      roomTypes: [{ roomTypeId: ROOM_TYPE, remoteId: CX_ROOM }],
      ratePlans: [{ ratePlanId: PLAN, remoteId: null }],
    });
  });

  it('shows a push Channex refused with its reason, one waiting to retry, and each booking read with what became of it', async () => {
    screenApi(
      manager({
        remoteId: CX_PROPERTY,
        roomTypes: [{ ...manager().roomTypes[0]!, remoteId: CX_ROOM }],
        pushes: [
          {
            id: 3,
            status: 'pending',
            summary: '1 night of Garden Room',
            attempts: 2,
            lastError: 'Channex answered 503 (Service Unavailable)',
            createdAt: 1_795_000_000,
            sentAt: null,
            nextAttemptAt: 1_795_000_300,
          },
          {
            id: 2,
            status: 'rejected',
            summary: '2 nights of Garden Room',
            attempts: 1,
            lastError: 'Channex answered 422 (Validation Error) ["values[0].rate_plan_id is required"]',
            createdAt: 1_794_999_000,
            sentAt: null,
            nextAttemptAt: null,
          },
        ],
        revisions: [
          {
            revisionId: 'r2',
            status: 'new',
            otaName: 'Airbnb',
            otaReservationCode: 'HMXYZ',
            outcome: 'conflict',
            bookingId: null,
            bookingCode: null,
            message: 'Not booked: These rooms are no longer available for your dates.',
            amount: 9000,
            commission: null,
            receivedAt: 1_795_000_100,
            ackedAt: 1_795_000_100,
          },
          {
            revisionId: 'r1',
            status: 'new',
            otaName: 'Booking.com',
            otaReservationCode: 'BDC123',
            outcome: 'booked',
            bookingId: BOOKING,
            bookingCode: 'SB-ABC123',
            message: null,
            amount: 10500,
            commission: 1575,
            receivedAt: 1_795_000_000,
            ackedAt: 1_795_000_000,
          },
        ],
      }),
    );
    renderConsole(`/admin/channels?property=${PROPERTY}&roomType=${ROOM_TYPE}`);
    const pushes = await screen.findAllByTestId('channel-push');
    expect(pushes[0]).toHaveTextContent('Waiting to retry (2 tries so far)');
    expect(pushes[0]).toHaveTextContent('Channex answered 503');
    expect(pushes[1]).toHaveTextContent('Refused by Channex');
    expect(pushes[1]).toHaveTextContent('values[0].rate_plan_id is required');
    const [conflict, booked] = screen.getAllByTestId('channel-revision');
    expect(conflict).toHaveTextContent('Conflict: nights already sold');
    expect(conflict).toHaveTextContent('no longer available');
    expect(booked).toHaveTextContent('₹10,500 / ₹1,575');
    expect(within(booked!).getByRole('link', { name: 'Booking SB-ABC123' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING}`,
    );
    expect(screen.getByRole('button', { name: 'Full sync' })).toBeEnabled();
  });
});
