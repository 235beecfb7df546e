import { describe, expect, it } from 'vitest';
import { nightlyRatePaise, seasonMultiplier, weekendMultiplier } from './rates';

describe('Goa seasons', () => {
  it.each([
    ['2026-12-25', 2], // Christmas: peak
    ['2026-12-15', 2], // peak starts
    ['2026-12-14', 1.3], // high season before the peak
    ['2027-01-03', 2], // New Year week: peak
    ['2027-01-05', 2],
    ['2027-01-06', 1.3], // back to high season
    ['2027-01-10', 1.3],
    ['2026-11-22', 1.3],
    ['2027-02-28', 1.3],
    ['2027-03-01', 1],
    ['2027-05-31', 1],
    ['2027-06-01', 0.7], // monsoon
    ['2027-07-15', 0.7],
    ['2027-09-30', 0.7],
    ['2027-10-01', 1],
    ['2028-02-29', 1.3], // leap day, high season
  ])('%s has multiplier %d', (date, expected) => {
    expect(seasonMultiplier(date)).toBe(expected);
  });

  it.each([
    ['2026-11-27', 1.2], // Friday
    ['2026-11-28', 1.2], // Saturday
    ['2026-11-29', 1], // Sunday night is a weekday rate
    ['2026-11-24', 1], // Tuesday
  ])('%s weekend multiplier %d', (date, expected) => {
    expect(weekendMultiplier(date)).toBe(expected);
  });

  it('combines season and weekend and rounds to ₹50', () => {
    expect(nightlyRatePaise(500_000, '2027-07-13')).toBe(350_000); // Tuesday in the monsoon: 5000 × 0.7
    expect(nightlyRatePaise(500_000, '2026-12-25')).toBe(1_200_000); // Friday at Christmas: 5000 × 2 × 1.2
    expect(nightlyRatePaise(333_300, '2027-03-02')).toBe(335_000); // 3333 → 3350
  });
});
