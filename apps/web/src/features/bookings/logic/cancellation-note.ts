import type { BookingSummary, CancellationQuote } from '@staybook/contract/booking';

/** The line above "Cancel booking": the booked promise, from the booking's own snapshot (its message and values). */
export type CancellationNote =
  | { kind: 'nonRefundable' }
  | { kind: 'windowPassed' }
  | { kind: 'freeUntil'; deadline: number };

export function cancellationNote(
  summary: Pick<BookingSummary, 'freeCancellationUntil' | 'isFreeCancellation' | 'ratePlans'>,
): CancellationNote {
  const plans = summary.ratePlans ?? [];
  if (plans.length > 0 && plans.every((p) => p.ratePlan.cancellation.kind === 'non_refundable'))
    return { kind: 'nonRefundable' };
  // Before rate plans the field was the only signal: free until the deadline.
  if (summary.isFreeCancellation === false) return { kind: 'windowPassed' };
  return { kind: 'freeUntil', deadline: summary.freeCancellationUntil };
}

/**
 * The quote's outcome as the `bookings.cancel.outcome` message's key, as the API's refundSentence chooses its
 * sentence (cancellation-rules.ts): money back, a non-refundable rate, the free window passed, or nothing paid.
 */
export function quoteOutcome(quote: Pick<CancellationQuote, 'refundAmount' | 'keptAmount' | 'isNonRefundable'>) {
  if (quote.refundAmount > 0) return 'refund';
  if (quote.isNonRefundable) return 'nonRefundable';
  return quote.keptAmount > 0 ? 'passed' : 'nothingPaid';
}
