import type { PublishChecklistKey } from '@staybook/contract/admin-catalogue';
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

/** What the publish checklist counts of a property. */
export interface PublishFacts {
  photos: number;
  /** Active room types with at least one active rate plan. */
  roomTypesWithPlan: number;
  policies: number;
  contacts: number;
}

const CHECKLIST_LABELS: Record<PublishChecklistKey, string> = {
  photo: 'At least one photo',
  roomTypeWithPlan: 'A room type with a rate plan',
  policies: 'The property policies (house rules)',
  contact: 'At least one property contact, told of bookings',
};

/** The checklist a draft must complete before it is published, in the order shown. */
export function publishChecklist(f: PublishFacts): Array<{ key: PublishChecklistKey; label: string; done: boolean }> {
  const done: Record<PublishChecklistKey, boolean> = {
    photo: f.photos > 0,
    roomTypeWithPlan: f.roomTypesWithPlan > 0,
    policies: f.policies > 0,
    contact: f.contacts > 0,
  };
  return (Object.keys(CHECKLIST_LABELS) as PublishChecklistKey[]).map((key) => ({
    key,
    label: CHECKLIST_LABELS[key],
    done: done[key],
  }));
}

/** Why a property cannot be published now, or null. */
export function publishProblem(
  property: { name: string; status: string },
  checklist: ReadonlyArray<{ key: PublishChecklistKey; label: string; done: boolean }>,
): Problem | null {
  if (property.status === 'archived')
    return { message: `${property.name} is archived; restore it instead of publishing it.` };
  const missing = checklist.filter((i) => !i.done);
  if (missing.length === 0) return null;
  return {
    message: `${property.name} cannot be published until its checklist is complete (${plural(missing.length, 'item')} missing).`,
    details: { missing: missing.map((i) => i.key) },
  };
}

/**
 * Which of a list's rows each item of the list saved whole keeps (docs/languages.md, "Content per language"): the row
 * it names by id, else a row not yet kept whose English `same` says it repeats; null: a new row. A kept row keeps its
 * id, and with it its translations; an id the list does not hold (a row removed meanwhile) is a new row.
 */
export function keptRows<Row extends { id: string }, Item extends { id?: string | undefined }>(
  existing: readonly Row[],
  items: readonly Item[],
  same: (row: Row, item: Item) => boolean,
): Array<Row | null> {
  const byId = new Map(existing.map((r) => [r.id, r]));
  const used = new Set<string>();
  const kept: Array<Row | null> = items.map((item) => {
    const row = item.id ? byId.get(item.id) : undefined;
    if (!row || used.has(row.id)) return null;
    used.add(row.id);
    return row;
  });
  return kept.map((row, i) => {
    if (row) return row;
    const item = items[i]!;
    const match = existing.find((r) => !used.has(r.id) && same(r, item));
    if (!match) return null;
    used.add(match.id);
    return match;
  });
}

/**
 * What becomes of an amenity group's words when the amenities are saved (docs/languages.md, "Content per language"):
 * a group is the heading its amenities share, so its words are keyed by that English heading. For each heading the
 * save leaves no amenity under: when every amenity it kept went to one heading that the list did not have before
 * (the group renamed), its words go with them (`to`; their English is then another, so they are marked stale);
 * anything else (the group's amenities removed, split between groups, merged into a group that was there already, or
 * two groups renamed to one) deletes them (`to` null). A heading still in use keeps its words.
 */
export function amenityGroupMoves(
  before: ReadonlyArray<{ id: string; groupTitle: string }>,
  after: ReadonlyArray<{ id: string; groupTitle: string }>,
): Array<{ from: string; to: string | null }> {
  const headingsBefore = new Set(before.map((r) => r.groupTitle));
  const headingsAfter = new Set(after.map((r) => r.groupTitle));
  const now = new Map(after.map((r) => [r.id, r.groupTitle]));
  const moves = [...headingsBefore]
    .filter((heading) => !headingsAfter.has(heading))
    .map((from) => {
      const went = new Set(
        before.flatMap((r) => {
          const heading = r.groupTitle === from ? now.get(r.id) : undefined;
          return heading === undefined ? [] : [heading];
        }),
      );
      const [to] = went;
      return { from, to: went.size === 1 && to !== undefined && !headingsBefore.has(to) ? to : null };
    });
  // Two groups renamed to one heading: neither's words is that heading's.
  const targets = moves.flatMap((m) => (m.to === null ? [] : [m.to]));
  return moves.map((m) =>
    m.to !== null && targets.indexOf(m.to) !== targets.lastIndexOf(m.to) ? { ...m, to: null } : m,
  );
}
