import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { bookingChanges, bookingDiscounts, bookingRooms, roomTypes, users } from '../../../db/schema/index.js';
import type { NewBookingRoom } from '../bookings.repository.js';

/** booking_changes: written only here (booking-changes.service.ts decides). */
export type BookingChangeRow = typeof bookingChanges.$inferSelect;
export type NewBookingChange = typeof bookingChanges.$inferInsert;

export async function insertChange(db: DbOrTx, values: NewBookingChange): Promise<BookingChangeRow> {
  const [row] = await db.insert(bookingChanges).values(values).returning();
  if (!row) throw new Error('booking change insert returned nothing');
  return row;
}

/** Moves a change from one status to another (compare-and-set); false when it was no longer `from`. */
export async function setChangeStatus(
  db: DbOrTx,
  id: string,
  from: readonly string[],
  patch: Partial<Pick<NewBookingChange, 'status' | 'appliedAt'>>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(bookingChanges)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(bookingChanges.id, id), inArray(bookingChanges.status, [...from])))
    .returning({ id: bookingChanges.id });
  return rows.length === 1;
}

export async function findChange(db: DbOrTx, id: string): Promise<BookingChangeRow | undefined> {
  const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, id));
  return row;
}

/** A booking's changes, oldest first, with the name of the staff member who made each (null for the guest). */
export async function changesOfBooking(db: DbOrTx, bookingId: string) {
  return db
    .select({ change: bookingChanges, staffName: users.name })
    .from(bookingChanges)
    .leftJoin(users, eq(users.id, bookingChanges.actorUserId))
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.createdAt), asc(bookingChanges.id));
}

/** Changes still waiting for the guest's payment whose time ran out (the sweeper's page). */
export async function lapsedChanges(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: bookingChanges.id, bookingId: bookingChanges.bookingId })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.status, 'awaiting_payment'), lte(bookingChanges.expiresAt, now)))
    .limit(limit);
}

/** The booking's room lines with their plan snapshots and room names (the "before" of a change). */
export async function linesOfBooking(db: DbOrTx, bookingId: string) {
  return db
    .select({
      roomTypeId: bookingRooms.roomTypeId,
      roomCount: bookingRooms.roomCount,
      adults: bookingRooms.adults,
      children: bookingRooms.children,
      ratePlanId: bookingRooms.ratePlanId,
      ratePlan: bookingRooms.ratePlan,
      name: roomTypes.name,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.id));
}

/** The booking's room lines replaced by the new stay's (inside the change's transaction, booking locked). */
export async function replaceBookingRooms(tx: Tx, bookingId: string, rooms: Omit<NewBookingRoom, 'bookingId'>[]) {
  await tx.delete(bookingRooms).where(eq(bookingRooms.bookingId, bookingId));
  await tx.insert(bookingRooms).values(rooms.map((r) => ({ ...r, bookingId })));
}

/**
 * The booking's saving lines replaced by the new stay's. A coupon is not priced into a change: its line goes, and its
 * use stays counted (coupon_redemptions is untouched).
 */
export async function replaceDiscountLines(
  tx: Tx,
  bookingId: string,
  rows: Array<typeof bookingDiscounts.$inferInsert>,
) {
  await tx.delete(bookingDiscounts).where(eq(bookingDiscounts.bookingId, bookingId));
  if (rows.length > 0) await tx.insert(bookingDiscounts).values(rows);
}

/** The change a booking's Idempotency-Key already made, if any. */
export async function changeByIdempotencyKey(db: DbOrTx, bookingId: string, key: string) {
  const [row] = await db
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.idempotencyKey, key)));
  return row;
}

/** The booking's changes still waiting for the guest's payment. */
export async function waitingChangesOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ id: bookingChanges.id })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'awaiting_payment')));
}

/** Whether a change was applied to the booking after this one (which it then supersedes). */
export async function appliedAfter(db: DbOrTx, change: BookingChangeRow): Promise<boolean> {
  const rows = await db
    .select({ id: bookingChanges.id, createdAt: bookingChanges.createdAt })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, change.bookingId), eq(bookingChanges.status, 'applied')));
  return rows.some(
    (r) =>
      r.id !== change.id &&
      (r.createdAt > change.createdAt || (+r.createdAt === +change.createdAt && r.id > change.id)),
  );
}
