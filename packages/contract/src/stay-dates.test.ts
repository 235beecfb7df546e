import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isIsoDate,
  istDateToUnix,
  stayNights,
  todayIst,
  unixToIstDate,
  weekdayOf,
} from './stay-dates';

describe('unixToIstDate', () => {
  it.each([
    // [instant (UTC ISO), IST calendar date]
    ['2026-11-21T18:29:59Z', '2026-11-21'], // 23:59:59 IST
    ['2026-11-21T18:30:00Z', '2026-11-22'], // 00:00 IST
    ['2026-11-22T00:00:00Z', '2026-11-22'], // 05:30 IST
    ['2026-12-31T18:30:00Z', '2027-01-01'], // New Year in IST while still 31 Dec in UTC
    ['2028-02-28T18:30:00Z', '2028-02-29'], // leap day
    ['2028-02-29T18:30:00Z', '2028-03-01'],
    ['2027-03-31T18:29:59Z', '2027-03-31'], // month end
  ])('%s is %s in Asia/Kolkata', (instant, expected) => {
    expect(unixToIstDate(Date.parse(instant) / 1000)).toBe(expected);
  });
});

describe('istDateToUnix', () => {
  it.each([
    ['2026-11-22', '2026-11-21T18:30:00.000Z'],
    ['2027-01-01', '2026-12-31T18:30:00.000Z'],
    ['2028-02-29', '2028-02-28T18:30:00.000Z'],
  ])('%s starts at %s', (date, instant) => {
    expect(new Date(istDateToUnix(date) * 1000).toISOString()).toBe(instant);
  });

  it('round-trips every day of a leap year', () => {
    let date = '2028-01-01';
    for (let i = 0; i < 366; i++) {
      expect(unixToIstDate(istDateToUnix(date))).toBe(date);
      expect(unixToIstDate(istDateToUnix(date) + 86_399)).toBe(date);
      date = addDays(date, 1);
    }
    expect(date).toBe('2029-01-01');
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', 'tomorrow'])('rejects %s', (bad) => {
    expect(() => istDateToUnix(bad)).toThrow(RangeError);
    expect(isIsoDate(bad)).toBe(false);
  });
});

describe('stay arithmetic', () => {
  it.each([
    ['2026-11-22', '2026-11-23', 1],
    ['2026-12-30', '2027-01-02', 3],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-11-23', '2026-11-22', -1],
    ['2026-11-22', '2026-11-22', 0],
  ])('%s → %s is %i nights', (from, to, n) => {
    expect(daysBetween(from, to)).toBe(n);
  });

  it('lists the nights of a stay, excluding the check-out date', () => {
    expect(stayNights('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29']);
    expect(stayNights('2026-11-22', '2026-11-22')).toEqual([]);
  });

  it('knows the weekday of an IST date', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // Sunday
    expect(weekdayOf('2026-11-27')).toBe(5); // Friday
    expect(weekdayOf('2028-02-29')).toBe(2); // Tuesday
  });

  it('takes today in IST from the given instant', () => {
    expect(todayIst(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(todayIst(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-21');
  });
});
