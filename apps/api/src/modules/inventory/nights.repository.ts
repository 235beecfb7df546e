import type { IsoDate } from '@staybook/contract';
import { and, asc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { runBuiltOnce } from '../../db/built-once.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { roomInventory } from '../../db/schema/index.js';

/**
 * The nights every selling path takes and gives back. With inventory.repository.ts (the console's calendar writes),
 * the only files that write room_inventory (module-boundaries.test.ts holds it); other modules go through
 * inventory/index.ts.
 */

/** The rows of these room types from `from`, up to `to` (excluded, or included with `through`). */
const rowsOf = (roomTypeIds: readonly string[], from: IsoDate, to: IsoDate, through = false) =>
  and(
    inArray(roomInventory.roomTypeId, [...roomTypeIds]),
    gte(roomInventory.stayDate, from),
    through ? lte(roomInventory.stayDate, to) : lt(roomInventory.stayDate, to),
  );

const saleColumns = {
  roomTypeId: roomInventory.roomTypeId,
  stayDate: roomInventory.stayDate,
  ratePaise: roomInventory.ratePaise,
  available: roomInventory.available,
  isClosed: roomInventory.isClosed,
};

/** Inventory rows of these room types for the nights [from, to). */
export async function findInventory(db: DbOrTx, roomTypeIds: readonly string[], from: IsoDate, to: IsoDate) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select(saleColumns)
    .from(roomInventory)
    .where(rowsOf(roomTypeIds, from, to));
}
export type InventoryRow = Awaited<ReturnType<typeof findInventory>>[number];

/**
 * A stay's rows in one read: the nights [checkIn, checkOut) to sell and price, and the departure date's row too,
 * with every night's restrictions (closed to departure is read from the departure date).
 */
export async function findStayRows(db: DbOrTx, roomTypeIds: readonly string[], checkIn: IsoDate, checkOut: IsoDate) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({
      ...saleColumns,
      minStay: roomInventory.minStay,
      maxStay: roomInventory.maxStay,
      closedToArrival: roomInventory.closedToArrival,
      closedToDeparture: roomInventory.closedToDeparture,
    })
    .from(roomInventory)
    .where(rowsOf(roomTypeIds, checkIn, checkOut, true));
}

/**
 * A hold's one read of its stay: the nights [checkIn, checkOut) locked in (room type, date) order, as every writer
 * locks them, and returned as they stand once locked (after any wait, the row's latest version); with the departure
 * date's row, read for closed-to-departure and not locked (as findStayRows reads it). One round trip instead of a lock,
 * a read of the nights and a read of their restrictions.
 */
export async function lockStayRows(tx: Tx, roomTypeIds: readonly string[], checkIn: IsoDate, checkOut: IsoDate) {
  if (roomTypeIds.length === 0) return [];
  const ids = sql`${`{${roomTypeIds.join(',')}}`}::uuid[]`;
  const columns = sql.raw(`room_type_id::text AS "roomTypeId", stay_date::text AS "stayDate", rate_paise AS "ratePaise",
    available, is_closed AS "isClosed", min_stay AS "minStay", max_stay AS "maxStay",
    closed_to_arrival AS "closedToArrival", closed_to_departure AS "closedToDeparture"`);
  const result = await tx.execute<StayRow>(sql`
    WITH locked AS MATERIALIZED (
      SELECT ${columns} FROM room_inventory
      WHERE room_type_id = ANY (${ids}) AND stay_date >= ${checkIn}::date AND stay_date < ${checkOut}::date
      ORDER BY room_type_id, stay_date
      FOR UPDATE
    )
    SELECT * FROM locked
    UNION ALL
    SELECT ${columns} FROM room_inventory WHERE room_type_id = ANY (${ids}) AND stay_date = ${checkOut}::date
  `);
  return result.rows;
}
type StayRow = Awaited<ReturnType<typeof findStayRows>>[number];

/**
 * A hold's one statement over its stay: first the caller's `before` statement (the bookings module's locks of the
 * guest and the room types sold), then the nights [checkIn, checkOut) of every room locked in (room type, date) order,
 * as every writer locks them, and — only when every one of them has the rooms free and is open — `count` rooms taken
 * on each (`available >= n` checked again on the row it writes: never below zero); with the departure date's row, read
 * for closed-to-departure and not locked. Answers the rows as they stood once locked, before the taking (the price and
 * the restrictions are read from them), how many nights it took (all of them, or none) and the rows `before` answered.
 * The caller's locks, a lock, a read and an update per room type in one round trip. Nights the statement's snapshot
 * already shows short or closed are not locked: answered as the snapshot has them, nothing taken (a refusal, as a
 * quote read before the transaction would have given, without waiting for the locks of the holds that took them).
 */
