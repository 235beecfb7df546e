import { describe, expect, it } from 'vitest';
import { paymentStatuses } from '../../db/schema/bookings.js';
import { canMovePayment, hasTakenMoney, isOpenOrder, nextRefundStatus } from './payment-lifecycle-rules.js';

describe('canMovePayment', () => {
  it.each([
    ['created', 'captured', true],
    ['failed', 'failed', true],
    ['failed', 'captured', true],
    ['created', 'closed', true],
    ['closed', 'captured', true],
    ['captured', 'refund_pending', true],
    ['refund_pending', 'refunded', true],
    ['captured', 'created', false],
    ['captured', 'closed', false],
    ['captured', 'failed', false],
    ['refunded', 'refund_pending', false],
    ['refunded', 'captured', false],
    ['refund_pending', 'captured', false],
    ['closed', 'created', false],
    ['created', 'refunded', false],
  ] as const)('a payment that is %s may become %s: %s', (from, to, allowed) => {
    expect(canMovePayment(from, to)).toBe(allowed);
  });

  it('never lets money that was taken become unpaid again', () => {
    for (const from of paymentStatuses.filter(hasTakenMoney))
      for (const to of paymentStatuses.filter((s) => !hasTakenMoney(s))) expect(canMovePayment(from, to)).toBe(false);
  });

  it('counts only created and failed orders as open', () => {
    expect(paymentStatuses.filter(isOpenOrder)).toEqual(['created', 'failed']);
  });
});

describe('nextRefundStatus', () => {
  it.each([
    [null, 'pending', 'pending'],
    [null, 'processed', 'processed'],
    [null, 'failed', 'failed'],
    ['pending', 'processed', 'processed'],
    ['pending', 'failed', 'failed'],
    ['pending', 'pending', null],
    ['processed', 'processed', null],
    ['processed', 'failed', null],
    ['processed', 'pending', null],
    ['failed', 'pending', null],
    ['failed', 'processed', 'processed'],
  ] as const)('a refund that is %s and reported %s becomes %s', (current, incoming, expected) => {
    expect(nextRefundStatus(current, incoming)).toBe(expected);
  });
});
