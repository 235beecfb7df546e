import type { ProviderPayment, ProviderRefund } from '../../adapters/payments/types.js';
import { findBooking } from '../bookings/bookings.repository.js';
import { type Job, jobLog, type ServiceDeps, serviceDepsOf } from '../module-context.js';
import { confirmPayment, type PaymentSignal } from './confirm-payment.service.js';
import { reconcilePartialRefunds } from './partial-refunds.js';
import { closeOpenOrder } from './payment-lifecycle.js';
import {
  claimPendingRefunds,
  claimStalePayments,
  hasAlert,
  insertStaffAlert,
  type PaymentRow,
} from './payments.repository.js';
import { recordRefundReport } from './refund-updates.service.js';
import { refundPayment } from './refunds.js';

const MINUTE = 60_000;
/** An order is asked about once it has been quiet this long, and again after as long. */
const QUIET_MS = 2 * MINUTE;
/**
 * A booking that ended unpaid keeps its order open this long before it is closed, so a guest who was still on the
 * provider's page when the hold lapsed is caught by this job even if the provider's webhook never arrives.
 */
const CLOSE_AFTER_MS = 60 * MINUTE;
/** A refund the provider has refused for this long is raised to staff (once) while the job keeps trying. */
const REFUND_STUCK_MS = 60 * MINUTE;
/**
 * A refund the provider accepted but still calls pending this long after (its refund.processed or refund.failed
 * webhook may have been lost) is asked about, and again after as long, until it is processed or failed.
 */
const REFUND_ASK_AFTER_MS = 30 * MINUTE;
const BOOKING_ENDED = new Set(['expired', 'payment_failed', 'cancelled']);

export interface ReconcileReport {
  checked: number;
  confirmed: number;
  closed: number;
  refundsRetried: number;
  /** Accepted refunds asked about, and of those the ones the provider now reports processed or failed. */
  refundsFollowed: number;
  refundsSettled: number;
  unreachable: number;
}

/**
 * Asks the provider about every open order that has been quiet for two minutes (a webhook can be lost; a browser or
 * a server can die between capture and webhook) and feeds what it says through the same confirmPayment use case:
 * a capture confirms the booking or is refunded. Orders of bookings that ended unpaid are closed once the provider
 * says nothing was captured. Then retries refunds the provider has not taken yet.
 *
 * It pages oldest first until no open order is left unvisited this run: each page is claimed with SKIP LOCKED and
 * stamped, so several processes share the work and none asks about the same order twice at once.
 */
export async function reconcilePayments(deps: ServiceDeps, now: Date, pageSize = 25): Promise<ReconcileReport> {
  const staleBefore = new Date(now.getTime() - QUIET_MS);
  const report: ReconcileReport = {
    checked: 0,
    confirmed: 0,
    closed: 0,
    refundsRetried: 0,
    refundsFollowed: 0,
    refundsSettled: 0,
    unreachable: 0,
  };

  for (;;) {
    const page = await claimStalePayments(deps.db, ['created', 'failed'], staleBefore, now, pageSize);
    if (page.length === 0) break;
    for (const payment of page) await settleOpenPayment(deps, payment, now, report);
  }
  for (;;) {
    const page = await claimStalePayments(deps.db, ['refund_pending'], staleBefore, now, pageSize);
    if (page.length === 0) break;
    for (const payment of page) {
      report.refundsRetried++;
      const outcome = await refundPayment(deps, payment.id, 'retry', now);
      if (outcome === 'pending') await raiseStuckRefund(deps, payment, now);
    }
  }
  const askBefore = new Date(now.getTime() - REFUND_ASK_AFTER_MS);
  for (;;) {
    const page = await claimPendingRefunds(deps.db, askBefore, now, pageSize);
    if (page.length === 0) break;
    for (const payment of page) await followRefund(deps, payment, now, report);
  }
  // Refunds of part of a payment (a change lowered the price): sent again if the provider was not reached, followed.
  const parts = await reconcilePartialRefunds(deps, now, REFUND_ASK_AFTER_MS);
  report.refundsRetried += parts.sent;
  report.refundsSettled += parts.changed;
  if (report.checked || report.refundsRetried || report.refundsFollowed)
    deps.log.info({ ...report }, 'payments reconciled');
  return report;
}

