import type { Job } from '../../jobs.js';
import { jobLog, type ServiceDeps } from '../bookings/service-deps.js';
import { confirmPayment } from './confirm-payment.service.js';
import { claimStalePayments } from './payments.repository.js';
import { refundPayment } from './refunds.js';

const MINUTE = 60_000;
/** An order is asked about once it has been quiet this long, and again after as long. */
const QUIET_MS = 2 * MINUTE;

export interface ReconcileReport {
  checked: number;
  confirmed: number;
  refundsRetried: number;
}

/**
 * Asks the provider about orders still unpaid after two minutes (a webhook can be lost; a browser can die),
 * and feeds what it says through the same confirmPayment use case. Also retries refunds that failed.
 * Claims rows with SKIP LOCKED and stamps them, so several API processes never ask twice at once.
 */
export async function reconcilePayments(deps: ServiceDeps, now: Date): Promise<ReconcileReport> {
  const staleBefore = new Date(now.getTime() - QUIET_MS);
  const report: ReconcileReport = { checked: 0, confirmed: 0, refundsRetried: 0 };

  const open = await claimStalePayments(
    deps.db,
    ['created', 'failed'],
    staleBefore,
    new Date(now.getTime() - 24 * 60 * MINUTE),
    now,
    25,
  );
  for (const payment of open) {
    report.checked++;
    let attempts: Awaited<ReturnType<ServiceDeps['adapters']['payments']['fetchOrderPayments']>>;
    try {
      attempts = await deps.adapters.payments.fetchOrderPayments(payment.providerOrderId);
    } catch (err) {
      deps.log.warn({ err, orderId: payment.providerOrderId }, 'could not reach the provider; will retry');
      continue;
    }
    const captured = attempts.find((a) => a.status === 'captured');
    const failed = attempts.filter((a) => a.status === 'failed').at(-1);
    const attempt = captured ?? (payment.status === 'created' ? failed : undefined);
    if (!attempt) continue;
    const outcome = await confirmPayment(
      deps,
      {
        source: 'reconciler',
        eventId: `reconcile:${attempt.id}`,
        kind: attempt === captured ? 'paid' : 'failed',
        eventType: attempt === captured ? 'payment.captured' : 'payment.failed',
        orderId: payment.providerOrderId,
        paymentId: attempt.id,
        amountPaise: attempt.amountPaise,
        method: attempt.method,
        payload: attempt,
      },
      now,
    );
    if (attempt === captured && outcome.status === 'confirmed' && !outcome.duplicate) report.confirmed++;
  }

  const refunds = await claimStalePayments(
    deps.db,
    ['refund_pending'],
    staleBefore,
    new Date(now.getTime() - 30 * 24 * 60 * MINUTE),
    now,
    25,
  );
  for (const payment of refunds) {
    report.refundsRetried++;
    await refundPayment(deps, payment.id, 'retry', now);
  }
  if (report.checked || report.refundsRetried) deps.log.info({ ...report }, 'payments reconciled');
  return report;
}

export const paymentReconcilerJob: Job = {
  name: 'payment-reconciler',
  everyMs: 2 * MINUTE,
  run: (ctx, now) =>
    reconcilePayments(
      { db: ctx.db, config: ctx.config, adapters: ctx.adapters, log: jobLog(ctx.config, 'payment-reconciler') },
      now,
    ),
};
