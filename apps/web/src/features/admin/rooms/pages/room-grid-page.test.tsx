import type { AdminRoom, RoomAssignments } from '@staybook/contract/admin-rooms';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { ANJUNA, accessOf, renderConsole } from '../../test/render-console';

const today = todayIst();
const room = (id: string, number: string, over: Partial<AdminRoom> = {}): AdminRoom => ({
  id,
  propertyId: ANJUNA.id,
  roomTypeId: 'deluxe',
  roomTypeName: 'Deluxe',
  number,
  floor: 1,
  features: ['sea view'],
  connectsToRoomId: null,
  connectsToNumber: null,
  outOfService: null,
  lastUsedOn: null,
  ...over,
});

const gridOf = (from: string): RoomAssignments => ({
  propertyId: ANJUNA.id,
  from,
  to: addDays(from, 13),
  rooms: [
    room('r101', '101'),
    room('r102', '102', {
      outOfService: { blockId: 'blk', reason: 'Geyser', from: addDays(today, 3), to: addDays(today, 4) },
    }),
  ],
  assignments: [
    {
      roomId: 'r101',
      bookingId: 'bk1',
      bookingCode: 'SB1001',
      bookingRoomId: 'line1',
      slot: 0,
      guestName: 'Asha Kamat',
      status: 'confirmed',
      from: addDays(today, 12),
      to: addDays(today, 15),
    },
  ],
  unassigned: [
    {
      bookingId: 'bk2',
      bookingCode: 'SB1002',
      guestName: 'Ravi Rao',
      roomTypeId: 'deluxe',
      roomTypeName: 'Deluxe',
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 2),
      rooms: 2,
    },
  ],
});

function mockGrid() {
  return mockApi({
    'GET /api/admin/me': ok(accessOf('front_desk')),
    'GET /api/admin/bookings/properties': ok([{ ...ANJUNA, city: 'Goa' }]),
    'GET /api/admin/room-assignments': ({ url }) => ok(gridOf(url.searchParams.get('from') ?? '')),
  });
}

describe('the room grid', () => {
  it('draws the first property’s rooms over 14 nights from today, a stay as a link to its booking, cut at the edge', async () => {
    const api = mockGrid();
    const { router } = renderConsole('/admin/room-grid');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(router.state.location.search).toBe(`?property=${ANJUNA.id}`);
    expect(api.callsTo('GET /api/admin/room-assignments').map((c) => c.url.searchParams.toString())).toContain(
      `propertyId=${ANJUNA.id}&from=${today}&to=${addDays(today, 13)}`,
    );
    expect(within(table).getAllByRole('columnheader')).toHaveLength(15);
    expect(within(table).getByRole('rowheader', { name: /^101 Floor 1 · sea view/ })).toBeInTheDocument();
    const bar = within(table).getByRole('link', { name: /^Asha Kamat, booking SB1001, room 101, .*going on after/ });
    expect(bar).toHaveAttribute('href', '/admin/bookings/bk1');
    // Two of its four nights are in the window: the cell spans the last two columns.
    expect(bar.closest('td')).toHaveAttribute('colspan', '2');
    expect(within(table).getByText(/^Room 102 out of service: Geyser/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Rooms to assign by room type' })).toHaveTextContent('Deluxe: 2 rooms');
    expect(screen.getByRole('heading', { name: 'Arrivals without a room (2)' })).toBeInTheDocument();
  });

  it('moves a week forward and back in the address', async () => {
    mockGrid();
    const { router } = renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    await screen.findByRole('table', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toContain(`from=${addDays(today, 7)}`));
    const bar = await screen.findByRole('link', { name: /^Asha Kamat, booking SB1001/ });
    await waitFor(() => expect(bar.closest('td')).toHaveAttribute('colspan', '4'));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(router.state.location.search).toContain(`from=${today}`));
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
  });
});
