import { describe, expect, it } from 'vitest';
import {
  dayStatus,
  guestsOfStay,
  isInRange,
  monthSpan,
  partyOfGuests,
  shiftMonth,
  shortPrice,
  tapDate,
} from './stay-picker-logic';

describe('stay picker', () => {
  it.each([
    ['starts a stay on the first tap', { checkIn: null, checkOut: null }, '2026-12-24', ['2026-12-24', null]],
    ['ends it on a later tap', { checkIn: '2026-12-24', checkOut: null }, '2026-12-28', ['2026-12-24', '2026-12-28']],
    [
      'starts again on a tap before the check-in',
      { checkIn: '2026-12-24', checkOut: null },
      '2026-12-20',
      ['2026-12-20', null],
    ],
    [
      'starts again on the check-in itself',
      { checkIn: '2026-12-24', checkOut: null },
      '2026-12-24',
      ['2026-12-24', null],
    ],
    [
      'starts again after a whole stay',
      { checkIn: '2026-12-24', checkOut: '2026-12-28' },
      '2026-12-30',
      ['2026-12-30', null],
    ],
    [
      'starts again beyond the longest stay (30 nights)',
      { checkIn: '2026-12-01', checkOut: null },
      '2027-01-01',
      ['2027-01-01', null],
    ],
    ['takes the longest stay', { checkIn: '2026-12-01', checkOut: null }, '2026-12-31', ['2026-12-01', '2026-12-31']],
  ] as const)('%s', (_, range, date, expected) => {
    const next = tapDate(range, date);
    expect([next.checkIn, next.checkOut]).toEqual(expected);
  });

  it('counts the nights of a stay, not its check-out', () => {
    const range = { checkIn: '2026-12-24', checkOut: '2026-12-28' };
    expect(['2026-12-23', '2026-12-24', '2026-12-27', '2026-12-28'].map((d) => isInRange(range, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('moves across years and knows each month’s length, leap February included', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(monthSpan('2028-02')).toEqual({ first: '2028-02-01', days: 29 });
    expect(monthSpan('2027-02').days).toBe(28);
  });

  it('says each day’s price, or that it is sold out or past', () => {
    expect(dayStatus({ lowestPrice: 10_440, soldOut: false }, false)).toEqual({ kind: 'from', price: '₹10,440' });
    expect(dayStatus({ lowestPrice: null, soldOut: true }, false)).toEqual({ kind: 'soldOut' });
    expect(dayStatus({ lowestPrice: 0, soldOut: true }, false)).toEqual({ kind: 'soldOut' });
    expect(dayStatus({ lowestPrice: 10_440, soldOut: false }, true)).toEqual({ kind: 'past' });
    expect(dayStatus(undefined, false)).toBeUndefined();
    expect(shortPrice(4_000)).toBe('₹4,000');
    expect(shortPrice(1_25_999)).toBe('₹1.2L');
  });

  it('carries the whole party through the guest selector and back', () => {
    const stay = { adults: 2, children: 2, infants: 1, includePet: true, childAges: [7, 11] };
    expect(guestsOfStay(stay)).toEqual({ adults: 2, children: 2, infants: 1, pets: true, childAges: [7, 11] });
    expect(partyOfGuests(guestsOfStay(stay))).toEqual(stay);
    expect(partyOfGuests({ adults: 2, children: 1, infants: 0, pets: false, childAges: [null] })).toEqual({
      adults: 2,
      children: 1,
    });
  });
});
