import { describe, expect, it } from 'vitest';
import {
  addBusinessDetailsSchema,
  chargedByDocuments,
  creditNoteDeadline,
  documentSign,
  invoiceInForce,
} from './business-invoice';
import { missingRecipientAddress, needsRecipientAddress, recipientAddressSchema } from './recipient-address';

describe('the credit note’s time limit (CGST Act s.34(2))', () => {
  it.each([
    ['2026-04-01', '2027-11-30'], // first day of FY 2026-27
    ['2026-06-05', '2027-11-30'],
    ['2027-03-31', '2027-11-30'], // last day of FY 2026-27
    ['2027-04-01', '2028-11-30'],
    ['2028-02-29', '2028-11-30'], // a leap day, FY 2027-28
  ])('an invoice of %s may be credited until %s', (issued, deadline) => {
    expect(creditNoteDeadline(issued)).toBe(deadline);
  });
});

describe('GST details added after checkout', () => {
  it('wants the billing address, and the GSTIN by its check character', () => {
    const ok = addBusinessDetailsSchema.safeParse({
      companyName: 'Konkan Traders',
      gstin: '27aapfu0939f1zv',
      address: '12 MG Road, Pune',
    });
    expect(ok.success && ok.data.gstin).toBe('27AAPFU0939F1ZV');
    const none = addBusinessDetailsSchema.safeParse({ companyName: 'Konkan Traders', gstin: '27AAPFU0939F1ZV' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe('Billing address is required');
  });
});

describe('the recipient’s address on a B2C invoice above ₹50,000 (rule 46(p))', () => {
  it.each([
    [50_000_00, false],
    [50_000_01, true],
  ])('a taxable value of %i paise asks it: %s', (paise, asked) => {
    expect(needsRecipientAddress(paise)).toBe(asked);
  });

  it('refuses a state that is not one', () => {
    expect(recipientAddressSchema.safeParse({ address: '3 Park Street, Kolkata', stateCode: '99' }).success).toBe(
      false,
    );
  });

  it('calls only a large B2C invoice without address and state incomplete', () => {
    const guest = { gstin: null, address: null, state: null };
    expect(missingRecipientAddress({ kind: 'invoice', taxablePaise: 60_000_00, recipient: guest })).toMatch(
      /^Incomplete/,
    );
    expect(
      missingRecipientAddress({
        kind: 'invoice',
        taxablePaise: 60_000_00,
        recipient: { ...guest, address: '3 Park Street', state: '19-West Bengal' },
      }),
    ).toBeNull();
    expect(missingRecipientAddress({ kind: 'invoice', taxablePaise: 40_000_00, recipient: guest })).toBeNull();
    expect(missingRecipientAddress({ kind: 'credit_note', taxablePaise: 60_000_00, recipient: guest })).toBeNull();
    expect(
      missingRecipientAddress({
        kind: 'invoice',
        taxablePaise: 60_000_00,
        recipient: { ...guest, gstin: '27AAPFU0939F1ZV' },
      }),
    ).toBeNull();
  });
});

describe('what a stay’s documents still charge, and the invoice in force', () => {
  const doc = (kind: string, total: number) => ({ kind, total });
  it('adds invoices and debit notes, takes credit notes off, and leaves vouchers out', () => {
    expect(chargedByDocuments([doc('invoice', 10_708.5), doc('credit_note', 10_708.5)])).toBe(0);
    expect(chargedByDocuments([doc('invoice', 5_000), doc('debit_note', 1_000), doc('credit_note', 500)])).toBe(5_500);
    expect(chargedByDocuments([doc('receipt_voucher', 2_000), doc('refund_voucher', 2_000)])).toBe(0);
    expect(documentSign('credit_note')).toBe(-1);
    expect(documentSign('debit_note')).toBe(1);
  });

  it('is the latest invoice, whatever notes follow it', () => {
    const docs = [doc('invoice', 1), doc('credit_note', 1), doc('invoice', 2), doc('debit_note', 3)];
    expect(invoiceInForce(docs)).toBe(docs[2]);
    expect(invoiceInForce([doc('receipt_voucher', 1)])).toBeUndefined();
  });

  it('is never a company’s invoice for the extras billed to it, even issued after the stay’s', () => {
    const stay = doc('invoice', 4_200);
    const company = { ...doc('invoice', 1_890), companyExtras: true as const };
    expect(invoiceInForce([stay, company])).toBe(stay);
    expect(invoiceInForce([company])).toBeUndefined();
  });
});
