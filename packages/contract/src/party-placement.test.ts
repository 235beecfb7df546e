import { describe, expect, it } from 'vitest';
import { DEFAULT_AGE_POLICY } from './occupancy-pricing';
import {
  cheapestPlacement,
  childrenByAgeBands,
  lineSeats,
  nightlyLineCost,
  type PlacementRoomType,
} from './party-placement';

const room = (over: Partial<PlacementRoomType> & { id: string }): PlacementRoomType => ({
  maxAdults: 2,
  maxChildren: 1,
  baseAdults: 2,
  baseChildren: 0,
  extraAdultPaise: 0,
  extraChildPaise: 0,
  free: 3,
  planIds: [''],
  ...over,
});

/** Four nights at a flat rate per type and plan (paise a night). */
const flat = (types: PlacementRoomType[], rates: Record<string, number>, nights = 4) =>
  nightlyLineCost(types, (id, plan) => {
    const rate = rates[plan ? `${id}:${plan}` : id];
    return rate === undefined ? null : Array.from({ length: nights }, () => rate);
  });

const place = (
  party: { adults: number; children: number },
  types: PlacementRoomType[],
  rates: Record<string, number>,
) => cheapestPlacement(party, types, flat(types, rates));

describe('cheapestPlacement', () => {
  it('seats a couple in the cheapest room that takes two adults', () => {
    const types = [room({ id: 'single', maxAdults: 1, baseAdults: 1 }), room({ id: 'double' })];
    const placed = place({ adults: 2, children: 0 }, types, { single: 200_000, double: 350_000 });
    // Two singles (₹4,000 a night) cost more than one double (₹3,500).
    expect(placed?.lines).toEqual([{ roomTypeId: 'double', ratePlanId: '', roomCount: 1, adults: 2, children: 0 }]);
    expect(placed?.cost).toBe(4 * 350_000);
    expect(placed?.rooms).toBe(1);
  });

  it('takes two rooms for a family of 2 + 2 when no one room sleeps four, and charges the extra child', () => {
    const types = [
      room({ id: 'suite', maxAdults: 2, maxChildren: 1, baseAdults: 2, extraChildPaise: 100_000, free: 2 }),
      room({ id: 'family', maxAdults: 2, maxChildren: 2, baseAdults: 2, baseChildren: 1, free: 0 }),
    ];
    const placed = place({ adults: 2, children: 2 }, types, { suite: 1_000_000, family: 900_000 });
    // The family room is sold out: two suites, an adult and a child in each (base 2 adults: the child is free).
    expect(placed?.lines).toEqual([{ roomTypeId: 'suite', ratePlanId: '', roomCount: 2, adults: 2, children: 2 }]);
    expect(placed?.cost).toBe(4 * 2 * 1_000_000);
  });

  it('prefers one family room with its extra-child charge to two rooms', () => {
    const types = [
      room({ id: 'suite', maxAdults: 2, maxChildren: 1 }),
      room({ id: 'family', maxAdults: 2, maxChildren: 2, baseChildren: 1, extraChildPaise: 150_000 }),
    ];
    const placed = place({ adults: 2, children: 2 }, types, { suite: 600_000, family: 900_000 });
    expect(placed?.lines).toEqual([{ roomTypeId: 'family', ratePlanId: '', roomCount: 1, adults: 2, children: 2 }]);
    expect(placed?.cost).toBe(4 * (900_000 + 150_000));
  });

  it('mixes room types for a party needing three rooms, each with an adult', () => {
    const types = [room({ id: 'twin', free: 2 }), room({ id: 'triple', maxAdults: 3, maxChildren: 0, free: 1 })];
    const placed = place({ adults: 7, children: 0 }, types, { twin: 300_000, triple: 400_000 });
    expect(placed?.rooms).toBe(3);
    expect(placed?.lines).toEqual([
      { roomTypeId: 'twin', ratePlanId: '', roomCount: 2, adults: 4, children: 0 },
      { roomTypeId: 'triple', ratePlanId: '', roomCount: 1, adults: 3, children: 0 },
    ]);
  });

  it('seats no children where no room takes children (a hostel), whatever beds are free', () => {
    const types = [room({ id: 'dorm', maxAdults: 6, maxChildren: 0, free: 5 })];
    expect(place({ adults: 2, children: 2 }, types, { dorm: 80_000 })).toBeNull();
    expect(place({ adults: 4, children: 0 }, types, { dorm: 80_000 })?.lines).toEqual([
      { roomTypeId: 'dorm', ratePlanId: '', roomCount: 1, adults: 4, children: 0 },
    ]);
  });

  it('refuses a party needing more rooms than free or than one booking takes', () => {
    const types = [room({ id: 'double', free: 1 })];
    expect(place({ adults: 3, children: 0 }, types, { double: 100_000 })).toBeNull();
    const many = [room({ id: 'double', free: 10 })];
    expect(place({ adults: 11, children: 0 }, many, { double: 100_000 })).toBeNull();
    expect(place({ adults: 10, children: 0 }, many, { double: 100_000 })?.rooms).toBe(5);
  });

  it('puts each room type under its cheapest plan, skipping a plan not sold for the stay', () => {
    const types = [room({ id: 'double', planIds: ['flex', 'saver', 'gone'] })];
    const placed = place({ adults: 2, children: 0 }, types, { 'double:flex': 500_000, 'double:saver': 420_000 });
    expect(placed?.lines[0]?.ratePlanId).toBe('saver');
  });

  it('counts infants nowhere: a couple with an infant is a couple', () => {
    // The party passed in is adults and children only; an infant adds nothing to place.
    const types = [room({ id: 'double', maxChildren: 0 })];
    expect(place({ adults: 2, children: 0 }, types, { double: 300_000 })?.rooms).toBe(1);
  });

  it('needs an adult', () => {
    expect(place({ adults: 0, children: 1 }, [room({ id: 'x' })], { x: 1 })).toBeNull();
  });

  it('breaks a tie of price by fewer rooms', () => {
    const types = [room({ id: 'single', maxAdults: 1, baseAdults: 1 }), room({ id: 'double' })];
    const placed = place({ adults: 2, children: 0 }, types, { single: 150_000, double: 300_000 });
    expect(placed?.rooms).toBe(1);
  });

  it('costs lines charged alike once: same plan, rooms and extra-guest charges', () => {
    // Base 2 adults, up to 3; an extra adult pays ₹1,000 a night, a child beyond the free slots ₹500.
    const types = [room({ id: 'x', maxAdults: 3, maxChildren: 1, extraAdultPaise: 100_000, extraChildPaise: 50_000 })];
    const asked: string[] = [];
    const priced = flat(types, { x: 400_000 });
    const placed = cheapestPlacement({ adults: 3, children: 1 }, types, (line) => {
      asked.push(`${line.roomCount}:${line.adults}+${line.children}`);
      return priced(line);
    });
    // One room: 1+0, 2+0 and 1+1 pay no extra (costed once, as 1+0); 3+0, 2+1 and 3+1 each pay their own.
    expect(asked.filter((line) => line.startsWith('1:'))).toEqual(['1:1+0', '1:2+1', '1:3+0', '1:3+1']);
    // Each line still carries its own guests: the cheapest is the one room with its extra adult and child.
    expect(placed?.lines).toEqual([{ roomTypeId: 'x', ratePlanId: '', roomCount: 1, adults: 3, children: 1 }]);
    expect(placed?.cost).toBe(4 * (400_000 + 100_000 + 50_000));
  });
});

describe('lineSeats', () => {
  it('asks an adult per room and no more guests than the rooms sleep', () => {
    const t = { maxAdults: 2, maxChildren: 1 };
    const line = { roomTypeId: 'x', ratePlanId: '', roomCount: 2, adults: 2, children: 2 };
    expect(lineSeats(t, line)).toBe(true);
    expect(lineSeats(t, { ...line, adults: 1 })).toBe(false);
    expect(lineSeats(t, { ...line, children: 3 })).toBe(false);
  });
});

describe('childrenByAgeBands', () => {
  it('keeps children whose ages are in the band, refuses a property whose bands do not', () => {
    expect(childrenByAgeBands(2, [7, 11], DEFAULT_AGE_POLICY)).toBe(2);
    expect(childrenByAgeBands(2, undefined, DEFAULT_AGE_POLICY)).toBe(2);
    expect(childrenByAgeBands(1, [11], { infantMaxAge: 1, childMaxAge: 10 })).toBeNull();
    expect(childrenByAgeBands(1, [1], DEFAULT_AGE_POLICY)).toBeNull();
  });
});
