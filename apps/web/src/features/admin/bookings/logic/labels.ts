import { type BookingStatus, bookingStatusLabel, bookingStatusLabels } from '@staybook/contract/booking-lifecycle';

/** Labels and tones of the desk (days, instants and counted nouns are the contract's format.ts). */

/** Filter options in the desk's order; the labels are the contract's lifecycle labels. */
const STATUS_ORDER: readonly BookingStatus[] = [
  'pending_payment',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
  'expired',
  'payment_failed',
];
export const bookingStatusOptions = STATUS_ORDER.map((status) => [status, bookingStatusLabels[status]] as const);

export const statusLabel = bookingStatusLabel;

export type Tone = 'slate' | 'green' | 'amber' | 'red' | 'blue';

export function statusTone(status: string): Tone {
  switch (status) {
    case 'confirmed':
      return 'blue';
    case 'checked_in':
      return 'green';
    case 'pending_payment':
    case 'no_show':
      return 'amber';
    case 'cancelled':
    case 'payment_failed':
      return 'red';
    default:
      return 'slate';
  }
}

const paymentLabels: Record<string, string> = {
  closed: 'Closed unpaid',
  created: 'Not paid',
  captured: 'Paid',
  failed: 'Failed',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

export function paymentLabel(status: string | null): string {
  return status ? (paymentLabels[status] ?? status) : 'No payment';
}

const refundLabels = {
  pending: { label: 'Refund on its way', tone: 'amber' },
  processed: { label: 'Refund credited', tone: 'green' },
  failed: { label: 'Refund failed', tone: 'red' },
} as const;

/** Where a sent refund's money is, as the provider last said; null before a refund or on one it never reported. */
export function refundLabel(status: 'pending' | 'processed' | 'failed' | null) {
  return status ? refundLabels[status] : null;
}
