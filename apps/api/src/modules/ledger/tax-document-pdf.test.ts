import { SAC_ACCOMMODATION } from '@staybook/contract/gst';
import type { TaxDocument, TaxDocumentLine } from '@staybook/contract/tax-documents';
import { describe, expect, it } from 'vitest';
// The browser story reads the downloaded invoice with the same helper.
import { pdfText } from '../../../../../e2e/support/pdf-text.js';
import { renderTaxDocumentPdf } from './tax-document-pdf.js';

const ISSUED_AT = Date.UTC(2026, 11, 12, 6, 30) / 1000; // 12 Dec 2026, 12:00 IST

function line(stayDate: string, day: string, intra: boolean): TaxDocumentLine {
  return {
    stayDate,
    description: `Deluxe Room · ${day}`,
    roomNights: 1,
    sac: SAC_ACCOMMODATION,
    taxableValue: 6250.5,
    ratePercent: 5,
    cgst: intra ? 156.26 : 0,
    sgst: intra ? 156.27 : 0,
    igst: intra ? 0 : 312.53,
    total: 6563.03,
  };
}

function taxDocument(overrides: Partial<TaxDocument> = {}): TaxDocument {
  return {
    id: '6f1c2a4e-1d2b-4c3d-8e4f-5a6b7c8d9e01',
    kind: 'invoice',
    kindLabel: 'Tax invoice',
    number: 'SB/26-27/000012',
    financialYear: '2026-27',
    issuedAt: ISSUED_AT,
    issueDate: '2026-12-12',
    reason: 'stay_paid',
    reasonLabel: 'Accommodation, paid in advance',
    bookingId: '7a2d3b5f-2e3c-4d4e-9f50-6b7c8d9e0f12',
    bookingCode: 'SBK7Q2XH',
    refersTo: null,
    supplier: {
      name: 'Staybook',
      companyName: 'Staybook Hospitality Private Limited',
      gstin: '30AAACS1234A1Z5',
      address: 'Calangute, Bardez, Goa 403516',
      state: '30-Goa',
      email: null,
      phone: null,
    },
    recipient: {
      name: 'Asha Menon',
      companyName: 'Unisys Travel LLP',
      gstin: '27AAPFU0939F1ZV',
      address: 'Lower Parel, Mumbai 400013',
      state: '27-Maharashtra',
      email: 'asha@example.com',
      phone: null,
    },
    placeOfSupply: '30-Goa',
    supplyType: 'intra_state',
    property: { name: 'Casa Calangute', address: 'Calangute, Goa' },
    stay: { checkIn: '2026-12-12', checkOut: '2026-12-14', nights: 2 },
    lines: [line('2026-12-12', '12 Dec 2026', true), line('2026-12-13', '13 Dec 2026', true)],
    taxableValue: 12501,
    cgst: 312.52,
    sgst: 312.54,
    igst: 0,
    total: 13126.06,
    pdfUrl: '/property/v1/app/booking/7a2d3b5f-2e3c-4d4e-9f50-6b7c8d9e0f12/documents/6f1c2a4e/pdf',
    ...overrides,
  };
}

/** The same stay supplied from a registration in another state than the property's: IGST only. */
function interStateDocument(): TaxDocument {
  return taxDocument({
    supplier: { ...taxDocument().supplier, gstin: '27AAACS1234A1Z9', state: '27-Maharashtra' },
    supplyType: 'inter_state',
    lines: [line('2026-12-12', '12 Dec 2026', false), line('2026-12-13', '13 Dec 2026', false)],
    cgst: 0,
    sgst: 0,
    igst: 625.06,
  });
}

