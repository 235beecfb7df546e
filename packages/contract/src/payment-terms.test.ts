import { describe, expect, it } from 'vitest';
import {
  amountsDue,
  balanceDuePaise,
  dueNowCardText,
  lineDueNowPaise,
  owedAfterCancellationPaise,
  type PaymentTermsLine,
  paidAndDueText,
  payButtonText,
  paymentPolicyLabel,
} from './payment-terms';

const payNow = (postTaxPaise: number): PaymentTermsLine => ({ paymentPolicy: 'pay_now', postTaxPaise });
const atProperty = (postTaxPaise: number): PaymentTermsLine => ({ paymentPolicy: 'pay_at_property', postTaxPaise });
const deposit = (depositPercent: number, postTaxPaise: number): PaymentTermsLine => ({
  paymentPolicy: 'deposit',
  depositPercent,
  postTaxPaise,
});

describe('lineDueNowPaise', () => {
  it.each([
    ['pay now takes the whole line, paise and all', payNow(1_050_025), 1_050_025],
    ['pay at property takes nothing', atProperty(1_050_000), 0],
    ['a 30% deposit of ₹10,500', deposit(30, 1_050_000), 315_000],
    ['a deposit rounds to the whole rupee, half up (₹3,150.50 → ₹3,151)', deposit(30, 1_050_167), 315_100],
    ['… and down below the half (₹3,150.49 → ₹3,150)', deposit(30, 1_050_163), 315_000],
    ['a 1% deposit of ₹40 rounds to nothing', deposit(1, 4_000), 0],
    ['a 99% deposit never exceeds the line', deposit(99, 100), 100],
    ['a deposit without a percent is taken in full', { paymentPolicy: 'deposit', postTaxPaise: 5_000 } as const, 5_000],
    ['a zero line owes nothing', deposit(30, 0), 0],
  ] as Array<[string, PaymentTermsLine, number]>)('%s', (_name, line, expected) => {
    expect(lineDueNowPaise(line)).toBe(expected);
  });
});

describe('amountsDue', () => {
  it.each([
    // Lines' GST is to the paisa; the booking's total has its GST rounded once to the rupee.
    ['all pay now: the booking total, exactly', [payNow(525_010), payNow(210_020)], 735_000, 735_000, 'pay_now'],
    ['all at the property: nothing now', [atProperty(525_000), atProperty(210_000)], 735_000, 0, 'pay_at_property'],
    ['one deposit line', [deposit(30, 1_050_000)], 1_050_000, 315_000, 'deposit'],
    ['two deposit lines, each rounded', [deposit(30, 100_050), deposit(50, 200_030)], 300_000, 130_000, 'deposit'],
    [
      'pay now beside pay at property: the pay-now line now',
      [payNow(525_000), atProperty(210_000)],
      735_000,
      525_000,
      'deposit',
    ],
    ['pay now beside a deposit', [payNow(525_000), deposit(20, 210_000)], 735_000, 567_000, 'deposit'],
    ['never more than the total', [payNow(525_060), deposit(99, 215_000)], 735_000, 735_000, 'deposit'],
    ['a deposit that rounds to nothing owes nothing now', [deposit(1, 4_000)], 4_000, 0, 'deposit'],
    ['no lines: everything now (nothing sold differently)', [], 50_000, 50_000, 'pay_now'],
  ] as Array<[string, PaymentTermsLine[], number, number, string]>)('%s', (_name, lines, total, dueNow, policy) => {
    const due = amountsDue(lines, total);
    expect(due).toEqual({ dueNowPaise: dueNow, dueAtPropertyPaise: total - dueNow, paymentPolicy: policy });
  });
});

describe('balances and owed amounts', () => {
  it.each([
    [735_000, 0, 735_000],
    [735_000, 315_000, 420_000],
    [735_000, 800_000, 0],
  ])('balance of %i with %i paid is %i', (totalPaise, paidPaise, expected) => {
    expect(balanceDuePaise({ totalPaise, paidPaise })).toBe(expected);
  });

  it.each([
    ['a charge beyond the deposit is owed', 315_000, 283_500, 31_500],
    ['a charge covered by what was paid owes nothing', 315_000, 500_000, 0],
    ['pay at property, nothing paid: the whole charge', 945_000, 0, 945_000],
    ['a free cancellation owes nothing', 0, 0, 0],
  ])('%s', (_name, charge, paid, owed) => {
    expect(owedAfterCancellationPaise(charge, paid)).toBe(owed);
  });
});

describe('words', () => {
  it('names each policy', () => {
    expect(paymentPolicyLabel({ paymentPolicy: 'pay_now' })).toBe('Pay now');
    expect(paymentPolicyLabel({ paymentPolicy: 'deposit', depositPercent: 30 })).toBe('Pay 30% deposit now');
    expect(paymentPolicyLabel({ paymentPolicy: 'pay_at_property' })).toBe('Pay at property');
  });

  it('says what the plan card and the pay button ask for', () => {
    expect(dueNowCardText('pay_at_property', 0)).toBe('Pay at property');
    expect(dueNowCardText('deposit', 315_000)).toBe('Pay ₹3,150 deposit now');
    expect(dueNowCardText('pay_now', 1_050_000)).toBeNull();
    expect(payButtonText(315_000)).toBe('Pay ₹3,150 now');
    expect(payButtonText(0)).toBe('Confirm booking');
  });

  it('shows what was paid and what is due', () => {
    expect(paidAndDueText(315_000, 735_000)).toBe('Paid ₹3,150 · Due at property ₹7,350');
    expect(paidAndDueText(1_050_000, 0)).toBe('Paid ₹10,500');
  });
});
