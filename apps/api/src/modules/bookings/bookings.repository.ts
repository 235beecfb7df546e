import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { insertPlaceholders, rowOf, runBuiltOnce } from '../../db/built-once.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  bookingRooms,
  bookings,
  payments,
  properties,
  propertyMedia,
  propertyPolicies,
  roomTypes,
  users,
} from '../../db/schema/index.js';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingRoomRow = typeof bookingRooms.$inferSelect;
export type NewBookingRoom = typeof bookingRooms.$inferInsert;

// ─── Catalogue reads ───────────────────────────────────────────────────────────────────────────────

// ─── Bookings ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The booking and its room lines in one statement (a hold's round trips are its cost): the id is made here, so both
 * inserts are written at once; the lines' foreign key is checked at the end of the statement, after both.
 */
export async function insertBooking(
  tx: Tx,
  values: NewBooking,
  rooms: Omit<NewBookingRoom, 'bookingId'>[],
  /**
   * A guest's new hold: their live holds (before this one) counted in the same statement, after the statement that
   * locked their row (roomTypesForSaleLock), so its snapshot sees every hold made before that lock was granted.
   */
  holdsOf?: { userId: string; now: Date },
  /** Another owner's insert run in the same statement (the payment order's first claim), with its values. */
  alsoInsert?: { name: string; statement: SQL; values: Record<string, unknown> },
  /**
   * The transaction commits without waiting for its WAL flush (synchronous_commit off for it alone, set by this
   * statement): only for a hold whose caller commits again, synchronously, before anyone is answered (see
   * holdNewBooking).
   */
  flushedByNextCommit = false,
): Promise<BookingRow & { liveHolds: number }> {
  const id = values.id ?? randomUUID();
  // Built once per shape (the columns given and the rooms' columns): building it costs more than sending it.
  const booking = insertPlaceholders('b', { ...values, id });
  const lines = rooms.map((r, i) => insertPlaceholders(`r${i}`, { ...r, bookingId: id }));
  const shape = `insertBooking:${holdsOf ? 'live|' : ''}${flushedByNextCommit ? 'async|' : ''}${alsoInsert ? `${alsoInsert.name}|` : ''}${booking.shape}|${lines.map((l) => l.shape).join('|')}`;
  // The guest's unpaid bookings still holding rooms at `now` (lapsed ones the sweeper has not reached do not count).
  const liveHolds = holdsOf
    ? sql<number>`(select count(*)::int from ${bookings} where ${bookings.userId} = ${sql.placeholder('live.userId')}::uuid
        and ${bookings.status} = 'pending_payment' and ${bookings.holdsInventory}
        and ${bookings.holdExpiresAt} > ${sql.placeholder('live.now')}::timestamptz)`
    : sql<number>`0`;
  const [raw] = await runBuiltOnce(
    tx,
    shape,
    () => {
      const made = tx.$with('made').as(
        tx
          .insert(bookings)
          .values(booking.placeholders)
          .returning({
            ...getTableColumns(bookings),
            liveHolds: liveHolds.as('live_holds'),
            ...(flushedByNextCommit
              ? { asyncCommit: sql`set_config('synchronous_commit', 'off', true)`.as('async_commit') }
              : {}),
          }),
      );
      const madeLines = tx.$with('lines').as(
        tx
          .insert(bookingRooms)
          .values(lines.map((l) => l.placeholders))
          .returning({ id: bookingRooms.id }),
      );
      const also = alsoInsert ? [tx.$with(alsoInsert.name, { done: sql<number>`1` }).as(alsoInsert.statement)] : [];
      return tx
        .with(made, madeLines, ...also)
        .select()
        .from(made);
    },
    Object.assign(
      holdsOf ? { 'live.userId': holdsOf.userId, 'live.now': holdsOf.now.toISOString() } : {},
      alsoInsert?.values ?? {},
      booking.values,
      ...lines.map((l) => l.values),
    ),
  );
  if (!raw) throw new Error('booking insert returned nothing');
  return { ...rowOf(bookings, raw), liveHolds: Number(raw.live_holds ?? 0) };
}

