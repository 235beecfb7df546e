import { describe, expect, it } from 'vitest';
import {
  type CancellableLine,
  cancellationHeadline,
  cancellationRefund,
  checkInInstant,
  describeCancellation,
  freeCancellationDeadline,
  keptRentPaise,
  promisedDeadline,
  refundSentence,
} from './cancellation-rules';
import type { CancellationTerms } from './rate-plans';
import { STANDARD_CANCELLATION_POLICY } from './rate-plans';

const at = (iso: string) => Date.parse(iso) / 1000;
const freeFor = (
  value: number,
  unit: 'hours' | 'days',
  charge: CancellationTerms['chargeKind'],
  percent: number | null = null,
): CancellationTerms => ({
  kind: 'free_then_charge',
  freeWindowValue: value,
  freeWindowUnit: unit,
  chargeKind: charge,
  chargePercent: percent,
});
const nonRefundable: CancellationTerms = {
  kind: 'non_refundable',
  freeWindowValue: null,
  freeWindowUnit: null,
  chargeKind: null,
  chargePercent: null,
};

describe('checkInInstant', () => {
  it.each([
    ['2026-12-12', '14:00', '2026-12-12T08:30:00Z'],
    ['2026-12-12', '13:00', '2026-12-12T07:30:00Z'],
    ['2026-12-12', '00:00', '2026-12-11T18:30:00Z'], // IST midnight is the evening before in UTC
    ['2027-01-01', '12:30', '2027-01-01T07:00:00Z'],
  ])('%s at %s IST is %s', (date, time, iso) => {
    expect(checkInInstant(date, time)).toBe(at(iso));
  });
});

describe('freeCancellationDeadline', () => {
  it.each([
    ['24 hours before a 2 PM check-in', freeFor(24, 'hours', 'full'), '14:00', '2026-12-11T08:30:00Z'],
    ['2 days before a 1 PM check-in', freeFor(2, 'days', 'first_night'), '13:00', '2026-12-10T07:30:00Z'],
    [
      '7 days before a 2 PM check-in, across a month end',
      freeFor(7, 'days', 'percent', 50),
      '14:00',
      '2026-12-05T08:30:00Z',
    ],
    ['14 hours before a 2 PM check-in: IST midnight', freeFor(14, 'hours', 'full'), '14:00', '2026-12-11T18:30:00Z'],
    ['0 hours: until check-in itself', freeFor(0, 'hours', 'full'), '14:00', '2026-12-12T08:30:00Z'],
  ])('%s', (_name, terms, time, iso) => {
    expect(freeCancellationDeadline(terms, '2026-12-12', time)).toBe(at(iso));
  });

  it('has none when non-refundable', () => {
    expect(freeCancellationDeadline(nonRefundable, '2026-12-12', '14:00')).toBeNull();
  });
});

describe('promisedDeadline: never a passed deadline', () => {
  const flexible = freeFor(24, 'hours', 'first_night');
  it.each([
    ['booked days ahead keeps the deadline', '2026-12-01T06:00:00Z', at('2026-12-11T08:30:00Z')],
    ['booked at 8:30 PM for tonight promises none', '2026-12-12T15:00:00Z', null], // 20:30 IST on the 12th
    ['booked the evening before, past the 24 h mark, promises none', '2026-12-11T14:30:00Z', null],
    ['booked exactly at the deadline promises none', '2026-12-11T08:30:00Z', null],
    ['booked one second before the deadline keeps it', '2026-12-11T08:29:59Z', at('2026-12-11T08:30:00Z')],
  ])('%s', (_name, bookedAt, expected) => {
    expect(promisedDeadline(flexible, '2026-12-12', '14:00', at(bookedAt))).toBe(expected);
  });
});

