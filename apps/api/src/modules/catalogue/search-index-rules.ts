import { addDays, daysBetween, type IsoDate, stayNights } from '@staybook/contract';
import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import { childrenByAgeBands } from '@staybook/contract/party-placement';
import { canPlaceParty, type PartyToPlace, type SellablePlan } from '../pricing/index.js';
import type { CandidateRow, MediaRow, OpenRoomRow, PropertyRow, PropertySearch } from './catalogue.repository.js';

/**
 * The search's read model (issue 42): what the property list reads, per property, in a shape made for reading — the
 * card's columns, its first pictures, and per room type sold on this site its occupancy terms, its plans and, night by
 * night over a window of dates, the rate, the rooms free and the restrictions, in typed arrays. Pure: built from rows
 * (search-index.repository.ts) and asked by `candidatesOf`, which answers exactly what catalogue.repository.ts
 * searchCandidates answers (the list-price-parity and catalogue suites hold the two to each other).
 */

/** A night's flags. */
export const NIGHT_PRESENT = 1;
export const NIGHT_CLOSED = 2;
export const NIGHT_CLOSED_TO_ARRIVAL = 4;
export const NIGHT_CLOSED_TO_DEPARTURE = 8;

/** One room type's nights over the window: index i is the window's first date plus i days. */
export interface IndexedNights {
  rate: Int32Array;
  available: Int32Array;
  flags: Uint8Array;
  /** 0: no limit. */
  minStay: Int16Array;
  maxStay: Int16Array;
}

export interface IndexedPlan {
  sellable: SellablePlan;
  /** A plan on its own rates: its rate per night over the window (-1: none that night, the room's rate applies). */
  ownRates: Int32Array | null;
}

export interface IndexedRoom {
  id: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  baseAdults: number;
  baseChildren: number;
  extraAdultPaise: number;
  extraChildPaise: number;
  sortOrder: number;
  baseRatePaise: number;
  plans: IndexedPlan[];
  nights: IndexedNights;
}

/** A property as the model keeps it: the card's columns (PropertyRow), its order, age bands, rooms and pictures. */
export interface IndexedProperty extends PropertyRow {
  sortOrder: number;
  infantMaxAge: number;
  childMaxAge: number;
  promotionsRevision: string | null;
  /** Rooms sold on this site, active, in the list's order (sort order, base rate, id). */
  rooms: IndexedRoom[];
  /** The card's pictures, in order (at most CARD_PICTURES). */
  images: MediaRow[];
}

/** The pictures a card shows (catalogue.service.ts CARD_IMAGES). */
export const CARD_PICTURES = 5;

export interface SearchIndexState {
  /** The window's first date; nights before it or from `from + days` on are not held (the SQL answers them). */
  from: IsoDate;
  days: number;
  properties: Map<string, IndexedProperty>;
  /**
   * The ids of a city's properties (lower case; '' for every city) in one of the list's orders, made on first use
   * (orderedIds) and dropped when a property's place in it may have moved (putProperties): a search walks its city
   * in order instead of every property of the catalogue, and sorts nothing.
   */
  orders: Map<string, string[]>;
}

/** A new state over these properties. */
export function stateOf(from: IsoDate, days: number, rows: readonly IndexedProperty[]): SearchIndexState {
  return { from, days, properties: new Map(rows.map((p) => [p.id, p])), orders: new Map() };
}

/** The base orders of the list (the price sorts are stable sorts over 'name': catalogue.service.ts). */
type BaseOrder = 'recommended' | 'rating' | 'name';
const baseOrderOf = (sort: PropertySearch['sort']): BaseOrder =>
  sort === 'recommended' ? 'recommended' : sort === 'rating' ? 'rating' : 'name';
const COMPARE: Record<BaseOrder, (a: IndexedProperty, b: IndexedProperty) => number> = {
  recommended: (a, b) => byRecommended(a, b),
  rating: (a, b) => byRating(a, b),
  name: (a, b) => byRatingThenName(a, b),
};
const cityKey = (city: string | null) => (city ?? '').toLowerCase();

/** A city's (or every city's: null) property ids in a base order, made once until a change may move them. */
export function orderedIds(state: SearchIndexState, city: string | null, order: BaseOrder): string[] {
  const key = `${order}\n${cityKey(city)}`;
  let ids = state.orders.get(key);
  if (!ids) {
    const wanted = cityKey(city);
    const members: IndexedProperty[] = [];
    for (const p of state.properties.values()) if (wanted === '' || p.city.toLowerCase() === wanted) members.push(p);
    ids = members.sort(COMPARE[order]).map((p) => p.id);
    state.orders.set(key, ids);
  }
  return ids;
}

