import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accrualTarget,
  type BookedLine,
  chargeLines,
  documentLine,
  documentLines,
  documentsDue,
  documentTotals,
  invoiceDiscounts,
  keptOver,
  type LineSum,
  legacySupply,
  shareByWeight,
  splitGross,
  sumByKey,
} from './ledger-rules.js';

const line = (over: Partial<BookedLine> = {}): BookedLine => ({
  roomTypeId: 'rt-1',
  roomTypeName: 'Garden Room',
  roomCount: 1,
  roomRentPaise: 800_000,
  taxPaise: 40_000,
  nightlyRates: [
    { date: '2026-12-24', ratePaise: 400_000 },
    { date: '2026-12-25', ratePaise: 400_000 },
  ],
  extraGuestPaise: 0,
  supply: null,
  ...over,
});

describe('shareByWeight', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [0, 0], [10, 0]],
    [7, [3, 1], [5, 2]],
    [0, [5, 5], [0, 0]],
  ])('%i over %j → %j', (total, weights, shares) => expect(shareByWeight(total, weights)).toEqual(shares));

  it('always adds up to the total', () =>
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 40 }), (total, w) => {
        expect(shareByWeight(total, w).reduce((a, b) => a + b, 0)).toBe(total);
      }),
    ));
});

describe('chargeLines: a booking per room-night, its GST to the paisa', () => {
  it('two ₹4,000 nights at 5%', () => {
    expect(chargeLines([line()], 40_000)).toEqual([
      expect.objectContaining({ date: '2026-12-24', gstBp: 500, roomNights: 1, rentPaise: 400_000, taxPaise: 20_000 }),
      expect.objectContaining({ date: '2026-12-25', gstBp: 500, roomNights: 1, rentPaise: 400_000, taxPaise: 20_000 }),
    ]);
  });

  it('shares the rupee rounding over the taxed nights only (a ₹900 night stays at 0)', () => {
    const lines = chargeLines(
      [
        line({
          supply: [
            { date: '2026-12-24', tariffPaise: 90_000, gstBp: 0, rooms: 1 },
            { date: '2026-12-25', tariffPaise: 333_333, gstBp: 500, rooms: 1 },
            { date: '2026-12-26', tariffPaise: 333_333, gstBp: 500, rooms: 1 },
          ],
        }),
      ],
      33_300, // ₹333.3333 exact, charged ₹333
    );
    expect(lines.map((l) => l.taxPaise)).toEqual([0, 16_650, 16_650]);
  });

  it('adds up to the booking’s tax for any supply (generated)', () =>
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            tariff: fc.integer({ min: 50_000, max: 2_000_000 }),
            bp: fc.constantFrom(0, 500, 1800),
            rooms: fc.integer({ min: 1, max: 4 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (nights) => {
          const supply = nights.map((n, i) => ({
            date: `2027-01-${String(i + 1).padStart(2, '0')}`,
            tariffPaise: n.tariff,
            gstBp: n.bp,
            rooms: n.rooms,
          }));
          const exact = supply.reduce((s, n) => s + n.tariffPaise * n.rooms * n.gstBp, 0);
          const bookingTax = Math.round(exact / 1_000_000) * 100;
          const lines = chargeLines([line({ supply })], bookingTax);
          expect(lines.reduce((n, l) => n + l.taxPaise, 0)).toBe(exact === 0 ? 0 : bookingTax);
          for (const l of lines) if (l.gstBp === 0) expect(l.taxPaise).toBe(0);
        },
      ),
    ));

  it('reads a legacy line’s rate from its own tax and shares its extra-guest charge over its rooms', () => {
    const legacy = line({ roomCount: 2, extraGuestPaise: 100_001, roomRentPaise: 1_800_002, taxPaise: 90_000 });
    expect(legacySupply(legacy)).toEqual([
      { date: '2026-12-24', tariffPaise: 450_001, gstBp: 500, rooms: 1 },
      { date: '2026-12-24', tariffPaise: 450_000, gstBp: 500, rooms: 1 },
      { date: '2026-12-25', tariffPaise: 450_001, gstBp: 500, rooms: 1 },
      { date: '2026-12-25', tariffPaise: 450_000, gstBp: 500, rooms: 1 },
    ]);
  });
});

describe('splitGross and keptOver', () => {
  it.each([
    [420_000, 500, { taxablePaise: 400_000, taxPaise: 20_000 }],
    [100, 1800, { taxablePaise: 85, taxPaise: 15 }],
    [5_000, 0, { taxablePaise: 5_000, taxPaise: 0 }],
  ])('%i paise at %i bp', (gross, bp, split) => expect(splitGross(gross, bp)).toEqual(split));

  it('keeps a fee over the nights by what each was charged, adding up to the fee', () => {
    const charge = chargeLines([line()], 40_000);
    const kept = keptOver(420_001, charge);
    expect(kept.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0)).toBe(420_001);
    expect(kept.every((l) => l.roomNights === 0)).toBe(true);
  });
});

