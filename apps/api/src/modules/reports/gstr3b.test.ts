import { describe, expect, it } from 'vitest';
import { gstr3b } from './gstr3b.js';
import type { IssuedDocument } from './reports.repository.js';

let seq = 0;
type Line = IssuedDocument['lines'][number];
const line = (taxable: number, bp: number, intra: boolean): Line => {
  const tax = Math.round((taxable * bp) / 10_000);
  return {
    gstBp: bp,
    roomNights: 1,
    taxablePaise: taxable,
    cgstPaise: intra ? Math.floor(tax / 2) : 0,
    sgstPaise: intra ? tax - Math.floor(tax / 2) : 0,
    igstPaise: intra ? 0 : tax,
  } as Line;
};
function doc(kind: IssuedDocument['kind'], lines: Line[], over: Partial<IssuedDocument> = {}): IssuedDocument {
  seq += 1;
  return {
    id: `d${seq}`,
    kind,
    number: `SB/26-27/${seq}`,
    series: 'SB',
    supplierGstin: '30AAKCS9999M1ZC',
    sequence: seq,
    issueDate: '2026-12-05',
    bookingId: `b${seq}`,
    bookingCode: `SB${seq}`,
    recipient: { name: 'Asha Naik', companyName: null, gstin: null },
    placeOfSupply: '30',
    intraState: true,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
    invoiceNumber: null,
    invoiceDate: null,
    invoiceTotalPaise: null,
    invoiceRecipientGstin: null,
    lines,
    ...over,
  } as IssuedDocument;
}

describe('GSTR-3B of a month (issue 41)', () => {
  const away = { placeOfSupply: '08', intraState: false };
  const docs = [
    doc('invoice', [line(600_000, 500, true), line(900_000, 1800, true), line(90_000, 0, true)]),
    doc('invoice', [line(1_000_000, 500, false)], away),
    doc('invoice', [line(400_000, 500, false)], {
      ...away,
      recipient: { name: 'A', companyName: 'Konkan Traders', gstin: '08AAPFU0939F1ZV' },
    }),
    doc('credit_note', [line(200_000, 500, false)], away),
    doc('invoice', [line(300_000, 500, false)], { placeOfSupply: '27', intraState: false }),
    doc('credit_note', [line(300_000, 500, false)], { placeOfSupply: '27', intraState: false }),
  ];
  const r = gstr3b('2026-12', '30AAKCS9999M1ZC', docs);

  it('3.1(a): every taxed line, net of notes, with each tax; 3.1(c): the 0% lines', () => {
    expect(r.summary.outwardTaxable).toEqual({ taxableValue: 27_000, igst: 600, cgst: 960, sgst: 960 });
    expect(r.summary.nilRated).toEqual({ taxableValue: 900 });
  });

  it('3.2: between states to unregistered persons, by place of supply; a registered buyer and a cancelled-out place leave none', () => {
    expect(r.summary.interStateUnregistered).toEqual([
      { placeOfSupply: '08-Rajasthan', taxableValue: 8_000, igst: 400 },
    ]);
  });

  it('writes the CSV: 3.1(a), 3.1(c), then a 3.2 row per place', () => {
    expect(r.csv.map((row) => row.map((c) => (c == null ? '' : String(c))))).toEqual([
      [
        'Table',
        'Nature of supplies or place of supply',
        'Total taxable value',
        'Integrated tax',
        'Central tax',
        'State/UT tax',
        'Cess',
      ],
      [
        '3.1(a)',
        'Outward taxable supplies (other than zero rated, nil rated and exempted)',
        '27000.00',
        '600.00',
        '960.00',
        '960.00',
        '0.00',
      ],
      ['3.1(c)', 'Other outward supplies (nil rated, exempted)', '900.00', '', '', '', ''],
      ['3.2', 'Unregistered persons, 08-Rajasthan', '8000.00', '400.00', '', '', ''],
    ]);
  });
});

describe('GSTR-3B: advances in 3.1(a) (GSTR-1 11A less 11B)', () => {
  const adjusted = (voucherDate: string, taxable: number, tax: number) => [
    {
      voucherId: 'v',
      number: 'RV/26-27/000001',
      issueDate: voucherDate,
      lines: [
        {
          key: 'k',
          date: '2026-12-10',
          roomTypeId: 'rt',
          roomTypeName: 'Deluxe',
          gstBp: 500,
          roomNights: 0,
          rentPaise: taxable,
          taxPaise: tax,
        },
      ],
    },
  ];

  it('adds the month’s advances and takes off earlier months’ adjusted by its invoices', () => {
    const r = gstr3b('2026-12', '30AAKCS9999M1ZC', [
      // ₹4,000 + 5% received in December for January: taxed now.
      doc('receipt_voucher', [line(400_000, 500, true)], { issueDate: '2026-12-20' }),
      // A ₹10,000 invoice adjusting a November advance of ₹3,000 (its GST paid in November).
      doc('invoice', [line(1_000_000, 500, true)], { advances: adjusted('2026-11-20', 300_000, 15_000) }),
    ]);
    expect(r.summary.advances).toEqual({ taxableValue: 1_000, igst: 0, cgst: 25, sgst: 25 });
    expect(r.summary.outwardTaxable).toEqual({ taxableValue: 11_000, igst: 0, cgst: 275, sgst: 275 });
    expect(r.csv[2]?.slice(0, 4).map(String)).toEqual([
      '3.1(a)',
      'of which tax on advances (GSTR-1 11A less 11B and earlier months refunded)',
      '1000.00',
      '0.00',
    ]);
  });

  it('an advance received and invoiced in the month is taxed once, on the invoice', () => {
    const r = gstr3b('2026-12', '30AAKCS9999M1ZC', [
      doc('receipt_voucher', [line(300_000, 500, true)], { issueDate: '2026-12-02' }),
      doc('invoice', [line(1_000_000, 500, true)], { advances: adjusted('2026-12-02', 300_000, 15_000) }),
    ]);
    expect(r.summary.advances).toEqual({ taxableValue: 0, igst: 0, cgst: 0, sgst: 0 });
    expect(r.summary.outwardTaxable).toEqual({ taxableValue: 10_000, igst: 0, cgst: 250, sgst: 250 });
    expect(r.csv).toHaveLength(3);
  });

  it('a refund of a November advance in December reduces December’s tax (GSTR-1 ata), as a b2csa note does', () => {
    const r = gstr3b('2026-12', '30AAKCS9999M1ZC', [
      doc('refund_voucher', [line(100_000, 500, true)], { issueDate: '2026-12-03', invoiceDate: '2026-11-10' }),
    ]);
    expect(r.summary.advances).toEqual({ taxableValue: -1_000, igst: 0, cgst: -25, sgst: -25 });
    expect(r.summary.outwardTaxable).toEqual({ taxableValue: -1_000, igst: 0, cgst: -25, sgst: -25 });
  });
});
