import type { IsoDate } from '@staybook/contract/stay-dates';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookings, formCGuests } from '../../db/schema/index.js';

/**
 * Form C records (issue 44): the only writer of `form_c_guests` (module-boundaries.test.ts). Bookings are read here,
 * never written: a guest's record belongs to a booking and its property, and the retention reads the stay's check-out.
 */

export type FormCRow = typeof formCGuests.$inferSelect;

/** What a Form C record needs of its booking. */
export interface FormCBooking {
  id: string;
  code: string;
  propertyId: string;
  status: string;
  checkIn: string;
  checkOut: string;
  checkedInAt: Date | null;
  /** When the guests left (the booking's check-out at the desk): their departure on Form C. */
  checkedOutAt: Date | null;
}

const bookingColumns = {
  id: bookings.id,
  code: bookings.code,
  propertyId: bookings.propertyId,
  status: bookings.status,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  checkedInAt: bookings.checkedInAt,
  checkedOutAt: bookings.checkedOutAt,
};

export async function findBookingForFormC(db: DbOrTx, bookingId: string): Promise<FormCBooking | undefined> {
  const [row] = await db.select(bookingColumns).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return row;
}

/** The booking, locked: a guest added or changed queues behind the booking's other changes (a cancellation). */
export async function lockBookingForFormC(tx: Tx, bookingId: string): Promise<FormCBooking | undefined> {
  const [row] = await tx.select(bookingColumns).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

export async function guestsOfBooking(db: DbOrTx, bookingId: string): Promise<FormCRow[]> {
  return db
    .select()
    .from(formCGuests)
    .where(eq(formCGuests.bookingId, bookingId))
    .orderBy(asc(formCGuests.createdAt), asc(formCGuests.id));
}

export async function lockGuest(tx: Tx, bookingId: string, guestId: string): Promise<FormCRow | undefined> {
  const [row] = await tx
    .select()
    .from(formCGuests)
    .where(and(eq(formCGuests.id, guestId), eq(formCGuests.bookingId, bookingId)))
    .for('update');
  return row;
}

export async function insertGuest(tx: DbOrTx, values: typeof formCGuests.$inferInsert): Promise<FormCRow> {
  const [row] = await tx.insert(formCGuests).values(values).returning();
  if (!row) throw new Error('Form C insert returned nothing');
  return row;
}

export async function updateGuest(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      FormCRow,
      | 'detailsSealed'
      | 'arrivedAt'
      | 'submittedAt'
      | 'frroReference'
      | 'submittedBy'
      | 'departureReportedAt'
      | 'departureReportedBy'
    >
  >,
  at: Date,
): Promise<FormCRow> {
  const [row] = await tx
    .update(formCGuests)
    .set({ ...values, updatedAt: at })
    .where(eq(formCGuests.id, id))
    .returning();
  if (!row) throw new Error('Form C update returned nothing');
  return row;
}

export async function deleteGuest(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(formCGuests).where(eq(formCGuests.id, id));
}

/** A property's records not yet submitted, and those submitted since `submittedSince`, with their booking's code. */
export async function listPropertyGuests(db: DbOrTx, propertyId: string, submittedSince: Date) {
  return db
    .select({ row: formCGuests, bookingCode: bookings.code })
    .from(formCGuests)
    .innerJoin(bookings, eq(bookings.id, formCGuests.bookingId))
    .where(
      and(
        eq(formCGuests.propertyId, propertyId),
        or(isNull(formCGuests.submittedAt), gt(formCGuests.submittedAt, submittedSince)),
      ),
    )
    .orderBy(asc(formCGuests.arrivedAt), asc(formCGuests.id));
}

/** A property's records not yet submitted, oldest arrival first, with their booking's code (the export). */
export async function unsubmittedPropertyGuests(db: DbOrTx, propertyId: string) {
  return db
    .select({ row: formCGuests, bookingCode: bookings.code })
    .from(formCGuests)
    .innerJoin(bookings, eq(bookings.id, formCGuests.bookingId))
    .where(and(eq(formCGuests.propertyId, propertyId), isNull(formCGuests.submittedAt)))
    .orderBy(asc(formCGuests.arrivedAt), asc(formCGuests.id));
}

/**
 * A property's foreign guests who have left (their booking checked out) and whose departure is not reported yet, and
 * those reported since `reportedSince`, with the booking's code and check-out (the departure), oldest departure first.
 */
export async function propertyDepartures(db: DbOrTx, propertyId: string, reportedSince: Date | null) {
  return db
    .select({ row: formCGuests, bookingCode: bookings.code, departedAt: bookings.checkedOutAt })
    .from(formCGuests)
    .innerJoin(bookings, eq(bookings.id, formCGuests.bookingId))
    .where(
      and(
        eq(formCGuests.propertyId, propertyId),
        isNotNull(bookings.checkedOutAt),
        reportedSince
          ? or(isNull(formCGuests.departureReportedAt), gt(formCGuests.departureReportedAt, reportedSince))
          : isNull(formCGuests.departureReportedAt),
      ),
    )
    .orderBy(asc(bookings.checkedOutAt), asc(formCGuests.id));
}

/**
 * Records of stays that checked out before `checkOutBefore`, locked; rows another process is already deleting are
 * skipped, so several retention runs at once never work on the same record.
 */
export async function lockGuestsOfStaysEndedBefore(tx: Tx, checkOutBefore: IsoDate, limit: number) {
  return tx
    .select({ id: formCGuests.id })
    .from(formCGuests)
    .innerJoin(bookings, eq(bookings.id, formCGuests.bookingId))
    .where(lt(bookings.checkOut, checkOutBefore))
    .orderBy(asc(bookings.checkOut), asc(formCGuests.id))
    .limit(limit)
    .for('update', { of: formCGuests, skipLocked: true });
}

export async function deleteGuests(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(formCGuests).where(inArray(formCGuests.id, [...ids]));
}
