import { and, asc, desc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { paymentEvents, payments } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

export async function insertPayment(db: DbOrTx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByOrderId(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  return row;
}

export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** The booking's payments, newest first. */
export async function paymentsOfBooking(db: DbOrTx, bookingId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function updatePayment(db: DbOrTx, id: string, patch: Partial<NewPayment>, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ ...patch, updatedAt: now })
    .where(eq(payments.id, id));
}

/** Stores a provider event once; false when this event id was already stored (a replay). */
export async function insertEventOnce(tx: Tx, event: NewPaymentEvent): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function eventsOfBooking(db: DbOrTx, bookingId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.bookingId, bookingId))
    .orderBy(asc(paymentEvents.receivedAt));
}

/**
 * Claims up to `limit` payments in one of `statuses` that were last looked at before `staleBefore` (and created
 * after `notBefore`), stamping them checked so another process skips them: SKIP LOCKED makes the claim safe on
 * many API processes at once.
 */
export async function claimStalePayments(
  db: DbOrTx,
  statuses: string[],
  staleBefore: Date,
  notBefore: Date,
  now: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, statuses),
          lt(payments.createdAt, staleBefore),
          gte(payments.createdAt, notBefore),
          or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, staleBefore)),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(payments)
        .set({ lastCheckedAt: now })
        .where(
          inArray(
            payments.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
}
