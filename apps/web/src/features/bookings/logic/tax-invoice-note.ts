import type { BookingSummary } from '@staybook/contract/booking';

/** Why a booking has no tax invoice yet, as the `bookings.tax.note` message's `reason`. */
export type MissingInvoiceReason = 'unpaid' | 'cancelledPaid' | 'cancelledFree' | 'checkout' | 'pending';

/**
 * Why a booking has no tax invoice yet, in one sentence (decision 011: an invoice is issued when a stay is paid in
 * full online, and at check-out when the property collects the rest — a deposit or pay at property).
 */
export function missingInvoiceReason(
  summary: Pick<BookingSummary, 'status' | 'paymentPolicy' | 'amountPaid' | 'refund'>,
): MissingInvoiceReason {
  if (summary.status === 'processing') return 'unpaid';
  if (summary.status === 'cancelled')
    return summary.amountPaid > 0 || summary.refund ? 'cancelledPaid' : 'cancelledFree';
  const collectedAtProperty = summary.paymentPolicy === 'pay_at_property' || summary.paymentPolicy === 'deposit';
  if (collectedAtProperty && summary.status !== 'completed') return 'checkout';
  return 'pending';
}