describe('accrualTarget', () => {
  const charge = chargeLines(
    [
      line({
        nightlyRates: ['2026-12-24', '2026-12-25', '2026-12-26'].map((date) => ({ date, ratePaise: 400_000 })),
        roomRentPaise: 1_200_000,
        taxPaise: 60_000,
      }),
    ],
    60_000,
  );
  const booking = {
    status: 'confirmed',
    confirmedAt: new Date('2026-12-01T10:00:00Z'),
    checkedOutAt: null,
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
    keptPaise: 1_260_000,
  };
  const sold = (t: ReturnType<typeof accrualTarget>) => t.sold.reduce((n, l) => n + l.roomNights, 0);
  const fees = (t: ReturnType<typeof accrualTarget>) => t.fees.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);

  it('a hold that never stood has nothing', () =>
    expect(accrualTarget({ ...booking, status: 'expired', confirmedAt: null }, charge)).toEqual({
      sold: [],
      fees: [],
      feeKind: null,
    }));
  it('a stay in house sells every night', () =>
    expect(sold(accrualTarget({ ...booking, status: 'checked_in' }, charge))).toBe(3));
  it('a stay that left on the second morning sold one night and keeps two as a fee', () => {
    const t = accrualTarget(
      { ...booking, status: 'completed', checkedOutAt: new Date('2026-12-25T05:00:00Z') },
      charge,
    );
    expect([sold(t), fees(t), t.feeKind]).toEqual([1, 840_000, 'early_departure_fee']);
  });
  it('a stay checked out on its last morning sold every night and keeps nothing more', () => {
    const t = accrualTarget(
      { ...booking, status: 'completed', checkedOutAt: new Date('2026-12-27T04:00:00Z') },
      charge,
    );
    expect([sold(t), fees(t), t.feeKind]).toEqual([3, 0, null]);
  });
  it('a check-out late at night IST counts the IST day, not the UTC one', () => {
    // 25 Dec 23:30 IST is 25 Dec 18:00 UTC; 26 Dec 00:30 IST is still 25 Dec UTC.
    const t = accrualTarget(
      { ...booking, status: 'completed', checkedOutAt: new Date('2026-12-25T19:00:00Z') },
      charge,
    );
    expect(sold(t)).toBe(2);
  });
  it('a cancellation keeps what was kept, never more than the charge', () => {
    expect(fees(accrualTarget({ ...booking, status: 'cancelled', keptPaise: 420_000 }, charge))).toBe(420_000);
    expect(fees(accrualTarget({ ...booking, status: 'cancelled', keptPaise: 9_999_999 }, charge))).toBe(1_260_000);
    expect(accrualTarget({ ...booking, status: 'cancelled', keptPaise: 0 }, charge).fees).toEqual([]);
  });
  it('a no-show sells nothing and keeps what was paid', () => {
    const t = accrualTarget({ ...booking, status: 'no_show', keptPaise: 378_000 }, charge);
    expect([sold(t), fees(t), t.feeKind]).toEqual([0, 378_000, 'no_show_fee']);
  });
});

describe('documentsDue', () => {
  const charge = sumByKey(chargeLines([line()], 40_000));
  it('before an invoice: an invoice for everything charged', () => {
    const due = documentsDue(charge, new Map(), false);
    const totals = documentTotals(due.invoice.map((l) => documentLine(l, true)));
    expect(totals).toEqual({
      taxablePaise: 800_000,
      cgstPaise: 20_000,
      sgstPaise: 20_000,
      igstPaise: 0,
      totalPaise: 840_000,
    });
  });
  it('after it: a credit note for what went down, a debit note for what went up, nothing when equal', () => {
    expect(documentsDue(charge, charge, true)).toEqual({ invoice: [], credit: [], debit: [] });
    const lower = sumByKey(keptOver(420_000, [...charge.values()]));
    const due = documentsDue(lower, charge, true);
    expect(documentTotals(due.credit.map((l) => documentLine(l, false))).totalPaise).toBe(420_000);
    expect(due.debit).toEqual([]);
    const higher = documentsDue(charge, lower, true);
    expect(documentTotals(higher.debit.map((l) => documentLine(l, false))).totalPaise).toBe(420_000);
  });
});

const sum = (key: string, rentPaise: number, taxPaise: number, gstBp = 500): LineSum => ({
  key,
  date: key as LineSum['date'],
  roomTypeId: 'rt-1',
  roomTypeName: 'Garden Room',
  gstBp,
  roomNights: 1,
  rentPaise,
  taxPaise,
});

