import { describe, expect, it } from 'vitest';
import { checkLeadDates } from './leads-rules';

const now = new Date('2026-11-22T10:00:00Z');

describe('checkLeadDates', () => {
  it.each([
    ['2026-11-22T00:00:00+05:30', '2026-11-23T00:00:00+05:30', null],
    ['2026-11-21T23:00:00+05:30', '2026-11-23T00:00:00+05:30', 'checkInDate'],
    ['2026-11-25T00:00:00+05:30', '2026-11-25T18:00:00+05:30', 'checkOutDate'],
    ['2026-11-25T00:00:00+05:30', '2026-11-24T00:00:00+05:30', 'checkOutDate'],
    ['2029-01-01T00:00:00+05:30', '2029-01-02T00:00:00+05:30', 'checkInDate'],
  ])('%s → %s: %s', (inText, outText, field) => {
    expect(checkLeadDates(new Date(inText), new Date(outText), now)?.field ?? null).toBe(field);
  });
});
