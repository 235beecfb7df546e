import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  documentKindOf,
  groupingOf,
  gstMonthOf,
  monthRange,
  quickRanges,
  rangeQuery,
  reportRangeOf,
} from './report-range';

const params = (query: string) => new URLSearchParams(query);

describe('monthRange', () => {
  it.each([
    ['2026-11-26', '2026-11-01', '2026-11-30'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2027-02-01', '2027-02-01', '2027-02-28'],
    ['2027-01-01', '2027-01-01', '2027-01-31'],
  ])('the month holding %s runs from %s to %s', (day, from, to) => {
    expect(monthRange(day)).toEqual({ from, to });
  });
});

describe('reportRangeOf', () => {
  const today = '2026-11-26';
  it('defaults to this month and every property', () => {
    expect(reportRangeOf(params(''), today)).toEqual({ from: '2026-11-01', to: '2026-11-30', propertyId: '' });
  });
  it('reads the range and property from the address', () => {
    expect(reportRangeOf(params('from=2026-12-20&to=2027-01-05&propertyId=p1'), today)).toEqual({
      from: '2026-12-20',
      to: '2027-01-05',
      propertyId: 'p1',
    });
  });
  it.each([
    ['a reversed range', 'from=2026-12-20&to=2026-12-19'],
    ['a range longer than the API allows', 'from=2024-01-01&to=2026-12-31'],
    ['a date that is no date', 'from=2026-02-30&to=2026-03-05'],
    ['a missing end', 'from=2026-12-20'],
  ])('falls back to this month on %s', (_, query) => {
    expect(reportRangeOf(params(query), today)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });
  it('keeps a one-day range', () => {
    expect(reportRangeOf(params('from=2026-12-31&to=2026-12-31'), today)).toMatchObject({
      from: '2026-12-31',
      to: '2026-12-31',
    });
  });
});

describe('rangeQuery', () => {
  it('sends the property only when one is chosen', () => {
    expect(rangeQuery({ from: 'a', to: 'b', propertyId: '' })).toEqual({ from: 'a', to: 'b' });
    expect(rangeQuery({ from: 'a', to: 'b', propertyId: 'p' })).toEqual({ from: 'a', to: 'b', propertyId: 'p' });
  });
});

describe('the address’s choices', () => {
  it('groups by property unless a known grouping is asked for', () => {
    expect(groupingOf(params(''))).toBe('property');
    expect(groupingOf(params('groupBy=city'))).toBe('city');
    expect(groupingOf(params('groupBy=planet'))).toBe('property');
  });
  it('reads a GST month, else this month', () => {
    expect(gstMonthOf(params('month=2026-10'), '2026-11-26')).toBe('2026-10');
    expect(gstMonthOf(params('month=2026-13'), '2026-11-26')).toBe('2026-11');
    expect(gstMonthOf(params(''), '2027-01-01')).toBe('2027-01');
  });
  it('filters documents by a known kind only', () => {
    expect(documentKindOf(params('kind=credit_note'))).toBe('credit_note');
    expect(documentKindOf(params('kind=receipt'))).toBeUndefined();
  });
});

describe('quickRanges', () => {
  it('offers this month, last month (across a year end) and the next 30 days', () => {
    expect(quickRanges('2027-01-15')).toEqual([
      { label: 'This month', from: '2027-01-01', to: '2027-01-31' },
      { label: 'Last month', from: '2026-12-01', to: '2026-12-31' },
      { label: 'Next 30 days', from: '2027-01-15', to: '2027-02-13' },
    ]);
  });
});

it('names a CSV by its report and range', () => {
  expect(csvFileName('stay-nights', { from: '2026-11-01', to: '2026-11-30' })).toBe(
    'stay-nights-2026-11-01-to-2026-11-30.csv',
  );
});
