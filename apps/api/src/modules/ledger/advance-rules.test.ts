import { describe, expect, it } from 'vitest';
import {
  type AdvanceDocument,
  type AdvancePart,
  type AdvanceVoucher,
  advanceAmendments,
  advanceLines,
  advancesDue,
  advanceTables,
  linesTotal,
  outstandingAdvances,
  reconcileBooks,
  takeFrom,
} from './advance-rules.js';
import type { LineSum } from './ledger-rules.js';

/** A room-night line charged `rent` at `bp` (tax exact). */
const line = (date: string, rent: number, bp: number): LineSum => ({
  key: `${date}|rt|${bp}`,
  date,
  roomTypeId: 'rt',
  roomTypeName: 'Deluxe',
  gstBp: bp,
  roomNights: 1,
  rentPaise: rent,
  taxPaise: Math.round((rent * bp) / 10_000),
});
/** Two December nights at ₹5,000 + 5% (₹10,500 in all). */
const stay = [line('2026-12-10', 500_000, 500), line('2026-12-11', 500_000, 500)];

const receipt = (id: string, issueDate: string, amount: number, charge = stay): AdvanceVoucher => ({
  id,
  kind: 'receipt_voucher',
  number: `RV/26-27/${id}`,
  issueDate,
  refersTo: null,
  lines: advanceLines(amount, charge),
});

describe('advanceLines: the tax in an advance, at the booking’s rates', () => {
  it.each([
    // amount received, taxable value, GST in it
    [315_000, 300_000, 15_000],
    [1_050_000, 1_000_000, 50_000],
    [100_001, 95_239, 4_762],
    [1, 1, 0],
  ])('₹%d paise received → %d taxable + %d GST', (amount, taxable, tax) => {
    const lines = advanceLines(amount, stay);
    expect(linesTotal(lines)).toBe(amount);
    expect(lines.reduce((n, l) => n + l.rentPaise, 0)).toBe(taxable);
    expect(lines.reduce((n, l) => n + l.taxPaise, 0)).toBe(tax);
    for (const l of lines) expect(l.roomNights).toBe(0);
  });

  it('shares over nights of different slabs by what each is charged, each at its own rate', () => {
    const mixed = [line('2026-12-10', 800_000, 1800), line('2026-12-11', 500_000, 500)];
    const lines = advanceLines(472_000, mixed); // 30% of ₹9,440 + ₹5,250 → ₹4,407 on the 18% night
    expect(linesTotal(lines)).toBe(472_000);
    const at18 = lines.find((l) => l.gstBp === 1800)!;
    expect(at18.rentPaise + at18.taxPaise).toBe(Math.round((472_000 * 944_000) / 1_469_000));
    expect(at18.taxPaise).toBe(
      at18.rentPaise + at18.taxPaise - Math.round(((at18.rentPaise + at18.taxPaise) * 100) / 118),
    );
  });

  it('vouchers nothing when nothing is charged or nothing received', () => {
    expect(advanceLines(0, stay)).toEqual([]);
    expect(advanceLines(100_000, [])).toEqual([]);
  });
});

describe('takeFrom', () => {
  it('takes every line as it is when the amount is their total (used up to the paisa)', () => {
    const lines = advanceLines(315_001, stay);
    expect(takeFrom(315_001, lines)).toEqual(lines);
  });
  it('takes a share otherwise, split at the rate', () => {
    const part = takeFrom(105_000, advanceLines(315_000, stay));
    expect(linesTotal(part)).toBe(105_000);
    expect(part.reduce((n, l) => n + l.taxPaise, 0)).toBe(5_000);
  });
});

