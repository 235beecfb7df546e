import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from './demo-catalogue';
import { extraGuestRupees, occupancyTermsOf } from './occupancy-terms';

describe('the demo occupancy terms', () => {
  const plans = generateDemoCatalogue();
  const terms = occupancyTermsOf(plans);
  const rooms = plans.flatMap((p) => p.rooms);

  it.each([
    [2_000, 0.15, { adult: 500, child: 300 }], // a cheap room: the ₹500 floor
    [6_000, 0.15, { adult: 900, child: 500 }], // 900 / 2 = 450 → ₹500
    [24_000, 0.12, { adult: 2_900, child: 1_500 }],
    [45_000, 0.2, { adult: 3_000, child: 1_500 }], // a big villa: the ₹3,000 ceiling
  ])('a room at ₹%i charges an extra adult %s of it', (base, share, expected) => {
    expect(extraGuestRupees(base, share)).toEqual(expected);
  });

  it('prices rooms that sleep a crowd for 4–6 adults, with extra adults and children in step with the room’s rate', () => {
    const large = rooms.filter((r) => r.maxAdults >= 4);
    expect(large.length).toBeGreaterThan(10);
    for (const room of large) {
      const t = terms.get(room)!;
      const base = room.baseRatePaise;
      expect(t.baseAdults).toBeGreaterThanOrEqual(4);
      expect(t.baseAdults).toBeLessThanOrEqual(Math.min(6, room.maxAdults));
      expect(t.extraAdultPaise).toBeGreaterThanOrEqual(Math.min(300_000, Math.max(50_000, base * 0.1)));
      expect(t.extraAdultPaise).toBeLessThanOrEqual(Math.max(50_000, Math.min(300_000, base * 0.22)));
      expect(t.extraChildPaise).toBeLessThan(t.extraAdultPaise);
      expect(t.extraAdultPaise % 10_000).toBe(0);
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