describe('keptRentPaise and cancellationRefund', () => {
  const deadline = at('2026-12-11T08:30:00Z');
  const line = (over: Partial<CancellableLine> = {}): CancellableLine => ({
    roomCount: 1,
    roomRentPaise: 900_000,
    taxPaise: 45_000,
    nightlyRates: [{ ratePaise: 300_000 }, { ratePaise: 300_000 }, { ratePaise: 300_000 }],
    policy: freeFor(24, 'hours', 'first_night'),
    freeCancellationUntil: deadline,
    ...over,
  });
  const before = deadline - 1;

  it.each([
    ['inside the free window nothing is kept', line(), before, 0],
    ['exactly at the deadline the charge applies', line(), deadline, 300_000],
    ['first night of one room', line(), deadline + 60, 300_000],
    [
      'first night of every room when several are booked',
      line({ roomCount: 3, roomRentPaise: 2_700_000, taxPaise: 135_000 }),
      deadline + 60,
      900_000,
    ],
    [
      'a percentage, rounded half up to the paisa',
      line({ roomRentPaise: 333_333, policy: freeFor(24, 'hours', 'percent', 50) }),
      deadline,
      166_667,
    ],
    [
      'the first night includes its extra-guest charges',
      line({ roomCount: 2, roomRentPaise: 1_980_000, extraGuestPaise: 60_000 }),
      deadline + 60,
      660_000,
    ],
    ['a percentage of 100 keeps everything', line({ policy: freeFor(24, 'hours', 'percent', 100) }), deadline, 900_000],
    ['full keeps everything', line({ policy: freeFor(24, 'hours', 'full') }), deadline, 900_000],
    [
      'non-refundable keeps everything, even long before',
      line({ policy: nonRefundable, freeCancellationUntil: null }),
      0,
      900_000,
    ],
    ['no promised deadline (booked late) charges at once', line({ freeCancellationUntil: null }), 0, 300_000],
    [
      'a first night dearer than the stay never keeps more than the rent',
      line({ roomRentPaise: 200_000, nightlyRates: [{ ratePaise: 300_000 }] }),
      deadline,
      200_000,
    ],
  ])('%s', (_name, l, now, kept) => {
    expect(keptRentPaise(l, now)).toBe(kept);
  });

  it('refunds everything paid inside the free window', () => {
    expect(cancellationRefund([line()], 945_000, before)).toMatchObject({
      keptPaise: 0,
      refundPaise: 945_000,
      isFree: true,
    });
  });

  it('keeps the first night with its share of GST', () => {
    // 3 nights of ₹3,000 at 5%: ₹9,450 paid; the first night keeps ₹3,000 + ₹150 GST.
    expect(cancellationRefund([line()], 945_000, deadline)).toEqual({
      keptPaise: 315_000,
      refundPaise: 630_000,
      lines: [{ keptRentPaise: 300_000, keptTaxPaise: 15_000 }],
      isFree: false,
      chargePaise: 315_000,
    });
  });

  it('states the whole charge even when less was paid (a deposit or pay-at-property booking)', () => {
    // First night ₹3,150 with GST is the charge; only a ₹2,835 deposit was paid, so ₹315 is owed, nothing refunded.
    expect(cancellationRefund([line()], 283_500, deadline)).toMatchObject({
      keptPaise: 283_500,
      refundPaise: 0,
      chargePaise: 315_000,
    });
    expect(cancellationRefund([line()], 0, deadline)).toMatchObject({
      keptPaise: 0,
      refundPaise: 0,
      chargePaise: 315_000,
    });
    // Non-refundable and nothing paid: the whole stay (its invoice total) is owed.
    const all = line({ policy: nonRefundable, freeCancellationUntil: null });
    expect(cancellationRefund([all], 0, deadline, 945_000)).toMatchObject({ refundPaise: 0, chargePaise: 945_000 });
  });

  it('splits GST per line: each line keeps the tax share of its own kept rent', () => {
    const flexible = line(); // ₹9,000 + ₹450 GST, first night kept
    const suite = line({
      roomRentPaise: 2_400_000,
      taxPaise: 432_000, // 18% slab
      nightlyRates: [{ ratePaise: 800_000 }, { ratePaise: 800_000 }, { ratePaise: 800_000 }],
      policy: freeFor(7, 'days', 'percent', 25),
    });
    const outcome = cancellationRefund([flexible, suite], 945_000 + 2_832_000, deadline);
    expect(outcome.lines).toEqual([
      { keptRentPaise: 300_000, keptTaxPaise: 15_000 },
      { keptRentPaise: 600_000, keptTaxPaise: 108_000 },
    ]);
    expect(outcome.keptPaise).toBe(1_023_000);
    expect(outcome.refundPaise).toBe(3_777_000 - 1_023_000);
  });

  it('rounds a line’s kept GST to the paisa, half up', () => {
    const odd = line({ roomRentPaise: 300_003, taxPaise: 15_001, policy: freeFor(24, 'hours', 'percent', 33) });
    // 33% of 300,003 = 99,000.99 → 99,001; GST 15,001 × 99,001 / 300,003 = 4,950.38 → 4,950.
    expect(cancellationRefund([odd], 315_004, deadline).lines).toEqual([
      { keptRentPaise: 99_001, keptTaxPaise: 4_950 },
    ]);
  });

  it('keeps exactly what was paid when every line keeps all its rent (the invoice tax was rounded to the rupee)', () => {
    const a = line({ policy: nonRefundable, freeCancellationUntil: null, taxPaise: 45_040 });
    expect(cancellationRefund([a], 945_000, 0)).toMatchObject({ keptPaise: 945_000, refundPaise: 0 });
  });

  it('never keeps more than was paid, and refunds nothing when nothing was paid', () => {
    expect(cancellationRefund([line()], 0, deadline)).toMatchObject({ keptPaise: 0, refundPaise: 0 });
    expect(cancellationRefund([line()], 100_000, deadline)).toMatchObject({ keptPaise: 100_000, refundPaise: 0 });
  });

  it('a mixed booking is free only when every line is', () => {
    const nr = line({ policy: nonRefundable, freeCancellationUntil: null });
    expect(cancellationRefund([line(), nr], 1_890_000, before)).toMatchObject({
      isFree: false,
      keptPaise: 945_000,
      refundPaise: 945_000,
    });
  });
});

