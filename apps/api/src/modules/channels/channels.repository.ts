import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { calendarExports, calendarImports, properties, roomTypes } from '../../db/schema/index.js';

/** Calendar imports and exports: modules/channels is their only writer (module-boundaries.test.ts). */

export type CalendarImportRow = typeof calendarImports.$inferSelect;

/** The room type with its property, or null. */
export async function findChannelRoomType(db: DbOrTx, roomTypeId: string) {
  const [row] = await db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      status: roomTypes.status,
      propertyId: properties.id,
      propertyName: properties.name,
    })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(eq(roomTypes.id, roomTypeId));
  return row ?? null;
}

export async function findExportToken(db: DbOrTx, roomTypeId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarExports.token })
    .from(calendarExports)
    .where(eq(calendarExports.roomTypeId, roomTypeId));
  return row?.token ?? null;
}

/** Gives the room type this token unless it has one (two first reads at once keep the first). */
export async function insertExportToken(db: DbOrTx, roomTypeId: string, token: string): Promise<void> {
  await db.insert(calendarExports).values({ roomTypeId, token }).onConflictDoNothing();
}

export async function replaceExportToken(tx: Tx, roomTypeId: string, token: string, by: string | null, at: Date) {
  await tx
    .insert(calendarExports)
    .values({ roomTypeId, token, rotatedAt: at, rotatedBy: by })
    .onConflictDoUpdate({ target: calendarExports.roomTypeId, set: { token, rotatedAt: at, rotatedBy: by } });
}

export async function findRoomTypeByToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ roomTypeId: calendarExports.roomTypeId })
    .from(calendarExports)
    .where(eq(calendarExports.token, token));
  return row?.roomTypeId ?? null;
}

export async function insertImport(
  tx: Tx,
  row: Pick<CalendarImportRow, 'roomTypeId' | 'channel' | 'url' | 'createdBy'>,
): Promise<CalendarImportRow> {
  const [inserted] = await tx.insert(calendarImports).values(row).returning();
  return inserted!;
}

export async function findImport(db: DbOrTx, id: string): Promise<CalendarImportRow | null> {
  const [row] = await db.select().from(calendarImports).where(eq(calendarImports.id, id));
  return row ?? null;
}

export async function lockImport(tx: Tx, id: string): Promise<CalendarImportRow | undefined> {
  const [row] = await tx.select().from(calendarImports).where(eq(calendarImports.id, id)).for('update');
  return row;
}

export async function findImports(db: DbOrTx, roomTypeId: string): Promise<CalendarImportRow[]> {
  return db
    .select()
    .from(calendarImports)
    .where(and(eq(calendarImports.roomTypeId, roomTypeId), isNull(calendarImports.removedAt)))
    .orderBy(asc(calendarImports.createdAt));
}

/** Imports whose last read is older than `before` (or never made), oldest first; set-aside ones are not due. */
export async function findDueImports(db: DbOrTx, before: Date, limit: number): Promise<CalendarImportRow[]> {
  return db
    .select()
    .from(calendarImports)
    .where(
      and(
        isNull(calendarImports.removedAt),
        isNull(calendarImports.quarantinedAt),
        or(isNull(calendarImports.lastAttemptAt), lt(calendarImports.lastAttemptAt, before)),
      ),
    )
    .orderBy(sql`${calendarImports.lastAttemptAt} asc nulls first`)
    .limit(limit);
}

/**
 * Takes the import's read lease until `until` when nobody holds it (one process reads a feed at a time); answers
 * the row when taken, null when another process holds it or the import was removed. A set-aside import is taken only
 * when someone asked (`asked`: Read now), which clears its quarantine; the schedule never takes it, even a process
 * that listed it as due before another one set it aside.
 */
export async function takeLease(
  db: DbOrTx,
  id: string,
  now: Date,
  until: Date,
  asked = false,
): Promise<CalendarImportRow | null> {
  const [row] = await db
    .update(calendarImports)
    .set(asked ? { leaseUntil: until, quarantinedAt: null } : { leaseUntil: until })
    .where(
      and(
        eq(calendarImports.id, id),
        isNull(calendarImports.removedAt),
        asked ? undefined : isNull(calendarImports.quarantinedAt),
        or(isNull(calendarImports.leaseUntil), lt(calendarImports.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** A read's outcome; a failed one that broke a limit also sets the import aside (`quarantine`). */
export async function recordRead(
  db: DbOrTx,
  id: string,
  read: { at: Date; error: string; quarantine: boolean } | { at: Date; eventCount: number },
): Promise<void> {
  await db
    .update(calendarImports)
    .set(
      'error' in read
        ? {
            lastAttemptAt: read.at,
            lastError: read.error,
            leaseUntil: null,
            ...(read.quarantine ? { quarantinedAt: read.at } : {}),
          }
        : {
            lastAttemptAt: read.at,
            lastSyncedAt: read.at,
            lastError: null,
            eventCount: read.eventCount,
            leaseUntil: null,
          },
    )
    .where(eq(calendarImports.id, id));
}

export async function markImportRemoved(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(calendarImports).set({ removedAt: at, leaseUntil: null }).where(eq(calendarImports.id, id));
}

/**
 * The OTA bookings the desk entered that hold this room type on nights from `from` (read only: the bookings module owns
 * them), for matching with the OTA's own calendar events (ota-match-rules.ts).
 */
export async function otaBookingsHolding(db: DbOrTx, roomTypeId: string, from: string) {
  const { rows } = await db.execute(sql`
    select b.id, b.code, b.channel_name, b.ota_reservation_number, b.check_in::text, b.check_out::text
    from bookings b
    where b.channel = 'ota' and b.holds_inventory and b.status in ('confirmed', 'checked_in') and b.check_out > ${from}
      and exists (select 1 from booking_rooms r where r.booking_id = b.id and r.room_type_id = ${roomTypeId})`);
  return (
    rows as Array<{
      id: string;
      code: string;
      channel_name: string | null;
      ota_reservation_number: string | null;
      check_in: string;
      check_out: string;
    }>
  ).map((r) => ({
    id: r.id,
    code: r.code,
    channelName: r.channel_name,
    otaReservationNumber: r.ota_reservation_number,
    checkIn: r.check_in,
    checkOut: r.check_out,
  }));
}
