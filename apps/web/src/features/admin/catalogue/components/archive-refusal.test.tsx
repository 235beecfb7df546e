import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/console-api';
import { ArchiveRefusalNotice, archiveRefusalOf } from './archive-refusal';

const booking = {
  id: '6f0b2c1e-4d3a-4b5c-8e7f-9a0b1c2d3e4f',
  code: 'SB4NR7Q2',
  guestName: 'Asha Kamat',
  checkIn: '2030-12-24',
  checkOut: '2030-12-27',
  status: 'confirmed',
};
const message =
  'Garden Suite has a booking still to come, so it cannot be archived. Move or cancel that booking first.';

describe('a refused room-type archive', () => {
  it('reads the bookings from a 409 and nothing else', () => {
    expect(archiveRefusalOf(new ApiError(409, 'CONFLICT', message, { bookings: [booking] }))).toEqual({
      message,
      bookings: [booking],
    });
    expect(archiveRefusalOf(new ApiError(409, 'CONFLICT', 'Changed by someone else.'))).toBeNull();
    expect(archiveRefusalOf(new ApiError(500, 'INTERNAL', 'Oops', { bookings: [booking] }))).toBeNull();
    expect(archiveRefusalOf(new Error('network'))).toBeNull();
  });

  it('lists each booking with a link to it at the desk', () => {
    render(
      <MemoryRouter>
        <ArchiveRefusalNotice refusal={{ roomTypeId: 'r', message, bookings: [booking] }} onClose={() => {}} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    const link = within(alert).getByRole('link', { name: 'SB4NR7Q2' });
    expect(link.getAttribute('href')).toContain(booking.id);
    expect(alert).toHaveTextContent('Asha Kamat · Tue, 24 Dec 2030 → Fri, 27 Dec 2030 · Confirmed');
  });
});
