import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { paymentRefunds, payments } from '../../db/schema/index.js';
import { guestMessageEffect } from '../bookings/booking-notifications.js';
import { recordPartialRefundMoney } from '../ledger/index.js';
import type { ServiceDeps } from '../module-context.js';
import { writeEffects } from '../side-effects/index.js';
import { nextRefundStatus, type RefundReport, type RefundStatus } from './payment-lifecycle-rules.js';

/**
 * Refunds of part of a payment while its booking stands (issue 23: a change lowered the price), any number per
 * payment (payment_refunds). The payment stays captured; what it can still give back is its capture less these.
 * Marked inside the change's transaction (so a crash still leaves them to send), sent after commit with our row id as
 * the provider's idempotency key, retried and followed by the reconciler, and reported by the provider's refund.*
 * webhooks like any refund. The books record each once (ledger recordPartialRefundMoney).
 */

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/** Paise each captured payment of the booking can still return, newest first (its capture less its part refunds). */
async function refundableOf(tx: Tx, bookingId: string) {
  const rows = await tx
    .select({
      id: payments.id,
      captured: sql<number>`coalesce(${payments.capturedPaise}, ${payments.amountPaise})`,
      // "payments"."id" spelt out: Drizzle writes a column of the query's only table bare ("id"), which inside this
      // subquery would mean r.id (every part refund was missed: issue 45).
      refunded: sql<number>`coalesce((select sum(r.amount_paise) from payment_refunds r
        where r.payment_id = "payments"."id" and r.refund_status is distinct from 'failed'), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'captured')))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((r) => ({ id: r.id, left: Number(r.captured) - Number(r.refunded) }));
}

/**
 * Inside the caller's transaction (booking locked): marks `amountPaise` to go back from the booking's captured
 * payments, newest first. Returns the refunds marked; refuses (throws) when the payments cannot cover it.
 */
export async function markPartialRefunds(
  tx: Tx,
  bookingId: string,
  changeId: string | null,
  amountPaise: number,
  now: Date,
): Promise<string[]> {
  let left = amountPaise;
  const ids: string[] = [];
  for (const p of await refundableOf(tx, bookingId)) {
    if (left <= 0) break;
    const part = Math.min(left, p.left);
    if (part <= 0) continue;
    const [row] = await tx
      .insert(paymentRefunds)
      .values({ paymentId: p.id, bookingId, changeId, amountPaise: part, createdAt: now, updatedAt: now })
      .returning({ id: paymentRefunds.id });
    if (row) ids.push(row.id);
    left -= part;
  }
  if (left > 0) throw new Error(`booking ${bookingId}: ${left} paise more to refund than its payments hold`);
  return ids;
}

/**
 * After commit: asks the provider to send one marked refund (our row id as its key: a retry never makes two). The
 * books and the row move together. 'pending' when the provider could not be reached (the reconciler retries).
 */
export async function sendPartialRefund(deps: ServiceDeps, refundId: string, now: Date): Promise<'sent' | 'pending'> {
  const [row] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!row) return 'pending';
  if (row.providerRefundId) return 'sent';
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, row.paymentId));
  if (!payment?.providerPaymentId) return 'pending';
  try {
    const refund = await deps.adapters.payments.refund({
      paymentId: payment.providerPaymentId,
      amountPaise: row.amountPaise,
      notes: { bookingId: row.bookingId, reason: 'booking_changed', changeId: row.changeId ?? '' },
      key: row.id,
    });
    await deps.db.transaction(async (tx) => {
      const [sent] = await tx
        .update(paymentRefunds)
        .set({ providerRefundId: refund.id, refundStatus: 'pending', sentAt: now, lastCheckedAt: now, updatedAt: now })
        .where(and(eq(paymentRefunds.id, row.id), isNull(paymentRefunds.providerRefundId)))
        .returning({ id: paymentRefunds.id });
      if (sent) await recordPartialRefundMoney(tx, row.id, now);
    });
    deps.log.info({ bookingId: row.bookingId, refundId: refund.id, amountPaise: row.amountPaise }, 'part refunded');
    return 'sent';
  } catch (err) {
    deps.log.warn({ err, bookingId: row.bookingId, refundRowId: row.id }, 'part refund failed; the reconciler retries');
    return 'pending';
  }
}

/** Whether a provider refund id is one of ours made while the booking stood. */
export async function findPartialRefund(deps: ServiceDeps, providerRefundId: string) {
  const [row] = await deps.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.providerRefundId, providerRefundId));
  return row;
}

/**
 * What the provider reported of a part refund (webhook or reconciler): its state moves forward only, once; the
 * books get the money back if it failed; the guest is told when it is credited.
 */
export async function recordPartialRefundReport(
  deps: ServiceDeps,
  row: PaymentRefundRow,
  report: Pick<RefundReport, 'status' | 'bankReference' | 'at'>,
  now: Date,
): Promise<RefundStatus | null> {
  const next = nextRefundStatus(row.refundStatus as RefundStatus | null, report.status);
  const moved = await deps.db.transaction(async (tx) => {
    if (!next) {
      await tx.update(paymentRefunds).set({ lastCheckedAt: now, updatedAt: now }).where(eq(paymentRefunds.id, row.id));
      return false;
    }
    const [done] = await tx
      .update(paymentRefunds)
      .set({
        refundStatus: next,
        ...(next === 'processed' ? { refundProcessedAt: report.at } : {}),
        ...(report.bankReference ? { refundBankReference: report.bankReference } : {}),
        lastCheckedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(paymentRefunds.id, row.id),
          row.refundStatus === null
            ? isNull(paymentRefunds.refundStatus)
            : eq(paymentRefunds.refundStatus, row.refundStatus),
        ),
      )
      .returning({ id: paymentRefunds.id });
    if (done) await recordPartialRefundMoney(tx, row.id, now);
    // Once, with the move that says so: the guest told the money reached their bank (a side effect).
    if (done && next === 'processed')
      await writeEffects(
        tx,
        guestMessageEffect(deps, {
          message: 'refund_credited',
          bookingId: row.bookingId,
          amountPaise: row.amountPaise,
          creditedAt: report.at.toISOString(),
          bankReference: report.bankReference ?? row.refundBankReference,
        }),
      );
    return Boolean(done);
  });
  if (moved) await deps.effects.settle(row.bookingId, now);
  if (moved && next === 'failed')
    deps.log.error({ bookingId: row.bookingId, refundId: row.providerRefundId }, 'part refund failed at the provider');
  return moved ? next : null;
}

/**
 * The reconciler's share: part refunds still to send are sent again; ones the provider accepted but has not reported
 * settled for `askAfterMs` are asked about. Returns how many it sent and how many changed.
 */
export async function reconcilePartialRefunds(deps: ServiceDeps, now: Date, askAfterMs: number) {
  const due = await deps.db
    .select()
    .from(paymentRefunds)
    .where(
      or(
        isNull(paymentRefunds.providerRefundId),
        and(
          inArray(paymentRefunds.refundStatus, ['pending']),
          lte(paymentRefunds.lastCheckedAt, new Date(now.getTime() - askAfterMs)),
        ),
      ),
    )
    .limit(100);
  let sent = 0;
  let changed = 0;
  for (const row of due) {
    if (!row.providerRefundId) {
      if ((await sendPartialRefund(deps, row.id, now)) === 'sent') sent++;
      continue;
    }
    try {
      const refund = await deps.adapters.payments.fetchRefund(row.providerRefundId);
      if (
        await recordPartialRefundReport(
          deps,
          row,
          { status: refund.status, bankReference: refund.bankReference, at: now },
          now,
        )
      )
        changed++;
    } catch (err) {
      deps.log.warn({ err, refundId: row.providerRefundId }, 'could not ask the provider about a part refund');
    }
  }
  return { sent, changed };
}

/** The part refunds of these bookings, oldest first (the guest's and the desk's history of changes show them). */
export async function partialRefundsOf(deps: Pick<ServiceDeps, 'db'>, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return deps.db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.bookingId, bookingIds))
    .orderBy(paymentRefunds.createdAt);
}
