import { addDays } from '@staybook/contract/stay-dates';
import { describe, expect, it } from 'vitest';
import {
  alternativeWindow,
  nearestAlternativeStay,
  type SellableNight,
  type StayDates,
  unsellableNights,
} from './alternative-stay-rules';

/** Open, free, unrestricted nights from `first` for `count` days, with `edits` applied by date. */
function calendar(first: string, count: number, edits: Record<string, Partial<SellableNight>> = {}): SellableNight[] {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(first, i);
    return {
      date,
      free: 2,
      minStay: null,
      maxStay: null,
      closedToArrival: false,
      closedToDeparture: false,
      stopSell: false,
      ...edits[date],
    };
  });
}

const stay = (checkIn: string, checkOut: string): StayDates => ({ checkIn, checkOut });
const soldOut = { free: 0 };
const closed = { stopSell: true };

describe('unsellableNights', () => {
  it.each([
    ['every night open', {}, [], []],
    ['one night sold out', { '2026-12-26': soldOut }, ['2026-12-26'], []],
    ['one night closed', { '2026-12-27': closed }, [], ['2026-12-27']],
    ['a closed night that is also full counts as closed', { '2026-12-26': { ...closed, free: 0 } }, [], ['2026-12-26']],
    ['the departure date is not a night of the stay', { '2026-12-28': { ...closed, free: 0 } }, [], []],
  ])('%s', (_name, edits, expectedSoldOut, expectedClosed) => {
    const rows = calendar('2026-12-20', 20, edits as Record<string, Partial<SellableNight>>);
    expect(unsellableNights(stay('2026-12-26', '2026-12-28'), rows)).toEqual({
      soldOut: expectedSoldOut,
      closed: expectedClosed,
    });
  });

  it('names a night with no inventory row as closed', () => {
    const rows = calendar('2026-12-20', 20).filter((r) => r.date !== '2026-12-27');
    expect(unsellableNights(stay('2026-12-26', '2026-12-28'), rows)).toEqual({ soldOut: [], closed: ['2026-12-27'] });
  });
});

describe('nearestAlternativeStay', () => {
  const today = '2026-12-01';

  it.each<[string, StayDates, SellableNight[], StayDates | null]>([
    [
      'moves past a sold-out first night to the next day',
      stay('2026-12-26', '2026-12-28'),
      calendar('2026-12-01', 60, { '2026-12-26': soldOut }),
      stay('2026-12-27', '2026-12-29'),
    ],
    [
      'prefers the later of two equally near stays',
      stay('2026-12-26', '2026-12-27'),
      calendar('2026-12-01', 60, { '2026-12-26': soldOut }),
      stay('2026-12-27', '2026-12-28'),
    ],
    [
      'goes earlier when the days after are sold out',
      stay('2026-12-26', '2026-12-28'),
      calendar('2026-12-01', 60, {
        '2026-12-27': soldOut,
        '2026-12-28': soldOut,
        '2026-12-29': soldOut,
        '2026-12-30': soldOut,
      }),
      stay('2026-12-25', '2026-12-27'),
    ],
    [
      'crosses a month end (31 Jan sold out)',
      stay('2027-01-30', '2027-02-01'),
      calendar('2027-01-01', 60, { '2027-01-31': soldOut, '2027-01-29': soldOut }),
      stay('2027-02-01', '2027-02-03'),
    ],
    [
      'crosses a year end',
      stay('2026-12-30', '2027-01-01'),
      calendar('2026-12-01', 60, { '2026-12-30': closed, '2026-12-29': closed }),
      stay('2026-12-31', '2027-01-02'),
    ],
    [
      'counts a leap day as a night',
      stay('2028-02-27', '2028-03-01'),
      calendar('2028-02-01', 60, { '2028-02-27': soldOut }),
      stay('2028-02-28', '2028-03-02'),
    ],
    [
      'skips an arrival the hotel closed to arrivals',
      stay('2026-12-26', '2026-12-28'),
      calendar('2026-12-01', 60, {
        '2026-12-26': soldOut,
        '2026-12-27': { closedToArrival: true },
        '2026-12-24': { closedToArrival: true },
      }),
      stay('2026-12-28', '2026-12-30'),
    ],
    [
      'skips a stay shorter than its arrival night’s minimum',
      stay('2026-12-26', '2026-12-28'),
      calendar('2026-12-01', 60, { '2026-12-26': soldOut, '2026-12-27': { minStay: 3 } }),
      stay('2026-12-28', '2026-12-30'),
    ],
    [
      'skips a departure the hotel closed to departures',
      stay('2026-12-26', '2026-12-28'),
      calendar('2026-12-01', 60, { '2026-12-26': soldOut, '2026-12-29': { closedToDeparture: true } }),
      stay('2026-12-28', '2026-12-30'),
    ],
    [
      'never offers a check-in before today',
      stay('2026-12-02', '2026-12-04'),
      calendar('2026-11-20', 30, { '2026-12-02': soldOut, '2026-12-03': soldOut, '2026-12-04': soldOut }),
      stay('2026-12-05', '2026-12-07'),
    ],
    [
      'finds nothing when the room is sold out for the whole window',
      stay('2026-12-20', '2026-12-22'),
      calendar('2026-12-01', 60).map((r) => ({ ...r, free: 0 })),
      null,
    ],
    [
      'finds nothing beyond 14 days',
      stay('2026-12-20', '2026-12-22'),
      calendar('2026-12-01', 60).map((r) => (r.date >= '2026-12-06' && r.date <= '2027-01-04' ? { ...r, free: 0 } : r)),
      null,
    ],
    [
      'offers a stay exactly 14 days later',
      stay('2026-12-20', '2026-12-22'),
      calendar('2026-12-01', 60).map((r) => (r.date >= '2026-12-06' && r.date <= '2027-01-02' ? { ...r, free: 0 } : r)),
      stay('2027-01-03', '2027-01-05'),
    ],
    [
      'finds nothing when the rows stop (no inventory is no sale)',
      stay('2026-12-20', '2026-12-22'),
      calendar('2026-12-20', 1, { '2026-12-20': soldOut }),
      null,
    ],
  ])('%s', (_name, asked, rows, expected) => {
    expect(nearestAlternativeStay(asked, rows, today)).toEqual(expected);
  });
});

describe('alternativeWindow', () => {
  it('reads from 14 days before the check-in to 14 days after the check-out', () => {
    expect(alternativeWindow(stay('2027-01-30', '2027-02-01'), '2026-12-01')).toEqual({
      first: '2027-01-16',
      last: '2027-02-15',
    });
  });

  it('starts no earlier than today', () => {
    expect(alternativeWindow(stay('2026-12-05', '2026-12-07'), '2026-12-01')).toEqual({
      first: '2026-12-01',
      last: '2026-12-21',
    });
  });
});
