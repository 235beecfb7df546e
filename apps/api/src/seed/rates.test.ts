import { describe, expect, it } from 'vitest';
import { nightlyRatePaise, type SeasonProfile, seasonCalendars, seasonMultiplier, weekendMultiplier } from './rates';

describe('Goa seasons', () => {
  it.each([
    ['2026-12-20', 1.8], // peak starts
    ['2026-12-25', 1.8], // Christmas
    ['2027-01-05', 1.8], // last peak night
    ['2026-12-19', 1.25], // high season before the peak
    ['2027-01-06', 1.25], // back to high season
    ['2026-11-01', 1.25],
    ['2027-02-28', 1.25],
    ['2028-02-29', 1.25], // leap day, high season
    ['2027-03-01', 1], // shoulder
    ['2027-05-31', 1],
    ['2027-06-01', 0.65], // monsoon
    ['2027-09-30', 0.65],
    ['2027-10-01', 1], // shoulder again
    ['2027-10-31', 1],
  ])('%s has multiplier %d', (date, expected) => {
    expect(seasonMultiplier(date, 'goa')).toBe(expected);
  });

  it('prices the peak week above the shoulder months and the shoulder above the monsoon', () => {
    const peak = seasonMultiplier('2026-12-28', 'goa');
    const shoulder = seasonMultiplier('2027-04-14', 'goa');
    const monsoon = seasonMultiplier('2027-07-14', 'goa');
    expect(peak).toBeGreaterThanOrEqual(1.5 * shoulder);
    expect(peak).toBeLessThanOrEqual(2 * shoulder);
    expect(shoulder).toBeGreaterThan(monsoon);
    expect(monsoon).toBeGreaterThanOrEqual(0.6);
    expect(monsoon).toBeLessThanOrEqual(0.75);
  });
});

describe('other destinations', () => {
  it.each([
    ['hills', '2027-05-20', '2027-07-20'], // Manali: summer peak over the monsoon
    ['hills', '2026-12-28', '2027-02-10'], // and New Year's snow over deep winter
    ['rajasthan', '2026-12-28', '2027-06-10'],
    ['rajasthan', '2026-11-10', '2027-05-10'],
    ['ghats', '2027-07-20', '2027-04-20'], // Lonavala's season is the monsoon
    ['plantation', '2026-12-28', '2027-07-20'],
    ['coastal', '2027-01-20', '2027-06-20'],
    ['metro', '2026-12-28', '2027-07-20'],
  ] as Array<[SeasonProfile, string, string]>)('%s: %s costs more than %s', (profile, high, low) => {
    expect(seasonMultiplier(high, profile)).toBeGreaterThan(seasonMultiplier(low, profile));
  });
});

describe('weekends', () => {
  const profiles = Object.keys(seasonCalendars) as SeasonProfile[];

  it.each(profiles)('%s: Friday and Saturday nights cost at least a weekday’s, Sunday night is a weekday', (p) => {
    expect(weekendMultiplier('2026-11-27', p)).toBeGreaterThanOrEqual(1); // Friday
    expect(weekendMultiplier('2026-11-28', p)).toBeGreaterThan(1); // Saturday
    expect(weekendMultiplier('2026-11-29', p)).toBe(1); // Sunday
    expect(weekendMultiplier('2026-11-24', p)).toBe(1); // Tuesday
    for (const base of [65_000, 420_000, 3_750_000])
      expect(nightlyRatePaise(base, '2027-03-12', p)).toBeGreaterThanOrEqual(nightlyRatePaise(base, '2027-03-10', p));
  });
});

describe('nightly rates', () => {
  it('combines season and weekend in whole rupees, rounded to ₹50', () => {
    expect(nightlyRatePaise(500_000, '2027-07-13', 'goa')).toBe(325_000); // Tuesday in the monsoon: 5000 × 0.65
    expect(nightlyRatePaise(500_000, '2026-12-25', 'goa')).toBe(1_035_000); // Friday at Christmas: 5000 × 1.8 × 1.15
    expect(nightlyRatePaise(333_300, '2027-03-02', 'goa')).toBe(335_000); // 3333 → 3350
    expect(nightlyRatePaise(55_000, '2027-07-13', 'goa')).toBe(35_000); // a dorm bed in the monsoon: 357.5 → 350
    for (const date of ['2026-12-31', '2027-02-12', '2027-08-07'])
      expect(nightlyRatePaise(287_500, date, 'hills') % 100).toBe(0);
  });
});
