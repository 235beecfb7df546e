import { MAX_ROOMS_PER_BOOKING } from './booking';
import { type AgePolicy, extraGuestCharges, type OccupancyTerms } from './occupancy-pricing';

/**
 * Where the searched party sleeps (issue 24 item 1): the cheapest set of rooms of one property that seats the whole
 * party — adults and children (infants are free and not counted) — within each room type's occupancy and the rooms
 * free on every night, at most MAX_ROOMS_PER_BOOKING rooms, each room with an adult. The list, the property page and
 * the rooms bar all show the price of this one placement, and the rooms bar offers it in one tap, so what the guest
 * is charged is what the list said. Pure and zod-free: the cost of a line is the caller's (the API prices each line
 * through the booking's pricing pipeline; `nightlyLineCost` is the plain arithmetic of rates and extra guests).
 */

/** A room type that may take part of the party. */
export interface PlacementRoomType extends OccupancyTerms {
  id: string;
  maxAdults: number;
  maxChildren: number;
  /** Rooms free on every night of the stay (0 when closed or refused by a restriction on any night). */
  free: number;
  /** The plans it sells under (ids as the booking takes them; '' for the room's own rate). */
  planIds: readonly string[];
}

/** The party as searched: adults and children; infants are not counted. */
export interface PlacementParty {
  adults: number;
  children: number;
}

/** One line of a placement: rooms of one type under one plan, and the guests in them all. */
export interface PlacementLine {
  roomTypeId: string;
  ratePlanId: string;
  roomCount: number;
  adults: number;
  children: number;
}

export interface Placement {
  lines: PlacementLine[];
  /** The sum of the lines' costs (the caller's unit: paise charged, in the API). */
  cost: number;
  rooms: number;
}

/**
 * What a line costs, or null when it cannot be sold (the caller's pricing refuses it). A price is made of the room
 * type, the plan, the rooms and each room's extra-guest charge, so a line's cost must depend on nothing else: lines
 * alike in those (2 adults or 1 adult + 1 child in a base-2 room: no extra either way) are asked for once.
 */
export type LineCost = (line: PlacementLine) => number | null;

/** Whether `count` rooms of this type take these guests: an adult in each room, no more than they sleep. */
export function lineSeats(type: Pick<PlacementRoomType, 'maxAdults' | 'maxChildren'>, line: PlacementLine): boolean {
  return (
    line.roomCount >= 1 &&
    line.adults >= line.roomCount &&
    line.adults <= type.maxAdults * line.roomCount &&
    line.children >= 0 &&
    line.children <= type.maxChildren * line.roomCount
  );
}

/**
 * The cheapest placement of the party, or null when the property cannot seat it (too few beds or rooms free, rooms
 * that take no children, more than MAX_ROOMS_PER_BOOKING rooms needed). One plan per room type (the booking takes each
 * room type once). Ties: fewer rooms, then the room types' order. Exhaustive over each type's room count and guests
 * (a small dynamic programme over adults, children and rooms placed), so it is exact for any line cost. Each line is
 * costed once, and lines of a type that would be charged alike (same plan, rooms and extra-guest charges: LineCost)
 * share one cost: the API prices a line through the whole booking pipeline, which is what a list search spends its
 * time on.
 */
