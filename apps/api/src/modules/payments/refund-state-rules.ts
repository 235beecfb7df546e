import type { refundStatuses } from '../../db/schema/bookings.js';

export type RefundStatus = (typeof refundStatuses)[number];

/**
 * The refund's state after the provider reports `incoming`, or null when nothing changes. Processed is final (the
 * money left for the guest's bank). Nothing goes back to pending: a late refund.created after refund.processed, or a
 * replayed answer, changes nothing. A failed refund later reported processed (the provider retried it) is believed.
 */
export function nextRefundStatus(current: RefundStatus | null, incoming: RefundStatus): RefundStatus | null {
  if (current === incoming || current === 'processed') return null;
  if (incoming === 'pending') return current === null ? 'pending' : null;
  return incoming;
}
