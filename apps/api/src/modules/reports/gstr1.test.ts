import { describe, expect, it } from 'vitest';
import { type CsvValue, rowsToCsv } from '../../lib/csv.js';
import { gstDate, gstr1, monthRange } from './gstr1.js';
import type { IssuedDocument } from './reports.repository.js';

let seq = 0;
function doc(over: Partial<IssuedDocument> & Pick<IssuedDocument, 'kind' | 'lines'>): IssuedDocument {
  seq += 1;
  const taxable = over.lines.reduce((n, l) => n + l.taxablePaise, 0);
  const cgst = over.lines.reduce((n, l) => n + l.cgstPaise, 0);
  const sgst = over.lines.reduce((n, l) => n + l.sgstPaise, 0);
  const igst = over.lines.reduce((n, l) => n + l.igstPaise, 0);
  return {
    id: `d${seq}`,
    number: `${over.kind === 'invoice' ? 'SB' : over.kind === 'credit_note' ? 'CN' : 'DN'}/26-27/${String(seq).padStart(6, '0')}`,
    series: over.kind === 'invoice' ? 'SB' : 'CN',
    supplierGstin: '30AAKCS9999M1ZC',
    sequence: seq,
    issueDate: '2026-12-05',
    bookingId: `b${seq}`,
    bookingCode: `SB${seq}`,
    recipient: { name: 'Asha Naik', companyName: null, gstin: null },
    placeOfSupply: '30',
    intraState: true,
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    totalPaise: taxable + cgst + sgst + igst,
    invoiceNumber: null,
    invoiceDate: null,
    invoiceTotalPaise: null,
    invoiceRecipientGstin: null,
    ...over,
    advances: over.advances ?? null,
  };
}
const intra = (taxable: number, bp: number) => {
  const tax = Math.round((taxable * bp) / 10_000);
  return {
    gstBp: bp,
    roomNights: 1,
    taxablePaise: taxable,
    cgstPaise: Math.floor(tax / 2),
    sgstPaise: tax - Math.floor(tax / 2),
    igstPaise: 0,
  };
};
const inter = (taxable: number, bp: number) => ({
  gstBp: bp,
  roomNights: 1,
  taxablePaise: taxable,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: Math.round((taxable * bp) / 10_000),
});