describe('the words', () => {
  const deadline = at('2026-12-12T08:30:00Z');
  it.each([
    [freeFor(24, 'hours', 'first_night'), deadline, 'Free cancellation until 12 Dec 2026, 2:00 PM IST'],
    [nonRefundable, null, 'Non-refundable'],
    [freeFor(24, 'hours', 'first_night'), null, 'No free cancellation'],
  ])('headline %#', (terms, d, text) => {
    expect(cancellationHeadline(terms, d)).toBe(text);
  });

  it.each([
    [
      freeFor(24, 'hours', 'first_night'),
      deadline,
      'Free cancellation until 12 Dec 2026, 2:00 PM IST for a full refund; after that, the first night is charged (with its GST) and the rest is refunded.',
    ],
    [
      freeFor(7, 'days', 'percent', 50),
      null,
      'The free cancellation window has passed: if cancelled, 50% of the stay is charged (with its GST) and the rest is refunded.',
    ],
    [
      STANDARD_CANCELLATION_POLICY,
      deadline,
      'Free cancellation until 12 Dec 2026, 2:00 PM IST for a full refund; after that, no refund.',
    ],
    [nonRefundable, null, 'Non-refundable: cancelling gives no refund.'],
  ])('sentence %#', (terms, d, text) => {
    expect(describeCancellation(terms, d)).toBe(text);
  });

  it.each([
    [{ refundPaise: 840_000, keptPaise: 0 }, undefined, 'You will be refunded ₹8,400.'],
    [{ refundPaise: 0, keptPaise: 840_000 }, nonRefundable, 'This booking is non-refundable: no refund.'],
    [
      { refundPaise: 0, keptPaise: 840_000 },
      freeFor(24, 'hours', 'full'),
      'The free cancellation window has passed: no refund.',
    ],
    [{ refundPaise: 0, keptPaise: 0 }, undefined, 'Nothing was paid, so there is nothing to refund.'],
  ])('refund sentence %#', (outcome, policy, text) => {
    expect(refundSentence(outcome, policy)).toBe(text);
  });
});
