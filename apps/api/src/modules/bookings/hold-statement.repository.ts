import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { insertPlaceholders, rowOf, runBuiltOnce } from '../../db/built-once.js';
import type { Db } from '../../db/client.js';
import { bookingDiscounts, bookingRooms, bookings, properties, roomTypes, users } from '../../db/schema/index.js';
import { takeStayAsPricedCtes } from '../inventory/index.js';
import { stayToPriceDigestOfHold } from '../pricing/index.js';
import type { BookingRow, NewBooking, NewBookingRoom } from './bookings.repository.js';

/**
 * A guest's new hold as one statement, outside any transaction (it is its own): the guest's row locked, the room
 * types sold share-locked with their property, the stay's nights locked and taken (inventory takeStayAsPricedCtes),
 * the booking, its room lines, its saving lines (promotions) and the payment order's first claim inserted — only when, under those locks, the nights
 * and everything else that priced the stay are exactly what the quote read before it (so the booking is charged what
 * its quote says), every room type is still sold and the guest has fewer than `limit` live holds. Otherwise the
 * statement ends with SQLSTATE SB409 (booking_hold_refused, migration 0025), which undoes all of it, and the caller
 * holds the stay the long way (a transaction that reads everything under lock and says why it refuses).
 *
 * The guest's live holds are counted by booking_live_holds, a VOLATILE function: its query takes a snapshot of its own
 * once the guest's row is locked, so a hold this guest's other request committed while this one waited is counted
 * (the statement's own snapshot predates the wait). The locks come in the order every hold takes them: the guest,
 * the room types, the nights in (room type, date) order.
 */
export const HOLD_REFUSED_IN_ONE_STATEMENT = 'SB409';

export async function holdInOneStatement(
  db: Db,
  values: NewBooking & { id: string; userId: string; holdExpiresAt: Date },
  rooms: Omit<NewBookingRoom, 'bookingId'>[],
  /** The saving lines the booking was priced with (promotions), as recordOffers snapshots them. */
  discounts: Omit<typeof bookingDiscounts.$inferInsert, 'bookingId'>[],
  hold: {
    roomTypeIds: readonly string[];
    now: Date;
    /** The most live holds a guest may have before this one. */
    limit: number;
    /** takeStayAsPricedValues and stayToPriceDigestValues, and the digest the quote read. */
    stayValues: Record<string, unknown>;
    priceValues: Record<string, unknown>;
    digest: string;
  },
  /** Another owner's insert run in the same statement (the payment order's first claim), with its values. */
  alsoInsert?: { name: string; statement: SQL; values: Record<string, unknown> },
  /**
   * Commit without waiting for the WAL flush (synchronous_commit off for this statement's transaction alone): only
   * for a hold whose caller commits again, synchronously, before anyone is answered (insertBooking says why).
   */
  flushedByNextCommit = false,
): Promise<BookingRow> {
  const booking = insertPlaceholders('b', values);
  const lines = rooms.map((r, i) => insertPlaceholders(`r${i}`, { ...r, bookingId: values.id }));
  const savings = discounts.map((d, i) => insertPlaceholders(`d${i}`, { ...d, bookingId: values.id }));
  // The booking is written only when nothing refuses it: its hold's expiry is the refusal's error otherwise.
  booking.placeholders.holdExpiresAt = sql`CASE WHEN (SELECT reason FROM hold_refusal) IS NULL
    THEN ${sql.placeholder('b.holdExpiresAt')}::timestamptz
    ELSE booking_hold_refused((SELECT reason FROM hold_refusal)) END` as unknown as Date;
  booking.values['b.holdExpiresAt'] = values.holdExpiresAt.toISOString();
  const shape = `holdInOneStatement:${flushedByNextCommit ? 'async|' : ''}${alsoInsert ? `${alsoInsert.name}|` : ''}${booking.shape}|${lines.map((l) => l.shape).join('|')}|${savings.map((d) => `d:${d.shape}`).join('|')}`;
  const [raw] = await runBuiltOnce(
    db,
    shape,
    () => {
      const made = db.insert(bookings).values(booking.placeholders).returning();
      const madeLines = db.insert(bookingRooms).values(lines.map((l) => l.placeholders));
      const also = alsoInsert ? sql`, ${sql.identifier(alsoInsert.name)} AS (${alsoInsert.statement})` : sql``;
      const saved =
        savings.length > 0
          ? sql`, savings AS ${db.insert(bookingDiscounts).values(savings.map((d) => d.placeholders))}`
          : sql``;
      return {
        toSQL: () =>
          dialect.sqlToQuery(sql`WITH before AS MATERIALIZED (${holdLocks}),
            ${takeStayAsPricedCtes},
            hold_live AS MATERIALIZED (
              SELECT booking_live_holds(${sql.placeholder('hold.userId')}::uuid,
                ${sql.placeholder('hold.now')}::timestamptz) AS n
              FROM (SELECT count(*) FROM before) locked
            ),
            hold_refusal AS MATERIALIZED (
              SELECT CASE
                WHEN NOT (SELECT ok FROM stay_as_priced) THEN 'the nights are not as quoted'
                WHEN ${stayToPriceDigestOfHold} IS DISTINCT FROM ${sql.placeholder('hold.digest')}::text
                  THEN 'the plans, rooms or promotions changed'
                WHEN (SELECT count(*) FROM before WHERE status = 'active' AND property_status = 'active')
                  <> ${sql.placeholder('hold.roomTypes')}::int THEN 'a room is no longer sold'
                WHEN (SELECT n FROM hold_live) >= ${sql.placeholder('hold.limit')}::int THEN 'the guest''s hold limit'
              END AS reason
            ),
            made AS ${made},
            lines AS ${madeLines}${also}${saved}
            SELECT made.*${flushedByNextCommit ? sql`, set_config('synchronous_commit', 'off', true) AS async_commit` : sql``}
            FROM made`),
      };
    },
    Object.assign(
      {
        'hold.userId': values.userId,
        'hold.now': hold.now.toISOString(),
        'hold.digest': hold.digest,
        'hold.roomTypes': hold.roomTypeIds.length,
        'hold.limit': hold.limit,
        'hold.roomTypeIds': `{${hold.roomTypeIds.join(',')}}`,
      },
      hold.stayValues,
      hold.priceValues,
      alsoInsert?.values ?? {},
      booking.values,
      ...lines.map((l) => l.values),
      ...savings.map((d) => d.values),
    ),
  );
  if (!raw) throw new Error('hold statement returned nothing');
  return rowOf(bookings, raw);
}

const dialect = new PgDialect();

/**
 * The hold's locks, first in its statement: the guest's row (NO KEY UPDATE: one guest's holds are counted and made one
 * at a time; rows that merely reference the user can still be inserted meanwhile), then the room types sold with their
 * property, share-locked in id order until commit (an archive of one waits for the hold, or the hold waits for it and
 * sees it), as roomTypesForSaleLock takes them for a hold in a transaction.
 */
const holdLocks = sql`SELECT rt.id, rt.status, p.status AS property_status,
    (SELECT count(*) FROM (SELECT 1 FROM ${users} WHERE ${users.id} = ${sql.placeholder('hold.userId')}::uuid
      FOR NO KEY UPDATE) g) AS guest
  FROM ${roomTypes} rt JOIN ${properties} p ON p.id = rt.property_id
  WHERE rt.id = ANY (${sql.placeholder('hold.roomTypeIds')}::uuid[])
  ORDER BY rt.id FOR SHARE OF rt`;
