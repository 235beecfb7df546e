import type { Group } from '@staybook/contract/groups';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { ANJUNA, accessOf, renderConsole } from '../../test/render-console';

const GROUP_ID = '22222222-2222-4222-8222-222222222222';
const room = (guestName: string, code: string): Group['rooms'][number] => ({
  id: `room-${code}`,
  bookingId: `booking-${code}`,
  code,
  status: 'confirmed',
  guestName,
  roomTypeId: 'deluxe',
  roomTypeName: 'Deluxe Room',
  checkIn: '2027-05-04',
  checkOut: '2027-05-07',
  total: 13_230,
  paid: 0,
  due: 13_230,
  paymentLink: null,
});

const groupWith = (rooms: Group['rooms']): Group => ({
  id: GROUP_ID,
  propertyId: ANJUNA.id,
  propertyName: ANJUNA.name,
  name: 'Sharma–Naik wedding',
  organiser: { name: 'Rohit Sharma', phone: '9822012345', email: null, company: 'Sharma Events', gstin: null },
  cutoffDate: '2027-04-20',
  payer: 'master',
  status: 'holding',
  releasedAt: null,
  roomTypes: [
    {
      roomTypeId: 'deluxe',
      name: 'Deluxe Room',
      nights: ['2027-05-04', '2027-05-05', '2027-05-06'].map((date) => ({
        date,
        rate: 4200,
        allotted: 10,
        held: 10 - rooms.length,
        picked: rooms.length,
        released: 0,
      })),
    },
  ],
  rooms,
  statement: rooms.length
    ? [{ payer: 'Sharma Events (Rohit Sharma)', rooms: rooms.length, owes: 13_230, paid: 0, due: 13_230 }]
    : [],
});

describe('a group’s page', () => {
  it('imports a rooming list, lists the rooms booked, and keeps the row not booked with its message to correct', async () => {
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('front_desk')),
      [`GET /api/admin/groups/${GROUP_ID}`]: ok(groupWith([])),
      [`POST /api/admin/groups/${GROUP_ID}/rooming-list`]: ok({
        results: [
          { line: 1, guestName: 'Anita Naik', ok: true, code: 'SBAAAA01', message: null },
          {
            line: 2,
            guestName: 'Desai, Priya',
            ok: false,
            code: null,
            message: '“Suite” is not a room type of this group (Deluxe Room).',
          },
        ],
        group: groupWith([room('Anita Naik', 'SBAAAA01')]),
      }),
    });
    renderConsole(`/admin/groups/${GROUP_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Sharma–Naik wedding', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getAllByTestId('allotment-night')).toHaveLength(3);
    const box = screen.getByLabelText('Rooming list (CSV)');
    await userEvent.click(box);
    await userEvent.paste('name,room type\nAnita Naik,Deluxe Room\n"Desai, Priya",Suite');
    await userEvent.click(screen.getByRole('button', { name: 'Import the rooming list' }));
    await waitFor(() => expect(screen.getByText('1 of 2 rooms booked.', { exact: false })).toBeVisible());
    expect(api.callsTo(`POST /api/admin/groups/${GROUP_ID}/rooming-list`)[0]!.body).toEqual({
      csv: 'name,room type\nAnita Naik,Deluxe Room\n"Desai, Priya",Suite',
    });
    expect(
      screen.getByText('Row 2 (Desai, Priya): “Suite” is not a room type of this group (Deluxe Room).'),
    ).toBeVisible();
    expect(box).toHaveValue('name,room type\n"Desai, Priya",Suite');
    expect(screen.getByRole('heading', { name: 'Rooming list (1)' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Anita Naik' })).toBeVisible();
    expect(screen.getByText(/Sharma Events \(Rohit Sharma\)/)).toBeVisible();
  });
});
