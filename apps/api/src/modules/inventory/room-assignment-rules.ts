import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { addDays, type IsoDate } from '@staybook/contract/stay-dates';

/**
 * Which numbered room each room of a booking sleeps in (issue 44, decision 015): pure rules over plain data. The
 * counts never depend on them (the inventory's nights do), so a room the rules cannot find is left unassigned for the
 * desk, never oversold. In order:
 * 1. a room is free for every night asked (no other booking's night, not out of service);
 * 2. a request is honoured: a feature of the room type named in the booking's notes ("sea view") is preferred;
 * 3. a guest arriving today is given a ready room (clean or inspected) before a dirty one, and one out of order last;
 * 4. a party keeps together: its rooms on one floor, the numbers as close as they can be;
 * 5. wear is spread: the room slept in least recently first (never slept in before all), then the lowest number.
 */

export interface CandidateRoom {
  id: string;
  number: string;
  floor: number;
  roomTypeId: string;
  features: readonly string[];
  /** The last night a guest slept in it before today; null if never. */
  lastUsedOn: IsoDate | null;
  /** Nights it cannot take: another booking's, or out of service. */
  busy: ReadonlySet<IsoDate>;
  /** Its housekeeping state now: 0 ready (clean or inspected), 1 dirty, 2 out of order; ready when left out. */
  readiness?: number;
}

export interface PartyRoom {
  /** `bookingRoomId:slot` */
  key: string;
  roomTypeId: string;
  /** The nights to assign (those not assigned yet, from today on). */
  nights: readonly IsoDate[];
}

export interface Party {
  bookingId: string;
  /** The booking's notes, read for a requested feature. */
  request: string | null;
  rooms: readonly PartyRoom[];
  /** It arrives today: the rooms' housekeeping state now matters (a later arrival's room is cleaned by then). */
  arrivesToday?: boolean;
}

