import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_IN, makeRoom } from '../test/room-factory';

const DAY = 86_400;

import { RoomCard } from './room-card';

function renderCard(room = makeRoom(), quantity = 0, maxQuantity?: number, url = '/select-rooms') {
  const handlers = { onAdd: vi.fn(), onQuantity: vi.fn(), onExternal: vi.fn() };
  render(
    <MemoryRouter initialEntries={[url]}>
      <RoomCard room={room} quantity={quantity} stay={{}} maxQuantity={maxQuantity} {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('RoomCard', () => {
  it('shows four amenities, then +n more, and the per-night rate', () => {
    renderCard(makeRoom({ amenities: ['A', 'B', 'C', 'D', 'E', 'F'], rates: [4000, 6000] }));
    const list = screen.getByRole('list', { name: 'Amenities' });
    expect(list.querySelectorAll('li')).toHaveLength(5);
    expect(list).toHaveTextContent('+2 more');
    expect(screen.getByText('₹5,000')).toBeInTheDocument();
  });

  it('says what the rate covers and what each extra guest pays a night', () => {
    renderCard(
      makeRoom({ extraGuests: { baseAdults: 4, adultCharge: 1200, childCharge: 500, childAges: 'Ages 2–12' } }),
    );
    expect(
      screen.getByText('Price for 4 adults · extra adult ₹1,200/night · extra child (ages 2–12) ₹500/night'),
    ).toBeInTheDocument();
  });

  it('says the GST a night beside the nightly price, and that a cheap room carries none', () => {
    renderCard(makeRoom({ rates: [8000, 7000], taxPerNight: 895 }));
    expect(screen.getByText('₹7,500')).toBeInTheDocument();
    expect(screen.getByText('+ ₹895 taxes')).toBeInTheDocument();
  });

  it('says "No GST" for a night under ₹1,000', () => {
    renderCard(makeRoom({ rates: [900], taxPerNight: 0 }));
    expect(screen.getByText('No GST')).toBeInTheDocument();
  });

  it('says nothing about taxes when the server sends no figure', () => {
    renderCard(makeRoom());
    expect(screen.queryByText(/taxes|GST/)).not.toBeInTheDocument();
  });

  it('says nothing about extra guests when the room charges none', () => {
    renderCard();
    expect(screen.queryByText(/extra adult|Price for/)).not.toBeInTheDocument();
  });

  it('Add Room adds the room', () => {
    const h = renderCard();
    fireEvent.click(screen.getByRole('button', { name: /Add Room/ }));
    expect(h.onAdd).toHaveBeenCalledOnce();
  });

  it('the stepper stops at the availability of the tightest night', () => {
    const h = renderCard(makeRoom({ inventory: [4, 2] }), 2);
    expect(screen.getByRole('button', { name: 'Increase Deluxe Room rooms' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Deluxe Room rooms' }));
    expect(h.onQuantity).toHaveBeenCalledWith(1);
  });

  it('stops at the rooms the booking limit leaves, and says why when none are left', () => {
    renderCard(makeRoom({ inventory: [9, 9] }), 2, 2);
    expect(screen.getByRole('button', { name: 'Increase Deluxe Room rooms' })).toBeDisabled();
  });

  it('cannot add a room once the booking has five', () => {
    const h = renderCard(makeRoom({ inventory: [9, 9] }), 0, 0);
    const add = screen.getByRole('button', { name: 'Add Room' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Up to 5 rooms per booking');
    fireEvent.click(add);
    expect(h.onAdd).not.toHaveBeenCalled();
  });

  it('a room sold out on any night is Not Available', () => {
    renderCard(makeRoom({ inventory: [3, 0] }));
    expect(screen.getByRole('button', { name: 'Not Available' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add Room/ })).toBeNull();
  });

  it('a room the stay restrictions refuse is Not Available and says why', () => {
    renderCard(makeRoom({ rates: [9000], available: 0, unavailableReason: 'Minimum stay 3 nights from 24 Dec' }));
    expect(screen.getByRole('button', { name: 'Not Available' })).toHaveAccessibleDescription(
      'Minimum stay 3 nights from 24 Dec',
    );
  });

  it('names the sold-out night instead of "Not Available" and offers the nearest stay, guests kept', () => {
    const url = `/select-rooms?propertyId=p1&checkInDate=${CHECK_IN}&checkOutDate=${CHECK_IN + 2 * DAY}&adults=3&children=1`;
    renderCard(
      makeRoom({
        inventory: [3, 0],
        soldOutNights: [CHECK_IN + DAY],
        alternativeStay: { checkInDate: CHECK_IN + 2 * DAY, checkOutDate: CHECK_IN + 4 * DAY },
      }),
      0,
      undefined,
      url,
    );
    expect(screen.getByText('Sold out on Wed, 11 Mar 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not Available' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Try 12–14 Mar instead for Deluxe Room' });
    const next = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(next.pathname).toBe('/select-rooms');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      propertyId: 'p1',
      checkInDate: String(CHECK_IN + 2 * DAY),
      checkOutDate: String(CHECK_IN + 4 * DAY),
      adults: '3',
      children: '1',
    });
  });

  it('says which nights are closed, and offers nothing when there is no stay nearby', () => {
    renderCard(
      makeRoom({
        inventory: [0, 0],
        available: 0,
        closedNights: [CHECK_IN, CHECK_IN + DAY],
        unavailableReason: 'Not available on 10 Mar',
      }),
    );
    expect(screen.getByText('Closed on 10 and 11 Mar')).toBeInTheDocument();
    expect(screen.queryByText('Not available on 10 Mar')).toBeNull();
    expect(screen.queryByRole('link', { name: /instead/ })).toBeNull();
  });

  it('keeps the restriction’s reason and offers a stay it allows', () => {
    renderCard(
      makeRoom({
        available: 0,
        unavailableReason: 'Minimum stay 3 nights from 10 Mar',
        alternativeStay: { checkInDate: CHECK_IN + DAY, checkOutDate: CHECK_IN + 3 * DAY },
      }),
    );
    expect(screen.getByRole('button', { name: 'Not Available' })).toHaveAccessibleDescription(
      'Minimum stay 3 nights from 10 Mar',
    );
    expect(screen.getByRole('link', { name: /^Try 11–13 Mar instead/ })).toBeVisible();
  });

  it('an external room shows its badge and books externally, never Add Room', () => {
    const h = renderCard(makeRoom({ externalUrl: 'https://example.com/book' }));
    expect(screen.getByText('External Booking')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Book Externally/ }));
    expect(h.onExternal).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Add Room/ })).toBeNull();
  });
});
