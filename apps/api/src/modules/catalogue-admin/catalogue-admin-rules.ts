import { plural } from '@staybook/contract/format';

/** What archiving and restoring set a property's or a room type's status to. */
export const STATUS_AFTER = { archive: 'archived', restore: 'active' } as const;
export type StatusVerb = keyof typeof STATUS_AFTER;

/** Why a change is refused: the message the admin reads, and details the console can point with. */
export interface Problem {
  message: string;
  details?: unknown;
}

/** Why `ids` is not a new order of exactly the pictures `currentIds`, or null. */
export function mediaOrderProblem(currentIds: readonly string[], ids: readonly string[]): Problem | null {
  if (new Set(ids).size !== ids.length) return { message: 'ids: each picture may appear only once.' };
  const known = new Set(currentIds);
  const unknown = ids.filter((id) => !known.has(id));
  const missing = currentIds.filter((id) => !ids.includes(id));
  if (unknown.length || missing.length)
    return { message: 'ids must list every picture of the property exactly once.', details: { unknown, missing } };
  return null;
}

/** Why a city cannot be deleted, or null: a city that still has properties would leave them nowhere. */
export function cityDeleteProblem(city: { name: string; propertyCount: number }): Problem | null {
  if (city.propertyCount <= 0) return null;
  return {
    message: `${city.name} has ${plural(city.propertyCount, 'property', 'properties')}, so it cannot be deleted. Hide it instead, or move its properties to another city first.`,
    details: { propertyCount: city.propertyCount },
  };
}

/** A booking still to come on a room type (it holds or will hold its rooms). */
export interface FutureBooking {
  id: string;
  code: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  status: string;
}

/**
 * Why a room type cannot be archived, or null: its future bookings would lose the room they were sold (listed in
 * the details so the console can link to each). Once they are moved or cancelled it can be archived.
 */
export function archiveRoomTypeProblem(roomType: { name: string }, bookings: readonly FutureBooking[]): Problem | null {
  if (bookings.length === 0) return null;
  return {
    message:
      bookings.length === 1
        ? `${roomType.name} has a booking still to come, so it cannot be archived. Move or cancel that booking first.`
        : `${roomType.name} has ${bookings.length} bookings still to come, so it cannot be archived. Move or cancel them first.`,
    details: { bookings },
  };
}
