import type { BookingSummary } from '@staybook/contract/booking';

/**
 * Why a booking has no tax invoice yet, in one sentence (decision 011: an invoice is issued when a stay is paid in
 * full online, and at check-out when the property collects the rest — a deposit or pay at property).
 */
export function missingInvoiceNote(
  summary: Pick<BookingSummary, 'status' | 'paymentPolicy' | 'amountPaid' | 'refund'>,
): string {
  if (summary.status === 'processing') return 'Your tax invoice is issued once the booking is paid.';
  if (summary.status === 'cancelled')
    return summary.amountPaid > 0 || summary.refund
      ? 'Your tax invoice and credit note will appear here once they are issued.'
      : 'No tax invoice was issued: nothing was charged for this booking.';
  const collectedAtProperty = summary.paymentPolicy === 'pay_at_property' || summary.paymentPolicy === 'deposit';
  if (collectedAtProperty && summary.status !== 'completed') return 'Your tax invoice is issued when you check out.';
  return 'Your tax invoice will appear here once it is issued.';
}
