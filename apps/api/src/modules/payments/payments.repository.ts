import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { insertPlaceholders, rowOf, runBuiltOnce } from '../../db/built-once.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookings, paymentEvents, paymentOrderClaims, payments, staffAlerts } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

/**
 * Records a new open order and gives back the caller's creation claim, in one statement (a hold's round trips are its
 * cost). Undefined when the booking already has an open order (the one-open-order index); the claim is given back
 * either way (only the caller's own: a taken-over claim belongs to the new holder).
 */
export async function recordOpenOrder(
  db: DbOrTx,
  values: NewPayment,
  claimToken: string,
): Promise<PaymentRow | undefined> {
  const order = insertPlaceholders('p', values);
  const [raw] = await runBuiltOnce(
    db,
    `recordOpenOrder:${order.shape}`,
    () => {
      const released = db.$with('released').as(
        db
          .delete(paymentOrderClaims)
          .where(
            and(
              eq(paymentOrderClaims.bookingId, sql.placeholder('p.bookingId')),
              eq(paymentOrderClaims.claimToken, sql.placeholder('claimToken')),
            ),
          )
          .returning({ bookingId: paymentOrderClaims.bookingId }),
      );
      return db
        .with(released)
        .insert(payments)
        .values(order.placeholders)
        .onConflictDoNothing({ target: payments.bookingId, where: sql`status in ('created', 'failed')` })
        .returning();
    },
    { ...order.values, claimToken },
  );
  return raw && rowOf(payments, raw);
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

/**
 * Compare-and-set on one payment row: writes `patch` only while the row's status (and, when given, its refund status)
 * is still what the caller read. True when it wrote. Only payment-lifecycle.ts calls it (a test holds that).
 */
export async function setPaymentIf(
  db: DbOrTx,
  id: string,
  expected: { status: readonly string[]; refundStatus?: string | null },
  patch: Partial<NewPayment>,
  now: Date,
): Promise<boolean> {
  const refund =
    expected.refundStatus === undefined
      ? undefined
      : expected.refundStatus === null
        ? isNull(payments.refundStatus)
        : eq(payments.refundStatus, expected.refundStatus);
  const rows = await db
    .update(payments)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(payments.id, id), inArray(payments.status, [...expected.status]), refund))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The booking's open order (created or failed; at most one, by a unique index). */
export async function findOpenOrder(db: DbOrTx, bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['created', 'failed'])));
  return row;
}

/**
 * Claims the right to create the booking's provider order: true for the caller that inserted the claim or took over
 * one older than `staleBefore`; false while another caller holds a fresh claim.
 */
/**
 * A new booking's first order claim as a part of the statement that inserts the booking (bookings.repository
 * insertBooking runs it as a CTE: a round trip fewer in the hold's transaction). Its values are placeholders
 * (`claim.bookingId`, `claim.token`, `claim.at`): a brand-new booking has no claim to take over.
 */
export const firstOrderClaimInsert = sql`INSERT INTO ${paymentOrderClaims} (booking_id, claim_token, claimed_at)
  VALUES (${sql.placeholder('claim.bookingId')}::uuid, ${sql.placeholder('claim.token')}::uuid,
    ${sql.placeholder('claim.at')}::timestamptz)
  RETURNING claim_token`;

export async function claimOrderCreation(
  db: DbOrTx,
  bookingId: string,
  token: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const claim = insertPlaceholders('c', { bookingId, claimToken: token, claimedAt: now });
  const rows = await runBuiltOnce(
    db,
    'claimOrderCreation',
    () =>
      db
        .insert(paymentOrderClaims)
        .values(claim.placeholders)
        .onConflictDoUpdate({
          target: paymentOrderClaims.bookingId,
          set: { claimToken: sql`excluded.claim_token`, claimedAt: sql`excluded.claimed_at` },
          setWhere: lt(paymentOrderClaims.claimedAt, sql`${sql.placeholder('staleBefore')}::timestamptz`),
        })
        .returning({ token: paymentOrderClaims.claimToken }),
    { ...claim.values, staleBefore: staleBefore.toISOString() },
  );
  return rows[0]?.claim_token === token;
}

/** Gives the claim back (only the caller's own: a taken-over claim belongs to the new holder). */
export async function releaseOrderClaim(db: DbOrTx, bookingId: string, token: string): Promise<void> {
  await db
    .delete(paymentOrderClaims)
    .where(and(eq(paymentOrderClaims.bookingId, bookingId), eq(paymentOrderClaims.claimToken, token)));
}

/** The payment a provider's refund report is about: by the refund's id, else the provider's payment, else the order. */
export async function findPaymentForRefund(
  db: DbOrTx,
  ids: { refundId: string; providerPaymentId: string | null; orderId: string | null },
): Promise<PaymentRow | undefined> {
  const [byRefund] = await db.select().from(payments).where(eq(payments.refundId, ids.refundId)).limit(1);
  if (byRefund) return byRefund;
  if (ids.providerPaymentId) {
    const [byPayment] = await db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, ids.providerPaymentId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (byPayment) return byPayment;
  }
  return ids.orderId ? findPaymentByOrderId(db, ids.orderId) : undefined;
}