export async function lockAndTakeStayRows(
  tx: Tx,
  rooms: ReadonlyArray<{ roomTypeId: string; roomCount: number }>,
  checkIn: IsoDate,
  checkOut: IsoDate,
  expectedNights: number,
  before: SQL = sql`SELECT 1`,
  /** The caller's read answered with the rows (as `also`), in the same statement and its snapshot. */
  also: SQL = sql`NULL::json`,
): Promise<{ rows: StayRow[]; taken: number; before: unknown[]; also: unknown }> {
  const ids = sql`${`{${rooms.map((r) => r.roomTypeId).join(',')}}`}::uuid[]`;
  const counts = sql`${`{${rooms.map((r) => r.roomCount).join(',')}}`}::int[]`;
  const result = await tx.execute<{
    rows: StayRow[] | null;
    taken: number | string;
    before: unknown[] | null;
    also: unknown;
  }>(sql`
    WITH before AS MATERIALIZED (${before}),
    want AS (SELECT * FROM unnest(${ids}, ${counts}) AS w(room_type_id, n)),
    -- The nights as the statement's snapshot has them: when they cannot have the rooms (sold out, closed) none is
    -- locked and they are answered as they are, refused without queueing behind the holds that took them (the last
    -- room's losers); otherwise they are locked and checked again as they stand once locked.
    seen AS MATERIALIZED (
      SELECT ri.room_type_id, ri.stay_date, ri.rate_paise, ri.available, ri.is_closed, ri.min_stay, ri.max_stay,
        ri.closed_to_arrival, ri.closed_to_departure, w.n
      FROM room_inventory ri JOIN want w ON w.room_type_id = ri.room_type_id
      WHERE ri.stay_date >= ${checkIn}::date AND ri.stay_date < ${checkOut}::date
    ),
    may AS (
      SELECT count(*) FILTER (WHERE available >= n AND NOT is_closed) = ${expectedNights}::int AS ok FROM seen
    ),
    locked AS MATERIALIZED (
      SELECT ri.room_type_id, ri.stay_date, ri.rate_paise, ri.available, ri.is_closed, ri.min_stay, ri.max_stay,
        ri.closed_to_arrival, ri.closed_to_departure, w.n
      FROM room_inventory ri JOIN want w ON w.room_type_id = ri.room_type_id
      -- The caller's locks are taken first (a one-time filter runs before the scan).
      WHERE (SELECT count(*) FROM before) >= 0 AND (SELECT ok FROM may)
        AND ri.stay_date >= ${checkIn}::date AND ri.stay_date < ${checkOut}::date
      ORDER BY ri.room_type_id, ri.stay_date
      FOR UPDATE OF ri
    ),
    enough AS (
      SELECT count(*) FILTER (WHERE available >= n AND NOT is_closed) = ${expectedNights}::int AS ok FROM locked
    ),
    taken AS (
      UPDATE room_inventory ri SET available = ri.available - l.n, booked = ri.booked + l.n
      FROM locked l, enough e
      WHERE e.ok AND ri.room_type_id = l.room_type_id AND ri.stay_date = l.stay_date
        AND ri.available >= l.n AND NOT ri.is_closed
      RETURNING 1
    ),
    stay AS (
      SELECT room_type_id, stay_date, rate_paise, available, is_closed, min_stay, max_stay, closed_to_arrival,
        closed_to_departure FROM locked
      UNION ALL
      SELECT room_type_id, stay_date, rate_paise, available, is_closed, min_stay, max_stay, closed_to_arrival,
        closed_to_departure FROM seen WHERE NOT (SELECT ok FROM may)
      UNION ALL
      SELECT room_type_id, stay_date, rate_paise, available, is_closed, min_stay, max_stay, closed_to_arrival,
        closed_to_departure FROM room_inventory
      WHERE room_type_id = ANY (${ids}) AND stay_date = ${checkOut}::date
    )
    SELECT
      (SELECT json_agg(json_build_object('roomTypeId', s.room_type_id, 'stayDate', s.stay_date,
        'ratePaise', s.rate_paise, 'available', s.available, 'isClosed', s.is_closed, 'minStay', s.min_stay,
        'maxStay', s.max_stay, 'closedToArrival', s.closed_to_arrival, 'closedToDeparture', s.closed_to_departure))
        FROM stay s) AS rows,
      (SELECT count(*) FROM taken)::int AS taken,
      (SELECT json_agg(b) FROM before b) AS before,
      (${also}) AS also
  `);
  const row = result.rows[0];
  const also_ = typeof row?.also === 'string' ? JSON.parse(row.also) : (row?.also ?? null);
  return { rows: row?.rows ?? [], taken: Number(row?.taken ?? 0), before: row?.before ?? [], also: also_ };
}