export async function findBooking(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The booking row locked for this transaction; `skipLocked` returns undefined instead of waiting. */
export async function lockBooking(tx: Tx, id: string, skipLocked = false): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update', skipLocked ? { skipLocked: true } : {});
  return row;
}

/** Anything about a booking except its status, which only the lifecycle module changes (moveBooking). */
export type BookingChanges = Omit<Partial<NewBooking>, 'status' | 'id' | 'updatedAt'>;

export async function updateBooking(tx: DbOrTx, id: string, patch: BookingChanges, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...patch, updatedAt: now })
    .where(eq(bookings.id, id));
}

/** Writes a status change only if the row still has `from`; false when it did not (a stale read). */
export async function setBookingStatus(
  tx: Tx,
  id: string,
  from: string,
  to: string,
  changes: BookingChanges,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, from)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

export async function roomsOfBookings(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingRooms.bookingId,
      roomTypeId: bookingRooms.roomTypeId,
      roomCount: bookingRooms.roomCount,
      adults: bookingRooms.adults,
      children: bookingRooms.children,
      roomRentPaise: bookingRooms.roomRentPaise,
      taxPaise: bookingRooms.taxPaise,
      extraGuestPaise: bookingRooms.extraGuestPaise,
      ratePlanId: bookingRooms.ratePlanId,
      name: roomTypes.name,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(inArray(bookingRooms.bookingId, bookingIds))
    .orderBy(asc(bookingRooms.id));
}

export async function bookingsOfUser(db: DbOrTx, userId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
}

/** The booking this guest made with this Idempotency-Key, if any. */
export async function findBookingByIdempotencyKey(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
  return row;
}

/**
 * A hold's locks, as a statement for the inventory's taking of the nights to run first (inventory takeStay: one round
 * trip for both): the guest's row when given (NO KEY UPDATE: one guest's holds are counted and made one at a time;
 * rows that merely reference the user can still be inserted meanwhile), then the room types sold with their property,
 * share-locked in id order until commit: an archive of a room type (or a property taken off sale) waits for the hold,
 * or the hold waits for it and then sees it, so no booking lands on a room type archived at the same moment. The
 * guest's live holds are counted by insertBooking, whose snapshot is taken after this lock.
 */
export function roomTypesForSaleLock(userId: string | null, roomTypeIds: readonly string[]): SQL {
  const guest = userId
    ? sql`(SELECT count(*) FROM (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId}::uuid FOR NO KEY UPDATE) g)`
    : sql`0`;
  return sql`SELECT rt.id::text AS id, rt.name, rt.status, p.status AS "propertyStatus", ${guest} AS guest
    FROM ${roomTypes} rt JOIN ${properties} p ON p.id = rt.property_id
    WHERE rt.id = ANY (${`{${roomTypeIds.join(',')}}`}::uuid[])
    ORDER BY rt.id FOR SHARE OF rt`;
}

/** The rows roomTypesForSaleLock answers. */
export interface RoomTypeForSale {
  id: string;
  name: string;
  status: string;
  propertyStatus: string;
}

/** Pending bookings whose hold has lapsed (oldest first); the sweeper locks each one before releasing it. */
export async function lapsedHoldIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.holdExpiresAt, now)))
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ─── Views: property cards, policies, payments ─────────────────────────────────────────────────────

