import type { HousekeepingStatus } from '@staybook/contract/housekeeping';
import type { IsoDate } from '@staybook/contract/stay-dates';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookings, roomAssignments, roomStatusChanges, rooms, users } from '../../db/schema/index.js';

/**
 * Rooms' housekeeping states and their history (issue 44): the only writer of `rooms.housekeeping_status` and of
 * `room_status_changes`. A room's state is part of the room, so it stays with the module that owns `rooms`
 * (DESIGN.md §7: physical rooms, their number, floor, features and status belong to the inventory owner).
 */

/** The room's state, locked until the transaction ends. */
export async function lockRoomState(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: rooms.id,
      propertyId: rooms.propertyId,
      number: rooms.number,
      status: rooms.housekeepingStatus,
    })
    .from(rooms)
    .where(eq(rooms.id, id))
    .for('update');
  return row ? { ...row, status: row.status as HousekeepingStatus } : undefined;
}

export interface StateChange {
  roomId: string;
  propertyId: string;
  from: HousekeepingStatus | null;
  to: HousekeepingStatus;
  note?: string | null;
  changedBy: string | null;
  bookingId?: string | null;
}

/** Sets the rooms' states and records each change, at `at`. */
export async function writeStates(tx: Tx, changes: readonly StateChange[], at: Date) {
  if (changes.length === 0) return;
  for (const c of changes)
    await tx.update(rooms).set({ housekeepingStatus: c.to, housekeepingChangedAt: at }).where(eq(rooms.id, c.roomId));
  await tx.insert(roomStatusChanges).values(
    changes.map((c) => ({
      roomId: c.roomId,
      propertyId: c.propertyId,
      fromStatus: c.from,
      toStatus: c.to,
      note: c.note ?? null,
      changedBy: c.changedBy,
      bookingId: c.bookingId ?? null,
      changedAt: at,
    })),
  );
}

/**
 * The rooms a booking's guests slept in last (each room of the booking: its latest night up to `today`), locked, with
 * their states: what its check-out leaves to clean.
 */
export async function lockRoomsLeftBy(tx: Tx, bookingId: string, today: IsoDate) {
  const rows = await tx.execute<{ room_id: string }>(sql`
    SELECT DISTINCT ON (booking_room_id, slot) room_id FROM room_assignments
    WHERE booking_id = ${bookingId} AND stay_date <= ${today}::date
    ORDER BY booking_room_id, slot, stay_date DESC
  `);
  const ids = [...new Set(rows.rows.map((r) => r.room_id))];
  if (ids.length === 0) return [];
  const locked = await tx
    .select({ id: rooms.id, propertyId: rooms.propertyId, status: rooms.housekeepingStatus })
    .from(rooms)
    .where(inArray(rooms.id, ids))
    .orderBy(rooms.id)
    .for('update');
  return locked.map((r) => ({ ...r, status: r.status as HousekeepingStatus }));
}

/** A property's rooms' states, with when each last changed. */
export async function findRoomStates(db: DbOrTx, propertyId: string) {
  const rows = await db
    .select({ id: rooms.id, status: rooms.housekeepingStatus, changedAt: rooms.housekeepingChangedAt })
    .from(rooms)
    .where(eq(rooms.propertyId, propertyId));
  return rows.map((r) => ({ ...r, status: r.status as HousekeepingStatus }));
}

/** Who sleeps in the property's rooms the nights before and of `date`, with each booking's dates and status. */
export async function findNightsAround(db: DbOrTx, propertyId: string, date: IsoDate) {
  return db
    .select({
      roomId: roomAssignments.roomId,
      stayDate: roomAssignments.stayDate,
      bookingId: roomAssignments.bookingId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
    })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .innerJoin(bookings, eq(bookings.id, roomAssignments.bookingId))
    .where(
      and(
        eq(rooms.propertyId, propertyId),
        sql`${roomAssignments.stayDate} IN (${date}::date - 1, ${date}::date)`,
        sql`${bookings.status} IN ('pending_payment', 'confirmed', 'checked_in', 'completed')`,
        sql`${roomAssignments.stayDate} >= ${bookings.checkIn} AND ${roomAssignments.stayDate} < ${bookings.checkOut}`,
      ),
    );
}

/**
 * The latest changes of a property's rooms (newest first): the room, the states, the note, and who — the staff
 * member's name (their console name, else their account's) and role, or the booking whose check-out it was.
 */
export async function findStateHistory(db: DbOrTx, propertyId: string, limit: number) {
  return db
    .select({
      roomId: roomStatusChanges.roomId,
      number: rooms.number,
      from: roomStatusChanges.fromStatus,
      to: roomStatusChanges.toStatus,
      note: roomStatusChanges.note,
      at: roomStatusChanges.changedAt,
      bookingCode: bookings.code,
      staffName: sql<string | null>`(
        SELECT s.name || '|' || s.role FROM staff_members s
        WHERE s.user_id = "room_status_changes"."changed_by" ORDER BY s.removed_at NULLS FIRST LIMIT 1
      )`,
      userName: users.name,
    })
    .from(roomStatusChanges)
    .innerJoin(rooms, eq(rooms.id, roomStatusChanges.roomId))
    .leftJoin(users, eq(users.id, roomStatusChanges.changedBy))
    .leftJoin(bookings, eq(bookings.id, roomStatusChanges.bookingId))
    .where(eq(roomStatusChanges.propertyId, propertyId))
    .orderBy(desc(roomStatusChanges.changedAt), desc(roomStatusChanges.id))
    .limit(limit);
}
