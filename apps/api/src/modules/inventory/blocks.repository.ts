import type { IsoDate } from '@staybook/contract/stay-dates';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { inPropertyScope, type PropertyScope } from '../../db/property-scope.js';
import { calendarImports, properties, roomBlocks, roomInventory, roomTypes, users } from '../../db/schema/index.js';

/**
 * Room blocks and the nights they hold (room_inventory.blocked). With nights.repository.ts and inventory.repository.ts
 * the only writer of room_inventory, and the only writer of room_blocks (module-boundaries.test.ts holds both).
 */

export type RoomBlockRow = typeof roomBlocks.$inferSelect;
export type NewRoomBlock = typeof roomBlocks.$inferInsert;

export async function insertBlock(tx: Tx, row: NewRoomBlock): Promise<RoomBlockRow> {
  const [inserted] = await tx.insert(roomBlocks).values(row).returning();
  return inserted!;
}

/** Many blocks in a few statements (an imported calendar's thousands of events): rows in chunks, answered in order. */
export async function insertBlocks(tx: Tx, rows: readonly NewRoomBlock[]): Promise<RoomBlockRow[]> {
  const inserted: RoomBlockRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    inserted.push(
      ...(await tx
        .insert(roomBlocks)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .returning()),
    );
  return inserted;
}

/** Rows a multi-row insert carries at once: well under PostgreSQL's 65,535 parameters at a block's 12 columns. */
const INSERT_CHUNK = 1_000;

/** The block, locked until the transaction ends (release and retake queue behind each other). */
export async function lockBlock(tx: Tx, id: string): Promise<RoomBlockRow | undefined> {
  const [row] = await tx.select().from(roomBlocks).where(eq(roomBlocks.id, id)).for('update');
  return row;
}

export async function markReleased(tx: Tx, id: string, by: string | null, at: Date): Promise<void> {
  await tx.update(roomBlocks).set({ releasedAt: at, releasedBy: by }).where(eq(roomBlocks.id, id));
}

export async function setShortDates(tx: Tx, id: string, shortDates: IsoDate[]): Promise<void> {
  await tx.update(roomBlocks).set({ shortDates }).where(eq(roomBlocks.id, id));
}

/** Active blocks of a calendar import (its events as they stand here). */
export async function findImportBlocks(db: DbOrTx, calendarImportId: string): Promise<RoomBlockRow[]> {
  return db
    .select()
    .from(roomBlocks)
    .where(and(eq(roomBlocks.calendarImportId, calendarImportId), isNull(roomBlocks.releasedAt)));
}

/** Which blocks a conflicts read is about: a room type, a property, these blocks, and the member's properties. */
export interface ConflictFilter {
  roomTypeId?: string;
  propertyId?: string;
  ids?: string[];
  scope?: PropertyScope;
}

/** Active blocks still short of some nights (conflicts), ending after `today`, narrowed by the filter in SQL. */
export async function findShortBlocks(db: DbOrTx, today: IsoDate, where: ConflictFilter = {}): Promise<RoomBlockRow[]> {
  if (where.ids?.length === 0) return [];
  return db
    .select()
    .from(roomBlocks)
    .where(
      and(
        isNull(roomBlocks.releasedAt),
        gt(roomBlocks.endsOn, today),
        sql`jsonb_array_length(${roomBlocks.shortDates}) > 0`,
        where.roomTypeId ? eq(roomBlocks.roomTypeId, where.roomTypeId) : undefined,
        where.propertyId ? eq(roomBlocks.propertyId, where.propertyId) : undefined,
        where.ids ? inArray(roomBlocks.id, where.ids) : undefined,
        inPropertyScope(roomBlocks.propertyId, where.scope ?? null),
      ),
    );
}

/** Blocks (with the names the console shows) covering any night in [from, to], active ones unless `released`. */
export async function findBlocks(
  db: DbOrTx,
  where: {
    roomTypeIds?: string[];
    propertyId?: string;
    ids?: string[];
    from?: IsoDate;
    to?: IsoDate;
    scope?: PropertyScope;
  },
) {
  return db
    .select({
      block: roomBlocks,
      propertyName: properties.name,
      roomTypeName: roomTypes.name,
      channel: calendarImports.channel,
      createdByName: users.name,
    })
    .from(roomBlocks)
    .innerJoin(roomTypes, eq(roomTypes.id, roomBlocks.roomTypeId))
    .innerJoin(properties, eq(properties.id, roomBlocks.propertyId))
    .leftJoin(calendarImports, eq(calendarImports.id, roomBlocks.calendarImportId))
    .leftJoin(users, eq(users.id, roomBlocks.createdBy))
    .where(
      and(
        where.ids ? inArray(roomBlocks.id, where.ids) : isNull(roomBlocks.releasedAt),
        where.roomTypeIds ? inArray(roomBlocks.roomTypeId, where.roomTypeIds) : undefined,
        where.propertyId ? eq(roomBlocks.propertyId, where.propertyId) : undefined,
        inPropertyScope(roomBlocks.propertyId, where.scope ?? null),
        where.to ? lte(roomBlocks.startsOn, where.to) : undefined,
        where.from ? gt(roomBlocks.endsOn, where.from) : undefined,
      ),
    )
    .orderBy(asc(roomBlocks.startsOn), asc(roomTypes.name));
}
export type BlockListRow = Awaited<ReturnType<typeof findBlocks>>[number];