/**
 * A new hold's taking of its stay as CTEs of the one statement that holds it (the bookings module's
 * hold-statement.repository.ts), after the caller's `before` CTE (its locks, taken first): the nights [checkIn,
 * checkOut) of every room locked in (room type, date) order, as every writer locks them, and `n` rooms taken on each
 * that has them free and is open (`available >= n` checked on the row it writes: never below zero). `stay_as_priced`
 * answers `ok`: every night was taken, and the nights as locked (rate, closed, restrictions) and the departure date's
 * row (read for closed-to-departure, not locked) are exactly the rows the quote priced. When it is false the caller
 * ends the statement with an error, which undoes the taking. Placeholders: see takeStayAsPricedValues.
 */
export const takeStayAsPricedCtes: SQL = (() => {
  const ph = (name: string) => sql.placeholder(`stay.${name}`);
  const ids = sql`${ph('ids')}::uuid[]`;
  const checkIn = sql`${ph('checkIn')}::date`;
  const checkOut = sql`${ph('checkOut')}::date`;
  const restrictions = sql.raw('rate_paise, is_closed, min_stay, max_stay, closed_to_arrival, closed_to_departure');
  return sql`stay_want AS (SELECT * FROM unnest(${ids}, ${ph('counts')}::int[]) AS w(room_type_id, n)),
    stay_locked AS MATERIALIZED (
      SELECT ri.room_type_id, ri.stay_date, ri.rate_paise, ri.is_closed, ri.min_stay, ri.max_stay,
        ri.closed_to_arrival, ri.closed_to_departure, w.n
      FROM room_inventory ri JOIN stay_want w ON w.room_type_id = ri.room_type_id
      -- The caller's locks are taken first (a one-time filter runs before the scan).
      WHERE (SELECT count(*) FROM before) >= 0 AND ri.stay_date >= ${checkIn} AND ri.stay_date < ${checkOut}
      ORDER BY ri.room_type_id, ri.stay_date
      FOR UPDATE OF ri
    ),
    stay_taken AS (
      UPDATE room_inventory ri SET available = ri.available - l.n, booked = ri.booked + l.n
      FROM stay_locked l
      WHERE ri.room_type_id = l.room_type_id AND ri.stay_date = l.stay_date
        AND ri.available >= l.n AND NOT ri.is_closed
      RETURNING 1
    ),
    stay_now AS (
      SELECT room_type_id, stay_date, ${restrictions} FROM stay_locked
      UNION ALL
      SELECT room_type_id, stay_date, ${restrictions} FROM room_inventory
      WHERE room_type_id = ANY (${ids}) AND stay_date = ${checkOut}
    ),
    stay_priced AS (
      SELECT * FROM unnest(${ph('rowRoomTypes')}::uuid[], ${ph('rowDates')}::date[], ${ph('rowRates')}::int[],
        ${ph('rowClosed')}::bool[], ${ph('rowMinStay')}::int[], ${ph('rowMaxStay')}::int[], ${ph('rowCta')}::bool[],
        ${ph('rowCtd')}::bool[])
        AS p(room_type_id, stay_date, ${restrictions})
    ),
    stay_as_priced AS (
      SELECT (SELECT count(*) FROM stay_taken) = ${ph('nights')}::int
        AND (SELECT count(*) FROM stay_now) = (SELECT count(*) FROM stay_priced)
        AND NOT EXISTS (
          SELECT 1 FROM stay_priced p
          LEFT JOIN stay_now s ON s.room_type_id = p.room_type_id AND s.stay_date = p.stay_date
          WHERE s.room_type_id IS NULL
            OR (s.rate_paise, s.is_closed, s.min_stay, s.max_stay, s.closed_to_arrival, s.closed_to_departure)
              IS DISTINCT FROM
              (p.rate_paise, p.is_closed, p.min_stay, p.max_stay, p.closed_to_arrival, p.closed_to_departure)
        ) AS ok
    )`;
})();

