import { istDateToUnix } from '@staybook/contract';
import { describe, expect, it } from 'vitest';
import { resolvePropertyStay } from './stay-params';

// 10:30 IST on 10 March 2026 (05:00 UTC).
const now = new Date('2026-03-10T05:00:00Z');
const day = (iso: string) => istDateToUnix(iso);
const search = (q: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));

describe('resolvePropertyStay', () => {
  it('defaults to today and two nights, two adults, no children', () => {
    expect(resolvePropertyStay({ propertyId: 'p1', search: search({}) }, null, now)).toEqual({
      propertyId: 'p1',
      checkInDate: day('2026-03-10'),
      checkOutDate: day('2026-03-12'),
      adults: 2,
      children: 0,
    });
  });

  it('uses the IST date, not the UTC date, for today', () => {
    // 23:00 UTC on 10 March is already 11 March in India.
    const late = new Date('2026-03-10T23:00:00Z');
    expect(resolvePropertyStay({ search: search({}) }, null, late).checkInDate).toBe(day('2026-03-11'));
  });

  it('reads the URL first and navigation state as fallback', () => {
    const stay = resolvePropertyStay(
      { propertyId: undefined, search: search({ checkInDate: day('2026-04-01'), adults: 3 }) },
      { propertyId: 'from-state', checkInDate: day('2026-05-01'), checkOutDate: day('2026-04-04'), children: 1 },
      now,
    );
    expect(stay).toEqual({
      propertyId: 'from-state',
      checkInDate: day('2026-04-01'),
      checkOutDate: day('2026-04-04'),
      adults: 3,
      children: 1,
    });
  });

  it('prefers the id in the path over state', () => {
    expect(
      resolvePropertyStay({ propertyId: 'path', search: search({}) }, { propertyId: 'state' }, now).propertyId,
    ).toBe('path');
  });

  it('has no property without a path id or state', () => {
    expect(resolvePropertyStay({ search: search({}) }, { propertyId: 42 }, now).propertyId).toBeNull();
  });

  it.each([
    ['check-out equal to check-in', day('2026-04-01'), day('2026-04-01'), day('2026-04-03')],
    ['check-out before check-in', day('2026-04-01'), day('2026-03-20'), day('2026-04-03')],
    ['no check-out', day('2026-04-01'), '', day('2026-04-03')],
  ])('fixes %s to two nights after check-in', (_, checkIn, checkOut, expected) => {
    const stay = resolvePropertyStay({ search: search({ checkInDate: checkIn, checkOutDate: checkOut }) }, null, now);
    expect(stay.checkInDate).toBe(day('2026-04-01'));
    expect(stay.checkOutDate).toBe(expected);
  });

  it('moves a check-in in the past to today', () => {
    const stay = resolvePropertyStay(
      { search: search({ checkInDate: day('2026-03-01'), checkOutDate: day('2026-03-11') }) },
      null,
      now,
    );
    expect(stay.checkInDate).toBe(day('2026-03-10'));
    expect(stay.checkOutDate).toBe(day('2026-03-11'));
  });

  it('reads a time of day as its IST calendar date', () => {
    const stay = resolvePropertyStay({ search: search({ checkInDate: day('2026-04-01') + 15 * 3600 }) }, null, now);
    expect(stay.checkInDate).toBe(day('2026-04-01'));
  });

  it.each([
    [
      { checkInDate: 'soon', adults: 'many', children: -3 },
      { adults: 2, children: 0 },
    ],
    [
      { checkInDate: 1_775_000_000_000, adults: 40, children: 40 },
      { adults: 10, children: 10 },
    ],
    [{ adults: 0 }, { adults: 1, children: 0 }],
  ])('ignores or bounds junk %o', (q, guests) => {
    const stay = resolvePropertyStay({ search: search(q) }, null, now);
    expect(stay).toMatchObject(guests);
    expect(stay.checkInDate).toBe(day('2026-03-10'));
  });
});
