import type { AdminRoom, RoomAssignments } from '@staybook/contract/admin-rooms';
import { formatDay } from '@staybook/contract/format';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/api-mock';
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
    room('r103', '103', { housekeepingStatus: 'dirty' }),
    room('rs1', 'S1', { roomTypeId: 'suite', roomTypeName: 'Suite', floor: 2 }),
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
    // A room not clean says so beside its number (a clean one says nothing: the usual state).
    expect(within(table).getByRole('rowheader', { name: '103 Floor 1 · sea view · dirty' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '101 Floor 1 · sea view' })).toBeInTheDocument();
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
    await waitFor(() => expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled());
  });

  it('offers a month: the window is kept in the address and read as 31 nights', async () => {
    const api = mockGrid();
    const { router } = renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    await screen.findByRole('table', {}, { timeout: 5000 });
    await userEvent.selectOptions(screen.getByLabelText('Nights shown'), '31');
    await waitFor(() => expect(router.state.location.search).toContain('nights=31'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(32));
    expect(api.callsTo('GET /api/admin/room-assignments').at(-1)!.url.searchParams.get('to')).toBe(addDays(today, 30));
  });

  it('names each state in words beside its colour, on the legend and in every bar', async () => {
    mockGrid();
    renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    const legend = await screen.findByRole('list', { name: 'What the bars’ colours mean' }, { timeout: 5000 });
    for (const words of ['Held, awaiting payment', 'Confirmed', 'Checked in', 'Checked out', 'Out of service (a room)'])
      expect(legend).toHaveTextContent(words);
    expect(screen.getByRole('link', { name: /^Asha Kamat, booking SB1001, .*\(confirmed\)$/ })).toBeInTheDocument();
  });

  it('moves a stay to another room of its type from the keyboard, in one step, and says so', async () => {
    const api = mockGrid();
    api.use({ 'POST /api/admin/bookings/:id/rooms': ok({ bookingId: 'bk1', slots: [] }) });
    renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    const move = await screen.findByRole(
      'button',
      { name: 'Move Asha Kamat (booking SB1001, room 101)' },
      { timeout: 5000 },
    );
    move.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move Asha Kamat (booking SB1001)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to room'), 'Room 103');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Asha Kamat moved from Room 101 to Room 103.'),
    );
    expect(api.callsTo('POST /api/admin/bookings/:id/rooms')[0]!.body).toEqual({
      bookingRoomId: 'line1',
      slot: 0,
      roomId: 'r103',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refusal in the server’s words and keeps the dialog as chosen', async () => {
    const api = mockGrid();
    api.use({
      'POST /api/admin/bookings/:id/rooms': fail(
        409,
        'CONFLICT',
        'Room 103 is not free on Sat, 26 Dec 2026. Nothing was changed.',
      ),
    });
    renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    await userEvent.click(await screen.findByRole('button', { name: /^Move Asha Kamat/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to room'), 'Room 103');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Room 103 is not free on Sat, 26 Dec 2026.');
    expect(within(dialog).getByLabelText('Move to room')).toHaveValue('r103');
  });

  it('prices a drop on a room of another type through the change flow, and makes it only when confirmed', async () => {
    const api = mockGrid();
    const slotsBefore = [
      { ...slot('line1', 'deluxe'), stays: [{ roomId: 'r101', number: '101', from: today, to: today }] },
    ];
    let changed = false;
    api.use({
      'GET /api/admin/bookings/:id/stay': ok(stayOf('deluxe')),
      'POST /api/admin/bookings/:id/changes/preview': ok(previewOf()),
      'POST /api/admin/bookings/:id/changes': () => {
        changed = true;
        return ok({ change: { id: 'c1' } });
      },
      'GET /api/admin/bookings/:id/rooms': () =>
        ok({ bookingId: 'bk1', slots: changed ? [slot('line9', 'suite')] : slotsBefore }),
      'POST /api/admin/bookings/:id/rooms': ok({ bookingId: 'bk1', slots: [] }),
    });
    renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    const bar = (await screen.findAllByTestId('grid-bar', {}, { timeout: 5000 }))[0]!;
    const suiteRow = screen.getByRole('rowheader', { name: /^S1 / }).closest('tr')!;
    fireEvent.dragStart(bar, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.dragOver(suiteRow.querySelectorAll('td[data-start]')[12]!);
    fireEvent.drop(suiteRow.querySelectorAll('td[data-start]')[12]!);
    const dialog = await screen.findByRole('dialog', { name: 'Move Asha Kamat (booking SB1001)' });
    await within(dialog).findByRole('region', { name: 'The change' });
    expect(api.callsTo('POST /api/admin/bookings/:id/changes/preview')[0]!.body).toMatchObject({
      roomIds: [{ id: 'suite', roomCount: 1, adults: 2, children: 0 }],
    });
    expect(api.callsTo('POST /api/admin/bookings/:id/changes')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm move' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Asha Kamat moved to Room S1'));
    expect(api.callsTo('POST /api/admin/bookings/:id/changes')[0]!.body).toMatchObject({
      reason: 'Moved on the room grid from Room 101 to Room S1.',
    });
    expect(api.callsTo('POST /api/admin/bookings/:id/rooms').map((c) => c.body)).toEqual([
      { bookingRoomId: 'line9', slot: 0, roomId: 'rs1' },
    ]);
  });

  it('carries a stay by its Move button with a finger to a room of another type, priced like a drop; a tap opens the dialog', async () => {
    const api = mockGrid();
    api.use({
      'GET /api/admin/bookings/:id/stay': ok(stayOf('deluxe')),
      'POST /api/admin/bookings/:id/changes/preview': ok(previewOf()),
    });
    renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    const move = await screen.findByRole('button', { name: /^Move Asha Kamat/ }, { timeout: 5000 });
    // A tap (down and up where it went down) is the button's click: the dialog, nothing priced.
    fireEvent.pointerDown(move, { pointerType: 'touch', pointerId: 3, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(move, { pointerType: 'touch', pointerId: 3, clientX: 11, clientY: 10 });
    fireEvent.click(move);
    let dialog = await screen.findByRole('dialog', { name: 'Move Asha Kamat (booking SB1001)' });
    expect(api.callsTo('POST /api/admin/bookings/:id/changes/preview')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Carried: pressed, moved past a few pixels, let go over Room S1's thirteenth night (jsdom lays nothing out).
    const suiteRow = screen.getByRole('rowheader', { name: /^S1 / }).closest('tr')!;
    const target = [...suiteRow.querySelectorAll('td[data-start]')].find(
      (td) => td.getAttribute('data-start') === '12',
    )!;
    const elementFromPoint = document.elementFromPoint;
    document.elementFromPoint = () => target;
    try {
      fireEvent.pointerDown(move, { pointerType: 'touch', pointerId: 4, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(move, { pointerType: 'touch', pointerId: 4, clientX: 40, clientY: 90 });
      fireEvent.pointerUp(move, { pointerType: 'touch', pointerId: 4, clientX: 40, clientY: 90 });
      // The click a browser fires after the finger lifts is not a tap.
      fireEvent.click(move);
    } finally {
      document.elementFromPoint = elementFromPoint;
    }
    dialog = await screen.findByRole('dialog', { name: 'Move Asha Kamat (booking SB1001)' });
    await within(dialog).findByRole('region', { name: 'The change' });
    expect(api.callsTo('POST /api/admin/bookings/:id/changes/preview')[0]!.body).toMatchObject({
      roomIds: [{ id: 'suite', roomCount: 1, adults: 2, children: 0 }],
    });
  });

  it('prices a stay made longer by dragging its end, from its check-out only, and keeps its room', async () => {
    const api = mockGrid();
    const from = addDays(today, 2);
    const to = addDays(today, 4);
    const checkIn = istDateToUnix(from);
    api.use({
      'GET /api/admin/room-assignments': ({ url }) => {
        const grid = gridOf(url.searchParams.get('from') ?? '');
        return ok({ ...grid, assignments: [{ ...grid.assignments[0]!, from, to }] });
      },
      'GET /api/admin/bookings/:id/stay': ok({
        ...stayOf('deluxe'),
        checkInDate: checkIn,
        checkOutDate: istDateToUnix(addDays(to, 1)),
      }),
      'POST /api/admin/bookings/:id/changes/preview': ok(previewOf()),
    });
    renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    const end = await screen.findByTestId('grid-bar-end', {}, { timeout: 5000 });
    // jsdom lays nothing out: the cell under the pointer when it is let go is the row's seventh night.
    const night = screen.getByRole('rowheader', { name: /^101 / }).closest('tr')!.querySelectorAll('td[data-start]');
    const seventh = [...night].find((td) => td.getAttribute('data-start') === '6')!;
    const elementFromPoint = document.elementFromPoint;
    document.elementFromPoint = () => seventh;
    try {
      fireEvent.pointerDown(end, { button: 0, pointerId: 1 });
      fireEvent.pointerUp(end, { button: 0, pointerId: 1 });
    } finally {
      document.elementFromPoint = elementFromPoint;
    }
    const dialog = await screen.findByRole('dialog', { name: 'Move Asha Kamat (booking SB1001)' });
    await within(dialog).findByRole('region', { name: 'The change' });
    expect(api.callsTo('POST /api/admin/bookings/:id/changes/preview')[0]!.body).toMatchObject({
      checkInDate: checkIn,
      checkOutDate: istDateToUnix(addDays(today, 7)),
      roomIds: [{ id: 'deluxe', roomCount: 1, adults: 2, children: 0, ratePlanId: 'plan-deluxe' }],
    });
    expect(within(dialog).getByLabelText('Reason')).toHaveValue(
      'Changed on the room grid in Room 101, 5 nights (was 3).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose again' }));
    expect(within(dialog).getByLabelText('Nights')).toHaveValue(5);
    // By keyboard: a stay of no nights is refused in words, before anything is asked of the server.
    await userEvent.clear(within(dialog).getByLabelText('Nights'));
    await userEvent.type(within(dialog).getByLabelText('Nights'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nights must be a whole number, at least 1.');
    expect(api.callsTo('POST /api/admin/bookings/:id/changes/preview')).toHaveLength(1);
  });

  it('opens a desk booking of the room type on the night of an empty cell', async () => {
    const api = mockGrid();
    api.use({
      'GET /property/v1/app/rooms': ok([]),
      'POST /property/v1/app/booking/pricing': fail(409, 'CONFLICT', 'Sold out.'),
    });
    const { router } = renderConsole(`/admin/room-grid?property=${ANJUNA.id}`);
    await screen.findByRole('table', {}, { timeout: 5000 });
    const row = screen.getByRole('rowheader', { name: /^103 / }).closest('tr')!;
    await userEvent.click(
      within(row).getByRole('link', { name: `Book a Deluxe from ${formatDay(addDays(today, 2))}` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/new-booking'));
    expect(router.state.location.search).toBe(`?property=${ANJUNA.id}&roomType=deluxe&checkIn=${addDays(today, 2)}`);
    // The New booking page opens on that property, room type and night: what it prices says so.
    await waitFor(() =>
      expect(api.callsTo('POST /property/v1/app/booking/pricing').at(-1)?.body).toMatchObject({
        propertyId: ANJUNA.id,
        roomIds: [{ id: 'deluxe', roomCount: 1 }],
        checkInDate: istDateToUnix(addDays(today, 2)),
      }),
    );
  });
});

function slot(bookingRoomId: string, roomTypeId: string) {
  return {
    bookingRoomId,
    slot: 0,
    roomTypeId,
    roomTypeName: roomTypeId,
    stays: [],
    unassignedNights: 0,
    freeRooms: [],
    movableFrom: today,
  };
}

function stayOf(roomTypeId: string) {
  return {
    checkInDate: 1_800_000_000,
    checkOutDate: 1_800_000_000 + 3 * 86_400,
    nights: 3,
    rooms: [
      {
        roomTypeId,
        roomName: 'Deluxe',
        roomCount: 1,
        ratePlanId: 'plan-deluxe',
        ratePlanName: 'Room only',
        adults: 2,
        children: 0,
      },
    ],
    adults: 2,
    children: 0,
    infants: 0,
    pets: false,
    totalRoomRent: 9000,
    tax: 450,
    total: 9450,
  };
}

function previewOf() {
  return {
    bookingId: 'bk1',
    allowed: true,
    reason: null,
    kinds: ['rooms'],
    before: stayOf('deluxe'),
    after: { ...stayOf('suite'), total: 12_600 },
    difference: 3150,
    paidOnline: 0,
    payNow: 0,
    refund: 0,
    kept: 0,
    dueAtProperty: 12_600,
    settlement: 'at_property',
    message: 'The guest pays ₹3,150 more at the property.',
  };
}
