import type { IsoDate } from '@staybook/contract/stay-dates';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { inPropertyScope, type PropertyScope } from '../../db/property-scope.js';
import {
  bookingGroupNights,
  bookingGroupRooms,
  bookingGroups,
  bookings,
  properties,
  roomTypes,
} from '../../db/schema/index.js';

/** Groups, their allotment nights and rooming lists: the only writer of the three tables (module-boundaries.test.ts). */

export type GroupRow = typeof bookingGroups.$inferSelect;
export type GroupNightRow = typeof bookingGroupNights.$inferSelect;

export async function insertGroup(tx: Tx, row: typeof bookingGroups.$inferInsert): Promise<GroupRow> {
  const [inserted] = await tx.insert(bookingGroups).values(row).returning();
  return inserted!;
}

export async function insertGroupNights(tx: Tx, rows: Array<typeof bookingGroupNights.$inferInsert>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1_000) await tx.insert(bookingGroupNights).values(rows.slice(i, i + 1_000));
}

/** The group, locked until the transaction ends (pickups, a release and a new cut-off queue behind each other). */
export async function lockGroup(tx: Tx, id: string): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(bookingGroups).where(eq(bookingGroups.id, id)).for('update');
  return row;
}

/** A group due for release, locked, or skipped when another process holds it (the release job on many processes). */
export async function lockGroupDueForRelease(tx: Tx, id: string, today: IsoDate): Promise<GroupRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingGroups)
    .where(and(eq(bookingGroups.id, id), isNull(bookingGroups.releasedAt), lt(bookingGroups.cutoffDate, today)))
    .for('update', { skipLocked: true });
  return row;
}

/** Groups still holding rooms whose cut-off day is over. */
export async function findGroupsDueForRelease(db: DbOrTx, today: IsoDate, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: bookingGroups.id })
    .from(bookingGroups)
    .where(and(isNull(bookingGroups.releasedAt), lt(bookingGroups.cutoffDate, today)))
    .orderBy(asc(bookingGroups.cutoffDate))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findGroupNights(db: DbOrTx, groupId: string, roomTypeId?: string): Promise<GroupNightRow[]> {
  return db
    .select()
    .from(bookingGroupNights)
    .where(
      and(
        eq(bookingGroupNights.groupId, groupId),
        roomTypeId ? eq(bookingGroupNights.roomTypeId, roomTypeId) : undefined,
      ),
    )
    .orderBy(asc(bookingGroupNights.roomTypeId), asc(bookingGroupNights.stayDate));
}

/** One held room of each of these nights marked picked up; answers the nights that had one. */
export async function takeHeldRoom(tx: Tx, groupId: string, roomTypeId: string, dates: readonly IsoDate[]) {
  const rows = await tx
    .update(bookingGroupNights)
    .set({ held: sql`${bookingGroupNights.held} - 1` })
    .where(
      and(
        eq(bookingGroupNights.groupId, groupId),
        eq(bookingGroupNights.roomTypeId, roomTypeId),
        inArray(bookingGroupNights.stayDate, [...dates]),
        gte(bookingGroupNights.held, 1),
      ),
    )
    .returning({ stayDate: bookingGroupNights.stayDate });
  return rows.map((r) => r.stayDate);
}

/** Every room still held on these nights of a room type marked released. */
export async function markNightsReleased(tx: Tx, groupId: string, roomTypeId: string, dates: readonly IsoDate[]) {
  if (dates.length === 0) return;
  await tx
    .update(bookingGroupNights)
    .set({ released: sql`${bookingGroupNights.released} + ${bookingGroupNights.held}`, held: 0 })
    .where(
      and(
        eq(bookingGroupNights.groupId, groupId),
        eq(bookingGroupNights.roomTypeId, roomTypeId),
        inArray(bookingGroupNights.stayDate, [...dates]),
      ),
    );
}

export async function markGroupReleased(tx: Tx, id: string, by: string | null, at: Date): Promise<void> {
  await tx.update(bookingGroups).set({ releasedAt: at, releasedBy: by, updatedAt: at }).where(eq(bookingGroups.id, id));
}

export async function setCutoff(tx: Tx, id: string, cutoffDate: IsoDate, at: Date): Promise<void> {
  await tx.update(bookingGroups).set({ cutoffDate, updatedAt: at }).where(eq(bookingGroups.id, id));
}

export async function insertGroupRoom(tx: Tx, row: typeof bookingGroupRooms.$inferInsert): Promise<void> {
  await tx.insert(bookingGroupRooms).values(row);
}

export async function findGroupView(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ group: bookingGroups, propertyName: properties.name })
    .from(bookingGroups)
    .innerJoin(properties, eq(properties.id, bookingGroups.propertyId))
    .where(eq(bookingGroups.id, id));
  return row;
}

/**
 * The group's rooming list with each booking's code, status, total and language (its payment link leads to the page in
 * it), read from the bookings module's table.
 */
export async function findGroupRooms(db: DbOrTx, groupId: string) {
  return db
    .select({
      room: bookingGroupRooms,
      code: bookings.code,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      totalPostTaxPaise: bookings.totalPostTaxPaise,
      language: bookings.language,
      roomTypeName: roomTypes.name,
    })
    .from(bookingGroupRooms)
    .innerJoin(bookings, eq(bookings.id, bookingGroupRooms.bookingId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookingGroupRooms.roomTypeId))
    .where(eq(bookingGroupRooms.groupId, groupId))
    .orderBy(asc(bookingGroupRooms.createdAt), asc(bookingGroupRooms.guestName));
}

/** The room types of a property by id (name, status, rooms), for an allotment and its rooming list. */
export async function findRoomTypesOf(db: DbOrTx, propertyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roomTypes.id, name: roomTypes.name, status: roomTypes.status, propertyId: roomTypes.propertyId })
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, propertyId), inArray(roomTypes.id, [...ids])));
}

/** The groups of the properties in scope, newest first, with their allotment's counts. */
export async function findGroups(db: DbOrTx, scope: PropertyScope, propertyId?: string) {
  return db
    .select({
      group: bookingGroups,
      propertyName: properties.name,
      firstNight: sql<string>`(SELECT min(n.stay_date)::text FROM booking_group_nights n WHERE n.group_id = "booking_groups"."id")`,
      lastNight: sql<string>`(SELECT max(n.stay_date)::text FROM booking_group_nights n WHERE n.group_id = "booking_groups"."id")`,
      allotted: sql<number>`(SELECT coalesce(sum(n.allotted), 0)::int FROM booking_group_nights n WHERE n.group_id = "booking_groups"."id")`,
      held: sql<number>`(SELECT coalesce(sum(n.held), 0)::int FROM booking_group_nights n WHERE n.group_id = "booking_groups"."id")`,
      picked: sql<number>`(SELECT coalesce(sum(n.allotted - n.held - n.released), 0)::int FROM booking_group_nights n WHERE n.group_id = "booking_groups"."id")`,
      rooms: sql<number>`(SELECT count(*)::int FROM booking_group_rooms r WHERE r.group_id = "booking_groups"."id")`,
    })
    .from(bookingGroups)
    .innerJoin(properties, eq(properties.id, bookingGroups.propertyId))
    .where(
      and(
        propertyId ? eq(bookingGroups.propertyId, propertyId) : undefined,
        inPropertyScope(bookingGroups.propertyId, scope),
      ),
    )
    .orderBy(desc(bookingGroups.createdAt))
    .limit(200);
}
