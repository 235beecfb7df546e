import type { BookingSummary } from '@staybook/contract/booking';
import { formatDeadline } from '@staybook/contract/format';

/** The line above "Cancel booking": the booked promise, from the booking's own snapshot. */
export function cancellationNote(
  summary: Pick<BookingSummary, 'freeCancellationUntil' | 'isFreeCancellation' | 'ratePlans'>,
): string {
  const plans = summary.ratePlans ?? [];
  if (plans.length > 0 && plans.every((p) => p.ratePlan.cancellation.kind === 'non_refundable'))
    return 'This booking is non-refundable.';
  // Before rate plans the field was the only signal: free until the deadline.
  if (summary.isFreeCancellation === false)
    return 'The free cancellation window has passed; cancelling refunds what your rate allows.';
  return `Free cancellation until ${formatDeadline(summary.freeCancellationUntil)}.`;
}