describe('documentLines: CGST and SGST equal halves (the odd paisa to SGST, then CGST, in turn)', () => {
  it.each([
    // line taxes → [cgst, sgst] per line
    [[20_000], [[10_000, 10_000]]],
    [[27_667], [[13_833, 13_834]]],
    [
      [27_667, 27_667],
      [
        [13_833, 13_834],
        [13_834, 13_833],
      ],
    ],
    [
      [3, 4, 5, 7],
      [
        [1, 2],
        [2, 2],
        [3, 2],
        [3, 4],
      ],
    ],
    [[-3], [[-2, -1]]],
  ])('taxes %j split %j', (taxes, split) => {
    const lines = documentLines(
      taxes.map((t, i) => sum(`2026-12-${10 + i}`, 100_000, t)),
      true,
    );
    expect(lines.map((l) => [l.cgstPaise, l.sgstPaise])).toEqual(split);
  });

  it('between states all IGST', () =>
    expect(documentLines([sum('2026-12-10', 100_000, 27_667)], false)[0]).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 27_667,
    }));

  it('totals: SGST − CGST is 0, or 1 when the tax is odd; every line within a paisa (generated)', () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50_000, max: 500_000 }), { minLength: 1, maxLength: 30 }), (taxes) => {
        const lines = documentLines(
          taxes.map((t, i) => sum(`k${i}`, 100_000, t)),
          true,
        );
        const t = documentTotals(lines);
        const tax = taxes.reduce((a, b) => a + b, 0);
        expect(t.cgstPaise + t.sgstPaise).toBe(tax);
        expect(t.sgstPaise - t.cgstPaise).toBe(Math.abs(tax % 2));
        for (const [i, l] of lines.entries()) {
          expect(l.cgstPaise + l.sgstPaise).toBe(taxes[i]);
          expect(Math.abs(l.cgstPaise - l.sgstPaise)).toBeLessThanOrEqual(1);
        }
      }),
    ));
});

describe('no document of zero value', () => {
  it('a ₹0.50 credit of GST alone, taxable value unchanged, is not issued', () => {
    const charged = new Map([['a', sum('a', 553_333, 27_617)]]);
    const documented = new Map([['a', sum('a', 553_333, 27_667)]]);
    expect(documentsDue(charged, documented, true)).toEqual({ invoice: [], credit: [], debit: [] });
  });

  it('a GST-only remainder rides on the note’s largest line, so the note still carries every paisa', () => {
    const documented = new Map([
      ['a', sum('a', 500_000, 25_000)],
      ['b', sum('b', 300_000, 15_000)],
    ]);
    const charged = new Map([
      ['a', sum('a', 250_000, 12_500)],
      ['b', sum('b', 300_000, 14_950)],
    ]);
    const due = documentsDue(charged, documented, true);
    expect(due.credit).toEqual([expect.objectContaining({ key: 'a', rentPaise: 250_000, taxPaise: 12_550 })]);
    expect(due.debit).toEqual([]);
    // Issuing it leaves nothing due: the remainder is documented, on another line.
    const after = new Map([
      ['a', sum('a', 250_000, 12_450)],
      ['b', sum('b', 300_000, 15_000)],
    ]);
    expect(documentsDue(charged, after, true)).toEqual({ invoice: [], credit: [], debit: [] });
  });

  it('no credit or debit note has a line of zero or negative taxable value (generated)', () =>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (moves) => {
          const documented = new Map(moves.map((_, i) => [`k${i}`, sum(`k${i}`, 100_000, 5_000)]));
          const charged = new Map(moves.map(([rent, tax], i) => [`k${i}`, sum(`k${i}`, 100_000 + rent, 5_000 + tax)]));
          const due = documentsDue(charged, documented, true);
          for (const l of [...due.credit, ...due.debit]) expect(l.rentPaise).toBeGreaterThan(0);
        },
      ),
    ));
});

describe('invoiceDiscounts: the tariff and each discount on an invoice of the whole stay (s.15(3)(a))', () => {
  const free = { label: 'Stay 3, pay 2', amountPaise: 880_000 };
  const coupon = { label: 'Coupon GOA10', amountPaise: 176_000 };
  it.each([
    ['a free night', 1_760_000, 1_760_000, [free], { tariffPaise: 2_640_000, discounts: [free] }],
    [
      'a free night and a coupon',
      1_584_000,
      1_584_000,
      [free, coupon],
      { tariffPaise: 2_640_000, discounts: [free, coupon] },
    ],
    ['no discount', 2_640_000, 2_640_000, [], null],
    ['a discount of nothing', 2_640_000, 2_640_000, [{ label: 'Member rate', amountPaise: 0 }], null],
    ['an invoice of a fee kept (not the stay as booked)', 586_667, 1_760_000, [free], null],
  ])('%s', (_, taxable, rent, discounts, expected) =>
    expect(invoiceDiscounts(taxable, rent, discounts)).toEqual(expected),
  );
});
