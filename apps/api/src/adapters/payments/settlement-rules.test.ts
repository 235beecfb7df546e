import { describe, expect, it } from 'vitest';
import {
  sandboxFee,
  sandboxRecon,
  sandboxSettledAt,
  sandboxSettlementDay,
  sandboxSettlementOf,
} from './settlement-rules.js';

describe('the sandbox settlement rules', () => {
  it.each([
    [100_000, 2_000, 360],
    [1_070_850, 21_417, 3_855],
    [1, 0, 0],
    [25, 1, 0],
    [75, 2, 0],
  ])('a payment of %i paise pays a fee of %i and GST on it of %i', (amount, fee, tax) => {
    expect(sandboxFee(amount)).toEqual({ feePaise: fee, taxPaise: tax });
  });

  it('settles two IST days after the payment, at 11:00 IST', () => {
    // 23:30 IST on 1 December is 18:00 UTC: still the 1st in India, so settled on the 3rd.
    expect(sandboxSettlementDay(new Date('2026-12-01T18:00:00Z'))).toBe('2026-12-03');
    // 00:30 IST on 2 December is 19:00 UTC on the 1st.
    expect(sandboxSettlementDay(new Date('2026-12-01T19:00:00Z'))).toBe('2026-12-04');
    expect(sandboxSettledAt('2026-12-03').toISOString()).toBe('2026-12-03T05:30:00.000Z');
  });

  it('lists a day only once its settlement time has passed, credits less nothing and debits refunds without a fee', () => {
    const lines = [
      {
        type: 'payment' as const,
        entityId: 'pay_1',
        paymentId: 'pay_1',
        amountPaise: 500_000,
        at: new Date('2026-12-01T06:00:00Z'),
        method: 'card',
      },
      {
        type: 'refund' as const,
        entityId: 'rfnd_1',
        paymentId: 'pay_0',
        amountPaise: 120_050,
        at: new Date('2026-12-01T08:00:00Z'),
        method: 'upi',
      },
      {
        type: 'payment' as const,
        entityId: 'pay_2',
        paymentId: 'pay_2',
        amountPaise: 10_000,
        at: new Date('2026-12-02T06:00:00Z'),
        method: 'upi',
      },
    ];
    expect(sandboxRecon('2026-12-03', lines, new Date('2026-12-03T05:29:59Z'))).toEqual([]);
    const settled = sandboxRecon('2026-12-03', lines, new Date('2026-12-03T05:30:00Z'));
    expect(settled.map((l) => [l.entityId, l.creditPaise, l.debitPaise, l.feePaise, l.taxPaise])).toEqual([
      ['pay_1', 500_000, 0, 10_000, 1_800],
      ['rfnd_1', 0, 120_050, 0, 0],
    ]);
    expect(new Set(settled.map((l) => l.settlementId))).toEqual(
      new Set([sandboxSettlementOf('2026-12-03').settlementId]),
    );
    expect(sandboxSettlementOf('2026-12-03').settlementUtr).toMatch(/^[A-Z0-9]{16,22}$/);
  });
});