describe('advancesDue: when vouchers are issued and invoices adjust them', () => {
  const deposit = receipt('1', '2026-11-20', 315_000);
  const outstanding = outstandingAdvances([deposit], []);
  const cases: Array<
    [string, Parameters<typeof advancesDue>[0], { receipt: number; adjusted: number; refunded: number }]
  > = [
    [
      'a deposit before any invoice: a receipt voucher for it',
      { cashPaise: 315_000, invoicedPaise: 0, hasInvoice: false, invoiceNowPaise: null, outstanding: [] },
      { receipt: 315_000, adjusted: 0, refunded: 0 },
    ],
    [
      'the deposit again (a replayed event): nothing',
      { cashPaise: 315_000, invoicedPaise: 0, hasInvoice: false, invoiceNowPaise: null, outstanding },
      { receipt: 0, adjusted: 0, refunded: 0 },
    ],
    [
      'a second part payment: a voucher for it alone',
      { cashPaise: 415_000, invoicedPaise: 0, hasInvoice: false, invoiceNowPaise: null, outstanding },
      { receipt: 100_000, adjusted: 0, refunded: 0 },
    ],
    [
      'the balance paid: the invoice adjusts the deposit, no voucher',
      { cashPaise: 1_050_000, invoicedPaise: 0, hasInvoice: false, invoiceNowPaise: 1_050_000, outstanding },
      { receipt: 0, adjusted: 315_000, refunded: 0 },
    ],
    [
      'a prepaid stay: invoiced at once, no advance',
      { cashPaise: 1_050_000, invoicedPaise: 0, hasInvoice: false, invoiceNowPaise: 1_050_000, outstanding: [] },
      { receipt: 0, adjusted: 0, refunded: 0 },
    ],
    [
      'cancelled and refunded in full before any invoice: a refund voucher',
      { cashPaise: 0, invoicedPaise: 0, hasInvoice: false, invoiceNowPaise: null, outstanding },
      { receipt: 0, adjusted: 0, refunded: 315_000 },
    ],
    [
      'cancelled keeping ₹1,050, the refund not yet sent: the fee’s invoice adjusts ₹1,050, the rest outstanding',
      { cashPaise: 315_000, invoicedPaise: 0, hasInvoice: false, invoiceNowPaise: 105_000, outstanding },
      { receipt: 0, adjusted: 105_000, refunded: 0 },
    ],
    [
      'a change lowered the price before the invoice and ₹500 went back: a refund voucher for ₹500',
      { cashPaise: 265_000, invoicedPaise: 0, hasInvoice: false, invoiceNowPaise: null, outstanding },
      { receipt: 0, adjusted: 0, refunded: 50_000 },
    ],
    [
      'after the invoice a credit note’s refund still to go: no receipt voucher for money held',
      { cashPaise: 1_050_000, invoicedPaise: 525_000, hasInvoice: true, invoiceNowPaise: null, outstanding: [] },
      { receipt: 0, adjusted: 0, refunded: 0 },
    ],
  ];
  it.each(cases)('%s', (_label, input, want) => {
    const due = advancesDue(input);
    expect(due.receiptPaise).toBe(want.receipt);
    expect(linesTotal(due.adjust.flatMap((a) => a.lines))).toBe(want.adjusted);
    expect(linesTotal(due.refunds.flatMap((a) => a.lines))).toBe(want.refunded);
  });

  it('the fee’s invoice leaves the rest outstanding, refunded by a voucher when the refund is sent', () => {
    const first = advancesDue({
      cashPaise: 315_000,
      invoicedPaise: 0,
      hasInvoice: false,
      invoiceNowPaise: 105_000,
      outstanding,
    });
    const left = outstandingAdvances([deposit], first.adjust);
    expect(linesTotal(left.flatMap((o) => o.lines))).toBe(210_000);
    const sent = advancesDue({
      cashPaise: 105_000,
      invoicedPaise: 105_000,
      hasInvoice: true,
      invoiceNowPaise: null,
      outstanding: left,
    });
    expect(sent.receiptPaise).toBe(0);
    expect(sent.refunds).toHaveLength(1);
    expect(sent.refunds[0]!.voucherId).toBe('1');
    expect(linesTotal(sent.refunds[0]!.lines)).toBe(210_000);
  });

  it('adjusts the oldest advance first and refunds the latest first, a part per voucher', () => {
    const second = receipt('2', '2026-12-02', 100_000);
    const both = outstandingAdvances([deposit, second], []);
    const invoiced = advancesDue({
      cashPaise: 1_050_000,
      invoicedPaise: 0,
      hasInvoice: false,
      invoiceNowPaise: 1_050_000,
      outstanding: both,
    });
    expect(invoiced.adjust.map((a) => [a.voucherId, linesTotal(a.lines)])).toEqual([
      ['1', 315_000],
      ['2', 100_000],
    ]);
    const refunded = advancesDue({
      cashPaise: 265_000,
      invoicedPaise: 0,
      hasInvoice: false,
      invoiceNowPaise: null,
      outstanding: both,
    });
    expect(refunded.refunds.map((a) => [a.voucherId, linesTotal(a.lines)])).toEqual([
      ['2', 100_000],
      ['1', 50_000],
    ]);
  });

  it('a voucher refunded and adjusted leaves nothing outstanding', () => {
    const refund: AdvanceVoucher = {
      id: 'r',
      kind: 'refund_voucher',
      number: 'RF/26-27/000001',
      issueDate: '2026-11-25',
      refersTo: '1',
      lines: takeFrom(15_000, deposit.lines),
    };
    const adjusted: AdvancePart = { voucherId: '1', number: deposit.number, issueDate: deposit.issueDate, lines: [] };
    const left = outstandingAdvances([deposit, refund], [adjusted]);
    expect(linesTotal(left.flatMap((o) => o.lines))).toBe(300_000);
    const used = outstandingAdvances([deposit, refund], [{ ...adjusted, lines: left[0]!.lines }]);
    expect(used).toEqual([]);
  });
});

