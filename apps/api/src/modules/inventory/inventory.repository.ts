import type { IsoDate } from '@staybook/contract/stay-dates';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { inPropertyScope, type PropertyScope } from '../../db/property-scope.js';
import { cities, properties, roomInventory, roomTypes } from '../../db/schema/index.js';
import type { NightRow, PlannedNight } from './inventory-rules.js';
import { blockedOn } from './nights.repository.js';

/** Every property with its room types, for the console's pickers (archived ones too, flagged). */
export async function listRoomTypeOptions(db: DbOrTx, scope: PropertyScope) {
  return db
    .select({
      propertyId: properties.id,
      propertyName: properties.name,
      propertyStatus: properties.status,
      city: cities.name,
      roomTypeId: roomTypes.id,
      roomTypeName: roomTypes.name,
      roomTypeStatus: roomTypes.status,
      baseRatePaise: roomTypes.baseRatePaise,
      totalRooms: roomTypes.totalRooms,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(roomTypes, eq(roomTypes.propertyId, properties.id))
    .where(inPropertyScope(properties.id, scope))
    .orderBy(asc(properties.name), asc(roomTypes.sortOrder), asc(roomTypes.name));
}

export async function findRoomType(db: DbOrTx, roomTypeId: string) {
  const [row] = await db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      propertyName: properties.name,
      baseRatePaise: roomTypes.baseRatePaise,
      totalRooms: roomTypes.totalRooms,
    })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(eq(roomTypes.id, roomTypeId));
  return row ?? null;
}

/**
 * Takes the room type's edit lock for this transaction: bulk edits of one room type queue one behind the other,
 * so nights one creates cannot race another's. FOR NO KEY UPDATE leaves bookings (which only reference the row)
 * unblocked.
 */
export async function lockRoomType(tx: Tx, roomTypeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId))
    .for('no key update');
  return rows.length > 0;
}

const nightColumns = {
  stayDate: roomInventory.stayDate,
  ratePaise: roomInventory.ratePaise,
  available: roomInventory.available,
  booked: roomInventory.booked,
  blocked: roomInventory.blocked,
  isClosed: roomInventory.isClosed,
  minStay: roomInventory.minStay,
  maxStay: roomInventory.maxStay,
  closedToArrival: roomInventory.closedToArrival,
  closedToDeparture: roomInventory.closedToDeparture,
};

/** Inventory of one room type for the nights from `from` to `to`, both included. */
export async function findNights(db: DbOrTx, roomTypeId: string, from: IsoDate, to: IsoDate): Promise<NightRow[]> {
  return db
    .select(nightColumns)
    .from(roomInventory)
    .where(
      and(eq(roomInventory.roomTypeId, roomTypeId), gte(roomInventory.stayDate, from), lte(roomInventory.stayDate, to)),
    )
    .orderBy(asc(roomInventory.stayDate));
}

/**
 * The same rows, locked until the transaction ends (in date order, the order holds lock them in), so a hold
 * waits for the edit and then sees its result: `available` can never go below zero.
 */
export async function lockNights(tx: Tx, roomTypeId: string, from: IsoDate, to: IsoDate): Promise<NightRow[]> {
  return tx
    .select(nightColumns)
    .from(roomInventory)
    .where(
      and(eq(roomInventory.roomTypeId, roomTypeId), gte(roomInventory.stayDate, from), lte(roomInventory.stayDate, to)),
    )
    .orderBy(asc(roomInventory.stayDate))
    .for('update');
}

const pgArray = (values: ReadonlyArray<string | number | boolean | null>) =>
  `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;

/**
 * Writes the planned nights in two statements: one update of the existing rows (guarded by the `booked` figure
 * the plan was made from) and one insert of new rows. Answers how many rows each wrote.
 */
export async function writeNights(
  tx: Tx,
  roomTypeId: string,
  planned: readonly PlannedNight[],
): Promise<{ updated: number; inserted: number }> {
  const changed = planned.filter((p) => !p.created);
  const created = planned.filter((p) => p.created);
  let updated = 0;
  let inserted = 0;
  if (changed.length > 0) {
    const result = await tx.execute(sql`
      UPDATE room_inventory AS ri
      SET rate_paise = v.rate_paise, available = v.available, is_closed = v.is_closed,
          min_stay = v.min_stay, max_stay = v.max_stay,
          closed_to_arrival = v.closed_to_arrival, closed_to_departure = v.closed_to_departure
      FROM unnest(${pgArray(changed.map((p) => p.stayDate))}::date[], ${pgArray(changed.map((p) => p.ratePaise))}::int[],
                  ${pgArray(changed.map((p) => p.available))}::int[], ${pgArray(changed.map((p) => p.booked))}::int[],
                  ${pgArray(changed.map((p) => p.blocked))}::int[], ${pgArray(changed.map((p) => p.isClosed))}::boolean[],
                  ${pgArray(changed.map((p) => p.minStay))}::int[], ${pgArray(changed.map((p) => p.maxStay))}::int[],
                  ${pgArray(changed.map((p) => p.closedToArrival))}::boolean[],
                  ${pgArray(changed.map((p) => p.closedToDeparture))}::boolean[])
           AS v(stay_date, rate_paise, available, booked, blocked, is_closed, min_stay, max_stay, closed_to_arrival,
                closed_to_departure)
      WHERE ri.room_type_id = ${roomTypeId} AND ri.stay_date = v.stay_date AND ri.booked = v.booked AND ri.blocked = v.blocked
        AND v.available >= 0
      RETURNING ri.stay_date
    `);
    updated = result.rows.length;
  }
  if (created.length > 0) {
    const result = await tx.execute(sql`
      INSERT INTO room_inventory (room_type_id, stay_date, rate_paise, available, booked, blocked, is_closed)
      SELECT ${roomTypeId}::uuid, v.stay_date, v.rate_paise, greatest(v.available - blocked.n, 0), 0,
        least(blocked.n, v.available), v.is_closed
      FROM unnest(${pgArray(created.map((p) => p.stayDate))}::date[], ${pgArray(created.map((p) => p.ratePaise))}::int[],
                  ${pgArray(created.map((p) => p.available))}::int[], ${pgArray(created.map((p) => p.isClosed))}::boolean[])
           AS v(stay_date, rate_paise, available, is_closed)
      CROSS JOIN LATERAL (SELECT ${blockedOn(sql`${roomTypeId}::uuid`, sql`v.stay_date`)} AS n) blocked
      RETURNING stay_date
    `);
    inserted = result.rows.length;
  }
  return { updated, inserted };
}

/** Rows of exactly these dates, after a write. */
export async function findNightsOn(db: DbOrTx, roomTypeId: string, dates: readonly IsoDate[]): Promise<NightRow[]> {
  if (dates.length === 0) return [];
  return db
    .select(nightColumns)
    .from(roomInventory)
    .where(
      and(eq(roomInventory.roomTypeId, roomTypeId), sql`${roomInventory.stayDate} = ANY(${pgArray(dates)}::date[])`),
    )
    .orderBy(asc(roomInventory.stayDate));
}
