import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, payments, settlementLines } from '../../db/schema/index.js';

/** The settlement lines table's only writer and reader (db/schema/settlements.ts). */

export type NewSettlementLine = typeof settlementLines.$inferInsert;

/** Records the provider's lines; a line already recorded (the same entity in the same settlement) is left as it is. */
export async function recordSettlementLines(db: Db, rows: readonly NewSettlementLine[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(settlementLines)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: settlementLines.id });
  return inserted.length;
}

/** Lines settled from `from` (inclusive) to `to` (exclusive), with the booking each payment was for when it is ours. */
export async function settlementLinesBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      line: settlementLines,
      bookingId: payments.bookingId,
      bookingCode: bookings.code,
    })
    .from(settlementLines)
    .leftJoin(payments, eq(payments.providerPaymentId, settlementLines.paymentId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(gte(settlementLines.settledAt, from), lt(settlementLines.settledAt, to)))
    .orderBy(asc(settlementLines.settledAt), asc(settlementLines.settlementId), asc(settlementLines.entityId));
}
