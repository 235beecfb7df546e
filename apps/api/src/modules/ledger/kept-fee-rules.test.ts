import { describe, expect, it } from 'vitest';
import {
  accrualTarget,
  type BookedLine,
  type ChargeLine,
  changeFeeOver,
  chargeLines,
  documentLines,
  documentsDue,
  type LineSum,
  sumByKey,
} from './ledger-rules.js';

/**
 * Kept fees exactly as documented (issue 41): whatever a cancellation or no-show keeps, the ledger's fee lines and
 * the documents that record it (the invoice, less the credit note leaving the kept part) agree line by line — taxable
 * value and tax, to the paisa — so revenue and GST read from the ledger are the documents'.
 */

/** A booking of `tariffs` (one room, a night each) at `gstBp`, its GST rounded once to the rupee as pricing does. */
function booking(tariffs: number[], gstBp: number): ChargeLine[] {
  const nightlyRates = tariffs.map((ratePaise, i) => ({ date: `2026-12-${String(20 + i)}`, ratePaise }));
  const rent = tariffs.reduce((a, b) => a + b, 0);
  const tax = Math.round((rent * gstBp) / 10_000 / 100) * 100;
  const line: BookedLine = {
    roomTypeId: 'rt-1',
    roomTypeName: 'Garden Room',
    roomCount: 1,
    roomRentPaise: rent,
    taxPaise: tax,
    nightlyRates,
    extraGuestPaise: 0,
    supply: nightlyRates.map((n) => ({ date: n.date, tariffPaise: n.ratePaise, gstBp, rooms: 1 })),
  };
  return chargeLines([line], tax);
}

/** What the ledger holds for a booking: its nights sold, given back and the fee kept (syncBookingBooks' target). */
function ledgerOf(charge: ChargeLine[], status: 'cancelled' | 'no_show', keptPaise: number): LineSum[] {
  const target = accrualTarget(
    { status, confirmedAt: new Date(), checkedOutAt: null, checkIn: '2026-12-20', checkOut: '2026-12-30', keptPaise },
    charge,
  );
  // Sold, then given back: the nights net to nothing; the fee is what stays.
  return [
    ...charge,
    ...charge.map((l) => ({ ...l, roomNights: -l.roomNights, rentPaise: -l.rentPaise, taxPaise: -l.taxPaise })),
    ...target.fees,
  ];
}

/** The documents' net per line, as issued: lines split into CGST and SGST, read back as taxable and tax. */
function asIssued(lines: LineSum[], sign: 1 | -1): LineSum[] {
  return documentLines(lines, true).map((d, i) => ({
    ...lines[i]!,
    roomNights: sign * d.roomNights,
    rentPaise: sign * d.taxablePaise,
    taxPaise: sign * (d.cgstPaise + d.sgstPaise + d.igstPaise),
  }));
}

const perKey = (lines: Iterable<LineSum>) =>
  Object.fromEntries(
    [...sumByKey(lines).values()]
      .filter((l) => l.rentPaise !== 0 || l.taxPaise !== 0)
      .map((l) => [l.key, { rent: l.rentPaise, tax: l.taxPaise }]),
  );

const cases: Array<[string, number[], number, number]> = [
  ['₹1,001 a night, 5%, half kept', [100_100, 100_100], 500, 105_105],
  ['₹1,001 a night, 18%, one paisa short of all', [100_100, 100_100], 1800, 236_235],
  ['₹3,333.33, 5%, all kept (a no-show)', [333_333], 500, 350_000],
  ['₹3,333.33 × 3, 18%, all kept', [333_333, 333_333, 333_333], 1800, 1_180_000],
  ['₹3,333.33 × 3, 18%, a third kept', [333_333, 333_333, 333_333], 1800, 393_333],
  ['₹3,333.33 × 3, 12%, a night and a paisa kept', [333_333, 333_333, 333_333], 1200, 373_334],
  ['₹7,499.99 + ₹7,500.01, 18%, one paisa kept', [749_999, 750_001], 1800, 1],
  ['₹999.99 × 2, 5%, all but a paisa', [99_999, 99_999], 500, 209_999],
  ['₹2,499.50 × 4, 12%, 25% kept', [249_950, 249_950, 249_950, 249_950], 1200, 279_944],
];