export function cheapestPlacement(
  party: PlacementParty,
  types: readonly PlacementRoomType[],
  cost: LineCost,
  maxRooms: number = MAX_ROOMS_PER_BOOKING,
): Placement | null {
  const A = Math.max(0, Math.floor(party.adults));
  const C = Math.max(0, Math.floor(party.children));
  if (A < 1) return null;
  const key = (a: number, c: number, r: number) => (a * (C + 1) + c) * (maxRooms + 1) + r;
  // A state: guests seated and rooms used so far, at the least cost found, with its last line and the state before
  // it (its lines are read back once, from the best state at the end: the search makes thousands of states a city).
  type State = { a: number; c: number; r: number; cost: number; line: PlacementLine | null; prev: State | null };
  let states = new Map<number, State>([[key(0, 0, 0), { a: 0, c: 0, r: 0, cost: 0, line: null, prev: null }]]);
  const better = (cost: number, r: number, y: State | undefined) => !y || cost < y.cost || (cost === y.cost && r < y.r);
  for (const type of types) {
    const next = new Map(states);
    const before = [...states.values()];
    // A type that charges no extra guest prices every line of n rooms alike.
    const charged = type.extraAdultPaise > 0 || type.extraChildPaise > 0;
    const maxCount = Math.min(type.free, maxRooms);
    for (const ratePlanId of type.planIds) {
      // This type's lines under this plan by rooms and extra-guest charges: what their cost may depend on.
      const costs = new Map<string | number, number | null>();
      const costOf = (line: PlacementLine) => {
        const key = charged ? `${line.roomCount}:${extraGuestCharges(line, type).join(',')}` : line.roomCount;
        let value = costs.get(key);
        if (value === undefined) {
          value = cost(line);
          costs.set(key, value);
        }
        return value;
      };
      for (let n = 1; n <= maxCount; n++) {
        for (let a = n; a <= Math.min(A, type.maxAdults * n); a++) {
          for (let c = 0; c <= Math.min(C, type.maxChildren * n); c++) {
            let line: PlacementLine | null = null;
            let priced: number | null | undefined;
            for (const s of before) {
              if (s.a + a > A || s.c + c > C || s.r + n > maxRooms) continue;
              line ??= { roomTypeId: type.id, ratePlanId, roomCount: n, adults: a, children: c };
              if (priced === undefined) priced = costOf(line);
              if (priced === null) break;
              const k = key(s.a + a, s.c + c, s.r + n);
              const total = s.cost + priced;
              if (better(total, s.r + n, next.get(k)))
                next.set(k, { a: s.a + a, c: s.c + c, r: s.r + n, cost: total, line, prev: s });
            }
          }
        }
      }
    }
    states = next;
  }
  let best: State | null = null;
  for (const s of states.values())
    if (s.a === A && s.c === C && s.r > 0 && better(s.cost, s.r, best ?? undefined)) best = s;
  if (!best) return null;
  const lines: PlacementLine[] = [];
  for (let s: State | null = best; s?.line; s = s.prev) lines.unshift(s.line);
  return { lines, cost: best.cost, rooms: best.r };
}

/**
 * The plain cost of a line: each room's nightly price under the plan plus its extra-guest charge (the contract's
 * spread of guests over the line's rooms), summed over the nights. `nightly(typeId, planId)`: paise a night, in
 * date order, or null when the plan is not sold for the stay.
 */
export function nightlyLineCost(
  types: readonly PlacementRoomType[],
  nightly: (roomTypeId: string, ratePlanId: string) => readonly number[] | null,
): LineCost {
  const byId = new Map(types.map((t) => [t.id, t]));
  return (line) => {
    const type = byId.get(line.roomTypeId);
    const nights = nightly(line.roomTypeId, line.ratePlanId);
    if (!type || !nights) return null;
    const extras = extraGuestCharges(line, type).reduce((sum, paise) => sum + paise, 0);
    return nights.reduce((sum, paise) => sum + (paise * line.roomCount + extras), 0);
  };
}

/**
 * Which of the children the property counts as children, by its age bands: none refused when no ages were given.
 * Null when an age falls outside the children's band (the booking refuses it: the guest must count them as an
 * infant or an adult, party-rules.ts), so a property whose bands do not take the party as searched is not offered.
 */
export function childrenByAgeBands(
  children: number,
  childAges: readonly number[] | undefined,
  bands: AgePolicy,
): number | null {
  if (!childAges || childAges.length === 0 || childAges.length !== children) return children;
  return childAges.every((age) => age > bands.infantMaxAge && age <= bands.childMaxAge) ? children : null;
}