/** Asks the provider where an accepted refund is, and records a final answer like its webhook would have. */
async function followRefund(deps: ServiceDeps, payment: PaymentRow, now: Date, report: ReconcileReport) {
  if (!payment.refundId) return;
  report.refundsFollowed++;
  let refund: ProviderRefund;
  try {
    refund = await deps.adapters.payments.fetchRefund(payment.refundId);
  } catch (err) {
    report.unreachable++;
    deps.log.warn({ err, refundId: payment.refundId }, 'could not ask the provider about a refund; will retry');
    return;
  }
  if (refund.status === 'pending') return;
  const outcome = await recordRefundReport(
    deps,
    {
      source: 'reconciler',
      eventId: `reconcile-refund:${refund.id}:${refund.status}`,
      eventType: `refund.${refund.status}`,
      refundId: refund.id,
      providerPaymentId: refund.paymentId,
      orderId: payment.providerOrderId,
      status: refund.status,
      bankReference: refund.bankReference,
      // The provider's record carries no processed time; we know it by now at the latest.
      at: now,
      createdAt: refund.createdAt,
      payload: refund,
    },
    now,
  );
  if (outcome.changedTo) report.refundsSettled++;
}

async function settleOpenPayment(
  deps: ServiceDeps,
  payment: PaymentRow,
  now: Date,
  report: ReconcileReport,
): Promise<void> {
  report.checked++;
  let attempts: ProviderPayment[];
  try {
    attempts = await deps.adapters.payments.fetchOrderPayments(payment.providerOrderId);
  } catch (err) {
    report.unreachable++;
    deps.log.warn({ err, orderId: payment.providerOrderId }, 'could not reach the provider; will retry');
    return;
  }
  const captured = attempts.find((a) => a.status === 'captured');
  if (captured) {
    const outcome = await confirmPayment(deps, attemptSignal(payment, captured, 'paid'), now);
    if (outcome.status === 'confirmed' && !outcome.duplicate) report.confirmed++;
    return;
  }
  const booking = await findBooking(deps.db, payment.bookingId);
  if (booking && BOOKING_ENDED.has(booking.status) && booking.updatedAt.getTime() <= now.getTime() - CLOSE_AFTER_MS) {
    if (await closeOpenOrder(deps.db, payment.id, now)) report.closed++;
    return;
  }
  const failed = attempts.filter((a) => a.status === 'failed').at(-1);
  if (failed && payment.status === 'created') await confirmPayment(deps, attemptSignal(payment, failed, 'failed'), now);
}

/** What the provider says of one attempt on an order, as the signal every payment channel feeds confirmPayment. */
function attemptSignal(payment: PaymentRow, attempt: ProviderPayment, kind: 'paid' | 'failed'): PaymentSignal {
  return {
    source: 'reconciler',
    eventId: `reconcile:${attempt.id}`,
    kind,
    eventType: kind === 'paid' ? 'payment.captured' : 'payment.failed',
    orderId: payment.providerOrderId,
    paymentId: attempt.id,
    amountPaise: attempt.amountPaise,
    method: attempt.method,
    payload: attempt,
  };
}

async function raiseStuckRefund(deps: ServiceDeps, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.updatedAt.getTime() > now.getTime() - REFUND_STUCK_MS) return;
  if (await hasAlert(deps.db, payment.id, 'refund_stuck')) return;
  await insertStaffAlert(deps.db, {
    kind: 'refund_stuck',
    message: `A refund of order ${payment.providerOrderId} has been refused by the provider for over an hour; it is retried every few minutes.`,
    bookingId: payment.bookingId,
    paymentId: payment.id,
    details: { orderId: payment.providerOrderId, providerPaymentId: payment.providerPaymentId },
    createdAt: now,
  });
}

export const paymentReconcilerJob: Job = {
  name: 'payment-reconciler',
  everyMs: 2 * MINUTE,
  run: (ctx, now) => reconcilePayments(serviceDepsOf(ctx, jobLog(ctx.config, 'payment-reconciler')), now),
};
