import type { IsoDate } from '@staybook/contract/stay-dates';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookingRooms, bookings, roomAssignments, roomBlocks, rooms, roomTypes } from '../../db/schema/index.js';

/**
 * Numbered rooms and their nightly assignments (issue 44): the only writer of `rooms` and `room_assignments`, and of
 * a room type's count of rooms once its rooms are numbered (decision 015). The nights themselves stay with
 * nights.repository.ts.
 */

/** Statuses whose nights a room is kept for; rows of other bookings are stale and cleared when the room is next assigned. */
export const STAYING_STATUSES = ['pending_payment', 'confirmed', 'checked_in', 'completed'] as const;
const staying = sql.raw(`(${STAYING_STATUSES.map((s) => `'${s}'`).join(',')})`);

/** An assignment row that still stands: its booking stays and the night is one of its stay. */
const standing = sql`${bookings.status} IN ${staying} AND ${roomAssignments.stayDate} >= ${bookings.checkIn}
  AND ${roomAssignments.stayDate} < ${bookings.checkOut}`;

const connected = alias(rooms, 'connected');

/** Rooms with their type's name, the connecting room's number, the live out-of-service block and the last night used. */
export async function findRooms(
  db: DbOrTx,
  where: { roomTypeId?: string; propertyId?: string; ids?: string[] },
  today: IsoDate,
) {
  const filters: SQL[] = [];
  if (where.roomTypeId) filters.push(eq(rooms.roomTypeId, where.roomTypeId));
  if (where.propertyId) filters.push(eq(rooms.propertyId, where.propertyId));
  if (where.ids)
    filters.push(inArray(rooms.id, where.ids.length > 0 ? where.ids : ['00000000-0000-0000-0000-000000000000']));
  return db
    .select({
      id: rooms.id,
      propertyId: rooms.propertyId,
      roomTypeId: rooms.roomTypeId,
      roomTypeName: roomTypes.name,
      number: rooms.number,
      floor: rooms.floor,
      features: rooms.features,
      housekeepingStatus: rooms.housekeepingStatus,
      connectsToRoomId: rooms.connectsToRoomId,
      connectsToNumber: connected.number,
      outOfServiceBlockId: roomBlocks.id,
      outOfServiceReason: roomBlocks.reason,
      outOfServiceFrom: roomBlocks.startsOn,
      outOfServiceEndsOn: roomBlocks.endsOn,
      lastUsedOn: sql<string | null>`(
        SELECT max(ra.stay_date)::text FROM room_assignments ra WHERE ra.room_id = ${rooms.id} AND ra.stay_date < ${today}::date
      )`,
    })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .leftJoin(connected, eq(connected.id, rooms.connectsToRoomId))
    .leftJoin(
      roomBlocks,
      and(
        eq(roomBlocks.id, rooms.outOfServiceBlockId),
        sql`${roomBlocks.releasedAt} IS NULL AND ${roomBlocks.endsOn} > ${today}::date`,
      ),
    )
    .where(and(...filters))
    .orderBy(
      asc(roomTypes.sortOrder),
      asc(roomTypes.name),
      asc(rooms.floor),
      asc(sql`length(${rooms.number})`),
      asc(rooms.number),
    );
}
export type RoomRow = Awaited<ReturnType<typeof findRooms>>[number];

/** The rooms of a property (id, number, type), for the connecting-room picker and checks. */
export async function findPropertyRoomNumbers(db: DbOrTx, propertyId: string) {
  return db
    .select({ id: rooms.id, number: rooms.number, roomTypeName: roomTypes.name })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(eq(rooms.propertyId, propertyId))
    .orderBy(asc(sql`length(${rooms.number})`), asc(rooms.number));
}

export async function countRoomsOfType(db: DbOrTx, roomTypeId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rooms).where(eq(rooms.roomTypeId, roomTypeId));
  return Number(row?.n ?? 0);
}

/** The room, locked until the transaction ends. */
export async function lockRoom(tx: Tx, id: string) {
  const [row] = await tx.select().from(rooms).where(eq(rooms.id, id)).for('update');
  return row;
}
export type LockedRoom = NonNullable<Awaited<ReturnType<typeof lockRoom>>>;

export async function insertRoom(tx: Tx, row: typeof rooms.$inferInsert) {
  const [inserted] = await tx.insert(rooms).values(row).returning();
  return inserted!;
}

export async function updateRoom(
  tx: Tx,
  id: string,
  set: Partial<
    Pick<typeof rooms.$inferInsert, 'number' | 'floor' | 'features' | 'connectsToRoomId' | 'outOfServiceBlockId'>
  >,
) {
  await tx
    .update(rooms)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(rooms.id, id));
}

/** The room type's count of rooms, kept by this module once its rooms are numbered (decision 015). */
export async function setRoomTypeTotal(tx: Tx, roomTypeId: string, totalRooms: number) {
  await tx.update(roomTypes).set({ totalRooms, updatedAt: new Date() }).where(eq(roomTypes.id, roomTypeId));
}

