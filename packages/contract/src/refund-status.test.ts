import { describe, expect, it } from 'vitest';
import { combinedRefundState, refundCreditedMessage, refundExpectedBy, refundStatusText } from './refund-status';
import { istDateToUnix } from './stay-dates';

describe('refundExpectedBy', () => {
  it.each([
    // Tuesday: 14 working days later is the Friday of the third week.
    ['2026-11-24', '2026-12-14'],
    // Friday: the weekend does not count.
    ['2026-11-27', '2026-12-17'],
    // Saturday: counting starts on Monday.
    ['2026-11-28', '2026-12-17'],
  ])('a refund sent on %s is expected by %s', (sent, expected) => {
    expect(refundExpectedBy(istDateToUnix(sent) + 3600)).toBe(expected);
  });
});

describe('refundStatusText', () => {
  it('tells what was paid, what comes back, since when, its reference and by when', () => {
    expect(
      refundStatusText({
        paid: 9250,
        amount: 9250,
        state: 'sent',
        sentAt: istDateToUnix('2026-11-24') + 3600,
        reference: 'rfnd_Q7',
      }),
    ).toBe('Paid ₹9,250 · Refund of ₹9,250 initiated on 24 Nov 2026 · reference rfnd_Q7 · expected by 14 Dec 2026');
  });
  it('says a refund still being sent is on its way, without a date it cannot know', () => {
    expect(refundStatusText({ paid: 9250, amount: 4625, state: 'pending', sentAt: null, reference: null })).toBe(
      'Paid ₹9,250 · Refund of ₹4,625 is being sent to your bank; this page will show its reference.',
    );
  });
});
describe('refundStatusText once the provider has answered', () => {
  const base = { paid: 9250, amount: 9250, sentAt: istDateToUnix('2026-11-24') + 3600, reference: 'rfnd_Q7' };
  it('says the day a processed refund was credited and the bank reference', () => {
    expect(
      refundStatusText({
        ...base,
        state: 'credited',
        creditedAt: istDateToUnix('2026-12-14') + 600,
        bankReference: '74839201938475',
      }),
    ).toBe('Paid ₹9,250 · Refund of ₹9,250 credited on 14 Dec 2026 · bank reference 74839201938475');
  });
  it("falls back to the provider's reference when the bank gave none", () => {
    expect(
      refundStatusText({ ...base, state: 'credited', creditedAt: istDateToUnix('2026-12-14'), bankReference: null }),
    ).toBe('Paid ₹9,250 · Refund of ₹9,250 credited on 14 Dec 2026 · reference rfnd_Q7');
  });
  it('tells a failed refund as delayed with a person on it, never as done or with a date', () => {
    const text = refundStatusText({ ...base, state: 'failed' });
    expect(text).toBe(
      'Paid ₹9,250 · Your refund of ₹9,250 is delayed; our team has been alerted and will contact you.',
    );
    expect(text).not.toMatch(/credited|expected by|initiated/);
  });
});

describe('combinedRefundState', () => {
  it.each([
    [['credited', 'credited'], 'credited'],
    [['credited', 'sent'], 'sent'],
    [['sent', 'pending'], 'pending'],
    [['credited', 'failed', 'pending'], 'failed'],
    [[], 'pending'],
  ] as const)('%j reads as %s', (states, expected) => {
    expect(combinedRefundState([...states])).toBe(expected);
  });
});

describe('refundCreditedMessage', () => {
  it('names the amount, the booking, the IST day and the bank reference', () => {
    expect(
      refundCreditedMessage({
        amount: 4625,
        bookingCode: 'SB7K2M9Q',
        // 00:30 IST on 14 Dec is still 13 Dec in UTC: the guest's day is India's.
        creditedAt: istDateToUnix('2026-12-14') + 30 * 60,
        bankReference: 'ARN123',
      }),
    ).toBe(
      'Staybook: your refund of ₹4,625 for booking SB7K2M9Q was credited on 14 Dec (bank reference ARN123). It can take 2-3 days to show on your statement.',
    );
  });
  it('leaves the reference out when the bank gave none', () => {
    expect(
      refundCreditedMessage({
        amount: 100,
        bookingCode: 'SB1',
        creditedAt: istDateToUnix('2026-12-14'),
        bankReference: null,
      }),
    ).toBe(
      'Staybook: your refund of ₹100 for booking SB1 was credited on 14 Dec. It can take 2-3 days to show on your statement.',
    );
  });
});
