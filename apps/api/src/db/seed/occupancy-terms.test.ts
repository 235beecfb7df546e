import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from './demo-catalogue';
import { occupancyTermsOf } from './occupancy-terms';

describe('the demo occupancy terms', () => {
  const plans = generateDemoCatalogue();
  const terms = occupancyTermsOf(plans);
  const rooms = plans.flatMap((p) => p.rooms);

  it('prices rooms that sleep a crowd for 4–6 adults, with extra adults ₹800–1,500 and children ₹400–700', () => {
    const large = rooms.filter((r) => r.maxAdults >= 4);
    expect(large.length).toBeGreaterThan(10);
    for (const room of large) {
      const t = terms.get(room);
      expect(t?.baseAdults).toBeGreaterThanOrEqual(4);
      expect(t?.baseAdults).toBeLessThanOrEqual(Math.min(6, room.maxAdults));
      expect(t?.extraAdultPaise).toBeGreaterThanOrEqual(80_000);
      expect(t?.extraAdultPaise).toBeLessThanOrEqual(150_000);
      expect(t?.extraChildPaise).toBeGreaterThanOrEqual(40_000);
      expect(t?.extraChildPaise).toBeLessThanOrEqual(70_000);
    }
    expect(large.some((r) => (terms.get(r)?.baseAdults ?? 0) < r.maxAdults)).toBe(true);
  });

  it('charges a third adult in some rooms for 3, and nothing extra anywhere else, the same on every run', () => {
    const triples = rooms.filter((r) => r.maxAdults === 3);
    const charged = triples.filter((r) => (terms.get(r)?.extraAdultPaise ?? 0) > 0);
    expect(charged.length).toBeGreaterThan(0);
    expect(charged.length).toBeLessThan(triples.length);
    for (const room of rooms.filter((r) => r.maxAdults < 3))
      expect(terms.get(room)).toEqual({ baseAdults: room.baseAdults, extraAdultPaise: 0, extraChildPaise: 0 });
    expect([...occupancyTermsOf(generateDemoCatalogue()).values()]).toEqual([...terms.values()]);
  });
});
