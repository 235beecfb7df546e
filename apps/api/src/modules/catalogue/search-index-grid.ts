import { daysBetween, type IsoDate } from '@staybook/contract';

/**
 * The search read model's nights (issue 42): each room type's own nights over the window (IndexedNights, what the
 * pricing reads for a page) and the same openness date-major over every room (WalkGrid, what a search walks). Pure.
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

/**
 * Every room's openness night by night, date-major: for each date of the window one array over all rooms (a room's
 * slot), so a search over thousands of rooms reads a few small contiguous arrays rather than thousands of objects
 * and their own arrays (the walk at 50× was bound by memory, not arithmetic). Kept with the rooms' own nights
 * (IndexedNights, which the pricing reads) by writeRoom, whenever a room is put.
 */
export interface WalkGrid {
  slots: Map<string, number>;
  size: number;
  capacity: number;
  /** Per date: the rooms free (at most OPEN_MASK) | the night's flags << FLAG_SHIFT. */
  open: Int32Array[];
  /** Per date: the minimum stay | the maximum stay << 16 (0: no limit). */
  stay: Int32Array[];
  maxAdults: Int32Array;
  maxChildren: Int32Array;
}

const FLAG_SHIFT = 24;
const OPEN_MASK = (1 << FLAG_SHIFT) - 1;

export function emptyGrid(days: number, capacity: number): WalkGrid {
  return {
    slots: new Map(),
    size: 0,
    capacity,
    open: Array.from({ length: days }, () => new Int32Array(capacity)),
    stay: Array.from({ length: days }, () => new Int32Array(capacity)),
    maxAdults: new Int32Array(capacity),
    maxChildren: new Int32Array(capacity),
  };
}

/** The room's slot (a new one for a room not seen before, the grid grown when full). */
export function slotOf(grid: WalkGrid, roomId: string): number {
  const known = grid.slots.get(roomId);
  if (known !== undefined) return known;
  if (grid.size === grid.capacity) {
    const capacity = Math.max(64, grid.capacity * 2);
    const grow = (a: Int32Array) => {
      const b = new Int32Array(capacity);
      b.set(a);
      return b;
    };
    grid.open = grid.open.map(grow);
    grid.stay = grid.stay.map(grow);
    grid.maxAdults = grow(grid.maxAdults);
    grid.maxChildren = grow(grid.maxChildren);
    grid.capacity = capacity;
  }
  const slot = grid.size++;
  grid.slots.set(roomId, slot);
  return slot;
}

/** Writes a room's nights and occupancy into the grid. */
export function writeRoom(grid: WalkGrid, room: GridRoom): void {
  const slot = slotOf(grid, room.id);
  const n = room.nights;
  for (let d = 0; d < grid.open.length; d++) {
    const available = Math.min(Math.max(n.available[d] as number, 0), OPEN_MASK);
    (grid.open[d] as Int32Array)[slot] = available | ((n.flags[d] as number) << FLAG_SHIFT);
    (grid.stay[d] as Int32Array)[slot] = (n.minStay[d] as number) | ((n.maxStay[d] as number) << 16);
  }
  grid.maxAdults[slot] = room.maxAdults;
  grid.maxChildren[slot] = room.maxChildren;
}

/** What the grid keeps of a room. */
export interface GridRoom {
  id: string;
  maxAdults: number;
  maxChildren: number;
  nights: IndexedNights;
}

/**
 * The room open, free and allowed by its restrictions for the whole stay (searchCandidates' open_rooms), read from the
 * grid: answers the rooms free on every night, or 0 when the room is not open. Every night present, free and not
 * closed; the arrival night's closed-to-arrival, minimum and maximum stay; the departure date's closed-to-departure.
 */
export function openSlot(grid: WalkGrid, slot: number, first: number, nights: number): number {
  let min = OPEN_MASK + 1;
  for (let d = first; d < first + nights; d++) {
    const v = (grid.open[d] as Int32Array)[slot] as number;
    const flags = v >>> FLAG_SHIFT;
    if (!(flags & NIGHT_PRESENT) || flags & NIGHT_CLOSED) return 0;
    const available = v & OPEN_MASK;
    if (available < min) min = available;
  }
  if (!(min > 0)) return 0;
  const arrival = ((grid.open[first] as Int32Array)[slot] as number) >>> FLAG_SHIFT;
  const limits = (grid.stay[first] as Int32Array)[slot] as number;
  const minStay = limits & 0xffff;
  const maxStay = limits >>> 16;
  if (arrival & NIGHT_CLOSED_TO_ARRIVAL || minStay > nights || (maxStay !== 0 && maxStay < nights)) return 0;
  if ((((grid.open[first + nights] as Int32Array)[slot] as number) >>> FLAG_SHIFT) & NIGHT_CLOSED_TO_DEPARTURE)
    return 0;
  return min;
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