describe('advanceTables: GSTR-1 11A (at) and 11B (atadj)', () => {
  const voucher = (kind: string, issueDate: string, taxable: number, tax: number): AdvanceDocument => ({
    kind,
    issueDate,
    placeOfSupply: '30',
    intraState: true,
    lines: [
      {
        gstBp: 500,
        taxablePaise: taxable,
        cgstPaise: Math.floor(tax / 2),
        sgstPaise: tax - Math.floor(tax / 2),
        igstPaise: 0,
      },
    ],
    advances: null,
  });
  const invoiceAdjusting = (issueDate: string, voucherDate: string, taxable: number, tax: number): AdvanceDocument => ({
    kind: 'invoice',
    issueDate,
    placeOfSupply: '30',
    intraState: true,
    lines: [{ gstBp: 500, taxablePaise: 1_000_000, cgstPaise: 25_000, sgstPaise: 25_000, igstPaise: 0 }],
    advances: [
      {
        voucherId: 'v',
        number: 'RV/26-27/000001',
        issueDate: voucherDate,
        lines: [{ ...line('2026-12-10', taxable, 500), rentPaise: taxable, taxPaise: tax }],
      },
    ],
  });
  const rows = (t: ReturnType<typeof advanceTables>['at']) =>
    t.map((r) => [r.placeOfSupply, r.rate, r.taxablePaise, r.taxPaise]);

  it.each([
    [
      'November: a deposit for December',
      '2026-11',
      [voucher('receipt_voucher', '2026-11-20', 300_000, 15_000)],
      [['30', 5, 300_000, 15_000]],
      [],
    ],
    [
      'December: its invoice adjusts it',
      '2026-12',
      [invoiceAdjusting('2026-12-12', '2026-11-20', 300_000, 15_000)],
      [],
      [['30', 5, 300_000, 15_000]],
    ],
    [
      'received and invoiced in one month: nets out of both',
      '2026-12',
      [
        voucher('receipt_voucher', '2026-12-02', 300_000, 15_000),
        invoiceAdjusting('2026-12-12', '2026-12-02', 300_000, 15_000),
      ],
      [],
      [],
    ],
    [
      'received and refunded in one month: nets out',
      '2026-11',
      [
        voucher('receipt_voucher', '2026-11-02', 300_000, 15_000),
        voucher('refund_voucher', '2026-11-09', 300_000, 15_000),
      ],
      [],
      [],
    ],
    [
      'refunded a month later: no negative at row (it amends the earlier month: ata)',
      '2026-12',
      [{ ...voucher('refund_voucher', '2026-12-09', 100_000, 5_000), invoiceDate: '2026-11-20' }],
      [],
      [],
    ],
    [
      'a refund whose receipt voucher’s date is unknown nets into the month, as before',
      '2026-12',
      [voucher('refund_voucher', '2026-12-09', 100_000, 5_000)],
      [['30', 5, -100_000, -5_000]],
      [],
    ],
  ] as const)('%s', (_label, month, docs, at, atadj) => {
    const t = advanceTables(month, docs as unknown as AdvanceDocument[]);
    expect(rows(t.at)).toEqual(at);
    expect(rows(t.atadj)).toEqual(atadj);
  });

  it('lists a refund of an earlier month’s advance on its own, for GSTR-3B', () => {
    const refund = { ...voucher('refund_voucher', '2026-12-09', 100_000, 5_000), invoiceDate: '2026-11-20' };
    expect(rows(advanceTables('2026-12', [refund]).refundedEarlier)).toEqual([['30', 5, 100_000, 5_000]]);
  });
});