describe('GSTR-1 of a month', () => {
  const b2b = doc({
    kind: 'invoice',
    recipient: { name: 'Asha Naik', companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
    lines: [intra(400_000, 500), intra(400_000, 500), intra(900_000, 1800)],
  });
  const b2cSmall = doc({ kind: 'invoice', lines: [intra(600_000, 500), intra(600_001, 500)] });
  const b2cLarge = doc({
    kind: 'invoice',
    placeOfSupply: '08',
    intraState: false,
    lines: Array.from({ length: 8 }, () => inter(1_500_000, 1800)),
  });
  const creditSmall = doc({
    kind: 'credit_note',
    lines: [intra(200_000, 500)],
    invoiceNumber: b2cSmall.number,
    invoiceTotalPaise: b2cSmall.totalPaise,
  });
  const creditB2b = doc({
    kind: 'credit_note',
    recipient: b2b.recipient,
    lines: [intra(400_000, 500)],
    invoiceNumber: b2b.number,
    invoiceRecipientGstin: '27AAPFU0939F1ZV',
    invoiceTotalPaise: b2b.totalPaise,
  });
  const creditLarge = doc({
    kind: 'credit_note',
    placeOfSupply: '08',
    intraState: false,
    lines: [inter(1_500_000, 1800)],
    invoiceNumber: b2cLarge.number,
    invoiceTotalPaise: b2cLarge.totalPaise,
  });
  const all = [b2b, b2cSmall, b2cLarge, creditSmall, creditB2b, creditLarge];
  const r = gstr1('2026-12', '30AAKCS9999M1ZC', all);
  /** A section's rows as the CSV writes each cell (amounts with paise), its header left out. */
  const rowsOf = (rows: CsvValue[][]) => rows.slice(1).map((row) => row.map((c) => (c == null ? '' : String(c))));

  it('sorts each document into its table', () => {
    expect(rowsOf(r.csv.b2b).map((row) => [row[0], row[2], row[10], row[11]])).toEqual([
      ['27AAPFU0939F1ZV', b2b.number, '5', '8000.00'],
      ['27AAPFU0939F1ZV', b2b.number, '18', '9000.00'],
    ]);
    expect(rowsOf(r.csv.b2cl)).toEqual([
      [b2cLarge.number, '05-Dec-2026', '141600.00', '08-Rajasthan', '', '18', '120000.00', '0.00', ''],
    ]);
    // The small B2C invoice net of its credit note: ₹12,000.01 − ₹2,000 at 5% in Goa.
    expect(rowsOf(r.csv.b2cs)).toEqual([['OE', '30-Goa', '', '5', '10000.01', '0.00', '']]);
    expect(rowsOf(r.csv.cdnr).map((row) => [row[0], row[2], row[4], row[11]])).toEqual([
      ['27AAPFU0939F1ZV', creditB2b.number, 'C', '4000.00'],
    ]);
    expect(rowsOf(r.csv.cdnur).map((row) => [row[0], row[1], row[3], row[8]])).toEqual([
      ['B2CL', creditLarge.number, 'C', '15000.00'],
    ]);
    expect(rowsOf(r.csv.docs)).toEqual([
      ['Invoices for outward supply', b2b.number, b2cLarge.number, '3', '0'],
      ['Credit Note', creditSmall.number, creditLarge.number, '3', '0'],
    ]);
  });

  it('adds up to the documents to the paisa', () => {
    const signed = (pick: (d: IssuedDocument) => number) =>
      all.reduce((n, d) => n + (d.kind === 'credit_note' ? -1 : 1) * pick(d), 0);
    const byRate = r.summary.byRate.reduce(
      (n, x) => ({ taxable: n.taxable + x.taxableValue, tax: n.tax + x.cgst + x.sgst + x.igst }),
      { taxable: 0, tax: 0 },
    );
    expect(Math.round(byRate.taxable * 100)).toBe(signed((d) => d.taxablePaise));
    expect(Math.round(byRate.tax * 100)).toBe(signed((d) => d.totalPaise - d.taxablePaise));
    const hsnTaxable = [...r.csv.hsnb2b.slice(1), ...r.csv.hsnb2c.slice(1)].reduce(
      (n, row) => n + Math.round(Number(row[6]) * 100),
      0,
    );
    expect(hsnTaxable).toBe(signed((d) => d.taxablePaise));
    // Invoices' sections and the notes' sections together are every document once.
    const sections = Object.fromEntries(r.summary.sections.map((s) => [s.section, s]));
    const invoiceTaxable = all.filter((d) => d.kind === 'invoice').reduce((n, d) => n + d.taxablePaise, 0);
    const smallCredits = creditSmall.taxablePaise;
    expect(
      Math.round((sections.b2b!.taxableValue + sections.b2cl!.taxableValue + sections.b2cs!.taxableValue) * 100),
    ).toBe(invoiceTaxable - smallCredits);
    expect(r.summary.invoices).toMatchObject({
      count: 3,
      total: (b2b.totalPaise + b2cSmall.totalPaise + b2cLarge.totalPaise) / 100,
    });
    expect(r.summary.creditNotes.count).toBe(3);
  });

  it('writes a month whose credit notes outweigh its invoices as negative numbers, and a formula-like name as text', () => {
    const company = doc({
      kind: 'invoice',
      recipient: { name: '=HYPERLINK("http://x")', companyName: '@SUM(1)', gstin: '27AAPFU0939F1ZV' },
      lines: [intra(400_000, 500)],
    });
    // A refund this month of a stay invoiced last month: the month's B2C net is below zero.
    const refund = doc({ kind: 'credit_note', lines: [intra(300_000, 500)], invoiceNumber: 'SB/26-27/000001' });
    const month = gstr1('2026-12', '30AAKCS9999M1ZC', [company, refund]);
    expect(rowsToCsv(month.csv.b2b).split('\r\n')[1]).toMatch(/^27AAPFU0939F1ZV,'@SUM\(1\),SB\//);
    expect(rowsToCsv(month.csv.b2cs).split('\r\n')[1]).toBe('OE,30-Goa,,5,-3000.00,0.00,');
    expect(rowsToCsv(month.csv.hsnb2b)).toContain(',5,4000.00,0.00,');
    expect(rowsToCsv(month.csv.hsnb2c)).toContain(',5,-3000.00,0.00,');
  });

  it('writes CSV the offline tool reads', () => {
    expect(
      rowsToCsv([
        ['a', 'b,c', 'say "hi"'],
        [1, null],
      ]),
    ).toBe('a,"b,c","say ""hi"""\r\n1,\r\n');
    expect(gstDate('2027-01-09')).toBe('09-Jan-2027');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(r.csv.b2cs[0]).toEqual([
      'Type',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
  });
});

describe('GSTR-1 has no zero rows (issue 41)', () => {
  const zero = { gstBp: 0, roomNights: 1, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const sold = doc({ kind: 'invoice', lines: [intra(500_000, 500), zero] });
  const refunded = doc({
    kind: 'credit_note',
    lines: [intra(500_000, 500)],
    invoiceNumber: sold.number,
    invoiceTotalPaise: sold.totalPaise,
  });
  const business = doc({
    kind: 'invoice',
    recipient: { name: 'Asha Naik', companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
    lines: [intra(400_000, 500), { ...zero, gstBp: 1800 }],
  });
  const r = gstr1('2026-12', '30AAKCS9999M1ZC', [sold, refunded, business]);

  it('leaves out a b2cs row that nets to nothing, a rate a document carries nothing at, and an empty HSN rate', () => {
    expect(r.csv.b2cs).toHaveLength(1);
    expect(r.csv.b2b.slice(1).map((row) => row[10])).toEqual([5]);
    expect(r.csv.hsnb2b.slice(1).map((row) => row[5])).toEqual([5]);
    expect(r.csv.hsnb2c).toHaveLength(1);
    for (const section of Object.values(r.csv))
      for (const row of section === r.csv.exemp ? [] : section.slice(1))
        expect(row.some((c) => String(c) !== '0.00' && c !== 0)).toBe(true);
    expect(r.summary.sections.find((s) => s.section === 'b2cs')?.rows).toBe(0);
  });
});

describe('GSTR-1 HSN summary split B2B / B2C, and table 8 (exemp)', () => {
  const nil = { gstBp: 0, roomNights: 1, taxablePaise: 90_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const business = doc({
    kind: 'invoice',
    recipient: { name: 'Asha Naik', companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
    lines: [intra(400_000, 500), nil],
  });
  const guest = doc({ kind: 'invoice', lines: [intra(600_000, 500), intra(900_000, 1800), nil] });
  const away = doc({ kind: 'invoice', placeOfSupply: '08', intraState: false, lines: [{ ...nil, igstPaise: 0 }] });
  const r = gstr1('2026-12', '30AAKCS9999M1ZC', [business, guest, away]);

  it('puts a GSTIN holder’s supplies in hsn(b2b) and everyone else’s in hsn(b2c), by rate', () => {
    expect(r.csv.hsnb2b.slice(1).map((row) => [row[5], String(row[6])])).toEqual([
      [0, '900.00'],
      [5, '4000.00'],
    ]);
    expect(r.csv.hsnb2c.slice(1).map((row) => [row[5], String(row[6])])).toEqual([
      [0, '1800.00'],
      [5, '6000.00'],
      [18, '9000.00'],
    ]);
    expect(r.csv.hsnb2b[0]).toEqual(r.csv.hsnb2c[0]);
  });

  it('writes table 8’s four rows, 0% supplies as nil rated, zero where there are none', () => {
    expect(r.csv.exemp.map((row) => row.map(String))).toEqual([
      ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
      ['Inter-State supplies to registered persons', '0.00', '0.00', '0.00'],
      ['Intra-State supplies to registered persons', '900.00', '0.00', '0.00'],
      ['Inter-State supplies to unregistered persons', '900.00', '0.00', '0.00'],
      ['Intra-State supplies to unregistered persons', '900.00', '0.00', '0.00'],
    ]);
    expect(
      gstr1('2026-12', '30AAKCS9999M1ZC', [])
        .csv.exemp.slice(1)
        .map((row) => String(row[1])),
    ).toEqual(['0.00', '0.00', '0.00', '0.00']);
  });
});

describe('GSTR-1 advances: at (11A) and atadj (11B)', () => {
  const part = (issueDate: string, taxable: number, tax: number) => ({
    voucherId: 'v',
    number: 'RV/26-27/000001',
    issueDate,
    lines: [
      {
        key: 'k',
        date: '2027-01-10',
        roomTypeId: 'rt',
        roomTypeName: 'Deluxe',
        gstBp: 500,
        roomNights: 0,
        rentPaise: taxable,
        taxPaise: tax,
      },
    ],
  });
  const r = gstr1('2026-12', '30AAKCS9999M1ZC', [
    doc({ kind: 'receipt_voucher', number: 'RV/26-27/000002', series: 'RV', lines: [intra(400_000, 500)] }),
    doc({ kind: 'refund_voucher', number: 'RF/26-27/000001', series: 'RF', lines: [intra(100_000, 500)] }),
    doc({ kind: 'invoice', lines: [intra(1_000_000, 500)], advances: [part('2026-11-20', 300_000, 15_000)] }),
  ]);

  it('writes the month’s advances less refunds in at and earlier months’ adjusted in atadj, gross of tax excluded', () => {
    expect(r.csv.at.map((row) => row.map(String))).toEqual([
      ['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Gross Advance Received', 'Cess Amount'],
      ['30-Goa', '', '5', '3000.00', '0.00'],
    ]);
    expect(r.csv.atadj.map((row) => row.map(String))).toEqual([
      ['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Gross Advance Adjusted', 'Cess Amount'],
      ['30-Goa', '', '5', '3000.00', '0.00'],
    ]);
  });

  it('keeps vouchers out of the supply tables and lists them in docs', () => {
    expect(r.csv.b2cs.slice(1).map((row) => String(row[4]))).toEqual(['10000.00']);
    expect(r.csv.hsnb2c.slice(1).map((row) => String(row[6]))).toEqual(['10000.00']);
    expect(r.csv.docs.slice(1).map((row) => row[0])).toEqual([
      'Invoices for outward supply',
      'Receipt voucher',
      'Refund voucher',
    ]);
    expect(r.summary.sections.find((s) => s.section === 'at')).toMatchObject({
      rows: 1,
      taxableValue: 3_000,
      tax: 150,
    });
  });
});
