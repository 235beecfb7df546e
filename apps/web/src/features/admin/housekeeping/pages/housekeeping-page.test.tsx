import type { HousekeepingBoard, HousekeepingRoom } from '@staybook/contract/housekeeping';
import { todayIst } from '@staybook/contract/stay-dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/api-mock';
import { ANJUNA, accessOf, renderConsole } from '../../test/render-console';

const today = todayIst();
const room = (number: string, over: Partial<HousekeepingRoom> = {}): HousekeepingRoom => ({
  id: `r${number}`,
  number,
  floor: 2,
  roomTypeId: 'deluxe',
  roomTypeName: 'Deluxe',
  status: 'clean',
  changedAt: null,
  changedBy: null,
  departure: null,
  arrival: false,
  occupiedTonight: false,
  outOfService: false,
  ...over,
});

const boardOf = (rooms: HousekeepingRoom[]): HousekeepingBoard => ({
  propertyId: ANJUNA.id,
  date: today,
  rooms,
  arrivalsWithoutRoom: 1,
  history: [
    {
      roomId: 'r201',
      number: '201',
      from: 'clean',
      to: 'dirty',
      note: null,
      by: 'Check-out of SB1001',
      at: 1_800_000_000,
    },
  ],
});

describe('the housekeeping board', () => {
  it('a housekeeper sees the day’s departures to clean and arrivals waiting, marks a room clean and is told', async () => {
    let rooms = [
      room('201', { status: 'dirty', departure: 'left', changedAt: 1_800_000_000, changedBy: 'Check-out of SB1001' }),
      room('202', { status: 'dirty', arrival: true }),
      room('203', { departure: 'due' }),
      room('204', { status: 'out_of_order' }),
    ];
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('housekeeping')),
      'GET /api/admin/housekeeping': () => ok(boardOf(rooms)),
      'PUT /api/admin/rooms/:id/housekeeping': ({ params, body }) => {
        rooms = rooms.map((r) => (r.id === params.id ? { ...r, status: (body as { status: 'clean' }).status } : r));
        return ok(rooms.find((r) => r.id === params.id));
      },
    });
    const { router } = renderConsole('/admin/housekeeping');
    const panel = (name: RegExp) => screen.getByRole('heading', { name }).closest('section')!;
    await screen.findByRole('heading', { name: /^Departures to clean/ }, { timeout: 5000 });
    const departures = panel(/^Departures to clean \(2\)/);
    expect(router.state.location.search).toBe(`?property=${ANJUNA.id}`);
    expect(
      within(departures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Room 201 · Dirty · guest left: clean now', 'Room 203 · Clean · guest still to leave']);
    const arrivals = panel(/^Arrivals waiting \(1\)/);
    expect(arrivals).toHaveTextContent('Room 202 · Dirty · a guest arrives today');
    expect(arrivals).toHaveTextContent('1 arriving room still to be given a room by the desk');
    expect(screen.getByRole('heading', { name: 'Out of order (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('hk-history')).toHaveTextContent('Room 201: Clean → Dirty · Check-out of SB1001');
    // A housekeeper has no desk: the board never asks for the desk's properties.
    expect(api.callsTo('GET /api/admin/bookings/properties')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Mark room 202 clean' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Room 202 marked clean.'));
    expect(api.callsTo('PUT /api/admin/rooms/:id/housekeeping')[0]!.body).toEqual({ status: 'clean' });
    await waitFor(() => expect(panel(/^Arrivals waiting/)).toHaveTextContent('Every arrival’s room is ready.'));
    expect(screen.getByRole('button', { name: 'Mark room 202 clean' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why a change was refused and keeps the room as it was', async () => {
    mockApi({
      'GET /api/admin/me': ok(accessOf('housekeeping')),
      'GET /api/admin/housekeeping': ok(boardOf([room('201', { status: 'dirty' })])),
      'PUT /api/admin/rooms/:id/housekeeping': fail(403, 'FORBIDDEN', 'This property is not one of yours.'),
    });
    renderConsole(`/admin/housekeeping?property=${ANJUNA.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark room 201 inspected' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Room 201 was not changed: This property is not one of yours.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Mark room 201 dirty' })).toHaveAttribute('aria-pressed', 'true');
  });
});
