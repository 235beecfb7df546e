import { addDays, daysBetween, type IsoDate, stayNights } from '@staybook/contract';
import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import { childrenByAgeBands } from '@staybook/contract/party-placement';
import type { PartyToPlace, SellablePlan } from '../pricing/index.js';
import type { CandidateRow, MediaRow, OpenRoomRow, PropertyRow, PropertySearch } from './catalogue.repository.js';
import { type PriceBounds, priceBoundsOf, type TaxForBounds } from './search-index-bounds.js';
import { emptyGrid, type IndexedNights, openSlot, slotOf, type WalkGrid, writeRoom } from './search-index-grid.js';
import { keepType, seatable } from './search-index-seating.js';

export {
  emptyNights,
  type IndexedNights,
  NIGHT_CLOSED,
  NIGHT_CLOSED_TO_ARRIVAL,
  NIGHT_CLOSED_TO_DEPARTURE,
  NIGHT_PRESENT,
  type NightRow,
  putNights,
} from './search-index-grid.js';

/**
 * The search's read model (issue 42): what the property list reads, per property, in a shape made for reading — the
 * card's columns, its first pictures, and per room type sold on this site its occupancy terms, its plans and, night by
 * night over a window of dates, the rate, the rooms free and the restrictions, in typed arrays. Pure: built from rows
 * (search-index.repository.ts) and asked by `candidatesOf`, which answers exactly what catalogue.repository.ts
 * searchCandidates answers (the list-price-parity and catalogue suites hold the two to each other).
 */

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
  orders: Map<string, CityOrder>;
  /** What a search walks, date by date (WalkGrid). */
  grid: WalkGrid;
}

/**
 * A city's properties in one order, with their rooms' slots in the grid: a search walks these arrays and the grid's,
 * touching a property's own object only when it passes (or a filter needs it).
 */
export interface CityOrder {
  ids: string[];
  /** The slots of property i's rooms are slots[roomStart[i]] … slots[roomStart[i + 1] - 1], in the list's order. */
  roomStart: Int32Array;
  slots: Int32Array;
}

