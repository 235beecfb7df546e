import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDay,
  formatDayWithWeekday,
  formatDeadline,
  formatGuests,
  formatInstant,
  formatMonth,
  formatParty,
  plural,
  pluralWord,
} from './format';

const unix = (utc: string) => Date.parse(utc) / 1000;

describe('formatDay', () => {
  it.each([
    ['2026-12-12', '12 Dec 2026'],
    ['2030-03-02', '02 Mar 2030'], // the spec's 'dd MMM yyyy': the day keeps its zero
    ['2027-01-01', '01 Jan 2027'],
    ['2028-02-29', '29 Feb 2028'], // leap day
    ['2027-04-30', '30 Apr 2027'], // month end
  ])('writes the calendar date %s as %s', (date, text) => {
    expect(formatDay(date)).toBe(text);
  });

  it.each([
    // [instant (UTC), IST day]
    ['2026-11-21T18:29:59Z', '21 Nov 2026'], // 23:59:59 IST
    ['2026-11-21T18:30:00Z', '22 Nov 2026'], // 00:00 IST, still the 21st in UTC
    ['2026-12-31T18:30:00Z', '01 Jan 2027'], // New Year in India first
    ['2027-03-31T18:29:59Z', '31 Mar 2027'], // last second of a month in IST
    ['2028-02-28T18:30:00Z', '29 Feb 2028'],
  ])('reads unix seconds at %s as the IST day %s', (instant, text) => {
    expect(formatDay(unix(instant))).toBe(text);
  });

  it.each(['', 'soon', '2026-02-30', '2026-13-01'])('leaves %j unchanged', (junk) => {
    expect(formatDay(junk)).toBe(junk);
  });
});

describe('formatDayWithWeekday', () => {
  it.each([
    ['2030-03-02', 'Sat, 02 Mar 2030'],
    ['2026-03-14', 'Sat, 14 Mar 2026'],
    ['2027-01-01', 'Fri, 01 Jan 2027'],
    ['2028-02-29', 'Tue, 29 Feb 2028'],
  ])('%s is %s', (date, text) => {
    expect(formatDayWithWeekday(date)).toBe(text);
  });

  it('takes the IST weekday of an instant, not the UTC one', () => {
    // 20:00 UTC on Friday 1 Mar 2030 is 01:30 IST on Saturday.
    expect(formatDayWithWeekday(unix('2030-03-01T20:00:00Z'))).toBe('Sat, 02 Mar 2030');
  });
});

describe('formatInstant', () => {
  it.each([
    ['2026-12-12T08:30:00Z', '12 Dec 2026, 2:00 PM'],
    ['2030-03-02T08:35:00Z', '02 Mar 2030, 2:05 PM'],
    ['2030-03-09T18:30:00Z', '10 Mar 2030, 12:00 AM'], // IST midnight
    ['2030-03-09T18:29:59Z', '09 Mar 2030, 11:59 PM'], // a second before it
    ['2030-03-10T06:30:00Z', '10 Mar 2030, 12:00 PM'], // noon
    ['2030-03-10T05:45:00Z', '10 Mar 2030, 11:15 AM'],
    ['2026-12-31T18:45:00Z', '01 Jan 2027, 12:15 AM'], // New Year in IST, 31 Dec in UTC
    ['2028-02-29T18:29:00Z', '29 Feb 2028, 11:59 PM'], // leap day, last minute
  ])('writes %s as %s in IST', (instant, text) => {
    expect(formatInstant(unix(instant))).toBe(text);
    expect(formatInstant(instant)).toBe(text);
    expect(formatInstant(new Date(instant))).toBe(text);
  });

  it('leaves text that is not a date-time unchanged', () => {
    expect(formatInstant('not a date')).toBe('not a date');
  });
});

describe('formatDeadline', () => {
  it('says IST after the instant: a deadline read before paying names its time zone', () => {
    expect(formatDeadline(unix('2026-12-23T08:30:00Z'))).toBe('23 Dec 2026, 2:00 PM IST');
    expect(formatDeadline('2026-12-23T08:30:00Z')).toBe('23 Dec 2026, 2:00 PM IST');
  });

  it('adds nothing to text that is not a date-time', () => {
    expect(formatDeadline('not a date')).toBe('not a date');
    expect(formatDeadline(Number.NaN)).toBe('');
  });
});

describe('formatMonth and formatClock', () => {
  it.each([
    ['2030-03', 'March 2030'],
    ['2026-12', 'December 2026'],
    ['2026-13', '2026-13'],
  ])('month %s is %s', (month, text) => {
    expect(formatMonth(month)).toBe(text);
  });

  it.each([
    ['14:00', '2:00 PM'],
    ['00:05', '12:05 AM'],
    ['12:00', '12:00 PM'],
    ['11:59', '11:59 AM'],
  ])('clock %s is %s', (hhmm, text) => {
    expect(formatClock(hhmm)).toBe(text);
  });
});

describe('plural', () => {
  it.each([
    [0, 'night', undefined, '0 nights'],
    [1, 'night', undefined, '1 night'],
    [2, 'night', undefined, '2 nights'],
    [0, 'child', 'children', '0 children'],
    [1, 'child', 'children', '1 child'],
    [2, 'child', 'children', '2 children'],
    [1.5, 'hour', undefined, '1.5 hours'],
  ])('counts %d %s', (count, one, other, text) => {
    expect(plural(count, one, other)).toBe(text);
  });

  it.each([
    [0, 'are'],
    [1, 'is'],
    [2, 'are'],
  ])('picks the word alone for %d: %s', (count, word) => {
    expect(pluralWord(count, 'is', 'are')).toBe(word);
  });

  it("agrees with Intl's English plural rule for every count a page shows", () => {
    const rules = new Intl.PluralRules('en-IN');
    const counts = [...Array.from({ length: 400 }, (_, i) => i), 0.5, 1.5, 2.25, 10.1];
    for (const n of counts) expect(pluralWord(n, 'one', 'other'), String(n)).toBe(rules.select(n));
  });
});

describe('formatGuests', () => {
  it.each([
    [2, 0, false, '2 adults'],
    [1, 1, false, '1 adult, 1 child'],
    [2, 3, false, '2 adults, 3 children'],
    [1, 0, true, '1 Adult'],
    [2, 1, true, '2 Adults, 1 Child'],
    [3, 2, true, '3 Adults, 2 Children'],
  ])('%i adults and %i children (capitalised: %s) read %s', (adults, children, capitalised, text) => {
    expect(formatGuests(adults, children, { capitalised })).toBe(text);
  });
});

describe('formatParty', () => {
  it.each([
    [{ adults: 2, children: 0 }, '2 adults'],
    [{ adults: 2, children: 1, infants: 0, pets: false }, '2 adults, 1 child'],
    [{ adults: 1, children: 2, infants: 1 }, '1 adult, 2 children, 1 infant'],
    [{ adults: 2, children: 0, infants: 2, pets: true }, '2 adults, 2 infants, with a pet'],
  ])('%j → %s', (party, text) => {
    expect(formatParty(party)).toBe(text);
  });
});
