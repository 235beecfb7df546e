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
  // A state is guests seated and rooms used so far: key (a·(C+1) + c)·(maxRooms+1) + r, so the key of a state plus a
  // line is the state's key plus the line's. Each holds its least cost (Infinity: not reached) and how it was reached
  // (its last line and the step before: the lines are read back once, from the best state at the end). States are
  // walked in the order they were first reached, which is what decides between placements of equal cost. A list
  // search places the party at every property of its page: flat arrays, not a map of objects, keep that cheap.
  const R = maxRooms + 1;
  const size = (A + 1) * (C + 1) * R;
  const aOf: number[] = [];
  const cOf: number[] = [];
  const rOf: number[] = [];
  for (let a = 0; a <= A; a++)
    for (let c = 0; c <= C; c++)
      for (let r = 0; r <= maxRooms; r++) {
        aOf.push(a);
        cOf.push(c);
        rOf.push(r);
      }
  type Step = { line: PlacementLine | null; prev: Step | null };
  let costAt: number[] = new Array<number>(size).fill(Number.POSITIVE_INFINITY);
  let stepAt: Array<Step | null> = new Array<Step | null>(size).fill(null);
  let reached: number[] = [0];
  costAt[0] = 0;
  stepAt[0] = { line: null, prev: null };
  for (const type of types) {
    const nextCost = costAt.slice();
    const nextStep = stepAt.slice();
    const nextReached = reached.slice();
    // A type that charges no extra guest prices every line of n rooms alike; one that does, every line of n rooms
    // with the same extra-guest charges (worked out once per rooms and guests, the same under every plan).
    const charged = type.extraAdultPaise > 0 || type.extraChildPaise > 0;
    const chargesKey: Array<string | undefined> = charged ? new Array<string | undefined>(size) : [];
    const maxCount = Math.min(type.free, maxRooms);
    for (const ratePlanId of type.planIds) {
      // This type's lines under this plan by rooms and extra-guest charges: what their cost may depend on.
      const costs = new Map<string | number, number | null>();
      for (let n = 1; n <= maxCount; n++) {
        for (let a = n; a <= Math.min(A, type.maxAdults * n); a++) {
          for (let c = 0; c <= Math.min(C, type.maxChildren * n); c++) {
            const step = (a * (C + 1) + c) * R + n;
            let line: PlacementLine | null = null;
            let priced: number | null | undefined;
            for (const s of reached) {
              if ((aOf[s] as number) + a > A || (cOf[s] as number) + c > C || (rOf[s] as number) + n > maxRooms)
                continue;
              if (priced === undefined) {
                line = { roomTypeId: type.id, ratePlanId, roomCount: n, adults: a, children: c };
                let key: string | number = n;
                if (charged) {
                  key = chargesKey[step] ?? `${n}:${extraGuestCharges(line, type).join(',')}`;
                  chargesKey[step] = key;
                }
                priced = costs.get(key);
                if (priced === undefined) {
                  priced = cost(line);
                  costs.set(key, priced);
                }
              }
              if (priced === null) break;
              const k = s + step;
              const total = (costAt[s] as number) + priced;
              const was = nextCost[k] as number;
              if (total < was) {
                if (was === Number.POSITIVE_INFINITY) nextReached.push(k);
                nextCost[k] = total;
                nextStep[k] = { line, prev: stepAt[s] ?? null };
              }
            }
          }
        }
      }
    }
    costAt = nextCost;
    stepAt = nextStep;
    reached = nextReached;
  }
  // Ties: fewer rooms, then the order reached.
  let best = -1;
  for (const k of reached) {
    if (aOf[k] !== A || cOf[k] !== C || rOf[k] === 0) continue;
    if (
      best < 0 ||
      (costAt[k] as number) < (costAt[best] as number) ||
      (costAt[k] === costAt[best] && (rOf[k] as number) < (rOf[best] as number))
    )
      best = k;
  }
  if (best < 0) return null;
  const lines: PlacementLine[] = [];
  for (let s: Step | null = stepAt[best] ?? null; s?.line; s = s.prev) lines.unshift(s.line);
  return { lines, cost: costAt[best] as number, rooms: rOf[best] as number };
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
