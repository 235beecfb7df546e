import { describe, expect, it } from 'vitest';
import {
  FAILURE_REASON_KEYS,
  FAILURE_SIDES,
  formatIstTime,
  paymentFailureFactsOfText,
  paymentFailureReason,
  paymentFailureText,
  paymentRetryText,
} from './payment-failure';
import { istDateToUnix } from './stay-dates';

describe('paymentFailureReason', () => {
  it.each([
    [
      { source: 'bank', reason: 'insufficient_funds', description: 'Insufficient balance' },
      'Your bank declined the payment: insufficient funds',
    ],
    [
      { source: 'bank', reason: 'card_declined', description: 'Your card was declined.' },
      'Your bank declined the payment.',
    ],
    [{ reason: 'card_declined' }, 'Your bank declined the payment.'],
    [
      { source: 'customer', reason: 'invalid_otp', description: 'Authentication failed due to incorrect otp' },
      'The payment was not completed: the one-time password was incorrect',
    ],
    [
      { source: 'gateway', reason: 'server_error', description: 'The bank server did not respond in time.' },
      'The payment provider could not complete the payment: the bank server did not respond in time',
    ],
    [{ source: 'customer', reason: 'payment_failed', description: 'Payment failed' }, null],
    [{ description: '   ' }, null],
    [{ description: 'UPI app was not reachable' }, 'The payment did not go through: UPI app was not reachable'],
    [{}, null],
    [null, null],
  ])('%j reads %j', (failure, expected) => {
    expect(paymentFailureReason(failure)).toBe(expected);
  });
});

describe('paymentRetryText', () => {
  const now = istDateToUnix('2030-03-02') + 16 * 3600 + 20 * 60;
  it('says nothing was taken and until when the rooms are held (IST)', () => {
    expect(paymentRetryText({ holdExpiresAt: now + 15 * 60, nowSeconds: now, captured: false })).toBe(
      'No money was deducted. Your rooms are held until 4:35 PM IST — you can try again.',
    );
  });
  it('says the hold ended once it has', () => {
    expect(paymentRetryText({ holdExpiresAt: now, nowSeconds: now, captured: false })).toMatch(
      /hold on the rooms has ended/,
    );
  });
  it('never says no money was deducted when a payment was captured', () => {
    expect(paymentRetryText({ holdExpiresAt: now + 60, nowSeconds: now, captured: true })).toBeNull();
  });
});

describe('formatIstTime', () => {
  it.each([
    [istDateToUnix('2030-03-02'), '12:00 AM IST'],
    [istDateToUnix('2030-03-02') + 12 * 3600 + 5 * 60, '12:05 PM IST'],
    [istDateToUnix('2030-03-02') + 23 * 3600 + 59 * 60 + 59, '11:59 PM IST'],
  ])('%i is %s', (unix, text) => expect(formatIstTime(unix)).toBe(text));
});

describe('paymentFailureFactsOfText', () => {
  it('reads back the facts of every sentence paymentFailureText writes for a known reason', () => {
    for (const side of FAILURE_SIDES)
      for (const reason of FAILURE_REASON_KEYS) {
        const text = paymentFailureText({ side, reason, described: null });
        // 'declined' has no words of its own: its sentence is the side's alone, read back without a reason.
        const expected =
          reason === 'declined' ? { side, reason: null, described: null } : { side, reason, described: null };
        expect(paymentFailureFactsOfText(text)).toEqual(expected);
      }
  });

  it("reads a provider's own description as its side alone, and nothing from other text", () => {
    expect(paymentFailureFactsOfText('The payment did not go through: UPI app was not reachable')).toEqual({
      side: 'unknown',
      reason: null,
      described: 'UPI app was not reachable',
    });
    expect(paymentFailureFactsOfText('Something else')).toBeNull();
    expect(paymentFailureFactsOfText(null)).toBeNull();
  });
});