/**
 * The values of takeStayAsPricedCtes' placeholders: the rooms wanted and the stay's rows as the quote read them
 * (nights and departure date, findStayRows' columns).
 */
export function takeStayAsPricedValues(
  rooms: ReadonlyArray<{ roomTypeId: string; roomCount: number }>,
  checkIn: IsoDate,
  checkOut: IsoDate,
  nights: number,
  priced: ReadonlyArray<StayRow>,
): Record<string, unknown> {
  const array = (values: ReadonlyArray<string | number | boolean | null>) =>
    `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
  return {
    'stay.ids': array(rooms.map((r) => r.roomTypeId)),
    'stay.counts': array(rooms.map((r) => r.roomCount)),
    'stay.checkIn': checkIn,
    'stay.checkOut': checkOut,
    'stay.nights': nights * rooms.length,
    'stay.rowRoomTypes': array(priced.map((r) => r.roomTypeId)),
    'stay.rowDates': array(priced.map((r) => r.stayDate)),
    'stay.rowRates': array(priced.map((r) => r.ratePaise)),
    'stay.rowClosed': array(priced.map((r) => r.isClosed)),
    'stay.rowMinStay': array(priced.map((r) => r.minStay)),
    'stay.rowMaxStay': array(priced.map((r) => r.maxStay)),
    'stay.rowCta': array(priced.map((r) => r.closedToArrival)),
    'stay.rowCtd': array(priced.map((r) => r.closedToDeparture)),
  };
}

/**
 * Locks the inventory rows a hold or release will touch, always in (room type, date) order, so two
 * transactions over overlapping rooms queue instead of deadlocking.
 */
export async function lockInventory(tx: Tx, roomTypeIds: readonly string[], from: IsoDate, to: IsoDate) {
  if (roomTypeIds.length === 0) return;
  await tx
    .select({ roomTypeId: roomInventory.roomTypeId })
    .from(roomInventory)
    .where(rowsOf(roomTypeIds, from, to))
    .orderBy(asc(roomInventory.roomTypeId), asc(roomInventory.stayDate))
    .for('update');
}

/** Takes `count` rooms on every night of [from, to) that still has them; returns how many nights it took. */
export async function takeRoomNights(tx: Tx, roomTypeId: string, from: IsoDate, to: IsoDate, count: number) {
  // Every hold sends it: built once (db/built-once.ts).
  const rows = await runBuiltOnce(
    tx,
    'takeRoomNights',
    () => {
      const rooms = sql`${sql.placeholder('count')}::integer`;
      return tx
        .update(roomInventory)
        .set({
          available: sql`${roomInventory.available} - ${rooms}`,
          booked: sql`${roomInventory.booked} + ${rooms}`,
        })
        .where(
          and(
            eq(roomInventory.roomTypeId, sql`${sql.placeholder('roomTypeId')}::uuid`),
            gte(roomInventory.stayDate, sql`${sql.placeholder('from')}::date`),
            lt(roomInventory.stayDate, sql`${sql.placeholder('to')}::date`),
            gte(roomInventory.available, rooms),
            eq(roomInventory.isClosed, sql`false`),
          ),
        )
        .returning({ stayDate: roomInventory.stayDate });
    },
    { count, roomTypeId, from, to },
  );
  return rows.length;
}

/** Gives `count` rooms back on every night of [from, to); returns how many nights it touched. */
export async function giveBackRoomNights(tx: Tx, roomTypeId: string, from: IsoDate, to: IsoDate, count: number) {
  const rows = await tx
    .update(roomInventory)
    .set({
      available: sql`${roomInventory.available} + ${count}`,
      booked: sql`greatest(${roomInventory.booked} - ${count}, 0)`,
    })
    .where(
      and(eq(roomInventory.roomTypeId, roomTypeId), gte(roomInventory.stayDate, from), lt(roomInventory.stayDate, to)),
    )
    .returning({ stayDate: roomInventory.stayDate });
  return rows.length;
}

/**
 * Rooms the room type's active blocks hold on night `d` (SQL): a night opened after a block was placed starts with
 * them out of sale (blocks.service.ts).
 */
export const blockedOn = (roomTypeId: ReturnType<typeof sql>, d: ReturnType<typeof sql>) => sql`(
  SELECT coalesce(sum(b.room_count), 0)::int FROM room_blocks b
  WHERE b.room_type_id = ${roomTypeId} AND b.released_at IS NULL AND ${d} >= b.starts_on AND ${d} < b.ends_on
)`;

/**
 * Opens `nights` nights from `from` for sale: one inventory row a night at the base rate with every room free.
 * Nights that already have a row are left alone. Answers how many rows were written.
 */
export async function openRoomNights(
  db: DbOrTx,
  roomTypeId: string,
  from: IsoDate,
  nights: number,
  ratePaise: number,
  rooms: number,
): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO room_inventory (room_type_id, stay_date, rate_paise, available, booked, blocked, is_closed)
    SELECT ${roomTypeId}::uuid, d, ${ratePaise}::int, greatest(${rooms}::int - blocked.n, 0), 0,
      least(blocked.n, ${rooms}::int), false
    FROM generate_series(${from}::date, ${from}::date + ${nights - 1}::int, interval '1 day') AS g(d)
    CROSS JOIN LATERAL (SELECT ${blockedOn(sql`${roomTypeId}::uuid`, sql`g.d::date`)} AS n) blocked
    ON CONFLICT (room_type_id, stay_date) DO NOTHING
    RETURNING stay_date
  `);
  return result.rows.length;
}