describe('renderTaxDocumentPdf', () => {
  it('prints an intra-state invoice with both GSTINs, SAC, CGST and SGST and the totals to the paisa', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(taxDocument()));
    for (const expected of [
      'Tax invoice',
      'SB/26-27/000012',
      'Date: 12 Dec 2026',
      'Staybook Hospitality Private Limited',
      'GSTIN: 30AAACS1234A1Z5',
      'Asha Menon',
      'Unisys Travel LLP',
      'GSTIN: 27AAPFU0939F1ZV',
      'State: 27-Maharashtra',
      'Place of supply: 30-Goa',
      'Casa Calangute',
      '12 Dec 2026 to 14 Dec 2026 (2 nights)',
      'Deluxe Room · 13 Dec 2026',
      SAC_ACCOMMODATION,
      'CGST (Rs.)',
      'SGST (Rs.)',
      '6,250.50',
      'Taxable value Rs. 12,501.00',
      'CGST Rs. 312.52',
      'SGST Rs. 312.54',
      'Total Rs. 13,126.06',
      'Booking: SBK7Q2XH',
      'This is a computer-generated document.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Against invoice');
  });

  it('prints an inter-state invoice with IGST only', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(interStateDocument()));
    expect(text).toContain('IGST (Rs.)');
    expect(text).toContain('312.53');
    expect(text).toContain('IGST Rs. 625.06');
    expect(text).toContain('Total Rs. 13,126.06');
    expect(text).toContain('GSTIN: 27AAACS1234A1Z9');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('prints a credit note against its invoice, with its reason', async () => {
    const note = taxDocument({
      kind: 'credit_note',
      kindLabel: 'Credit note',
      number: 'SBC/26-27/000003',
      reason: 'cancellation_refund',
      reasonLabel: 'Booking cancelled: the amount refunded',
      refersTo: { id: '6f1c2a4e-1d2b-4c3d-8e4f-5a6b7c8d9e01', number: 'SB/26-27/000012', issueDate: '2026-12-12' },
    });
    const text = await pdfText(await renderTaxDocumentPdf(note));
    expect(text).toContain('Credit note');
    expect(text).toContain('SBC/26-27/000003');
    expect(text).toContain('Against invoice SB/26-27/000012 of 12 Dec 2026');
    expect(text).toContain('Booking cancelled: the amount refunded');
    expect(text).toContain('Total credited Rs. 13,126.06');
    expect(text).not.toContain('Tax invoice');
  });

  it('leaves out what a guest without a GSTIN did not give', async () => {
    const text = await pdfText(
      await renderTaxDocumentPdf(
        taxDocument({
          recipient: {
            name: 'Ravi Kumar',
            companyName: null,
            gstin: null,
            address: null,
            state: null,
            email: null,
            phone: null,
          },
        }),
      ),
    );
    expect(text).toContain('Ravi Kumar');
    expect(text).not.toContain('27AAPFU0939F1ZV');
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
  });

  it('prints a private guest’s address and state on a B2C invoice above ₹50,000 (rule 46(p))', async () => {
    const text = await pdfText(
      await renderTaxDocumentPdf(
        taxDocument({
          recipient: {
            name: 'Ravi Kumar',
            companyName: null,
            gstin: null,
            address: '14 Carter Road, Bandra West, Mumbai 400050',
            state: '27-Maharashtra',
            email: null,
            phone: null,
          },
        }),
      ),
    );
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('14 Carter Road, Bandra West, Mumbai 400050');
    expect(text).toContain('State: 27-Maharashtra');
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
  });

  it('renders the same document to the same bytes, dated by its issue time', async () => {
    const first = await renderTaxDocumentPdf(taxDocument());
    const second = await renderTaxDocumentPdf(taxDocument());
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(second.equals(first)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261212063000Z)');
    const later = await renderTaxDocumentPdf(taxDocument({ issuedAt: ISSUED_AT + 60 }));
    expect(later.equals(first)).toBe(false);
  });

  it('carries a long stay onto more pages, numbering them, with every night and the total', async () => {
    const days = Array.from({ length: 60 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 11, 12 + i)).toISOString().slice(0, 10);
      return line(date, `Night ${i + 1}`, true);
    });
    const text = await pdfText(await renderTaxDocumentPdf(taxDocument({ lines: days })));
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Night 1 ');
    expect(text).toContain('Night 60 ');
    expect(text.match(/Taxable value \(Rs\.\)/g)).toHaveLength(2);
    expect(text).toContain('Total Rs. 13,126.06');
  });

  it.each([
    ['an invoice', taxDocument()],
    ['a credit note', taxDocument({ kind: 'credit_note', kindLabel: 'Credit note', number: 'CN/26-27/000003' })],
    [
      'a long stay over two pages',
      taxDocument({ lines: Array.from({ length: 60 }, () => line('2026-12-12', 'Night', true)) }),
    ],
  ])('signs %s for the registration’s legal name, once, after the totals', async (_, doc) => {
    const text = await pdfText(await renderTaxDocumentPdf(doc));
    expect(text).toContain('For Staybook Hospitality Private Limited');
    expect(text.match(/Authorised signatory/g)).toHaveLength(1);
    expect(text.indexOf('Authorised signatory')).toBeGreaterThan(text.lastIndexOf('Total'));
  });

  it('shows the tariff and each discount before the taxable value when the invoice has them', async () => {
    const text = await pdfText(
      await renderTaxDocumentPdf(
        taxDocument({
          discounts: {
            tariff: 26_400,
            lines: [
              { label: 'Stay 3, pay 2', amount: 8_800 },
              { label: 'Coupon GOA10', amount: 1_760 },
            ],
          },
        }),
      ),
    );
    const order = [
      'Tariff before discounts Rs. 26,400.00',
      'Less: Stay 3, pay 2 - Rs. 8,800.00',
      'Less: Coupon GOA10 - Rs. 1,760.00',
      'Taxable value Rs.',
    ].map((s) => text.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('writes a rupee sign it cannot print as Rs.', async () => {
    const text = await pdfText(
      await renderTaxDocumentPdf(taxDocument({ property: { name: 'Casa ₹ Calangute', address: 'Goa' } })),
    );
    expect(text).toContain('Casa Rs. Calangute');
  });
});

describe('vouchers of advances (issue 41)', () => {
  it('prints a receipt voucher with the amount received and the GST in it', async () => {
    const text = await pdfText(
      await renderTaxDocumentPdf(
        taxDocument({
          kind: 'receipt_voucher',
          kindLabel: 'Receipt voucher',
          number: 'RV/26-27/000003',
          reason: 'advance_received',
          reasonLabel: 'Advance received for accommodation to be supplied',
        }),
      ),
    );
    for (const expected of [
      'Receipt voucher',
      'RV/26-27/000003',
      'Advance received for accommodation to be supplied',
      'Place of supply: 30-Goa',
      'Amount received Rs. 13,126.06',
    ])
      expect(text).toContain(expected);
  });

  it('prints a refund voucher against its receipt voucher', async () => {
    const text = await pdfText(
      await renderTaxDocumentPdf(
        taxDocument({
          kind: 'refund_voucher',
          kindLabel: 'Refund voucher',
          number: 'RF/26-27/000001',
          reason: 'advance_refunded',
          reasonLabel: 'Advance refunded: no supply made for it',
          refersTo: { id: '6f1c2a4e-1d2b-4c3d-8e4f-5a6b7c8d9e02', number: 'RV/26-27/000003', issueDate: '2026-11-20' },
        }),
      ),
    );
    expect(text).toContain('Against receipt voucher RV/26-27/000003 of 20 Nov 2026');
    expect(text).toContain('Amount refunded Rs. 13,126.06');
  });

  it('prints on an invoice each advance it adjusts and the balance after them', async () => {
    const text = await pdfText(
      await renderTaxDocumentPdf(
        taxDocument({
          advancesAdjusted: {
            vouchers: [
              {
                id: '6f1c2a4e-1d2b-4c3d-8e4f-5a6b7c8d9e02',
                number: 'RV/26-27/000003',
                issueDate: '2026-11-20',
                amount: 3937.82,
                taxableValue: 3750.3,
                tax: 187.52,
              },
            ],
            total: 3937.82,
            balance: 9188.24,
          },
        }),
      ),
    );
    expect(text).toContain('Total Rs. 13,126.06');
    expect(text).toContain('RV/26-27/000003');
    expect(text).toContain('- Rs. 3,937.82');
    expect(text).toContain('Balance after advances Rs. 9,188.24');
  });
  it('prints the headings in the language the booking was made in beside the English (German)', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(taxDocument({ language: 'de' })));
    for (const expected of [
      'Tax invoice',
      'Steuerrechnung',
      'SUPPLIER',
      'Leistungserbringer',
      'BILLED TO',
      'Rechnungsempfänger',
      'Place of supply:',
      'Ort der Leistung',
      '30-Goa',
      'Aufenthalt',
      'Steuerschuldnerschaft des Empfängers',
      'Taxable value',
      'Steuerpflichtiger Betrag',
      'Rs. 12,501.00',
      'Gesamt',
      'Rs. 13,126.06',
      'Authorised signatory',
      'Zeichnungsberechtigte Person',
      // The table stays English: no room in its columns.
      'Taxable value (Rs.)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints Hindi headings in an embedded Devanagari font, the English unchanged', async () => {
    const bytes = await renderTaxDocumentPdf(
      taxDocument({ kind: 'credit_note', kindLabel: 'Credit note', language: 'hi' }),
    );
    const text = await pdfText(bytes);
    // A reader copies shaped Devanagari in the order it is drawn (a vowel sign before its consonant, a reph after its
    // syllable): the words without either are matched whole; the drawing is checked by eye (docs/languages.md).
    for (const expected of [
      'Credit note',
      'नोट',
      'ठहराव',
      'कर योग्य मूल्य',
      'कुल जमा',
      'Total credited',
      'Authorised signatory',
    ])
      expect(text).toContain(expected);
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansDevanagari/);
    // An English document embeds no font: Helvetica is PDF's own.
    const english = Buffer.from(await renderTaxDocumentPdf(taxDocument())).toString('latin1');
    expect(english).not.toContain('NotoSansDevanagari');
  });
});