/** A new state over these properties. */
export function stateOf(from: IsoDate, days: number, rows: readonly IndexedProperty[]): SearchIndexState {
  const grid = emptyGrid(
    days,
    Math.max(
      64,
      rows.reduce((n, p) => n + p.rooms.length, 0),
    ),
  );
  for (const p of rows) for (const room of p.rooms) writeRoom(grid, room);
  return { from, days, properties: new Map(rows.map((p) => [p.id, p])), orders: new Map(), grid };
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

/** A city's (or every city's: null) properties in a base order with their rooms' slots, made once until a change may move them. */
export function orderOf(state: SearchIndexState, city: string | null, order: BaseOrder): CityOrder {
  const key = `${order}\n${cityKey(city)}`;
  let made = state.orders.get(key);
  if (!made) {
    const wanted = cityKey(city);
    const members: IndexedProperty[] = [];
    for (const p of state.properties.values()) if (wanted === '' || p.city.toLowerCase() === wanted) members.push(p);
    members.sort(COMPARE[order]);
    const roomStart = new Int32Array(members.length + 1);
    const slots = new Int32Array(members.reduce((n, p) => n + p.rooms.length, 0));
    let at = 0;
    for (const [i, p] of members.entries()) {
      roomStart[i] = at;
      for (const room of p.rooms) slots[at++] = slotOf(state.grid, room.id);
    }
    roomStart[members.length] = at;
    made = { ids: members.map((p) => p.id), roomStart, slots };
    state.orders.set(key, made);
  }
  return made;
}

/** A city's (or every city's: null) property ids in a base order. */
export function orderedIds(state: SearchIndexState, city: string | null, order: BaseOrder): string[] {
  return orderOf(state, city, order).ids;
}

/** What places a property in the orders: its city and the columns the orders compare. */
const placeOf = (p: IndexedProperty) =>
  `${p.city.toLowerCase()}\n${p.isGuestFavorite}\n${p.ratingAverage}\n${p.ratingCount}\n${p.sortOrder}\n${p.name}\n${p.rooms.map((r) => r.id).join(',')}`;

/**
 * Puts properties read again into the state: `ids` were read, `rows` are those still listed (active); their rooms
 * are written into the grid. The orders of a city in which one of them came, went, may have moved or changed its
 * rooms are dropped (and every city's); a change that leaves every place as it was (a rate, a room sold: nearly
 * every change) keeps them. A room no longer sold keeps its slot, walked by no order, until the next rebuild.
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
    if (after) {
      state.properties.set(id, after);
      for (const room of after.rooms) writeRoom(state.grid, room);
    } else state.properties.delete(id);
  }
  if (moved.size === 0) return;
  moved.add('');
  for (const key of [...state.orders.keys()]) if (moved.has(key.slice(key.indexOf('\n') + 1))) state.orders.delete(key);
}

/** Whether the index holds every date a stay reads (its nights and its departure date's row). */
export function covers(state: SearchIndexState, checkIn: IsoDate, checkOut: IsoDate): boolean {
  return daysBetween(state.from, checkIn) >= 0 && daysBetween(state.from, checkOut) < state.days;
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
 * as its lower() and ILIKE are; the search's own words lowered once, not once a property. Null when the search filters
 * by nothing more than its city (the walk then reads no property's own object to test it).
 */
function filterOf(s: PropertySearch): ((p: IndexedProperty) => boolean) | null {
  const typeKeys = s.typeKeys;
  const category = s.category ? s.category.toLowerCase() : null;
  const amenities = s.amenities;
  const q = s.q ? s.q.toLowerCase() : null;
  if (!typeKeys && category === null && amenities.length === 0 && q === null) return null;
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
  window: { offset: number; limit: number } | null = null,
): { total: number; rows: IndexedCandidate[] } | null {
  const checkIn = s.checkIn as IsoDate;
  const checkOut = s.checkOut as IsoDate;
  if (!covers(state, checkIn, checkOut)) return null;
  const stay: StayInWindow = { first: daysBetween(state.from, checkIn), nights: s.nights, checkIn, checkOut };
  const { grid } = state;
  const rows: IndexedCandidate[] = [];
  const passes = filterOf(s);
  const end = window ? window.offset + window.limit : Number.POSITIVE_INFINITY;
  let total = 0;
  // The city's properties already in the list's order: nothing is sorted, and other cities are never looked at.
  const order = orderOf(state, s.city, baseOrderOf(s.sort));
  for (let i = 0; i < order.ids.length; i++) {
    let p: IndexedProperty | undefined;
    if (passes) {
      p = state.properties.get(order.ids[i] as string);
      if (!p || !passes(p)) continue;
    }
    let adults = 0;
    let guests = 0;
    let children = 0;
    let open = 0;
    // One free room that seats the whole party: the placement rule's commonest answer (party-prices.ts canPlaceParty).
    let seatsAll = false;
    let types = 0;
    for (let r = order.roomStart[i] as number; r < (order.roomStart[i + 1] as number); r++) {
      const slot = order.slots[r] as number;
      const free = openSlot(grid, slot, stay.first, stay.nights);
      if (free === 0) continue;
      open++;
      const counted = Math.min(free, MAX_ROOMS_PER_BOOKING);
      const maxAdults = grid.maxAdults[slot] as number;
      const maxChildren = grid.maxChildren[slot] as number;
      adults += maxAdults * counted;
      guests += (maxAdults + maxChildren) * counted;
      children += maxChildren * counted;
      if (party && maxAdults >= party.adults && maxChildren >= party.children) seatsAll = true;
      types = keepType(types, maxAdults, maxChildren, counted);
    }
    if (open === 0 || adults < s.adults || guests < s.adults + s.children || children < s.children) continue;
    const inPage = total < end && (!window || total >= window.offset);
    if (party) {
      if (party.adults < 1) continue;
      // The age bands are the property's own: read only when the guest gave the children's ages.
      if (party.childAges && party.childAges.length > 0) {
        p ??= state.properties.get(order.ids[i] as string);
        if (!p || !canPlaceChildren(p, party)) continue;
      }
      if (!seatsAll && !seatable(types, party.adults, party.children)) continue;
    }
    if (inPage) {
      p ??= state.properties.get(order.ids[i] as string);
      if (!p) continue;
      rows.push(candidateOf(grid, p, stay));
    }
    total++;
  }
  return { total, rows };
}

/** A property as a candidate for the stay: its rooms' free rooms read from the grid. */
function candidateOf(grid: WalkGrid, p: IndexedProperty, stay: StayInWindow): IndexedCandidate {
  return new IndexedCandidate(
    p,
    p.rooms.map((room) => openSlot(grid, slotOf(grid, room.id), stay.first, stay.nights)),
    stay,
  );
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

  /** The model's row of the property this candidate was made from: replaced by every change the list reads. */
  get modelRow(): object {
    return this.property;
  }

  /** The card's pictures (the model row's own: cardMediaOf's answer for this property). */
  get cardMedia(): MediaRow[] {
    return this.property.images;
  }

  /** Bounds on the party's price here, from the model (search-index-bounds.ts); `cut`: its promotions' deepest. */
  priceBounds(party: { adults: number; children: number }, cut: number, tax: TaxForBounds | null): PriceBounds {
    return priceBoundsOf(this.property.rooms, this.free, this.stay, party, cut, tax);
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
