import { describe, expect, it } from 'vitest';
import { refundExpectedBy, refundStatusText } from './refund-status';
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
    ).toBe('Paid ₹9,250 · Refund of ₹9,250 initiated on 24 Nov 2026, reference rfnd_Q7, expected by 14 Dec 2026');
  });
  it('says a refund still being sent is on its way, without a date it cannot know', () => {
    expect(refundStatusText({ paid: 9250, amount: 4625, state: 'pending', sentAt: null, reference: null })).toBe(
      'Paid ₹9,250 · Refund of ₹4,625 is being sent to your bank; this page will show its reference.',
    );
  });
});