export async function propertyCards(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, PropertyCard>();
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      checkInTime: properties.checkInTime,
      checkOutTime: properties.checkOutTime,
      contactPhone: properties.contactPhone,
      contactEmail: properties.contactEmail,
    })
    .from(properties)
    .where(inArray(properties.id, ids));
  // The first image in display order is the featured one, as on the catalogue's cards.
  const media = await db
    .selectDistinctOn([propertyMedia.propertyId], { propertyId: propertyMedia.propertyId, url: propertyMedia.url })
    .from(propertyMedia)
    .where(and(inArray(propertyMedia.propertyId, ids), eq(propertyMedia.type, 'image')))
    .orderBy(asc(propertyMedia.propertyId), asc(propertyMedia.sortOrder), asc(propertyMedia.id));
  const images = new Map(media.map((m) => [m.propertyId, m.url]));
  return new Map(rows.map((r) => [r.id, { ...r, imageUrl: images.get(r.id) ?? null }]));
}
export interface PropertyCard {
  id: string;
  name: string;
  address: string;
  checkInTime: string;
  checkOutTime: string;
  contactPhone: string | null;
  contactEmail: string | null;
  imageUrl: string | null;
}

export async function policiesOf(db: DbOrTx, propertyId: string) {
  return db
    .select({
      id: propertyPolicies.id,
      kind: propertyPolicies.kind,
      groupKey: propertyPolicies.groupKey,
      title: propertyPolicies.title,
      texts: propertyPolicies.texts,
    })
    .from(propertyPolicies)
    .where(eq(propertyPolicies.propertyId, propertyId))
    .orderBy(asc(propertyPolicies.sortOrder), asc(propertyPolicies.title));
}

/** Payments of these bookings, newest first. */
export async function paymentsOfBookings(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: payments.bookingId,
      status: payments.status,
      amountPaise: payments.amountPaise,
      capturedPaise: payments.capturedPaise,
      refundAmountPaise: payments.refundAmountPaise,
      refundId: payments.refundId,
      refundedAt: payments.refundedAt,
      refundStatus: payments.refundStatus,
      refundProcessedAt: payments.refundProcessedAt,
      refundBankReference: payments.refundBankReference,
      lastFailureReason: payments.lastFailureReason,
      /** How the provider says it was paid (card, upi, netbanking, wallet, emi, paylater…). */
      method: payments.method,
      /** Given back of it while the booking stood (a change lowered the price), not counting refunds that failed. */
      // "payments"."id" spelt out: Drizzle writes a column of the query's only table bare ("id"), which inside this
      // subquery would mean r.id (every part refund was missed: issue 45).
      partRefundedPaise: sql<number>`coalesce((select sum(r.amount_paise) from payment_refunds r
        where r.payment_id = "payments"."id" and r.refund_status is distinct from 'failed'), 0)`.mapWith(Number),
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The status of a booking's newest payment order, read-only (the payments module owns those rows). */
export async function latestPaymentOf(db: DbOrTx, bookingId: string): Promise<{ status: string } | undefined> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** What each room line of these bookings was sold under (null snapshots: booked before rate plans). */
export async function cancellationTermsOfBookings(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingRooms.bookingId,
      roomTypeId: bookingRooms.roomTypeId,
      roomName: roomTypes.name,
      roomCount: bookingRooms.roomCount,
      roomRentPaise: bookingRooms.roomRentPaise,
      taxPaise: bookingRooms.taxPaise,
      nightlyRates: bookingRooms.nightlyRates,
      extraGuestPaise: bookingRooms.extraGuestPaise,
      ratePlan: bookingRooms.ratePlan,
      cancellationPolicy: bookingRooms.cancellationPolicy,
      freeCancellationUntil: bookingRooms.freeCancellationUntil,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(inArray(bookingRooms.bookingId, bookingIds))
    .orderBy(asc(bookingRooms.id));
}

/** These bookings' status and total (the money check's view of them). */
export async function bookingTotalsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      code: bookings.code,
      status: bookings.status,
      totalPostTaxPaise: bookings.totalPostTaxPaise,
      keptByChangesPaise: sql<string>`coalesce((select sum(c.kept_paise) from booking_changes c
        where c.booking_id = "bookings"."id" and c.status = 'applied'), 0)`,
    })
    .from(bookings)
    .where(inArray(bookings.id, ids));
}
