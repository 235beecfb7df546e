import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { missingInvoiceReason } from './tax-invoice-note';

/** The sentence an English page writes for the reason (the `bookings.tax.note` message). */
const english = createI18n('en', compiledCatalogues.en);
const missingInvoiceNote = (summary: Parameters<typeof missingInvoiceReason>[0]) =>
  english._('bookings.tax.note', { reason: missingInvoiceReason(summary) });

describe('missingInvoiceReason', () => {
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
