import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricePageInOrder } from './price-order-rules.js';

/** Every candidate priced, filtered, stably sorted and cut: the answer pricePageInOrder must give. */
function everyPriced(
  figures: ReadonlyArray<number | null>,
  o: { min?: number | undefined; max?: number | undefined; sort: 'asc' | 'desc' | null; offset: number; limit: number },
) {
  const listed = figures
    .map((figure, i) => ({ figure, i }))
    .filter(
      (c): c is { figure: number; i: number } =>
        c.figure !== null && (o.min === undefined || c.figure >= o.min) && (o.max === undefined || c.figure <= o.max),
    );
  if (o.sort === 'asc') listed.sort((a, b) => a.figure - b.figure);
  if (o.sort === 'desc') listed.sort((a, b) => b.figure - a.figure);
  return { page: listed.slice(o.offset, o.offset + o.limit).map((c) => c.i), total: listed.length };
}

const candidates = fc.array(
  fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record({
        figure: fc.integer({ min: 0, max: 60 }),
        below: fc.nat(20),
        above: fc.option(fc.nat(20)),
      }),
    },
    // A candidate the pricing cannot place carries no bounds (the service's rule for a candidate without them).
    { weight: 1, arbitrary: fc.constant(null) },
  ),
  { maxLength: 40 },
);

describe('a page in a price order, priced as bounds allow', () => {
  it('is the page and count of pricing every candidate, pricing each at most once', async () => {
    await fc.assert(
      fc.asyncProperty(
        candidates,
        fc.record({
          min: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
          max: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
          sort: fc.constantFrom('asc' as const, 'desc' as const, null),
          offset: fc.nat(12),
          limit: fc.integer({ min: 1, max: 6 }),
        }),
        async (made, o) => {
          // The service answers the base orders without this rule: a price order or a price filter comes here.
          fc.pre(o.sort !== null || o.min !== undefined || o.max !== undefined);
          const figures = made.map((c) => (c ? c.figure : null));
          const asked: number[] = [];
          const got = await pricePageInOrder(
            {
              count: made.length,
              bounds: (i) => {
                const c = made[i];
                if (!c) return { floor: Number.NEGATIVE_INFINITY, ceiling: Number.POSITIVE_INFINITY };
                return {
                  floor: c.figure - c.below,
                  ceiling: c.above === null ? Number.POSITIVE_INFINITY : c.figure + c.above,
                };
              },
              ...o,
            },
            async (indices) => {
              asked.push(...indices);
              return new Map(indices.map((i) => [i, figures[i] ?? null] as const));
            },
          );
          expect(got).toEqual(everyPriced(figures, o));
          expect(new Set(asked).size).toBe(asked.length);
        },
      ),
      { numRuns: 3_000, seed: 42 },
    );
  });

  it('prices only what the bounds cannot order: exact bounds price the page alone', async () => {
    const figures = Array.from({ length: 2_000 }, (_, i) => (i * 7919) % 1_000);
    const asked: number[] = [];
    const got = await pricePageInOrder(
      {
        count: figures.length,
        bounds: (i) => ({ floor: figures[i] as number, ceiling: figures[i] as number }),
        sort: 'asc',
        offset: 0,
        limit: 12,
      },
      async (indices) => {
        asked.push(...indices);
        return new Map(indices.map((i) => [i, figures[i] as number] as const));
      },
    );
    expect(got.total).toBe(2_000);
    expect(got.page.map((i) => figures[i])).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    // One batch of the page's size: nothing beyond it can come before the page's last.
    expect(asked.length).toBeLessThanOrEqual(24);
  });
});