/** What places a property in the orders: its city and the columns the orders compare. */
const placeOf = (p: IndexedProperty) =>
  `${p.city.toLowerCase()}\n${p.isGuestFavorite}\n${p.ratingAverage}\n${p.ratingCount}\n${p.sortOrder}\n${p.name}`;

/**
 * Puts properties read again into the state: `ids` were read, `rows` are those still listed (active). The orders of
 * a city in which one of them came, went or may have moved are dropped (and every city's); a change that leaves
 * every place as it was (a rate, a room sold: nearly every change) keeps them.
 */
export function putProperties(state: SearchIndexState, ids: readonly string[], rows: readonly IndexedProperty[]): void {
  const fresh = new Map(rows.map((p) => [p.id, p]));
  const moved = new Set<string>();
  for (const id of ids) {
    const before = state.properties.get(id);
    const after = fresh.get(id);
    if (before && after && placeOf(before) === placeOf(after)) continue;
    if (before) moved.add(before.city.toLowerCase());
    if (after) moved.add(after.city.toLowerCase());
  }
  for (const id of ids) {
    const after = fresh.get(id);
    if (after) state.properties.set(id, after);
    else state.properties.delete(id);
  }
  if (moved.size === 0) return;
  moved.add('');
  for (const key of [...state.orders.keys()]) if (moved.has(key.slice(key.indexOf('\n') + 1))) state.orders.delete(key);
}

/** One inventory row as the repository reads it. */
export interface NightRow {
  date: IsoDate;
  ratePaise: number;
  available: number;
  isClosed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number | null;
  maxStay: number | null;
}

export function emptyNights(days: number): IndexedNights {
  return {
    rate: new Int32Array(days),
    available: new Int32Array(days),
    flags: new Uint8Array(days),
    minStay: new Int16Array(days),
    maxStay: new Int16Array(days),
  };
}

/** Writes rows into a room's nights (rows outside the window are ignored). */
export function putNights(nights: IndexedNights, from: IsoDate, rows: readonly NightRow[]): void {
  const days = nights.rate.length;
  for (const row of rows) {
    const i = daysBetween(from, row.date);
    if (i < 0 || i >= days) continue;
    nights.rate[i] = row.ratePaise;
    nights.available[i] = row.available;
    nights.flags[i] =
      NIGHT_PRESENT |
      (row.isClosed ? NIGHT_CLOSED : 0) |
      (row.closedToArrival ? NIGHT_CLOSED_TO_ARRIVAL : 0) |
      (row.closedToDeparture ? NIGHT_CLOSED_TO_DEPARTURE : 0);
    nights.minStay[i] = row.minStay ?? 0;
    nights.maxStay[i] = row.maxStay ?? 0;
  }
}

/** Whether the index holds every date a stay reads (its nights and its departure date's row). */
export function covers(state: SearchIndexState, checkIn: IsoDate, checkOut: IsoDate): boolean {
  return daysBetween(state.from, checkIn) >= 0 && daysBetween(state.from, checkOut) < state.days;
}

/**
 * The room open, free and allowed by its restrictions for the whole stay (searchCandidates' open_rooms): every night
 * present, free and not closed; the arrival night's closed-to-arrival, minimum and maximum stay; the departure date's
 * closed-to-departure. Answers the rooms free on every night, or 0 when the room is not open.
 */
export function openRooms(n: IndexedNights, first: number, nights: number): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = first; i < first + nights; i++) {
    const flags = n.flags[i] as number;
    if (!(flags & NIGHT_PRESENT) || flags & NIGHT_CLOSED) return 0;
    const available = n.available[i] as number;
    if (available < min) min = available;
  }
  if (!(min > 0)) return 0;
  const arrival = n.flags[first] as number;
  const minStay = n.minStay[first] as number;
  const maxStay = n.maxStay[first] as number;
  if (arrival & NIGHT_CLOSED_TO_ARRIVAL || minStay > nights || (maxStay !== 0 && maxStay < nights)) return 0;
  if ((n.flags[first + nights] as number) & NIGHT_CLOSED_TO_DEPARTURE) return 0;
  return min;
}

const byRecommended = (a: IndexedProperty, b: IndexedProperty) =>
  Number(b.isGuestFavorite) - Number(a.isGuestFavorite) ||
  b.ratingAverage - a.ratingAverage ||
  a.sortOrder - b.sortOrder ||
  compareText(a.name, b.name) ||
  compareText(a.id, b.id);
const byRating = (a: IndexedProperty, b: IndexedProperty) =>
  b.ratingAverage - a.ratingAverage ||
  b.ratingCount - a.ratingCount ||
  compareText(a.name, b.name) ||
  compareText(a.id, b.id);
