import { describe, expect, it } from 'vitest';
import { paymentActionOf } from './payment-action';

const now = 1_900_000_000;

describe('paymentActionOf', () => {
  it.each([
    ['no unpaid hold (paid or cancelled)', null, null],
    ['a live hold', { until: now + 600, hasEnded: false }, { kind: 'complete', until: now + 600 }],
    ['a hold the server says ended', { until: now - 60, hasEnded: true }, { kind: 'hold-ended', until: now - 60 }],
    ['a hold that lapsed while the page was open', { until: now, hasEnded: false }, { kind: 'hold-ended', until: now }],
  ])('%s', (_name, hold, expected) => {
    expect(paymentActionOf(hold, now)).toEqual(expected);
  });
});