/** Digits of a room number as a number, for "adjacent" (G-12 → 12); NaN when it has none. */
export function roomNumberValue(number: string): number {
  const digits = number.replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/** The features of these rooms the request names (case and spacing aside). */
export function requestedFeatures(request: string | null, rooms: readonly CandidateRoom[]): Set<string> {
  const wanted = new Set<string>();
  if (!request) return wanted;
  const text = request.toLowerCase().replace(/\s+/g, ' ');
  for (const room of rooms)
    for (const feature of room.features) if (text.includes(feature.toLowerCase().trim())) wanted.add(feature);
  return wanted;
}

const isFree = (room: CandidateRoom, nights: readonly IsoDate[]) => nights.every((d) => !room.busy.has(d));

const matchesRequest = (room: CandidateRoom, wanted: ReadonlySet<string>) => room.features.some((f) => wanted.has(f));

/** Least recently used first (never used first of all), then the lowest number: the order rooms wear out evenly in. */
export function compareWear(a: CandidateRoom, b: CandidateRoom): number {
  if (a.lastUsedOn !== b.lastUsedOn) {
    if (a.lastUsedOn === null) return -1;
    if (b.lastUsedOn === null) return 1;
    return a.lastUsedOn < b.lastUsedOn ? -1 : 1;
  }
  return compareNumbers(a.number, b.number);
}

function compareNumbers(a: string, b: string): number {
  const x = roomNumberValue(a);
  const y = roomNumberValue(b);
  if (!Number.isNaN(x) && !Number.isNaN(y) && x !== y) return x - y;
  return a.localeCompare(b);
}

/** How far a room stands from the rooms already chosen: other floors first, then the number gap. */
function distance(room: CandidateRoom, chosen: readonly CandidateRoom[]): [number, number] {
  let floors = 0;
  let gap = Number.POSITIVE_INFINITY;
  for (const c of chosen) {
    if (c.floor !== room.floor) floors++;
    const g = Math.abs(roomNumberValue(c.number) - roomNumberValue(room.number));
    if (!Number.isNaN(g)) gap = Math.min(gap, g);
  }
  return [floors, gap];
}

interface Plan {
  chosen: Map<string, CandidateRoom>;
  score: number[];
}

/**
 * Rooms for one party: every room of the party that can have a room for all its nights gets one. Tries each free room
 * of the party's first room as the anchor, fills the others with the nearest free rooms, and keeps the plan that
 * honours the request most, then keeps the party on fewest floors with the smallest spread of numbers, then wears
 * rooms most evenly. Answers room id by party room key (rooms it cannot place are absent).
 */
export function planParty(party: Party, rooms: readonly CandidateRoom[]): Map<string, string> {
  const wanted = requestedFeatures(party.request, rooms);
  const unready = (r: CandidateRoom) => (party.arrivesToday ? (r.readiness ?? 0) : 0);
  const order = [...party.rooms].sort((a, b) => a.key.localeCompare(b.key));
  if (order.length === 0) return new Map();
  const freeFor = (need: PartyRoom, taken: ReadonlySet<string>) =>
    rooms.filter((r) => r.roomTypeId === need.roomTypeId && !taken.has(r.id) && isFree(r, need.nights));

  const first = order[0]!;
  const anchors = freeFor(first, new Set()).sort(
    (a, b) =>
      Number(matchesRequest(b, wanted)) - Number(matchesRequest(a, wanted)) ||
      unready(a) - unready(b) ||
      compareWear(a, b),
  );
  let best: Plan | null = null;
  // A lone room needs no anchor search: the best-ranked free room is the answer.
  for (const anchor of order.length === 1 ? anchors.slice(0, 1) : anchors) {
    const chosen = new Map<string, CandidateRoom>([[first.key, anchor]]);
    for (const need of order.slice(1)) {
      const picked = [...chosen.values()];
      const next = freeFor(need, new Set(picked.map((r) => r.id))).sort((a, b) => {
        const [fa, ga] = distance(a, picked);
        const [fb, gb] = distance(b, picked);
        return (
          Number(matchesRequest(b, wanted)) - Number(matchesRequest(a, wanted)) ||
          unready(a) - unready(b) ||
          fa - fb ||
          ga - gb ||
          compareWear(a, b)
        );
      })[0];
      if (next) chosen.set(need.key, next);
    }
    const picked = [...chosen.values()];
    const floors = new Set(picked.map((r) => r.floor)).size;
    const numbers = picked.map((r) => roomNumberValue(r.number)).filter((n) => !Number.isNaN(n));
    const spread = numbers.length > 1 ? Math.max(...numbers) - Math.min(...numbers) : 0;
    const score = [
      -chosen.size,
      -picked.filter((r) => matchesRequest(r, wanted)).length,
      picked.reduce((n, r) => n + unready(r), 0),
      floors,
      spread,
      anchors.indexOf(anchor),
    ];
    if (!best || compareScores(score, best.score) < 0) best = { chosen, score };
  }
  return new Map([...(best?.chosen ?? new Map<string, CandidateRoom>())].map(([key, room]) => [key, room.id]));
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Rooms for many parties in order (earliest arrival first, as the job reads them): each party's choice makes its
 * nights busy for the parties after it. Answers room id by party room key, for every party.
 */
export function planParties(parties: readonly Party[], rooms: readonly CandidateRoom[]): Map<string, string> {
  const busy = new Map(rooms.map((r) => [r.id, new Set(r.busy)]));
  const live = rooms.map((r) => ({ ...r, busy: busy.get(r.id)! }));
  const out = new Map<string, string>();
  for (const party of parties) {
    const plan = planParty(party, live);
    for (const [key, roomId] of plan) {
      out.set(key, roomId);
      const nights = party.rooms.find((r) => r.key === key)?.nights ?? [];
      for (const d of nights) busy.get(roomId)!.add(d);
    }
  }
  return out;
}

/** A housekeeping state as the rules rank it: ready first, then dirty, out of order last. */
export function readinessOf(status: string): number {
  if (status === 'clean' || status === 'inspected') return 0;
  return status === 'dirty' ? 1 : 2;
}

/** Consecutive nights as runs: [[first, last], …] (both included). */
export function nightRuns(nights: readonly IsoDate[]): Array<[IsoDate, IsoDate]> {
  const sorted = [...new Set(nights)].sort();
  const runs: Array<[IsoDate, IsoDate]> = [];
  for (const d of sorted) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === d) last[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}

/**
 * The refusal of taking a room out of service when the room type has no room to spare on some nights (every room
 * left in service is sold or blocked): names the nights, at most five, and what to do.
 */
export function outOfServiceRefusal(number: string, roomTypeName: string, shortNights: readonly IsoDate[]): string {
  const named = [...shortNights].sort().slice(0, 5).map(formatDayWithWeekday);
  const left = shortNights.length - named.length;
  const list =
    left > 0
      ? `${named.join('; ')} and ${plural(left, 'more night')}`
      : named.length === 1
        ? named[0]
        : `${named.slice(0, -1).join('; ')} and ${named.at(-1)}`;
  return (
    `Room ${number} cannot go out of service: every other ${roomTypeName} room is sold or blocked on ${list}. ` +
    'Move or cancel a booking on those nights, or choose other dates. Nothing was changed.'
  );
}