const byRatingThenName = (a: IndexedProperty, b: IndexedProperty) =>
  b.ratingAverage - a.ratingAverage || compareText(a.name, b.name) || compareText(a.id, b.id);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The property filters of the list (searchCandidates' `p`) but the city, which the city's order has applied, case-blind
 * as its lower() and ILIKE are; the search's own words lowered once, not once a property.
 */
function filterOf(s: PropertySearch): (p: IndexedProperty) => boolean {
  const typeKeys = s.typeKeys;
  const category = s.category?.toLowerCase() ?? null;
  const amenities = s.amenities;
  const q = s.q ? s.q.toLowerCase() : null;
  if (!typeKeys && category === null && amenities.length === 0 && q === null) return () => true;
  return (p) => {
    if (typeKeys && !typeKeys.includes(p.propertyType)) return false;
    if (category !== null && p.category.toLowerCase() !== category) return false;
    if (amenities.length > 0 && !amenities.every((a) => p.amenities.includes(a))) return false;
    if (q !== null && ![p.name, p.locality, p.city].some((text) => text.toLowerCase().includes(q))) return false;
    return true;
  };
}

/**
 * The list's candidates for a stay from the index, as searchCandidates answers them from the database: the
 * properties passing the filters whose open rooms have beds for the party's adults, guests and children (at most a
 * booking's rooms of each type), in the list's order; each room with its free rooms, its nights' rates and its plans
 * (own rates read for the stay's nights), so the pricing reads nothing more than the promotions. Null when the stay
 * reaches outside the window.
 */
export function candidatesOf(
  state: SearchIndexState,
  s: PropertySearch,
  party: PartyToPlace | null = null,
): IndexedCandidate[] | null {
  const checkIn = s.checkIn as IsoDate;
  const checkOut = s.checkOut as IsoDate;
  if (!covers(state, checkIn, checkOut)) return null;
  const stay: StayInWindow = { first: daysBetween(state.from, checkIn), nights: s.nights, checkIn, checkOut };
  const found: IndexedCandidate[] = [];
  const passes = filterOf(s);
  // The city's properties already in the list's order: nothing is sorted, and other cities are never looked at.
  for (const id of orderedIds(state, s.city, baseOrderOf(s.sort))) {
    const p = state.properties.get(id);
    if (!p || !passes(p)) continue;
    // Each room's free rooms for the stay (0: not open). A plain array: a typed array costs microseconds to make.
    const free: number[] = [];
    let adults = 0;
    let guests = 0;
    let children = 0;
    let open = 0;
    // One free room that seats the whole party: the placement rule's commonest answer (party-prices.ts canPlaceParty).
    let seatsAll = false;
    for (const room of p.rooms) {
      const rooms = openRooms(room.nights, stay.first, stay.nights);
      free.push(rooms);
      if (rooms === 0) continue;
      open++;
      const counted = Math.min(rooms, MAX_ROOMS_PER_BOOKING);
      adults += room.maxAdults * counted;
      guests += (room.maxAdults + room.maxChildren) * counted;
      children += room.maxChildren * counted;
      if (party && room.maxAdults >= party.adults && room.maxChildren >= party.children) seatsAll = true;
    }
    if (open === 0 || adults < s.adults || guests < s.adults + s.children || children < s.children) continue;
    const candidate = new IndexedCandidate(p, free, stay);
    if (party && !(seatsAll ? canPlaceChildren(p, party) : canPlaceParty(candidate, party))) continue;
    found.push(candidate);
  }
  return found;
}

/** The party's children taken by the property's age bands (canPlaceParty's first test, without the rooms). */
const canPlaceChildren = (p: IndexedProperty, party: PartyToPlace) =>
  party.adults >= 1 && childrenByAgeBands(party.children, party.childAges, p) !== null;

/** Where a stay falls in the window. */
interface StayInWindow {
  first: number;
  nights: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/**
 * A candidate as the SQL answers it (CandidateRow), its rooms carrying their plans (the pricing then reads none). Its
 * rooms are made when first read: a city search walks thousands of properties and shows twelve.
 */
export class IndexedCandidate implements CandidateRow {
  // Four fields, `declare`d and assigned in the constructor, and the card's columns read through from the property:
  // a city search makes one of these a property it passes (2,000 in Goa at 50×), and an object of eighteen fields
  // (or ES2022's defined class fields) cost microseconds each to make and to collect.
  declare private readonly property: IndexedProperty;
  /** Each of the property's rooms' free rooms for the stay (0: not open). */
  declare private readonly free: readonly number[];
  declare private readonly stay: StayInWindow;
  declare private made: CandidateRoom[] | null;

  constructor(property: IndexedProperty, free: readonly number[], stay: StayInWindow) {
    this.property = property;
    this.free = free;
    this.stay = stay;
    this.made = null;
  }

  get id(): string {
    return this.property.id;
  }
  get name(): string {
    return this.property.name;
  }
  get address(): string {
    return this.property.address;
  }
  get locality(): string {
    return this.property.locality;
  }
  get city(): string {
    return this.property.city;
  }
  get propertyType(): string {
    return this.property.propertyType;
  }
  get category(): string {
    return this.property.category;
  }
  get amenities(): string[] {
    return this.property.amenities;
  }
  get ratingAverage(): number {
    return this.property.ratingAverage;
  }
  get ratingCount(): number {
    return this.property.ratingCount;
  }
  get isGuestFavorite(): boolean {
    return this.property.isGuestFavorite;
  }
  get infantMaxAge(): number {
    return this.property.infantMaxAge;
  }
  get childMaxAge(): number {
    return this.property.childMaxAge;
  }
  get promotionsRevision(): string | null {
    return this.property.promotionsRevision;
  }

  /** Its open rooms, in the list's order. */
  get rooms(): CandidateRoom[] {
    if (!this.made) {
      const made: CandidateRoom[] = [];
      for (const [i, room] of this.property.rooms.entries()) {
        const free = this.free[i] as number;
        if (free > 0) made.push(new CandidateRoom(room, free, this.stay));
      }
      this.made = made;
    }
    return this.made;
  }
}

/**
 * An open room of a candidate, as the SQL's open_rooms answers it. The stay's rates and plans are made only when read
 * (`rates`, `plans`): the list prices the page it shows, not the whole city, and a class keeps the thousands of rooms
 * a city search walks cheap to make (a getter per object literal cost 20 µs a property at 50×).
 */
export class CandidateRoom implements OpenRoomRow {
  declare readonly id: string;
  declare readonly name: string;
  declare readonly maxAdults: number;
  declare readonly maxChildren: number;
  declare readonly baseAdults: number;
  declare readonly baseChildren: number;
  declare readonly extraAdultPaise: number;
  declare readonly extraChildPaise: number;
  declare readonly free: number;
  declare private readonly room: IndexedRoom;
  declare private readonly stay: StayInWindow;
  declare private madeRates: number[] | null;
  declare private madePlans: SellablePlan[] | null;

  constructor(room: IndexedRoom, free: number, stay: StayInWindow) {
    this.id = room.id;
    this.name = room.name;
    this.maxAdults = room.maxAdults;
    this.maxChildren = room.maxChildren;
    this.baseAdults = room.baseAdults;
    this.baseChildren = room.baseChildren;
    this.extraAdultPaise = room.extraAdultPaise;
    this.extraChildPaise = room.extraChildPaise;
    this.free = free;
    this.room = room;
    this.stay = stay;
    this.madeRates = null;
    this.madePlans = null;
  }

  /** The rate of each of the stay's nights. */
  get rates(): number[] {
    this.madeRates ??= Array.from(this.room.nights.rate.subarray(this.stay.first, this.stay.first + this.stay.nights));
    return this.madeRates;
  }

  /** Its plans for the stay (a plan on its own rates with those of the stay's nights). */
  get plans(): SellablePlan[] {
    if (!this.madePlans) {
      const dates = stayNights(this.stay.checkIn, this.stay.checkOut);
      this.madePlans = this.room.plans.map((plan) => plansForStay(plan, this.stay.first, dates));
    }
    return this.madePlans;
  }
}

/** A plan as the pricing reads it for a stay: a plan on its own rates carries those of the stay's nights. */
function plansForStay(plan: IndexedPlan, first: number, dates: readonly IsoDate[]): SellablePlan {
  if (!plan.ownRates) return plan.sellable;
  const ownRates = new Map<string, number>();
  for (const [k, date] of dates.entries()) {
    const paise = plan.ownRates[first + k] as number;
    if (paise >= 0) ownRates.set(date, paise);
  }
  return { ...plan.sellable, ownRates };
}

/** The card pictures of these properties, as findPropertyMedia answers them for a card. */
export function cardMediaOf(state: SearchIndexState, ids: readonly string[]): MediaRow[] {
  return ids.flatMap((id) => state.properties.get(id)?.images ?? []);
}

/** The window of a state built today: from yesterday (a stay arriving at IST midnight's edge) for `days` dates. */
export function windowFrom(today: IsoDate): IsoDate {
  return addDays(today, -1);
}
