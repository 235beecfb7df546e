import { describe, expect, it } from 'vitest';
import {
  type ChangeMoneyFacts,
  changeLineTexts,
  changeMoneyStateText,
  changeMoneyText,
  englishChangeWords,
} from './booking-change-texts';
import type { ChangeStay } from './booking-changes';
import { istDateToUnix } from './stay-dates';

/** A change's English sentences, the API's `lines` and `message`, written from the change's facts (issue 43). */
const room = (over: Partial<ChangeStay['rooms'][number]> = {}): ChangeStay['rooms'][number] => ({
  roomTypeId: 'r1',
  roomName: 'Deluxe Room',
  roomCount: 1,
  ratePlanId: 'p1',
  ratePlanName: 'Flexible',
  adults: 2,
  children: 0,
  ...over,
});
const before = {
  checkInDate: istDateToUnix('2026-12-24'),
  checkOutDate: istDateToUnix('2026-12-28'),
  rooms: [room()],
  adults: 2,
  children: 0,
};
const after = {
  checkInDate: istDateToUnix('2026-12-26'),
  checkOutDate: istDateToUnix('2026-12-30'),
  rooms: [room({ roomCount: 2 }), room({ roomName: 'Pool Suite', ratePlanName: 'Saver', adults: 1, children: 1 })],
  adults: 3,
  children: 1,
};
const money = (over: Partial<ChangeMoneyFacts>): ChangeMoneyFacts => ({
  difference: 0,
  settlement: 'none',
  payNow: 0,
  refund: 0,
  kept: 0,
  dueAtProperty: 0,
  ...over,
});

describe("a change's English sentences", () => {
  it('says each kind of change in one line, in the order of its kinds', () => {
    expect(changeLineTexts(['dates', 'rooms', 'plan', 'guests'], before, after, englishChangeWords)).toEqual([
      'Dates changed from 24 Dec 2026 – 28 Dec 2026 to 26 Dec 2026 – 30 Dec 2026.',
      'Rooms changed from 1 × Deluxe Room to 2 × Deluxe Room, 1 × Pool Suite.',
      'Rate plan changed from Flexible to Flexible, Saver.',
      'Guests changed from 2 adults to 3 adults, 1 child.',
    ]);
  });

  it("says the money's outcome for every settlement, with its amounts", () => {
    const say = (over: Partial<ChangeMoneyFacts>) => changeMoneyText(money(over), englishChangeWords);
    expect(say({})).toBe('The new stay costs the same.');
    expect(say({ difference: 2100, settlement: 'pay_online', payNow: 2100 })).toBe(
      'The new stay costs ₹2,100 more. You pay ₹2,100 now to make the change.',
    );
    expect(say({ difference: 2100, settlement: 'link', payNow: 1050.5 })).toBe(
      'The new stay costs ₹2,100 more. A payment link for ₹1,050.50 is sent to the guest.',
    );
    expect(say({ difference: 2100, settlement: 'at_property', dueAtProperty: 9450 })).toBe(
      'The new stay costs ₹2,100 more, payable at the property. ₹9,450 is then due at the property.',
    );
    expect(say({ difference: -4200, settlement: 'refund', refund: 3150, kept: 1050 })).toBe(
      "The new stay costs ₹4,200 less. ₹3,150 is refunded to the original payment method. By the booking's cancellation policy, ₹1,050 of the difference is kept.",
    );
    expect(say({ difference: -4200, settlement: 'kept', kept: 4200 })).toBe(
      "The new stay costs ₹4,200 less. By the booking's cancellation policy, no refund is due now.",
    );
    expect(say({ difference: -4200, settlement: 'at_property', dueAtProperty: 2100 })).toBe(
      'The new stay costs ₹4,200 less, so less is due at the property. ₹2,100 is then due at the property.',
    );
    // The same price says nothing of what is due.
    expect(say({ dueAtProperty: 2100 })).toBe('The new stay costs the same.');
  });

  it("says what a change's money did, as its history tells it", () => {
    const day = istDateToUnix('2026-11-26');
    const say = (kind: Parameters<typeof changeMoneyStateText>[0]['kind'], amount = 2100.5) =>
      changeMoneyStateText({ kind, amount, ...(kind.startsWith('refund') ? { day } : {}) }, englishChangeWords);
    expect(say('expired', 0)).toBe('Not paid in time, so nothing was changed.');
    expect(say('failedRefunded')).toBe(
      'The new rooms were no longer free when the payment arrived, so nothing was changed and ₹2,100.50 is refunded in full.',
    );
    expect(say('failed', 0)).toBe('Nothing was changed.');
    expect(say('awaiting')).toBe('Waiting for the payment of ₹2,100.50.');
    expect(say('paidOnline', 2100)).toBe('₹2,100 paid online for the change.');
    expect(say('linkPaid')).toBe('₹2,100.50 paid by the payment link.');
    expect(say('linkSent')).toBe('A payment link for ₹2,100.50 was sent to the guest.');
    expect(say('atProperty')).toBe('₹2,100.50 more is payable at the property.');
    expect(say('kept')).toBe('By the cancellation policy, ₹2,100.50 of the lower price was kept.');
    expect(say('refundFailed')).toBe(
      'The refund of ₹2,100.50 could not be sent by the bank. We will contact you to return it.',
    );
    expect(say('refunded')).toBe('₹2,100.50 refunded to the original payment method on 26 Nov 2026.');
    expect(say('refundSent')).toBe(
      'A refund of ₹2,100.50 was initiated on 26 Nov 2026; banks take 5–7 working days to credit it.',
    );
  });
});
