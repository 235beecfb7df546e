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
  // A state is guests seated and rooms used so far: key (a·(C+1) + c)·(most+1) + r, so the key of a state plus a
  // line is the state's key plus the line's. Each holds its least cost (Infinity: not reached); per room type, the
  // state it was reached from and the line that reached it (-1: kept from before that type), read back once from the
  // best state at the end. States are walked in the order they were first reached, which is what decides between
  // placements of equal cost. A list search places the party at every property of its page: flat arrays made once a
  // call (not a copy a room type, nor an object a state), and the states' coordinates shared by every call alike.
  // Every room takes an adult, so no placement uses more rooms than the party has adults: states of more are never
  // reached, and a grid without them is smaller to fill and to copy.
  const most = Math.min(maxRooms, A);
  const R = most + 1;
  const { aOf, cOf, rOf, size } = stateGrid(A, C, most);
  let costAt: number[] = new Array<number>(size).fill(Number.POSITIVE_INFINITY);
  let nextCost: number[] = new Array<number>(size);
  const fromAt: number[] = new Array<number>(size * types.length).fill(-1);
  const lineAt: Array<PlacementLine | undefined> = new Array<PlacementLine | undefined>(size * types.length);
  let reached: number[] = [0];
  costAt[0] = 0;
  for (let t = 0; t < types.length; t++) {
    const type = types[t] as PlacementRoomType;
    const base = t * size;
    for (let k = 0; k < size; k++) nextCost[k] = costAt[k] as number;
    const nextReached = reached.slice();
    // A type that charges no extra guest prices every line of n rooms alike; one that does, every line of n rooms
    // with the same extra-guest charges (worked out once per rooms and guests, the same under every plan): each such
    // kind of line is numbered once for the type, and its cost kept per plan by that number.
    const charged = type.extraAdultPaise > 0 || type.extraChildPaise > 0;
    const kindAt: number[] = charged ? new Array<number>(size).fill(-1) : [];
    const kinds = charged ? new Map<string, number>() : null;
    const maxCount = Math.min(type.free, most);
    // For each of this type's lines in turn, the states placed so far that have room for it (in the order reached):
    // the same under every plan, so worked out once.
    const fits: number[] = [];
    const fitsEnd: number[] = [];
    for (let n = 1; n <= maxCount; n++)
      for (let a = n; a <= Math.min(A, type.maxAdults * n); a++)
        for (let c = 0; c <= Math.min(C, type.maxChildren * n); c++) {
          for (const s of reached)
            if ((aOf[s] as number) + a <= A && (cOf[s] as number) + c <= C && (rOf[s] as number) + n <= most)
              fits.push(s);
          fitsEnd.push(fits.length);
        }
    for (const ratePlanId of type.planIds) {
      // This type's lines under this plan by kind (rooms, or rooms and extra-guest charges): what their cost may
      // depend on. Undefined: not asked yet.
      const costs: Array<number | null | undefined> = [];
      let nextLine = 0;
      for (let n = 1; n <= maxCount; n++) {
        for (let a = n; a <= Math.min(A, type.maxAdults * n); a++) {
          for (let c = 0; c <= Math.min(C, type.maxChildren * n); c++) {
            const step = (a * (C + 1) + c) * R + n;
            const lineIndex = nextLine++;
            let line: PlacementLine | null = null;
            let priced: number | null | undefined;
            const end = fitsEnd[lineIndex] as number;
            for (let i = lineIndex === 0 ? 0 : (fitsEnd[lineIndex - 1] as number); i < end; i++) {
              const s = fits[i] as number;
              if (priced === undefined) {
                line = { roomTypeId: type.id, ratePlanId, roomCount: n, adults: a, children: c };
                let kind = n;
                if (kinds) {
                  kind = kindAt[step] as number;
                  if (kind < 0) {
                    const key = `${n}:${extraGuestCharges(line, type).join(',')}`;
                    kind = kinds.get(key) ?? kinds.size;
                    kinds.set(key, kind);
                    kindAt[step] = kind;
                  }
                }
                priced = costs[kind];
                if (priced === undefined) {
                  priced = cost(line);
                  costs[kind] = priced;
                }
              }
              if (priced === null) break;
              const k = s + step;
              const total = (costAt[s] as number) + priced;
              const was = nextCost[k] as number;
              if (total < was) {
                if (was === Number.POSITIVE_INFINITY) nextReached.push(k);
                nextCost[k] = total;
                fromAt[base + k] = s;
                lineAt[base + k] = line as PlacementLine;
              }
            }
          }
        }
      }
    }
    [costAt, nextCost] = [nextCost, costAt];
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
  for (let t = types.length - 1, k = best; t >= 0; t--) {
    const from = fromAt[t * size + k] as number;
    if (from < 0) continue;
    lines.unshift(lineAt[t * size + k] as PlacementLine);
    k = from;
  }
  return { lines, cost: costAt[best] as number, rooms: rOf[best] as number };
}

/** The states' coordinates (adults, children, rooms by key) for a party and a most rooms, made once and shared. */
const grids = new Map<
  string,
  { aOf: readonly number[]; cOf: readonly number[]; rOf: readonly number[]; size: number }
>();

function stateGrid(A: number, C: number, maxRooms: number) {
  const key = `${A},${C},${maxRooms}`;
  let grid = grids.get(key);
  if (!grid) {
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
    grid = { aOf, cOf, rOf, size: aOf.length };
    // Parties are small and few; a caller asking for thousands of shapes only loses the sharing.
    if (grids.size >= 256) grids.clear();
    grids.set(key, grid);
  }
  return grid;
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