export async function findRoomTypeForRooms(db: DbOrTx, roomTypeId: string) {
  const [row] = await db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      propertyId: roomTypes.propertyId,
      totalRooms: roomTypes.totalRooms,
      status: roomTypes.status,
    })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId));
  return row ?? null;
}

// ─── Assignments ────────────────────────────────────────────────────────────────────────────────────

/** A booking's dates, status, notes and room lines, the booking row locked when `lock` (an assign or a move). */
export async function findBookingForRooms(db: DbOrTx, bookingId: string, lock = false) {
  const base = db
    .select({
      id: bookings.id,
      code: bookings.code,
      propertyId: bookings.propertyId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
      guestName: bookings.guestName,
      deskNotes: bookings.deskNotes,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const [booking] = lock ? await base.for('no key update') : await base;
  if (!booking) return null;
  const lines = await db
    .select({
      id: bookingRooms.id,
      roomTypeId: bookingRooms.roomTypeId,
      roomTypeName: roomTypes.name,
      roomCount: bookingRooms.roomCount,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(roomTypes.name), asc(bookingRooms.id));
  return { ...booking, lines };
}
export type BookingForRooms = NonNullable<Awaited<ReturnType<typeof findBookingForRooms>>>;

/** Confirmed or in-house bookings of a property arriving between `from` and `to` (both included) and not gone by `today`. */
export async function findArrivals(
  db: DbOrTx,
  propertyId: string | null,
  from: IsoDate,
  to: IsoDate,
  today: IsoDate,
): Promise<BookingForRooms[]> {
  const found = await db
    .select({
      id: bookings.id,
      code: bookings.code,
      propertyId: bookings.propertyId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
      guestName: bookings.guestName,
      deskNotes: bookings.deskNotes,
    })
    .from(bookings)
    .where(
      and(
        propertyId ? eq(bookings.propertyId, propertyId) : undefined,
        inArray(bookings.status, ['confirmed', 'checked_in']),
        sql`${bookings.checkIn} >= ${from}::date AND ${bookings.checkIn} <= ${to}::date AND ${bookings.checkOut} > ${today}::date`,
        // Only properties with numbered rooms have anything to assign. The outer column is spelt out: Drizzle writes
        // `${bookings.propertyId}` bare, which inside the subquery would read as r.property_id (always true).
        sql`EXISTS (SELECT 1 FROM rooms r WHERE r.property_id = "bookings"."property_id")`,
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.createdAt));
  if (found.length === 0) return [];
  // Every booking's lines in one more read (not one per booking).
  const lines = await db
    .select({
      bookingId: bookingRooms.bookingId,
      id: bookingRooms.id,
      roomTypeId: bookingRooms.roomTypeId,
      roomTypeName: roomTypes.name,
      roomCount: bookingRooms.roomCount,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(
      inArray(
        bookingRooms.bookingId,
        found.map((b) => b.id),
      ),
    )
    .orderBy(asc(roomTypes.name), asc(bookingRooms.id));
  const linesOf = new Map<string, BookingForRooms['lines']>();
  for (const { bookingId, ...line } of lines) linesOf.set(bookingId, [...(linesOf.get(bookingId) ?? []), line]);
  return found.map((b) => ({ ...b, lines: linesOf.get(b.id) ?? [] }));
}

/** The standing assignment rows of these bookings. */
export async function findBookingAssignments(db: DbOrTx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: roomAssignments.bookingId,
      bookingRoomId: roomAssignments.bookingRoomId,
      slot: roomAssignments.slot,
      roomId: roomAssignments.roomId,
      number: rooms.number,
      stayDate: roomAssignments.stayDate,
    })
    .from(roomAssignments)
    .innerJoin(bookings, eq(bookings.id, roomAssignments.bookingId))
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .where(and(inArray(roomAssignments.bookingId, [...bookingIds]), standing))
    .orderBy(asc(roomAssignments.stayDate));
}

/** The standing nights of a property's rooms in [from, to), with whose they are (for busy nights and the grid). */
export async function findRoomNights(db: DbOrTx, propertyId: string, from: IsoDate, to: IsoDate) {
  return db
    .select({
      roomId: roomAssignments.roomId,
      stayDate: roomAssignments.stayDate,
      bookingId: roomAssignments.bookingId,
      bookingCode: bookings.code,
      bookingRoomId: roomAssignments.bookingRoomId,
      slot: roomAssignments.slot,
      guestName: bookings.guestName,
      status: bookings.status,
    })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .innerJoin(bookings, eq(bookings.id, roomAssignments.bookingId))
    .where(
      and(
        eq(rooms.propertyId, propertyId),
        sql`${roomAssignments.stayDate} >= ${from}::date AND ${roomAssignments.stayDate} < ${to}::date`,
        standing,
      ),
    )
    .orderBy(asc(roomAssignments.roomId), asc(roomAssignments.stayDate));
}

/**
 * The blocks of a property touching nights [from, to): each with its room (out of service) or none (a block of the room
 * type), and the night it was released on, if it was (its nights from then on went back on sale).
 */
export async function findBlocksOver(db: DbOrTx, propertyId: string, from: IsoDate, to: IsoDate) {
  return db
    .select({
      id: roomBlocks.id,
      roomTypeId: roomBlocks.roomTypeId,
      roomId: roomBlocks.roomId,
      kind: roomBlocks.kind,
      reason: roomBlocks.reason,
      roomCount: roomBlocks.roomCount,
      startsOn: roomBlocks.startsOn,
      endsOn: roomBlocks.endsOn,
      releasedOn: sql<string | null>`(${roomBlocks.releasedAt} AT TIME ZONE 'Asia/Kolkata')::date::text`,
    })
    .from(roomBlocks)
    .where(
      and(
        eq(roomBlocks.propertyId, propertyId),
        sql`${roomBlocks.startsOn} < ${to}::date AND ${roomBlocks.endsOn} > ${from}::date`,
      ),
    )
    .orderBy(asc(roomBlocks.startsOn), asc(roomBlocks.id));
}

/** Clears rows of bookings that no longer stay on these rooms' nights, so the unique index lets the room be given again. */
export async function deleteStaleAssignments(tx: Tx, roomIds: readonly string[], from: IsoDate, to: IsoDate) {
  if (roomIds.length === 0) return;
  await tx.execute(sql`
    DELETE FROM room_assignments ra USING bookings b
    WHERE b.id = ra.booking_id AND ra.room_id = ANY (${`{${roomIds.join(',')}}`}::uuid[])
      AND ra.stay_date >= ${from}::date AND ra.stay_date < ${to}::date
      AND (b.status NOT IN ${staying} OR ra.stay_date < b.check_in OR ra.stay_date >= b.check_out)
  `);
}

/** Takes a booking room's nights from `from` on out of whatever rooms they were in; answers the rows removed. */
export async function deleteSlotNights(tx: Tx, bookingRoomId: string, slot: number, from: IsoDate) {
  return tx
    .delete(roomAssignments)
    .where(
      and(
        eq(roomAssignments.bookingRoomId, bookingRoomId),
        eq(roomAssignments.slot, slot),
        sql`${roomAssignments.stayDate} >= ${from}::date`,
      ),
    )
    .returning({ roomId: roomAssignments.roomId, stayDate: roomAssignments.stayDate });
}

/** Takes a room's nights in [from, to) from the bookings in it (the room goes out of service); answers who they were. */
export async function deleteRoomNights(tx: Tx, roomId: string, from: IsoDate, to: IsoDate) {
  return tx
    .delete(roomAssignments)
    .where(
      and(
        eq(roomAssignments.roomId, roomId),
        sql`${roomAssignments.stayDate} >= ${from}::date AND ${roomAssignments.stayDate} < ${to}::date`,
      ),
    )
    .returning({
      bookingId: roomAssignments.bookingId,
      bookingRoomId: roomAssignments.bookingRoomId,
      slot: roomAssignments.slot,
      stayDate: roomAssignments.stayDate,
    });
}

export type NewAssignment = typeof roomAssignments.$inferInsert;

/** Inserts nights of rooms; a night already given to another booking fails the statement (the unique index). */
export async function insertAssignments(tx: Tx, rows: readonly NewAssignment[]) {
  if (rows.length === 0) return;
  await tx.insert(roomAssignments).values([...rows]);
}

export const ROOM_NIGHT_UNIQUE = 'room_assignments_room_night_unique';

/**
 * Many numbered rooms in one statement (the demo seed: every room type's rooms), as column arrays; then the pairs in
 * `connections` (numbers within a property) linked to each other, both ways, in one more (each side found by the
 * property's unique number index). Answers how many rooms were written.
 */
export async function insertRoomRows(
  tx: Tx,
  rows: { propertyId: string[]; roomTypeId: string[]; number: string[]; floor: number[]; features: string[] },
  connections: { propertyId: string[]; from: string[]; to: string[] } = { propertyId: [], from: [], to: [] },
): Promise<number> {
  if (rows.number.length === 0) return 0;
  const array = (values: ReadonlyArray<string | number>) =>
    `{${values.map((v) => JSON.stringify(String(v))).join(',')}}`;
  const inserted = await tx.execute(sql`
    INSERT INTO rooms (property_id, room_type_id, number, floor, features)
    SELECT p, t, n, f, CASE WHEN x = '' THEN '{}'::text[] ELSE string_to_array(x, '|') END
    FROM unnest(${array(rows.propertyId)}::uuid[], ${array(rows.roomTypeId)}::uuid[], ${array(rows.number)}::text[],
      ${array(rows.floor)}::int[], ${array(rows.features)}::text[]) AS v(p, t, n, f, x)
    RETURNING 1
  `);
  if (connections.from.length > 0)
    await tx.execute(sql`
      UPDATE rooms a SET connects_to_room_id = b.id
      FROM unnest(${array(connections.propertyId)}::uuid[], ${array(connections.from)}::text[],
        ${array(connections.to)}::text[]) AS v(p, f, t), rooms b
      WHERE a.property_id = v.p AND a.number = v.f AND b.property_id = v.p AND b.number = v.t
    `);
  return inserted.rows.length;
}