/**
 * Every active room type on sale through `last`: the nights after its last open night (or from `from` when it has
 * none ahead) open at its base rate with every room free. Existing nights are never touched, so two processes
 * running it at once write each night once (ON CONFLICT DO NOTHING) and a night the console closed stays closed.
 * Answers how many nights it opened.
 */
export async function extendOpenNights(db: DbOrTx, from: IsoDate, last: IsoDate): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO room_inventory (room_type_id, stay_date, rate_paise, available, booked, blocked, is_closed)
    SELECT rt.id, d::date, rt.base_rate_paise, greatest(rt.total_rooms - blocked.n, 0), 0,
      least(blocked.n, rt.total_rooms), false
    FROM room_types rt
    CROSS JOIN LATERAL (
      SELECT max(ri.stay_date) AS last_open FROM room_inventory ri
      WHERE ri.room_type_id = rt.id AND ri.stay_date >= ${from}::date
    ) open_nights
    CROSS JOIN LATERAL generate_series(
      coalesce(open_nights.last_open + 1, ${from}::date), ${last}::date, interval '1 day'
    ) AS d
    CROSS JOIN LATERAL (SELECT ${blockedOn(sql`rt.id`, sql`d::date`)} AS n) blocked
    WHERE rt.status = 'active'
    ON CONFLICT (room_type_id, stay_date) DO NOTHING
    RETURNING 1
  `);
  return result.rows.length;
}

/** Night rows written as they are (the demo catalogue's seed), as column arrays: one statement for many rows. */
export async function insertNightRows(
  db: DbOrTx,
  rows: { roomTypeId: string[]; stayDate: IsoDate[]; ratePaise: number[]; available: number[]; booked: number[] },
): Promise<void> {
  const array = (values: ReadonlyArray<string | number>) => `{${values.join(',')}}`;
  await db.execute(sql`
    INSERT INTO room_inventory (room_type_id, stay_date, rate_paise, available, booked)
    SELECT * FROM unnest(${array(rows.roomTypeId)}::uuid[], ${array(rows.stayDate)}::date[],
      ${array(rows.ratePaise)}::int[], ${array(rows.available)}::int[], ${array(rows.booked)}::int[])
  `);
}

/** Sets stay restrictions on the existing nights [from, to] of these room types (nights not open are skipped). */
export async function restrictNights(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
  set: { minStay?: number; closedToArrival?: boolean },
): Promise<void> {
  if (roomTypeIds.length === 0) return;
  await db
    .update(roomInventory)
    .set(set)
    .where(
      and(
        inArray(roomInventory.roomTypeId, [...roomTypeIds]),
        gte(roomInventory.stayDate, from),
        lte(roomInventory.stayDate, to),
      ),
    );
}

/**
 * One more room on every open night from `from` (a numbered room added beyond the room type's count, decision 015):
 * the nights are locked in date order, as every writer locks them, and each sells one room more.
 */
export async function addRoomToNights(tx: Tx, roomTypeId: string, from: IsoDate): Promise<number> {
  await tx.execute(sql`
    SELECT 1 FROM room_inventory WHERE room_type_id = ${roomTypeId}::uuid AND stay_date >= ${from}::date
    ORDER BY stay_date FOR UPDATE
  `);
  const rows = await tx
    .update(roomInventory)
    .set({ available: sql`${roomInventory.available} + 1` })
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), gte(roomInventory.stayDate, from)))
    .returning({ stayDate: roomInventory.stayDate });
  return rows.length;
}