describe('a kept fee in the ledger is exactly what its documents say', () => {
  for (const status of ['cancelled', 'no_show'] as const) {
    describe(status, () => {
      it.each(cases)('%s, invoiced first (prepaid), then a credit note for the rest', (_name, tariffs, bp, kept) => {
        const charge = booking(tariffs, bp);
        const total = charge.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
        // Invoiced when paid: the invoice is the charge.
        const invoice = documentsDue(sumByKey(charge), new Map(), false).invoice;
        const issued = asIssued(invoice, 1);
        const ledger = ledgerOf(charge, status, Math.min(kept, total));
        const credit = documentsDue(sumByKey(ledger), sumByKey(issued), true);
        expect(credit.debit).toEqual([]);
        const documents = [...issued, ...asIssued(credit.credit, -1)];
        expect(perKey(ledger)).toEqual(perKey(documents));
      });

      it.each(cases)(
        '%s, invoiced only for what was kept (a deposit or pay-at-property stay)',
        (_n, tariffs, bp, kept) => {
          const charge = booking(tariffs, bp);
          const total = charge.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
          const ledger = ledgerOf(charge, status, Math.min(kept, total));
          const due = documentsDue(sumByKey(ledger), new Map(), false);
          expect(perKey(ledger)).toEqual(perKey(asIssued(due.invoice, 1)));
        },
      );
    });
  }

  it.each(cases)(
    '%s: the fee never goes beyond a line as charged, and a whole line kept is the line',
    (_n, t, bp, kept) => {
      const charge = booking(t, bp);
      const fees = accrualTarget(
        {
          status: 'cancelled',
          confirmedAt: new Date(),
          checkedOutAt: null,
          checkIn: '2026-12-20',
          checkOut: '2026-12-30',
          keptPaise: kept,
        },
        charge,
      ).fees;
      const total = charge.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
      expect(fees.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0)).toBe(Math.min(kept, total));
      fees.forEach((f, i) => {
        const l = charge[i]!;
        expect(f.rentPaise).toBeLessThanOrEqual(l.rentPaise);
        expect(f.taxPaise).toBeLessThanOrEqual(l.taxPaise);
        expect(f.rentPaise).toBeGreaterThanOrEqual(0);
        expect(f.taxPaise).toBeGreaterThanOrEqual(0);
        if (f.rentPaise + f.taxPaise === l.rentPaise + l.taxPaise)
          expect([f.rentPaise, f.taxPaise]).toEqual([l.rentPaise, l.taxPaise]);
      });
    },
  );

  it.each(cases.filter(([, t]) => t.length > 1))(
    '%s, kept by a change shortening the prepaid stay to its first night: invoiced, only the refund credited',
    (_n, tariffs, bp, kept) => {
      const before = booking(tariffs, bp);
      const after = booking(tariffs.slice(0, 1), bp);
      const issued = asIssued(documentsDue(sumByKey(before), new Map(), false).invoice, 1);
      const fee = changeFeeOver(kept, sumByKey(before), after);
      const removed = before.slice(1).reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
      expect(fee.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0)).toBe(Math.min(kept, removed));
      // The ledger: the new stay sold (the old nights given back, the new taken) and the fee on the nights removed.
      const ledger = [...after, ...fee];
      const notes = documentsDue(sumByKey(ledger), sumByKey(issued), true);
      const documents = [...issued, ...asIssued(notes.credit, -1), ...asIssued(notes.debit, 1)];
      expect(perKey(ledger)).toEqual(perKey(documents));
    },
  );
});
