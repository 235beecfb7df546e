import { describe, expect, it } from 'vitest';
import { formatDayMonth } from './format';
import { type NightRestrictions, stayRefusal } from './stay-restrictions';

const row = (date: string, over: Partial<NightRestrictions> = {}): NightRestrictions => ({
  date,
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  stopSell: false,
  ...over,
});

describe('formatDayMonth', () => {
  it('writes the day unpadded and the month short, and leaves text that is not a date alone', () => {
    expect(formatDayMonth('2026-12-24')).toBe('24 Dec');
    expect(formatDayMonth('2027-01-01')).toBe('1 Jan');
    expect(formatDayMonth('2028-02-29')).toBe('29 Feb');
    expect(formatDayMonth('soon')).toBe('soon');
  });
});

describe('stayRefusal', () => {
  // Peak week as the demo catalogue has it: 3-night minimum on arrivals 24–31 Dec, no arrivals on 31 Dec.
  const peak = [
    ...['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30'].map((d) =>
      row(d, { minStay: 3 }),
    ),
    row('2026-12-31', { minStay: 3, closedToArrival: true }),
    row('2027-01-01', { closedToDeparture: true }),
    row('2027-01-02'),
  ];

  it.each([
    [
      'a 1-night stay arriving on a 3-night-minimum night',
      '2026-12-24',
      '2026-12-25',
      'Minimum stay 3 nights from 24 Dec',
    ],
    ['2 nights on a 3-night minimum', '2026-12-27', '2026-12-29', 'Minimum stay 3 nights from 27 Dec'],
    ['exactly the minimum', '2026-12-24', '2026-12-27', null],
    [
      'an arrival on a closed-to-arrival night, whatever the length',
      '2026-12-31',
      '2027-01-03',
      'No arrivals on 31 Dec',
    ],
    ['a departure on a closed-to-departure date', '2026-12-29', '2027-01-01', 'No departures on 1 Jan'],
    ['a stay running through the closed-to-departure night', '2026-12-29', '2027-01-02', null],
  ])('%s', (_name, checkIn, checkOut, reason) => {
    expect(stayRefusal(checkIn, checkOut, peak)?.reason ?? null).toBe(reason);
  });

  it('reads the minimum on the arrival night only: a stay arriving the night before runs through it', () => {
    const rows = [row('2026-12-23'), row('2026-12-24', { minStay: 5 }), row('2026-12-25')];
    expect(stayRefusal('2026-12-23', '2026-12-25', rows)).toBeNull();
    expect(stayRefusal('2026-12-24', '2026-12-26', rows)).toEqual({
      kind: 'min_stay',
      date: '2026-12-24',
      nights: 5,
      reason: 'Minimum stay 5 nights from 24 Dec',
    });
  });

  it('reads closed-to-arrival on the arrival night, not on a night inside the stay', () => {
    const rows = [row('2030-03-30'), row('2030-03-31', { closedToArrival: true }), row('2030-04-01')];
    expect(stayRefusal('2030-03-30', '2030-04-01', rows)).toBeNull();
    expect(stayRefusal('2030-03-31', '2030-04-01', rows)?.reason).toBe('No arrivals on 31 Mar');
  });

  it('reads closed-to-departure on the departure row, not on a night slept', () => {
    const rows = [row('2030-01-31', { closedToDeparture: true }), row('2030-02-01')];
    expect(stayRefusal('2030-01-31', '2030-02-01', rows)).toBeNull();
    expect(stayRefusal('2030-01-30', '2030-01-31', rows)).toEqual({
      kind: 'closed_to_departure',
      date: '2030-01-31',
      reason: 'No departures on 31 Jan',
    });
  });

  it('applies the maximum stay across a leap day and a month end', () => {
    const rows = [row('2028-02-27', { maxStay: 2 }), row('2028-02-28'), row('2028-02-29'), row('2028-03-01')];
    expect(stayRefusal('2028-02-27', '2028-02-29', rows)).toBeNull();
    expect(stayRefusal('2028-02-27', '2028-03-01', rows)?.reason).toBe('Maximum stay 2 nights from 27 Feb');
    expect(stayRefusal('2028-02-29', '2028-03-02', [row('2028-02-29', { minStay: 3 })])?.reason).toBe(
      'Minimum stay 3 nights from 29 Feb',
    );
  });

  it('refuses a stop-sold night anywhere in the stay, first, but not on the departure date', () => {
    const rows = [
      row('2026-12-24', { minStay: 3 }),
      row('2026-12-25', { stopSell: true }),
      row('2026-12-26', { stopSell: true }),
    ];
    expect(stayRefusal('2026-12-24', '2026-12-25', rows)?.reason).toBe('Minimum stay 3 nights from 24 Dec');
    expect(stayRefusal('2026-12-24', '2026-12-27', rows)).toMatchObject({
      kind: 'stop_sell',
      reason: 'Not available on 25 Dec',
    });
    expect(stayRefusal('2026-12-23', '2026-12-25', [row('2026-12-23'), ...rows])).toBeNull();
  });

  it('says 1 night in the singular, and allows a stay with no rows or no nights', () => {
    expect(stayRefusal('2030-05-01', '2030-05-03', [row('2030-05-01', { maxStay: 1 })])?.reason).toBe(
      'Maximum stay 1 night from 1 May',
    );
    expect(stayRefusal('2030-05-01', '2030-05-03', [])).toBeNull();
    expect(stayRefusal('2030-05-03', '2030-05-03', [row('2030-05-03', { stopSell: true })])).toBeNull();
  });
});
