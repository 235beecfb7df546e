import type { IsoDate } from '@staybook/contract';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inPropertyScope, type PropertyScope } from '../../db/property-scope.js';
import {
  auditLog,
  bookingRooms,
  bookings,
  cities,
  payments,
  properties,
  roomTypes,
  users,
} from '../../db/schema/index.js';
import { likeEscape } from '../../lib/like-pattern.js';

/** Reads and writes of the bookings desk. Stay dates are 'YYYY-MM-DD' strings (IST calendar dates). */

const latestPaymentStatus = sql<string | null>`(
  select p.status from ${payments} p where p.booking_id = ${bookings.id}
  order by p.created_at desc, p.id desc limit 1)`;
const roomCount = sql<number>`(
  select coalesce(sum(br.room_count), 0)::int from ${bookingRooms} br where br.booking_id = ${bookings.id})`;

const summaryColumns = {
  booking: bookings,
  propertyName: properties.name,
  checkInTime: properties.checkInTime,
  checkOutTime: properties.checkOutTime,
  accountPhone: users.phone,
  paymentStatus: latestPaymentStatus,
  rooms: roomCount,
};

export type DeskBookingRow = {
  booking: typeof bookings.$inferSelect;
  propertyName: string;
  checkInTime: string;
  checkOutTime: string;
  accountPhone: string;
  paymentStatus: string | null;
  rooms: number;
};

export interface DeskFilters {
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  status?: string | undefined;
  /** The properties to search (the one asked for, or the member's); null: every property. */
  properties: PropertyScope;
  /** Digits only. */
  phone?: string | undefined;
  q?: string | undefined;
}

function filterConditions(f: DeskFilters): SQL[] {
  const where: SQL[] = [];
  // The stay touches the range: arrives on or before `to`, leaves on or after `from`.
  if (f.from) where.push(gte(bookings.checkOut, f.from));
  if (f.to) where.push(lte(bookings.checkIn, f.to));
  if (f.status) where.push(eq(bookings.status, f.status));
  const scoped = inPropertyScope(bookings.propertyId, f.properties);
  if (scoped) where.push(scoped);
  if (f.phone) {
    const like = `%${f.phone}%`;
    where.push(or(sql`${bookings.guestPhone} like ${like}`, sql`${users.phone} like ${like}`) as SQL);
  }
  if (f.q) {
    const text = likeEscape(f.q);
    where.push(
      or(
        sql`${bookings.code} ilike ${`${text}%`}`,
        sql`${bookings.guestName} ilike ${`%${text}%`}`,
        sql`${bookings.guestEmail} ilike ${`%${text}%`}`,
      ) as SQL,
    );
  }
  return where;
}

function summaries(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.userId));
}

/** One page of bookings matching the filters, newest first, and how many match in all. */
export async function listDeskBookings(
  db: DbOrTx,
  filters: DeskFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: DeskBookingRow[]; total: number }> {
  const where = and(...filterConditions(filters));
  const rows = await summaries(db)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Bookings for the arrivals board, by check-in or check-out date and statuses, ordered by guest name. */
export async function deskBookingsWhere(db: DbOrTx, where: SQL | undefined): Promise<DeskBookingRow[]> {
  return summaries(db).where(where).orderBy(asc(bookings.guestName), asc(bookings.code)).limit(500);
}

/** The IST calendar day a stay was checked out on. */
const checkedOutDay = sql`(${bookings.checkedOutAt} at time zone 'Asia/Kolkata')::date`;

/** The day view's lists (desk-day in the contract's arrivalsSchema). */
export const desk = {
  arrivingOn: (date: IsoDate, scope: PropertyScope) =>
    and(
      eq(bookings.checkIn, date),
      inArray(bookings.status, ['confirmed', 'checked_in', 'completed']),
      inPropertyScope(bookings.propertyId, scope),
    ),
  leavingOn: (date: IsoDate, scope: PropertyScope) =>
    and(
      eq(bookings.checkOut, date),
      inArray(bookings.status, ['checked_in', 'completed']),
      inPropertyScope(bookings.propertyId, scope),
    ),
  /** In house that night: checked in on or before the date and leaving after it (a checked-out stay: until it left). */
  stayingOver: (date: IsoDate, scope: PropertyScope) =>
    and(
      lte(bookings.checkIn, date),
      sql`${bookings.checkOut} > ${date}`,
      or(
        eq(bookings.status, 'checked_in'),
        and(eq(bookings.status, 'completed'), sql`${checkedOutDay} > ${date}::date`),
      ),
      inPropertyScope(bookings.propertyId, scope),
    ),
  noShowsOn: (date: IsoDate, scope: PropertyScope) =>
    and(eq(bookings.checkIn, date), eq(bookings.status, 'no_show'), inPropertyScope(bookings.propertyId, scope)),
  /** Checked out on the date, before the booked check-out date. */
  leftEarlyOn: (date: IsoDate, scope: PropertyScope) =>
    and(
      eq(bookings.status, 'completed'),
      sql`${checkedOutDay} = ${date}::date`,
      sql`${bookings.checkOut} > ${date}`,
      inPropertyScope(bookings.propertyId, scope),
    ),
};

/** The stay actions and their undos recorded on a booking (the audit log), newest first. */
export async function stayActionsOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'booking'),
        eq(auditLog.entityId, bookingId),
        inArray(auditLog.action, [
          'booking.check_in',
          'booking.check_out',
          'booking.no_show',
          'booking.undo_check_in',
          'booking.undo_check_out',
          'booking.undo_no_show',
        ]),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(20);
}

export async function findDeskBooking(db: DbOrTx, id: string): Promise<DeskBookingRow | undefined> {
  const [row] = await summaries(db).where(eq(bookings.id, id));
  return row;
}

/** The booking's room lines with their nightly rates as priced when booked. */
export async function roomLinesOf(db: DbOrTx, bookingId: string) {
  return db
    .select({
      roomTypeId: bookingRooms.roomTypeId,
      name: roomTypes.name,
      roomCount: bookingRooms.roomCount,
      adults: bookingRooms.adults,
      children: bookingRooms.children,
      roomRentPaise: bookingRooms.roomRentPaise,
      taxPaise: bookingRooms.taxPaise,
      nightlyRates: bookingRooms.nightlyRates,
      extraGuestPaise: bookingRooms.extraGuestPaise,
      ratePlan: bookingRooms.ratePlan,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.id));
}

/** Console changes to this booking from the audit log, oldest first, with who made them. */
export async function auditOfBooking(db: DbOrTx, bookingId: string) {
  return db
    .select({
      action: auditLog.action,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorPhone: users.phone,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, 'booking'), eq(auditLog.entityId, bookingId)))
    .orderBy(asc(auditLog.createdAt));
}

export async function propertyOptions(db: DbOrTx, scope: PropertyScope) {
  return db
    .select({ id: properties.id, name: properties.name, city: cities.name })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(inPropertyScope(properties.id, scope))
    .orderBy(asc(properties.name))
    .limit(1000);
}

export async function propertyExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id));
  return Boolean(row);
}