describe('advanceAmendments: GSTR-1 ata restates an earlier month’s at row as revised', () => {
  const doc = (
    id: string,
    kind: string,
    issueDate: string,
    taxable: number,
    extra: Partial<AdvanceDocument> = {},
  ): AdvanceDocument & { id: string } => ({
    id,
    kind,
    issueDate,
    placeOfSupply: '30',
    intraState: true,
    lines: [{ gstBp: 500, taxablePaise: taxable, cgstPaise: taxable / 40, sgstPaise: taxable / 40, igstPaise: 0 }],
    advances: null,
    ...extra,
  });
  // November: four deposits of ₹3,000 at 5%, one refunded in November itself (netted: ₹9,000 as filed).
  const november = [
    doc('a', 'receipt_voucher', '2026-11-05', 300_000),
    doc('b', 'receipt_voucher', '2026-11-06', 300_000),
    doc('c', 'receipt_voucher', '2026-11-07', 300_000),
    doc('d', 'receipt_voucher', '2026-11-08', 300_000),
    doc('dx', 'refund_voucher', '2026-11-20', 300_000, { invoiceDate: '2026-11-08' }),
  ];
  const decemberRefund = doc('ax', 'refund_voucher', '2026-12-02', 300_000, { invoiceDate: '2026-11-05' });
  const januaryRefund = doc('bx', 'refund_voucher', '2027-01-03', 100_000, { invoiceDate: '2026-11-06' });
  const rows = (t: ReturnType<typeof advanceAmendments>) =>
    t.map((r) => [r.month, r.placeOfSupply, r.rate, r.taxablePaise, r.taxPaise]);

  it('December refunds a November deposit: November’s row restated, December’s at untouched', () => {
    const t = advanceAmendments('2026-12', [decemberRefund], [...november, decemberRefund, januaryRefund]);
    expect(rows(t)).toEqual([['2026-11', '30', 5, 600_000, 30_000]]);
    expect(advanceTables('2026-12', [decemberRefund]).at).toEqual([]);
  });

  it('a second refund in January carries the cumulative revision; no refund of an earlier month: none', () => {
    const t = advanceAmendments('2027-01', [januaryRefund], [...november, decemberRefund, januaryRefund]);
    expect(rows(t)).toEqual([['2026-11', '30', 5, 500_000, 25_000]]);
    expect(advanceAmendments('2026-11', november, [])).toEqual([]);
  });

  it('a row refunded to nothing is left out (the offline tool refuses a zero advance)', () => {
    const all = [doc('a', 'receipt_voucher', '2026-11-05', 300_000)];
    const refund = doc('ax', 'refund_voucher', '2026-12-02', 300_000, { invoiceDate: '2026-11-05' });
    expect(advanceAmendments('2026-12', [refund], [...all, refund])).toEqual([]);
  });
});

describe('the books reconciled: cash + invoiced and still owed = documents + advances', () => {
  const booking = (id: string, cash: number, documents: number, owed?: number) => ({
    bookingId: id,
    bookingCode: id,
    gstin: '30AAKCS9999M1ZC',
    cashPaise: cash,
    documentsPaise: documents,
    advancesPaise: 0,
    inFlightPaise: 0,
    ...(owed === undefined ? {} : { owedPaise: owed }),
  });

  it('a change up due at the property: invoiced at once, the difference still owed, reconciled', () => {
    const books = reconcileBooks([booking('up', 472_500, 945_000, 472_500)]);
    expect(books.unreconciled).toEqual([]);
    expect(books.byGstin[0]).toMatchObject({ cashPaise: 472_500, owedPaise: 472_500, documentsPaise: 945_000 });
  });

  it('documents above cash with nothing owed, or cash above documents, are still listed', () => {
    const books = reconcileBooks([booking('short', 472_500, 945_000, 0), booking('kept', 708_750, 472_500)]);
    expect(books.unreconciled.map((u) => [u.bookingId, u.differencePaise])).toEqual([
      ['short', -472_500],
      ['kept', 236_250],
    ]);
  });
});
