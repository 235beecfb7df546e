import { describe, expect, it } from 'vitest';
import {
  ageBandHints,
  childAgeBand,
  childrenAgeLabel,
  DEFAULT_AGE_POLICY,
  extraGuestCharges,
  type OccupancyTerms,
  spreadGuests,
} from './occupancy-pricing';

// ₹1,000 per extra adult, ₹500 per extra child.
const base2: OccupancyTerms = { baseAdults: 2, baseChildren: 0, extraAdultPaise: 100_000, extraChildPaise: 50_000 };
const villa: OccupancyTerms = { baseAdults: 4, baseChildren: 1, extraAdultPaise: 120_000, extraChildPaise: 40_000 };
const free: OccupancyTerms = { baseAdults: 2, baseChildren: 0, extraAdultPaise: 0, extraChildPaise: 0 };

describe('spreadGuests', () => {
  it.each([
    [{ roomCount: 1, adults: 3, children: 1 }, [{ adults: 3, children: 1 }]],
    [
      { roomCount: 2, adults: 3, children: 0 },
      [
        { adults: 2, children: 0 },
        { adults: 1, children: 0 },
      ],
    ],
    [
      { roomCount: 2, adults: 3, children: 1 },
      [
        { adults: 2, children: 0 },
        { adults: 1, children: 1 },
      ],
    ],
    [
      { roomCount: 3, adults: 3, children: 4 },
      [
        { adults: 1, children: 2 },
        { adults: 1, children: 1 },
        { adults: 1, children: 1 },
      ],
    ],
    [{ roomCount: 0, adults: 2, children: 0 }, []],
  ])('%j sleeps as %j', (line, rooms) => {
    expect(spreadGuests(line)).toEqual(rooms);
  });
});

describe('extraGuestCharges', () => {
  it.each<[string, { roomCount: number; adults: number; children: number }, OccupancyTerms, number[]]>([
    ['the base occupancy pays nothing', { roomCount: 1, adults: 2, children: 0 }, base2, [0]],
    [
      'fewer guests than the base pay nothing (no discount either)',
      { roomCount: 1, adults: 1, children: 0 },
      base2,
      [0],
    ],
    ['a third adult pays the extra adult charge', { roomCount: 1, adults: 3, children: 0 }, base2, [100_000]],
    ['a child in a base adult slot pays nothing', { roomCount: 1, adults: 1, children: 1 }, base2, [0]],
    ['a child beyond the base pays the extra child charge', { roomCount: 1, adults: 2, children: 1 }, base2, [50_000]],
    ['an extra adult and two extra children', { roomCount: 1, adults: 3, children: 2 }, base2, [200_000]],
    ['3 adults in 2 rooms sleep 2 + 1: nothing extra', { roomCount: 2, adults: 3, children: 0 }, base2, [0, 0]],
    ['5 adults in 2 rooms: the room of 3 pays', { roomCount: 2, adults: 5, children: 0 }, base2, [100_000, 0]],
    [
      '4 adults and 2 children in 2 rooms: one child each',
      { roomCount: 2, adults: 4, children: 2 },
      base2,
      [50_000, 50_000],
    ],
    [
      'a villa for 4 with a base child slot takes 4 adults and a child',
      { roomCount: 1, adults: 4, children: 1 },
      villa,
      [0],
    ],
    ['a villa: 6 adults and 3 children', { roomCount: 1, adults: 6, children: 3 }, villa, [2 * 120_000 + 2 * 40_000]],
    ['a room with no charges never adds anything', { roomCount: 2, adults: 6, children: 2 }, free, [0, 0]],
    ['zero rooms price nothing', { roomCount: 0, adults: 2, children: 0 }, base2, []],
  ])('%s', (_name, line, terms, charges) => {
    expect(extraGuestCharges(line, terms)).toEqual(charges);
  });
});

describe('age bands', () => {
  it('words the default bands as the guest selector always has', () => {
    expect(ageBandHints(DEFAULT_AGE_POLICY)).toEqual({
      adults: 'Ages 13 or above',
      children: 'Ages 2–12',
      infants: 'Under 2',
    });
    expect(childrenAgeLabel(DEFAULT_AGE_POLICY)).toBe('Children (ages 2–12)');
  });

  it('follows a property’s own bands', () => {
    expect(ageBandHints({ infantMaxAge: 2, childMaxAge: 11 })).toEqual({
      adults: 'Ages 12 or above',
      children: 'Ages 3–11',
      infants: 'Under 3',
    });
  });

  it('gives the child band as the numbers its words say', () => {
    expect(childAgeBand(DEFAULT_AGE_POLICY)).toEqual({ childAgeFrom: 2, childAgeTo: 12 });
    const own = { infantMaxAge: 2, childMaxAge: 11 };
    const { childAgeFrom, childAgeTo } = childAgeBand(own);
    expect(ageBandHints(own).children).toBe(`Ages ${childAgeFrom}–${childAgeTo}`);
  });
});
