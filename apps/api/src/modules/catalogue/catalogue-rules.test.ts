import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/http-errors';
import { parseAmenities, resolveCategory, resolveStay, resolveTypeKeys, summariseRoomNights } from './catalogue-rules';

const now = new Date('2026-11-22T10:00:00Z'); // 15:30 IST, 22 Nov
const at = (iso: string) => Date.parse(iso) / 1000;

describe('resolveStay', () => {
  it('defaults to tonight in IST', () => {
    expect(resolveStay(undefined, undefined, now)).toEqual({
      checkIn: '2026-11-22',
      checkOut: '2026-11-23',
      nights: 1,
    });
  });

  it('reads instants as IST calendar dates (19:00 UTC is already the next day in Goa)', () => {
    expect(resolveStay(at('2026-11-22T19:00:00Z'), at('2026-11-25T02:00:00Z'), now)).toEqual({
      checkIn: '2026-11-23',
      checkOut: '2026-11-25',
      nights: 2,
    });
  });

  it('accepts "now" as the check-in even late in the IST day', () => {
    const late = new Date('2026-11-22T18:00:00Z'); // 23:30 IST
    expect(resolveStay(Math.floor(late.getTime() / 1000), undefined, late).checkIn).toBe('2026-11-22');
  });

  it.each([
    [
      'reversed',
      at('2026-11-25T00:00:00Z'),
      at('2026-11-24T00:00:00Z'),
      'Check-out time must be greater than check-in time.',
    ],
    [
      'same day',
      at('2026-11-25T00:00:00Z'),
      at('2026-11-25T05:00:00Z'),
      'Check-out time must be greater than check-in time.',
    ],
    ['in the past', at('2026-11-20T00:00:00Z'), at('2026-11-23T00:00:00Z'), 'cannot be in the past'],
    ['too long', at('2026-11-23T00:00:00Z'), at('2027-01-23T00:00:00Z'), 'at most 30 nights'],
  ])('refuses a %s stay', (_label, checkIn, checkOut, message) => {
    expect(() => resolveStay(checkIn, checkOut, now)).toThrow(message);
    try {
      resolveStay(checkIn, checkOut, now);
    } catch (err) {
      expect((err as AppError).statusCode).toBe(400);
    }
  });
});

describe('resolveTypeKeys', () => {
  it.each([
    [undefined, false, ['hotel']],
    [undefined, true, null],
    ['all', false, null],
    ['Villa', false, ['villa']],
    ['Hotel,villa,Hotel', false, ['hotel', 'villa']],
    ['Bed and breakfast', false, ['bed_and_breakfast']],
    ['Signature', true, ['signature']],
  ])('%s (narrowed: %s) → %j', (input, narrowed, expected) => {
    expect(resolveTypeKeys(input, narrowed)).toEqual(expected);
  });

  it('names the field for an unknown type', () => {
    expect(() => resolveTypeKeys('Castle', false)).toThrow(/propertyType/);
  });
});

describe('filters', () => {
  it('normalises categories and refuses unknown ones', () => {
    expect(resolveCategory('elite')).toBe('Elite');
    expect(resolveCategory(undefined)).toBeNull();
    expect(() => resolveCategory('Gold')).toThrow(/category/);
  });

  it('splits amenity lists', () => {
    expect(parseAmenities(' Pool,wifi,,pool ')).toEqual(['pool', 'wifi']);
    expect(parseAmenities(undefined)).toEqual([]);
  });
});

describe('summariseRoomNights', () => {
  const stay = { checkIn: '2026-12-30', checkOut: '2027-01-02', nights: 3 };
  it('lists each night at IST midnight with its rate in rupees and the fewest rooms free', () => {
    const result = summariseRoomNights(
      stay,
      [
        { stayDate: '2026-12-30', ratePaise: 800_000, available: 3, isClosed: false },
        { stayDate: '2026-12-31', ratePaise: 1_200_050, available: 1, isClosed: false },
        { stayDate: '2027-01-01', ratePaise: 900_000, available: 4, isClosed: false },
      ],
      500_000,
    );
    expect(result.available).toBe(1);
    expect(result.nights).toEqual([
      { date: Date.parse('2026-12-29T18:30:00Z') / 1000, rate: 8000, available_inventory: 3 },
      { date: Date.parse('2026-12-30T18:30:00Z') / 1000, rate: 12000.5, available_inventory: 1 },
      { date: Date.parse('2026-12-31T18:30:00Z') / 1000, rate: 9000, available_inventory: 4 },
    ]);
  });

  it('treats a closed or missing night as sold out', () => {
    const closed = summariseRoomNights(
      stay,
      [
        { stayDate: '2026-12-30', ratePaise: 800_000, available: 3, isClosed: false },
        { stayDate: '2026-12-31', ratePaise: 800_000, available: 3, isClosed: true },
      ],
      500_000,
    );
    expect(closed.available).toBe(0);
    expect(closed.nights[1]?.available_inventory).toBe(0);
    expect(closed.nights[2]).toEqual({
      date: Date.parse('2026-12-31T18:30:00Z') / 1000,
      rate: 5000,
      available_inventory: 0,
    });
  });
});