/** The room type's property, name and rooms (null when it does not exist). */
export async function findBlockRoomType(db: DbOrTx, roomTypeId: string) {
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

/** The open nights of [from, to) of a room type, locked in date order (the order holds lock them in). */
export async function lockBlockNights(tx: Tx, roomTypeId: string, from: IsoDate, to: IsoDate) {
  return tx
    .select({ stayDate: roomInventory.stayDate, available: roomInventory.available })
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        sql`${roomInventory.stayDate} >= ${from}::date`,
        sql`${roomInventory.stayDate} < ${to}::date`,
      ),
    )
    .orderBy(asc(roomInventory.stayDate))
    .for('update');
}

const dateArray = (dates: readonly IsoDate[]) => `{${dates.join(',')}}`;

/** Moves `count` rooms of these nights from available to blocked, where they are free; answers the nights taken. */
export async function blockRoomNights(tx: Tx, roomTypeId: string, dates: readonly IsoDate[], count: number) {
  if (dates.length === 0) return [];
  const rows = await tx
    .update(roomInventory)
    .set({
      available: sql`${roomInventory.available} - ${count}`,
      blocked: sql`${roomInventory.blocked} + ${count}`,
    })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        sql`${roomInventory.stayDate} = ANY(${dateArray(dates)}::date[])`,
        sql`${roomInventory.available} >= ${count}`,
      ),
    )
    .returning({ stayDate: roomInventory.stayDate });
  return rows.map((r) => r.stayDate);
}

/**
 * Moves a different number of rooms on each night from available to blocked, in one statement, where each night has
 * them free (its rows locked before); answers the nights taken.
 */
export async function blockRoomNightCounts(tx: Tx, roomTypeId: string, counts: ReadonlyMap<IsoDate, number>) {
  if (counts.size === 0) return [];
  const dates = [...counts.keys()];
  const numbers = dates.map((d) => counts.get(d)!);
  const result = await tx.execute<{ stayDate: IsoDate }>(sql`
    UPDATE room_inventory
    SET available = room_inventory.available - taken.n, blocked = room_inventory.blocked + taken.n
    FROM unnest(${dateArray(dates)}::date[], ${`{${numbers.join(',')}}`}::int[]) AS taken(d, n)
    WHERE room_inventory.room_type_id = ${roomTypeId} AND room_inventory.stay_date = taken.d
      AND room_inventory.available >= taken.n
    RETURNING room_inventory.stay_date::text AS "stayDate"`);
  return result.rows.map((r) => r.stayDate);
}

/** Gives `count` blocked rooms of these nights back to sale; answers how many nights it touched. */
export async function unblockRoomNights(tx: Tx, roomTypeId: string, dates: readonly IsoDate[], count: number) {
  if (dates.length === 0) return 0;
  const rows = await tx
    .update(roomInventory)
    .set({
      available: sql`${roomInventory.available} + least(${roomInventory.blocked}, ${count})`,
      blocked: sql`greatest(${roomInventory.blocked} - ${count}, 0)`,
    })
    .where(
      and(eq(roomInventory.roomTypeId, roomTypeId), sql`${roomInventory.stayDate} = ANY(${dateArray(dates)}::date[])`),
    )
    .returning({ stayDate: roomInventory.stayDate });
  return rows.length;
}

/** Gives back a different number of blocked rooms on each night (its rows locked before); answers the nights touched. */
export async function unblockRoomNightCounts(tx: Tx, roomTypeId: string, counts: ReadonlyMap<IsoDate, number>) {
  if (counts.size === 0) return [];
  const dates = [...counts.keys()];
  const numbers = dates.map((d) => counts.get(d)!);
  const result = await tx.execute<{ stayDate: IsoDate }>(sql`
    UPDATE room_inventory
    SET available = room_inventory.available + least(room_inventory.blocked, back.n),
        blocked = greatest(room_inventory.blocked - back.n, 0)
    FROM unnest(${dateArray(dates)}::date[], ${`{${numbers.join(',')}}`}::int[]) AS back(d, n)
    WHERE room_inventory.room_type_id = ${roomTypeId} AND room_inventory.stay_date = back.d
    RETURNING room_inventory.stay_date::text AS "stayDate"`);
  return result.rows.map((r) => r.stayDate);
}
