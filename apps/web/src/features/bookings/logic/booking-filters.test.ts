import { describe, expect, it } from 'vitest';
import { type BookingChip, filterBookings, statusBadgeClass } from './booking-filters';

const bookings = [
  { id: 1, status: 'upcoming' },
  { id: 2, status: 'processing' },
  { id: 3, status: 'ongoing' },
  { id: 4, status: 'completed' },
  { id: 5, status: 'cancelled' },
  { id: 6, status: 'Upcoming' },
];

describe('filterBookings', () => {
  it.each<[BookingChip, number[]]>([
    ['All', [1, 2, 3, 4, 5, 6]],
    ['Upcoming', [1, 6]],
    ['Processing', [2]],
    ['Ongoing', [3]],
    ['Completed', [4]],
    ['Cancelled', [5]],
  ])('%s', (chip, ids) => {
    expect(filterBookings(bookings, chip).map((b) => b.id)).toEqual(ids);
  });

  it('an empty list stays empty', () => {
    expect(filterBookings([], 'Upcoming')).toEqual([]);
  });
});

describe('statusBadgeClass', () => {
  it('upcoming is yellow, everything else grey', () => {
    expect(statusBadgeClass('upcoming')).toContain('bg-sand-400');
    for (const s of ['processing', 'ongoing', 'completed', 'cancelled'])
      expect(statusBadgeClass(s)).toContain('bg-slate-200');
  });
});
