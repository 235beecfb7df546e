import { type OccupancyRefusal, partyRefusalText } from './party-refusal';

/**
 * Who may stay in the rooms chosen: the web's guest counters keep within these limits and the API refuses a booking
 * outside them, with the same arithmetic. Zod-free.
 */

/** Spec 2.10: adults at least 1 (Age 18+), children at least 0 (Age 0-17). */
export const MIN_ADULTS = 1;
export const MIN_CHILDREN = 0;

export interface GuestCounts {
  adults: number;
  children: number;
}

/** A room type in a stay: how many of it, and how many guests one of it sleeps. */
export interface RoomsOfType {
  roomCount: number;
  maxAdults: number;
  maxChildren: number;
}

/** How many guests the rooms sleep: each type's occupancy times how many of it. */
export function roomsCapacity(rooms: Iterable<RoomsOfType>): GuestCounts {
  let adults = 0;
  let children = 0;
  for (const room of rooms) {
    adults += room.maxAdults * room.roomCount;
    children += room.maxChildren * room.roomCount;
  }
  return { adults, children };
}

/** Every room needs an adult, and any stay at least one. */
export function minimumAdults(roomCount: number): number {
  return Math.max(MIN_ADULTS, roomCount);
}

export interface OccupancyLimits {
  minAdults: number;
  maxAdults: number;
  maxChildren: number;
}

/** The guest counts these rooms allow; with no rooms chosen there is no capacity to respect, only the minima. */
export function occupancyLimits(rooms: RoomsOfType[]): OccupancyLimits {
  const roomCount = rooms.reduce((n, r) => n + r.roomCount, 0);
  const capacity = roomsCapacity(rooms);
  const minAdults = minimumAdults(roomCount);
  return {
    minAdults,
    maxAdults: roomCount > 0 ? Math.max(capacity.adults, minAdults) : Number.POSITIVE_INFINITY,
    maxChildren: roomCount > 0 ? capacity.children : Number.POSITIVE_INFINITY,
  };
}

/** A room type with the guests put in it and its name for messages. */
export interface OccupiedRooms extends RoomsOfType, GuestCounts {
  name: string;
}

/** Why these guests do not fit these rooms, as facts (party-refusal.ts), or null: one adult per room, within occupancy. */
export function occupancyRefusal(totals: GuestCounts, rooms: OccupiedRooms[]): OccupancyRefusal | null {
  const roomCount = rooms.reduce((n, r) => n + r.roomCount, 0);
  if (totals.adults < MIN_ADULTS) return { reason: 'no_adult' };
  if (totals.adults < minimumAdults(roomCount)) return { reason: 'adult_per_room', rooms: roomCount };
  for (const room of rooms) {
    const { adults: maxAdults, children: maxChildren } = roomsCapacity([room]);
    const { name: roomName, roomCount: count } = room;
    if (room.adults > maxAdults) return { reason: 'room_adults', roomName, roomCount: count, maxAdults };
    // A room that takes no children says so (issue 24: a property's children rule, in words the guest acts on).
    if (room.children > 0 && maxChildren === 0) return { reason: 'room_no_children', roomName };
    if (room.children > maxChildren) return { reason: 'room_children', roomName, roomCount: count, maxChildren };
  }
  const capacity = roomsCapacity(rooms);
  if (totals.adults > capacity.adults) return { reason: 'rooms_adults', maxAdults: capacity.adults };
  if (totals.children > capacity.children) return { reason: 'rooms_children', maxChildren: capacity.children };
  return null;
}

/** Why these guests do not fit these rooms, or null: one adult per room at least, and within occupancy. */
export function occupancyProblem(totals: GuestCounts, rooms: OccupiedRooms[]): string | null {
  const refusal = occupancyRefusal(totals, rooms);
  return refusal ? partyRefusalText(refusal) : null;
}
