import type { AdminRoom, BookingRooms, RoomTypeRooms } from '@staybook/contract/admin-rooms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/api-mock';
import { accessOf } from '../../test/render-console';
import { BookingRoomsPanel } from './booking-rooms-panel';
import { RoomsSection } from './rooms-section';

const TYPE = '2b7c1d9e-4f3a-4c6b-9e8d-7a6b5c4d3e2f';
const BOOKING = '7d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b90';
const LINE = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';

const room = (number: string, over: Partial<AdminRoom> = {}): AdminRoom => ({
  id: `00000000-0000-4000-8000-000000000${number}`,
  propertyId: '11111111-1111-4111-8111-111111111111',
  roomTypeId: TYPE,
  roomTypeName: 'Sea Deluxe',
  number,
  floor: 1,
  features: [],
  connectsToRoomId: null,
  connectsToNumber: null,
  outOfService: null,
  lastUsedOn: null,
  ...over,
});

const listOf = (rooms: AdminRoom[], totalRooms = rooms.length): RoomTypeRooms => ({
  roomTypeId: TYPE,
  roomTypeName: 'Sea Deluxe',
  totalRooms,
  rooms,
  propertyRooms: rooms.map((r) => ({ id: r.id, number: r.number, roomTypeName: r.roomTypeName })),
});

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('RoomsSection', () => {
  it('lists the numbered rooms and adds one with its floor, features and connecting room', async () => {
    let rooms = [
      room('101', { features: ['sea view'] }),
      room('102', { outOfService: { blockId: 'b', reason: 'AC leaking', from: '2030-03-02', to: '2030-03-04' } }),
    ];
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('property_manager')),
      'GET /api/admin/room-types/:id/rooms': () => ok(listOf(rooms, 2)),
      'POST /api/admin/room-types/:id/rooms': ({ body }) => {
        const added = room('103', { ...(body as Partial<AdminRoom>), connectsToNumber: '102' });
        rooms = [...rooms, added];
        return ok(added);
      },
    });
    renderWith(<RoomsSection roomTypeId={TYPE} roomTypeName="Sea Deluxe" />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByTestId('numbered-room');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('101'),
      expect.stringContaining('Out of service 02 Mar 2030 – 04 Mar 2030: AC leaking'),
    ]);
    expect(screen.getByText(/2 numbered rooms; each room added puts one more on sale every night/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Add a room to Sea Deluxe' }));
    const form = screen.getByRole('form', { name: 'New room of Sea Deluxe' });
    await userEvent.type(within(form).getByLabelText('Room number'), '103');
    await userEvent.type(within(form).getByLabelText('Features'), 'bathtub, sea view');
    await userEvent.selectOptions(within(form).getByLabelText('Connects to'), '102 (Sea Deluxe)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save room' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/room-types/:id/rooms')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/room-types/:id/rooms')[0]!.body).toEqual({
      number: '103',
      floor: 1,
      features: ['bathtub', 'sea view'],
      connectsToRoomId: room('102').id,
    });
    expect(await screen.findByText('connects to 102', { exact: false })).toBeVisible();
  });

  it('shows the refusal naming the nights when a room cannot go out of service', async () => {
    mockApi({
      'GET /api/admin/me': ok(accessOf('front_desk')),
      'GET /api/admin/room-types/:id/rooms': ok(listOf([room('101')])),
      'PUT /api/admin/rooms/:id/out-of-service': fail(
        409,
        'CONFLICT',
        'Room 101 cannot go out of service: every other Sea Deluxe room is sold or blocked on Sat, 02 Mar 2030. Move or cancel a booking on those nights, or choose other dates. Nothing was changed.',
      ),
    });
    renderWith(<RoomsSection roomTypeId={TYPE} roomTypeName="Sea Deluxe" />);
    // The front desk takes rooms out of service but does not set rooms up.
    await userEvent.click(await screen.findByRole('button', { name: 'Take room 101 out of service' }));
    expect(screen.queryByRole('button', { name: 'Edit room 101' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a room to Sea Deluxe' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Room 101 out of service' });
    await userEvent.type(within(form).getByLabelText('Reason'), 'AC leaking');
    await userEvent.click(within(form).getByRole('button', { name: 'Take out of service' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/blocked on Sat, 02 Mar 2030\. Move or cancel/);
  });
});

describe('BookingRoomsPanel', () => {
  const rooms = (number: string | null): BookingRooms => ({
    bookingId: BOOKING,
    slots: [
      {
        bookingRoomId: LINE,
        slot: 0,
        roomTypeId: TYPE,
        roomTypeName: 'Sea Deluxe',
        stays: number ? [{ roomId: room(number).id, number, from: '2030-03-05', to: '2030-03-06' }] : [],
        unassignedNights: number ? 0 : 2,
        freeRooms: ['101', '102', '103']
          .filter((n) => n !== number)
          .map((n) => ({ id: room(n).id, number: n, floor: 1, features: [] })),
        movableFrom: '2030-03-05',
      },
    ],
  });

  it('shows the assigned room and moves the guest to the room clicked', async () => {
    let current = '101';
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('front_desk')),
      'GET /api/admin/bookings/:id/rooms': () => ok(rooms(current)),
      'POST /api/admin/bookings/:id/rooms': () => {
        current = '103';
        return ok(rooms(current));
      },
    });
    renderWith(<BookingRoomsPanel bookingId={BOOKING} />);
    const row = await screen.findByTestId('assigned-room');
    expect(row).toHaveTextContent('Sea Deluxe: Room 101 (05 Mar 2030 – 06 Mar 2030)');
    await userEvent.click(within(row).getByRole('button', { name: 'Move to room 103' }));
    await waitFor(() => expect(screen.getByTestId('assigned-room')).toHaveTextContent('Room 103'));
    expect(api.callsTo('POST /api/admin/bookings/:id/rooms')[0]!.body).toEqual({
      bookingRoomId: LINE,
      slot: 0,
      roomId: room('103').id,
    });
  });

  it('offers rooms to assign when none is assigned yet, and nothing to click for a viewer', async () => {
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('revenue_manager')),
      'GET /api/admin/bookings/:id/rooms': ok(rooms(null)),
    });
    renderWith(<BookingRoomsPanel bookingId={BOOKING} />);
    expect(await screen.findByTestId('assigned-room')).toHaveTextContent('Sea Deluxe: not assigned yet');
    await waitFor(() => expect(api.callsTo('GET /api/admin/me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Assign room/ })).toBeNull();
  });
});
