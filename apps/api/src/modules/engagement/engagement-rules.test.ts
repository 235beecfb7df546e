import { describe, expect, it } from 'vitest';
import { istDayOf, pageOf, spreadsheetInstant } from './engagement-rules.js';

describe('spreadsheetInstant', () => {
  it.each([
    ['2030-01-15T20:00:00Z', '2030-01-16 01:30', 'crosses IST midnight into the next day'],
    ['2030-01-15T18:29:59Z', '2030-01-15 23:59', 'drops the seconds a minute before IST midnight'],
    ['2030-01-15T18:30:00Z', '2030-01-16 00:00', 'is midnight at 18:30 UTC'],
    ['2030-01-31T19:00:00Z', '2030-02-01 00:30', 'rolls over a month end'],
    ['2028-02-28T20:00:00Z', '2028-02-29 01:30', 'lands on a leap day'],
    ['2030-12-31T18:45:00Z', '2031-01-01 00:15', 'rolls over a year end'],
  ])('%s → %s (%s)', (instant, expected) => {
    expect(spreadsheetInstant(new Date(instant))).toBe(expected);
  });
});

describe('istDayOf', () => {
  it('names the IST date, not the UTC one', () => {
    expect(istDayOf(new Date('2030-01-15T18:29:59Z'))).toBe('2030-01-15');
    expect(istDayOf(new Date('2030-01-15T18:30:00Z'))).toBe('2030-01-16');
  });
});

describe('pageOf', () => {
  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
  ])('%i rows at %i a page make %i pages', (total, pageSize, totalPages) => {
    expect(pageOf([], total, { page: 1, pageSize })).toMatchObject({ total, pageSize, totalPages });
  });
});