/**
 * Moves a refund's state only if it is still `from`: when two deliveries of the same news race, exactly one update
 * matches, and only that one tells the guest. True when this call changed it.
 */
/**
 * Claims up to `limit` refunds the provider accepted before `askBefore` and still calls pending, that nobody asked
 * about since then, oldest first, stamping them checked at `now` (SKIP LOCKED, as claimStalePayments).
 */
export function claimPendingRefunds(db: DbOrTx, askBefore: Date, now: Date, limit: number): Promise<PaymentRow[]> {
  return claimAndStamp(db, {
    where: and(
      eq(payments.status, 'refunded'),
      eq(payments.refundStatus, 'pending'),
      lt(payments.refundedAt, askBefore),
      or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, askBefore)),
    ),
    oldestFirst: [asc(payments.refundedAt), asc(payments.id)],
    now,
    limit,
  });
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
 * Claims up to `limit` payments in one of `statuses` that nobody has looked at since `staleBefore`, oldest first,
 * and stamps them checked at `now`: another process (SKIP LOCKED) and the next page of this run both pass over
 * them, so calling this until it returns nothing visits every open payment once.
 */
export function claimStalePayments(
  db: DbOrTx,
  statuses: string[],
  staleBefore: Date,
  now: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return claimAndStamp(db, {
    where: and(
      inArray(payments.status, statuses),
      lt(payments.createdAt, staleBefore),
      or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, staleBefore)),
    ),
    oldestFirst: [asc(payments.createdAt), asc(payments.id)],
    now,
    limit,
  });
}

/**
 * The claim both sweeps share: up to `limit` matching payments, oldest first, locked past other processes' claims
 * (SKIP LOCKED) and stamped checked at `now` in the same transaction, so no two processes ask about one payment.
 */
function claimAndStamp(
  db: DbOrTx,
  claim: { where: SQL | undefined; oldestFirst: SQL[]; now: Date; limit: number },
): Promise<PaymentRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payments)
      .where(claim.where)
      .orderBy(...claim.oldestFirst)
      .limit(claim.limit)
      .for('update', { skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(payments)
        .set({ lastCheckedAt: claim.now })
        .where(
          inArray(
            payments.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
}

export type StaffAlertRow = typeof staffAlerts.$inferSelect;

export async function insertStaffAlert(db: DbOrTx, alert: typeof staffAlerts.$inferInsert): Promise<void> {
  await db.insert(staffAlerts).values(alert);
}

export async function hasAlert(db: DbOrTx, paymentId: string, kind: string): Promise<boolean> {
  const rows = await db
    .select({ id: staffAlerts.id })
    .from(staffAlerts)
    .where(and(eq(staffAlerts.paymentId, paymentId), eq(staffAlerts.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

export interface MoneyCheckRow {
  orderId: string;
  providerPaymentId: string | null;
  status: string;
  amountPaise: number;
  capturedPaise: number | null;
  refundStatus: string | null;
  updatedAt: Date;
  bookingId: string;
  bookingCode: string;
  bookingStatus: string;
  refundAmountPaise: number | null;
  /** The ledger's capture and refund of this payment (paise; numeric text from the database). */
  bookedCapturePaise: string | number;
  bookedRefundPaise: string | number;
}

/** Our record of every order created since `since`, with its booking's code and status. */
export async function paymentsWithBookings(db: DbOrTx, since: Date): Promise<MoneyCheckRow[]> {
  return db
    .select({
      orderId: payments.providerOrderId,
      providerPaymentId: payments.providerPaymentId,
      status: payments.status,
      amountPaise: payments.amountPaise,
      capturedPaise: payments.capturedPaise,
      refundStatus: payments.refundStatus,
      updatedAt: payments.updatedAt,
      bookingId: bookings.id,
      bookingCode: bookings.code,
      bookingStatus: bookings.status,
      refundAmountPaise: payments.refundAmountPaise,
      // What the books say of this payment (the ledger's cash entries), for the check that they agree.
      bookedCapturePaise: sql<string>`(select coalesce(sum(e.cash_paise), 0) from ledger_entries e
        where e.payment_id = "payments"."id" and e.kind = 'capture')`,
      bookedRefundPaise: sql<string>`(select coalesce(-sum(e.cash_paise), 0) from ledger_entries e
        where e.payment_id = "payments"."id" and e.kind = 'refund')`,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(gte(payments.createdAt, since));
}

export async function openStaffAlerts(db: DbOrTx, limit = 100): Promise<StaffAlertRow[]> {
  return db
    .select()
    .from(staffAlerts)
    .where(isNull(staffAlerts.resolvedAt))
    .orderBy(desc(staffAlerts.createdAt))
    .limit(limit);
}

export async function resolveStaffAlert(
  db: DbOrTx,
  id: string,
  userId: string,
  now: Date,
): Promise<StaffAlertRow | undefined> {
  const [row] = await db
    .update(staffAlerts)
    .set({ resolvedAt: now, resolvedBy: userId })
    .where(and(eq(staffAlerts.id, id), isNull(staffAlerts.resolvedAt)))
    .returning();
  return row;
}
