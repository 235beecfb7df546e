import { formatInrMoved } from '@staybook/contract';
import { paiseToRupees } from '@staybook/contract/money';
import { recordAudit } from '../audit/audit.repository.js';
import { guestMessageEffect } from '../bookings/booking-notifications.js';
import type { ServiceDeps } from '../module-context.js';
import { writeEffects } from '../side-effects/index.js';
import { findPartialRefund, recordPartialRefundReport } from './partial-refunds.js';
import { moveRefund, withProviderEvent } from './payment-lifecycle.js';
import type { RefundReport, RefundStatus } from './payment-lifecycle-rules.js';
import {
  findPayment,
  findPaymentForRefund,
  hasAlert,
  insertStaffAlert,
  type PaymentRow,
} from './payments.repository.js';

export type { RefundReport } from './payment-lifecycle-rules.js';

export interface RefundOutcome {
  duplicate: boolean;
  bookingId: string | null;
  /** The refund's new state when this report changed it; null when it changed nothing. */
  changedTo: RefundStatus | null;
}

/**
 * The one use case every refund report goes through. In ONE transaction: store the event once (a replayed event id
 * changes nothing), then move the refund's state forward with a conditional update, so of two deliveries of the same
 * news exactly one wins. A refund we did not record sending (made on the provider's dashboard, or whose answer we
 * lost) is recorded from the report. A failure is raised to staff in the same transaction. After commit, the winner
 * of "processed" tells the guest the money landed; a failed message is logged and undoes nothing.
 */
export async function recordRefundReport(
  deps: ServiceDeps,
  report: RefundReport,
  now = new Date(),
): Promise<RefundOutcome> {
  // A refund of part of a payment while its booking stands (a change) has its own record and states.
  const part = await findPartialRefund(deps, report.refundId);
  if (part) {
    // The event is stored once against its payment (a replay changes nothing); the part refund moves after.
    const payment = await findPayment(deps.db, part.paymentId);
    const framed = await withProviderEvent(
      deps,
      report,
      payment,
      async () => null,
      async () => null,
      now,
    );
    const changedTo = framed.duplicate ? null : await recordPartialRefundReport(deps, part, report, now);
    return { duplicate: framed.duplicate, bookingId: part.bookingId, changedTo };
  }
  const known = await findPaymentForRefund(deps.db, report);
  const framed = await withProviderEvent(
    deps,
    report,
    known,
    async () => null,
    async (tx, payment) => {
      if (payment.refundId && payment.refundId !== report.refundId) {
        deps.log.warn(
          { refundId: report.refundId, ours: payment.refundId },
          'report on another refund of this payment',
        );
        return null;
      }
      const { moved, refundStatus } = await moveRefund(
        tx,
        payment,
        report.status,
        {
          ...(payment.refundId ? {} : { refundId: report.refundId, refundedAt: report.createdAt ?? now }),
          ...(report.status === 'processed' && payment.refundStatus !== 'processed'
            ? { refundProcessedAt: report.at }
            : {}),
          ...(report.bankReference ? { refundBankReference: report.bankReference } : {}),
        },
        now,
      );
      if (moved && refundStatus === 'failed') await raiseFailedRefund(deps, tx, payment, report, now);
      // Once, with the move that says so: the guest told the money reached their bank (a side effect).
      if (moved && refundStatus === 'processed')
        await writeEffects(
          tx,
          guestMessageEffect(deps, {
            message: 'refund_credited',
            bookingId: payment.bookingId,
            amountPaise: payment.refundAmountPaise ?? payment.capturedPaise ?? payment.amountPaise,
            creditedAt: report.at.toISOString(),
            bankReference: report.bankReference ?? payment.refundBankReference,
          }),
        );
      return refundStatus;
    },
    now,
  );
  const result = { payment: framed.payment, changedTo: framed.result ?? null };

  if (result.changedTo && result.payment) await deps.effects.settle(result.payment.bookingId, now);
  return { duplicate: framed.duplicate, bookingId: result.payment?.bookingId ?? null, changedTo: result.changedTo };
}

type Tx = Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0];

/** The provider could not send the money back: a person must (a console alert and an audit entry, once). */
async function raiseFailedRefund(deps: ServiceDeps, tx: Tx, payment: PaymentRow, report: RefundReport, now: Date) {
  const amountPaise = payment.refundAmountPaise ?? payment.capturedPaise ?? payment.amountPaise;
  const details = {
    refundId: report.refundId,
    providerPaymentId: payment.providerPaymentId,
    orderId: payment.providerOrderId,
    amountPaise,
    source: report.source,
  };
  if (!(await hasAlert(tx, payment.id, 'refund_failed')))
    await insertStaffAlert(tx, {
      kind: 'refund_failed',
      message:
        `The provider could not send the refund of ${formatInrMoved(paiseToRupees(amountPaise))} for order ` +
        `${payment.providerOrderId} (refund ${report.refundId}). The guest is told it is delayed and that we will ` +
        'contact them: refund them another way, then mark this handled.',
      bookingId: payment.bookingId,
      paymentId: payment.id,
      details,
      createdAt: now,
    });
  await recordAudit(tx, {
    actorUserId: null,
    action: 'payment.refund_failed',
    entityType: 'payment',
    entityId: payment.id,
    before: { refundStatus: payment.refundStatus },
    after: { refundStatus: 'failed', ...details },
  });
  deps.log.error({ bookingId: payment.bookingId, ...details }, 'refund failed at the provider; staff alerted');
}
