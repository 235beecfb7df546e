import { describe, expect, it } from 'vitest';
import { missingInvoiceNote } from './tax-invoice-note';

describe('missingInvoiceNote', () => {
  it.each([
    ['an unpaid hold', { status: 'processing', amountPaid: 0 }, 'Your tax invoice is issued once the booking is paid.'],
    [
      'a pay-at-property stay to come',
      { status: 'upcoming', paymentPolicy: 'pay_at_property', amountPaid: 0 },
      'Your tax invoice is issued when you check out.',
    ],
    [
      'a deposit stay in progress',
      { status: 'ongoing', paymentPolicy: 'deposit', amountPaid: 3150 },
      'Your tax invoice is issued when you check out.',
    ],
    [
      'a hold cancelled before paying',
      { status: 'cancelled', amountPaid: 0 },
      'No tax invoice was issued: nothing was charged for this booking.',
    ],
    [
      'a paid booking cancelled with a refund',
      {
        status: 'cancelled',
        amountPaid: 0,
        refund: { paid: 9250, amount: 9250, state: 'sent', sentAt: 1, reference: 'r', text: 'Refunded' },
      },
      'Your tax invoice and credit note will appear here once they are issued.',
    ],
    [
      'a prepaid stay whose invoice is not out yet',
      { status: 'upcoming', paymentPolicy: 'pay_now', amountPaid: 9250 },
      'Your tax invoice will appear here once it is issued.',
    ],
    [
      'a completed pay-at-property stay',
      { status: 'completed', paymentPolicy: 'pay_at_property', amountPaid: 0 },
      'Your tax invoice will appear here once it is issued.',
    ],
  ] as const)('%s', (_name, summary, expected) => {
    expect(missingInvoiceNote(summary)).toBe(expected);
  });
});
