import type { paymentStatuses, refundStatuses } from '../../db/schema/bookings.js';

export type PaymentStatus = (typeof paymentStatuses)[number];
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Where a payment row (one provider order and what was paid through it) may go next. The provider is the truth about
 * money, so a capture is believed from any state that has not yet taken money, even a closed order (a checkout left
 * open past its hold); what was taken only moves towards its refund. `failed` → `failed` records a later attempt's
 * reason. The database holds the same table (trigger `payments_status_transition`, migration 0001), and a test
 * compares the two pair by pair.
 */
export const paymentTransitions: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  created: ['failed', 'captured', 'refund_pending', 'closed'],
  failed: ['failed', 'captured', 'refund_pending', 'closed'],
  // refunded straight from captured: a refund made on the provider's dashboard, learnt from its report.
  captured: ['refund_pending', 'refunded'],
  refund_pending: ['refunded'],
  refunded: [],
  closed: ['captured', 'refund_pending'],
};

/** The statuses of an order that can still be paid: at most one per booking (a unique index). */
export const openOrderStatuses = ['created', 'failed'] as const satisfies readonly PaymentStatus[];

/** The statuses in which the provider has taken the guest's money. */
export const moneyTakenStatuses = [
  'captured',
  'refund_pending',
  'refunded',
] as const satisfies readonly PaymentStatus[];

export const isOpenOrder = (status: string): boolean => (openOrderStatuses as readonly string[]).includes(status);
export const hasTakenMoney = (status: string): boolean => (moneyTakenStatuses as readonly string[]).includes(status);

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentTransitions[from].includes(to);
}

/**
 * A refund the provider accepted: pending until the bank has it, processed once the money left for the guest's bank
 * (final), failed when it could not be sent. A failed refund later reported processed (the provider retried it) is
 * believed; nothing goes back to pending. `none` is a payment with no refund yet.
 */
export const refundTransitions: Readonly<Record<RefundStatus | 'none', readonly RefundStatus[]>> = {
  none: ['pending', 'processed', 'failed'],
  pending: ['processed', 'failed'],
  failed: ['processed'],
  processed: [],
};

/** The refund's state after the provider reports `incoming`, or null when nothing changes (replays, late news). */
export function nextRefundStatus(current: RefundStatus | null, incoming: RefundStatus): RefundStatus | null {
  return refundTransitions[current ?? 'none'].includes(incoming) ? incoming : null;
}

/** What the provider said of one refund, from a refund.* webhook or the reconciler's question. */
export interface RefundReport {
  source: 'webhook' | 'reconciler';
  /** De-duplication key: the webhook's event id, or `reconcile-refund:<refund id>:<status>`. */
  eventId: string;
  eventType: string;
  refundId: string;
  providerPaymentId: string | null;
  orderId: string | null;
  status: RefundStatus;
  bankReference: string | null;
  /** When it happened, as far as we can know: the event's time, or when the reconciler heard it. */
  at: Date;
  /** When the provider created the refund, when the report says. */
  createdAt: Date | null;
  payload: unknown;
}
