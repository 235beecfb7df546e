import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { deskPayments, users } from '../../db/schema/index.js';

/** Payments taken at the property, as the desk recorded them (insert and read only: a record is never edited). */

export type DeskPaymentRow = typeof deskPayments.$inferSelect;

export async function insertDeskPayment(tx: Tx, values: typeof deskPayments.$inferInsert): Promise<DeskPaymentRow> {
  const [row] = await tx.insert(deskPayments).values(values).returning();
  if (!row) throw new Error('desk payment insert returned nothing');
  return row;
}

/** The desk's records of these bookings, oldest first, with the recording staff member's phone. */
export async function deskPaymentsOf(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      id: deskPayments.id,
      bookingId: deskPayments.bookingId,
      amountPaise: deskPayments.amountPaise,
      method: deskPayments.method,
      reference: deskPayments.reference,
      recordedAt: deskPayments.recordedAt,
      recordedByPhone: users.phone,
    })
    .from(deskPayments)
    .leftJoin(users, eq(users.id, deskPayments.recordedBy))
    .where(inArray(deskPayments.bookingId, bookingIds))
    .orderBy(asc(deskPayments.recordedAt), asc(deskPayments.id));
}
