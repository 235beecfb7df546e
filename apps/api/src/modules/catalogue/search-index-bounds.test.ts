import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveringFloor, taxForBounds } from './search-index-bounds.js';

/** The least any whole number of rooms (at most five of each) costs that has beds for the party. */
function cheapestCover(rooms: Array<{ cost: number; adults: number; children: number }>, A: number, C: number) {
  let best = Number.POSITIVE_INFINITY;
  const walk = (i: number, cost: number, a: number, c: number) => {
    if (i === rooms.length) {
      if (a >= A && c >= C) best = Math.min(best, cost);
      return;
    }
    const room = rooms[i] as (typeof rooms)[number];
    for (let n = 0; n <= 5; n++) walk(i + 1, cost + n * room.cost, a + n * room.adults, c + n * room.children);
  };
  walk(0, 0, 0, 0);
  return best;
}

describe('the covering floor of a party price', () => {
  it('is never more than the cheapest rooms that seat the party, and no less than its adults at the cheapest bed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cost: fc.integer({ min: 0, max: 5_000_000 }),
            adults: fc.integer({ min: 1, max: 4 }),
            children: fc.integer({ min: 0, max: 3 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        (rooms, A, C) => {
          const cover = cheapestCover(rooms, A, C);
          fc.pre(Number.isFinite(cover));
          const floor = coveringFloor(
            rooms.map((r) => r.cost),
            rooms.map((r) => r.adults),
            rooms.map((r) => r.children),
            A,
            C,
          );
          expect(floor).toBeLessThanOrEqual(cover + 1e-6);
          expect(floor).toBeGreaterThanOrEqual(A * Math.min(...rooms.map((r) => r.cost / r.adults)) - 1e-6);
        },
      ),
      { numRuns: 5_000, seed: 7 },
    );
  });

  it('prices the children where only some rooms take them', () => {
    // A cheap room for two adults and no child, a family room for two adults and two children: two adults and two
    // children need the family room's child beds, so the floor is the family room, not two adults at the cheap rate.
    expect(coveringFloor([4_000, 10_000], [2, 2], [0, 2], 2, 2)).toBe(10_000);
  });
});

describe('the GST slabs as the bounds read them', () => {
  it('says whether each slab charges at least the one below, on which the ceiling leans', () => {
    expect(
      taxForBounds([
        { upToPaise: 750_000, percent: 5 },
        { upToPaise: null, percent: 18 },
      ]),
    ).toMatchObject({ rising: true, lowestBasisPoints: 500, highestBasisPoints: 1_800 });
    expect(
      taxForBounds([
        { upToPaise: 100_000, percent: 12 },
        { upToPaise: null, percent: 5 },
      ]).rising,
    ).toBe(false);
  });
});
