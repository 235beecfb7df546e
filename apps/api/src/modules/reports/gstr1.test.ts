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
    ecommerce: over.ecommerce ?? null,
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

  it('writes a month whose credit notes outweigh its invoices as negative HSN figures, and a formula-like name as text', () => {
    const company = doc({
      kind: 'invoice',
      recipient: { name: '=HYPERLINK("http://x")', companyName: '@SUM(1)', gstin: '27AAPFU0939F1ZV' },
      lines: [intra(400_000, 500)],
    });
    // A refund this month of a stay invoiced last month: no negative b2cs row, an amendment of November's (b2csa);
    // the HSN summary is by the month a document is issued, so the note stays in December's.
    const november = doc({ kind: 'invoice', issueDate: '2026-11-20', lines: [intra(500_000, 500)] });
    const refund = doc({
      kind: 'credit_note',
      lines: [intra(300_000, 500)],
      invoiceNumber: november.number,
      invoiceDate: november.issueDate,
    });
    const month = gstr1('2026-12', '30AAKCS9999M1ZC', [company, refund], [november, refund]);
    expect(rowsToCsv(month.csv.b2b).split('\r\n')[1]).toMatch(/^27AAPFU0939F1ZV,'@SUM\(1\),SB\//);
    expect(month.csv.b2cs).toHaveLength(1);
    expect(rowsToCsv(month.csv.b2csa).split('\r\n')[1]).toBe('2026-27,NOVEMBER,30-Goa,OE,,5,2000.00,0.00,');
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

describe('GSTR-1 ata: a refund of an earlier month’s advance amends that month’s at row (issue 41)', () => {
  // November: deposits of ₹4,000 and ₹2,000 at 5% in Goa (₹6,000 in at). December: ₹1,000 of the first refunded.
  const rv = (number: string, taxable: number) =>
    doc({ kind: 'receipt_voucher', number, series: 'RV', issueDate: '2026-11-10', lines: [intra(taxable, 500)] });
  const november = [rv('RV/26-27/000001', 400_000), rv('RV/26-27/000002', 200_000)];
  const refund = doc({
    kind: 'refund_voucher',
    number: 'RF/26-27/000001',
    series: 'RF',
    issueDate: '2026-12-03',
    invoiceNumber: 'RV/26-27/000001',
    invoiceDate: '2026-11-10',
    lines: [intra(100_000, 500)],
  });

  it('no negative at row in December: an ata row restates November’s as revised (₹6,000 − ₹1,000)', () => {
    const r = gstr1('2026-12', '30AAKCS9999M1ZC', [refund], [...november, refund]);
    expect(r.csv.at).toHaveLength(1);
    expect(r.csv.ata.map((row) => row.map(String))).toEqual([
      [
        'Financial Year',
        'Original Month',
        'Original Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Gross Advance Received',
        'Cess Amount',
      ],
      ['2026-27', 'NOVEMBER', '30-Goa', '', '5', '5000.00', '0.00'],
    ]);
    expect(r.summary.sections.find((s) => s.section === 'ata')).toMatchObject({ rows: 1, taxableValue: 5_000 });
    // November as filed is unchanged and has no amendment.
    const filed = gstr1('2026-11', '30AAKCS9999M1ZC', november, []);
    expect(filed.csv.at.slice(1).map((row) => String(row[3]))).toEqual(['6000.00']);
    expect(filed.csv.ata).toHaveLength(1);
  });
});

describe('GSTR-1 b2csa: a refund of an earlier month’s B2C invoice amends that month’s row (issue 41)', () => {
  const b2csRows = (r: ReturnType<typeof gstr1>) => r.csv.b2cs.slice(1).map((row) => row.map(String));
  const b2csaRows = (r: ReturnType<typeof gstr1>) => r.csv.b2csa.slice(1).map((row) => row.map(String));
  // June: two B2C small invoices in Goa (₹10,000 at 5% and ₹9,000 at 18%) and one in Karnataka (₹4,000 at 5%).
  const june = doc({ kind: 'invoice', issueDate: '2026-06-10', lines: [intra(1_000_000, 500), intra(900_000, 1800)] });
  const juneOther = doc({ kind: 'invoice', issueDate: '2026-06-12', lines: [intra(600_000, 500)] });
  const juneAway = doc({
    kind: 'invoice',
    issueDate: '2026-06-14',
    placeOfSupply: '29',
    intraState: false,
    lines: [inter(400_000, 500)],
  });
  const noteOf = (invoice: IssuedDocument, issueDate: string, lines: IssuedDocument['lines']) =>
    doc({
      kind: 'credit_note',
      issueDate,
      lines,
      placeOfSupply: invoice.placeOfSupply,
      intraState: invoice.intraState,
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issueDate,
      invoiceTotalPaise: invoice.totalPaise,
    });
  // July: one invoice of its own (₹2,000 at 5%) and a refund of ₹4,000 at 5% of June's first invoice.
  const july = doc({ kind: 'invoice', issueDate: '2026-07-03', lines: [intra(200_000, 500)] });
  const julyRefund = noteOf(june, '2026-07-08', [intra(400_000, 500)]);
  const juneBasis = [june, juneOther, juneAway, julyRefund];

  it('a June invoice refunded in July: July’s b2cs is not negative and a b2csa row restates June’s, revised', () => {
    const r = gstr1('2026-07', '30AAKCS9999M1ZC', [july, julyRefund], juneBasis);
    // July's own invoice only: the refund does not net into it.
    expect(b2csRows(r)).toEqual([['OE', '30-Goa', '', '5', '2000.00', '0.00', '']]);
    // June's Goa row, every rate of it, as revised: ₹16,000 − ₹4,000 at 5%, ₹9,000 at 18% unchanged. Karnataka, which
    // no note touched, is not amended.
    expect(b2csaRows(r)).toEqual([
      ['2026-27', 'JUNE', '30-Goa', 'OE', '', '5', '12000.00', '0.00', ''],
      ['2026-27', 'JUNE', '30-Goa', 'OE', '', '18', '9000.00', '0.00', ''],
    ]);
    expect(r.csv.b2csa[0]).toEqual([
      'Financial Year',
      'Original Month',
      'Place Of Supply',
      'Type',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(r.summary.sections.find((s) => s.section === 'b2csa')).toMatchObject({
      rows: 2,
      taxableValue: 21_000,
      tax: 600 + 1_620,
    });
    // The note is July's in the HSN summary (by the month a document is issued) and in the month's totals.
    expect(r.csv.hsnb2c.slice(1).map((row) => [row[5], String(row[6])])).toEqual([[5, '-2000.00']]);
    expect(r.summary.creditNotes.count).toBe(1);
  });

  it('a refund in the month of its invoice nets into that month’s b2cs, with no b2csa', () => {
    const sameMonth = noteOf(july, '2026-07-20', [intra(50_000, 500)]);
    const r = gstr1('2026-07', '30AAKCS9999M1ZC', [july, sameMonth], []);
    expect(b2csRows(r)).toEqual([['OE', '30-Goa', '', '5', '1500.00', '0.00', '']]);
    expect(r.csv.b2csa).toHaveLength(1);
  });

  it('a note of an earlier month’s B2B invoice stays in cdnr, and a B2C large one in cdnur', () => {
    const business = doc({
      kind: 'invoice',
      issueDate: '2026-06-05',
      recipient: { name: 'Asha Naik', companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
      lines: [intra(400_000, 500)],
    });
    const businessNote = doc({
      ...noteOf(business, '2026-07-09', [intra(100_000, 500)]),
      recipient: business.recipient,
      invoiceRecipientGstin: '27AAPFU0939F1ZV',
    });
    const large = doc({
      kind: 'invoice',
      issueDate: '2026-06-06',
      placeOfSupply: '08',
      intraState: false,
      lines: Array.from({ length: 8 }, () => inter(1_500_000, 1800)),
    });
    const largeNote = noteOf(large, '2026-07-10', [inter(1_500_000, 1800)]);
    const r = gstr1(
      '2026-07',
      '30AAKCS9999M1ZC',
      [businessNote, largeNote],
      [business, large, businessNote, largeNote],
    );
    expect(r.csv.cdnr.slice(1).map((row) => [row[2], String(row[11])])).toEqual([[businessNote.number, '1000.00']]);
    expect(r.csv.cdnur.slice(1).map((row) => [row[1], String(row[8])])).toEqual([[largeNote.number, '15000.00']]);
    expect(r.csv.b2cs).toHaveLength(1);
    expect(r.csv.b2csa).toHaveLength(1);
  });

  it('two partial refunds in two later months: the second month’s b2csa carries the cumulative revision', () => {
    const augustRefund = noteOf(june, '2026-08-02', [intra(300_000, 500)]);
    const august = gstr1('2026-08', '30AAKCS9999M1ZC', [augustRefund], [...juneBasis, augustRefund]);
    // ₹16,000 − ₹4,000 (July) − ₹3,000 (August) at 5%.
    expect(b2csaRows(august)).toEqual([
      ['2026-27', 'JUNE', '30-Goa', 'OE', '', '5', '9000.00', '0.00', ''],
      ['2026-27', 'JUNE', '30-Goa', 'OE', '', '18', '9000.00', '0.00', ''],
    ]);
    expect(august.csv.b2cs).toHaveLength(1);
    // July's return, read again after August's refund, still states June as July revised it.
    const julyAgain = gstr1('2026-07', '30AAKCS9999M1ZC', [july, julyRefund], [...juneBasis, augustRefund]);
    expect(b2csaRows(julyAgain)[0]?.[6]).toBe('12000.00');
  });

  it('a rate refunded to nothing is written as 0.00; each earlier month and place of supply amended on its own', () => {
    const all18 = noteOf(june, '2026-09-01', [intra(900_000, 1800)]);
    const away = noteOf(juneAway, '2026-09-02', [inter(100_000, 500)]);
    const may = doc({ kind: 'invoice', issueDate: '2027-01-15', lines: [intra(100_000, 500)] });
    // A January invoice refunded in February belongs to the financial year that began the April before.
    const mayRefund = noteOf(may, '2027-02-03', [intra(100_000, 500)]);
    const september = gstr1('2026-09', '30AAKCS9999M1ZC', [all18, away], [...juneBasis, all18, away]);
    expect(b2csaRows(september)).toEqual([
      ['2026-27', 'JUNE', '29-Karnataka', 'OE', '', '5', '3000.00', '0.00', ''],
      ['2026-27', 'JUNE', '30-Goa', 'OE', '', '5', '12000.00', '0.00', ''],
      ['2026-27', 'JUNE', '30-Goa', 'OE', '', '18', '0.00', '0.00', ''],
    ]);
    const february = gstr1('2027-02', '30AAKCS9999M1ZC', [mayRefund], [may, mayRefund]);
    expect(b2csaRows(february)).toEqual([['2026-27', 'JANUARY', '30-Goa', 'OE', '', '5', '0.00', '0.00', '']]);
    expect(february.csv.b2cs).toHaveLength(1);
  });

  it('reads only the basis’ B2C small documents of the amended month and place, up to the end of the month', () => {
    const later = noteOf(june, '2026-10-01', [intra(100_000, 500)]);
    const business = doc({
      kind: 'invoice',
      issueDate: '2026-06-05',
      recipient: { name: 'Asha Naik', companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
      lines: [intra(400_000, 500)],
    });
    const r = gstr1('2026-07', '30AAKCS9999M1ZC', [july, julyRefund], [...juneBasis, later, business, july]);
    expect(b2csaRows(r).map((row) => row[6])).toEqual(['12000.00', '9000.00']);
  });
});

describe('GSTR-1: supplies through an e-commerce operator (Table 14, 14A; issue 41)', () => {
  const BOOKING = '30AAHCB7777K1ZC';
  const MMT = '30AAGCM7777Q1ZQ';
  const through = (gstin: string | null, name = 'Booking.com', section: '52' | '9(5)' = '52') => ({
    ecommerce: {
      channelName: name,
      operatorName: gstin ? name : null,
      legalName: gstin ? `${name} (legal)` : null,
      section: gstin ? section : null,
      gstin,
    },
  });
  const noteOf = (invoice: IssuedDocument, issueDate: string, lines: IssuedDocument['lines']) =>
    doc({
      kind: 'credit_note',
      issueDate,
      lines,
      placeOfSupply: invoice.placeOfSupply,
      intraState: invoice.intraState,
      recipient: invoice.recipient,
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issueDate,
      invoiceTotalPaise: invoice.totalPaise,
      invoiceRecipientGstin: invoice.recipient.gstin,
      ecommerce: invoice.ecommerce,
    });
  const rows = (r: ReturnType<typeof gstr1>, section: 'eco' | 'ecoa' | 'b2cs' | 'b2b' | 'b2csa') =>
    r.csv[section].slice(1).map((row) => row.map(String));

  // December: a direct B2C stay, two through Booking.com (one at 18%), one through MakeMyTrip, a business's stay
  // through Booking.com, and an OTA stay whose operator has no GSTIN in the register.
  const direct = doc({ kind: 'invoice', issueDate: '2026-12-02', lines: [intra(600_000, 500)] });
  const ota1 = doc({ kind: 'invoice', issueDate: '2026-12-03', lines: [intra(450_000, 500)], ...through(BOOKING) });
  const ota2 = doc({ kind: 'invoice', issueDate: '2026-12-04', lines: [intra(820_000, 1800)], ...through(BOOKING) });
  const mmt = doc({
    kind: 'invoice',
    issueDate: '2026-12-05',
    lines: [intra(300_000, 500)],
    ...through(MMT, 'MakeMyTrip'),
  });
  const business = doc({
    kind: 'invoice',
    issueDate: '2026-12-06',
    recipient: { name: 'Asha Naik', companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
    lines: [intra(400_000, 500)],
    ...through(BOOKING),
  });
  const unknown = doc({
    kind: 'invoice',
    issueDate: '2026-12-07',
    lines: [intra(100_000, 500)],
    ...through(null, 'Agoda'),
  });
  // A refund the same month nets into the operator's row.
  const ota1Refund = noteOf(ota1, '2026-12-20', [intra(150_000, 500)]);
  const december = [direct, ota1, ota2, mmt, business, unknown, ota1Refund];

  it('b2cs splits by the operator (Type E with its GSTIN), b2b names it, the rest stays OE', () => {
    const r = gstr1('2026-12', '30AAKCS9999M1ZC', december);
    expect(rows(r, 'b2cs')).toEqual([
      // The direct stay and the operator without a GSTIN: other than e-commerce.
      ['OE', '30-Goa', '', '5', '7000.00', '0.00', ''],
      ['E', '30-Goa', '', '5', '3000.00', '0.00', MMT],
      // ₹4,500 less the ₹1,500 refunded.
      ['E', '30-Goa', '', '5', '3000.00', '0.00', BOOKING],
      ['E', '30-Goa', '', '18', '8200.00', '0.00', BOOKING],
    ]);
    expect(rows(r, 'b2b').map((row) => [row[2], row[9]])).toEqual([[business.number, BOOKING]]);
  });

  it('Table 14(a): the month’s net value and tax per operator GSTIN, B2B and B2C together', () => {
    const r = gstr1('2026-12', '30AAKCS9999M1ZC', december);
    expect(r.csv.eco[0]).toEqual([
      'Nature of Supply',
      'GSTIN of E-Commerce Operator',
      'E-Commerce Operator Name',
      'Net value of supplies',
      'Integrated tax',
      'Central tax',
      'State/UT tax',
      'Cess',
    ]);
    // Booking.com: 4,500 − 1,500 + 8,200 + 4,000 = 15,200; tax 150 + 1,476 + 200, halves (odd paise to SGST).
    // By section, then GSTIN.
    expect(rows(r, 'eco')).toEqual([
      ['Liable to collect tax u/s 52(TCS)', MMT, 'MakeMyTrip (legal)', '3000.00', '0.00', '75.00', '75.00', '0.00'],
      [
        'Liable to collect tax u/s 52(TCS)',
        BOOKING,
        'Booking.com (legal)',
        '15200.00',
        '0.00',
        '913.00',
        '913.00',
        '0.00',
      ],
    ]);
    const summary = r.summary.sections.find((s) => s.section === 'eco')!;
    expect(summary).toMatchObject({ rows: 2, taxableValue: 18_200, tax: 1_976 });
    // Nothing of a stay through an operator without a GSTIN, and nothing of the direct stay.
    expect(rows(r, 'ecoa')).toEqual([]);
  });

  it('an operator under s.9(5) is Table 14(b)', () => {
    const paid = doc({ kind: 'invoice', lines: [intra(200_000, 500)], ...through(MMT, 'MakeMyTrip', '9(5)') });
    const r = gstr1('2026-12', '30AAKCS9999M1ZC', [paid]);
    expect(rows(r, 'eco')).toEqual([
      ['Liable to pay tax u/s 9(5)', MMT, 'MakeMyTrip (legal)', '2000.00', '0.00', '50.00', '50.00', '0.00'],
    ]);
  });

  it('a December OTA invoice refunded in January: no negative row, 14A restates December’s row as revised', () => {
    const refund = noteOf(ota2, '2027-01-10', [intra(410_000, 1800)]);
    const januaryOwn = doc({
      kind: 'invoice',
      issueDate: '2027-01-12',
      lines: [intra(100_000, 500)],
      ...through(BOOKING),
    });
    const january = gstr1('2027-01', '30AAKCS9999M1ZC', [refund, januaryOwn], [...december, refund]);
    // January's own row is January's invoice alone.
    expect(rows(january, 'eco')).toEqual([
      [
        'Liable to collect tax u/s 52(TCS)',
        BOOKING,
        'Booking.com (legal)',
        '1000.00',
        '0.00',
        '25.00',
        '25.00',
        '0.00',
      ],
    ]);
    expect(january.csv.ecoa[0]?.slice(0, 7)).toEqual([
      'Nature of Supply',
      'Financial Year',
      'Original Month/Quarter',
      'Original GSTIN of E-Commerce Operator',
      'Revised GSTIN of E-Commerce Operator',
      'E-Commerce Operator Name',
      'Revised Net value of supplies',
    ]);
    // December's Booking.com row, 15,200 as filed, less the 4,100 refunded: 11,100; tax 1,826 − 738.
    expect(rows(january, 'ecoa')).toEqual([
      [
        'Liable to collect tax u/s 52(TCS)',
        '2026-27',
        'DECEMBER',
        BOOKING,
        BOOKING,
        'Booking.com (legal)',
        '11100.00',
        '0.00',
        '544.00',
        '544.00',
        '0.00',
      ],
    ]);
    // The refund is in b2csa restating December's Goa row (every rate and operator of it) with Booking.com's 18%
    // revised, never a negative b2cs row.
    expect(rows(january, 'b2csa')).toEqual([
      ['2026-27', 'DECEMBER', '30-Goa', 'OE', '', '5', '7000.00', '0.00', ''],
      ['2026-27', 'DECEMBER', '30-Goa', 'E', '', '5', '3000.00', '0.00', MMT],
      ['2026-27', 'DECEMBER', '30-Goa', 'E', '', '5', '3000.00', '0.00', BOOKING],
      ['2026-27', 'DECEMBER', '30-Goa', 'E', '', '18', '4100.00', '0.00', BOOKING],
    ]);
    expect(rows(january, 'b2cs')).toEqual([['E', '30-Goa', '', '5', '1000.00', '0.00', BOOKING]]);
    // A second refund in February carries the cumulative revision.
    const more = noteOf(ota1, '2027-02-01', [intra(300_000, 500)]);
    const february = gstr1('2027-02', '30AAKCS9999M1ZC', [more], [...december, refund, more]);
    expect(rows(february, 'ecoa').map((row) => row.slice(2, 10))).toEqual([
      ['DECEMBER', BOOKING, BOOKING, 'Booking.com (legal)', '8100.00', '0.00', '469.00', '469.00'],
    ]);
    expect(rows(february, 'eco')).toEqual([]);
  });

  it('a voucher is no supply and an operator’s row that nets to nothing leaves none', () => {
    const whole = noteOf(mmt, '2026-12-28', mmt.lines);
    const r = gstr1('2026-12', '30AAKCS9999M1ZC', [mmt, whole]);
    expect(rows(r, 'eco')).toEqual([]);
    expect(rows(r, 'b2cs')).toEqual([]);
  });
});

describe('the HSN summary of a stay with extras (docs/folios-and-extras.md)', () => {
  const stay = doc({
    kind: 'invoice',
    lines: [
      intra(400_000, 500),
      { ...intra(180_000, 500), sac: '996601' },
      { ...intra(36_000, 1800), sac: '999712' },
      { ...intra(150_000, 500), sac: '996311' },
    ],
  });
  const refund = doc({ kind: 'credit_note', lines: [{ ...intra(36_000, 1800), sac: '999712' }] });
  const r = gstr1('2026-12', '30AAKCS9999M1ZC', [stay, refund]);

  it('sums each SAC at its rate apart, accommodation first, and leaves out a SAC whose notes cancel it', () => {
    expect(r.csv.hsnb2c.slice(1).map((row) => rowsToCsv([[row[0], row[1], row[5], row[6]]]))).toEqual([
      rowsToCsv([['996311', 'Accommodation in hotels and similar', 5, '5500.00']]),
      rowsToCsv([['996601', 'Rental of road vehicles with operator', 5, '1800.00']]),
    ]);
  });
});
