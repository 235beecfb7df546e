import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPlaceParty } from '../pricing/index.js';
import { seatableOver } from './search-index-seating.js';

/**
 * The list's walk (candidatesOf) decides whether a property can seat the party from its open room types' occupancy
 * and rooms free, without making its rooms: it must answer exactly what the placement rule answers (canPlaceParty,
 * the contract's cheapestPlacement), which the list and the booking share.
 */
const room = fc.record({
  maxAdults: fc.integer({ min: 0, max: 4 }),
  maxChildren: fc.integer({ min: 0, max: 3 }),
  free: fc.integer({ min: 0, max: 7 }),
});

describe('seating a party from the walk', () => {
  it('answers what the placement rule answers, for any rooms and party', () => {
    fc.assert(
      fc.property(
        fc.array(room, { minLength: 0, maxLength: 6 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 8 }),
        (rooms, adults, children) => {
          const property = {
            infantMaxAge: 2,
            childMaxAge: 12,
            rooms: rooms.map((r, i) => ({
              id: `r${i}`,
              name: `Room ${i}`,
              ...r,
              baseAdults: 2,
              baseChildren: 0,
              extraAdultPaise: 0,
              extraChildPaise: 0,
            })),
          };
          expect(seatableOver(rooms, adults, children)).toBe(canPlaceParty(property, { adults, children }));
        },
      ),
      { numRuns: 3_000, seed: 42 },
    );
  });

  it('seats across rooms, and refuses what no five rooms hold', () => {
    const doubles = [{ maxAdults: 2, maxChildren: 1, free: 9 }];
    expect(seatableOver(doubles, 4, 2)).toBe(true);
    expect(seatableOver(doubles, 10, 0)).toBe(true);
    expect(seatableOver(doubles, 11, 0)).toBe(false);
    expect(seatableOver(doubles, 2, 3)).toBe(false);
    expect(seatableOver([{ maxAdults: 0, maxChildren: 4, free: 5 }], 1, 0)).toBe(false);
    expect(
      seatableOver(
        [
          { maxAdults: 3, maxChildren: 0, free: 1 },
          { maxAdults: 1, maxChildren: 2, free: 1 },
        ],
        2,
        2,
      ),
    ).toBe(true);
  });
});
