import { describe, expect, it } from 'vitest';
import { CHECK_OUT_BEFORE_CHECK_IN_MESSAGE } from './booking';
import { CHANGE_NOTHING_MESSAGE, changeRefusalKinds, GUEST_CHANGE_CLOSED_MESSAGE } from './booking-changes';
import {
  CHANGE_CALL_REFUSAL_REASONS,
  type ChangeCallRefusal,
  changeCallRefusalText,
  stayDatesRefusal,
} from './change-call-refusal';
import { HOLD_REFUSAL_REASONS } from './hold-refusal';
import { PARTY_REFUSAL_REASONS } from './party-refusal';

/**
 * A change's preview or apply refused (issue 43): the facts the API sends in the error's details, and the one English
 * text written from them is the sentence the API always sent (each written out here as it was before the facts).
 */
describe('changeCallRefusalText', () => {
  it.each<[ChangeCallRefusal, string]>([
    [{ reason: 'check_out_order' }, 'Check-out time must be greater than check-in time.'],
    [{ reason: 'check_in_past' }, 'Check-in date cannot be in the past.'],
    [{ reason: 'stay_too_long', maxNights: 30 }, 'A stay can be at most 30 nights.'],
    [{ reason: 'room_inactive', roomName: 'Old Room' }, 'Old Room is no longer available for booking.'],
    [{ reason: 'plan_not_sold', roomName: 'Sea Suite' }, 'Sea Suite is not sold under that rate plan.'],
    [{ reason: 'not_confirmed' }, 'Only a confirmed booking can be changed.'],
    [{ reason: 'checked_in' }, 'The guest has checked in: this stay can no longer be changed.'],
    [
      { reason: 'closed' },
      'This booking can no longer be changed online: its rate does not allow changes now. Please call us to change it.',
    ],
    [{ reason: 'nothing' }, 'This is the stay you already have. Change the dates, rooms, plan or guests.'],
    [{ reason: 'booking_changed' }, 'This booking changed just now. Please review the change again.'],
    [{ reason: 'price_changed' }, 'The price of the new stay changed just now. Please review the change again.'],
  ])('%j → %s', (facts, sentence) => {
    expect(changeCallRefusalText(facts)).toBe(sentence);
  });

  it("says the preview's own refusals with its constants", () => {
    expect(changeCallRefusalText({ reason: 'check_out_order' })).toBe(CHECK_OUT_BEFORE_CHECK_IN_MESSAGE);
    expect(changeCallRefusalText({ reason: 'closed' })).toBe(GUEST_CHANGE_CLOSED_MESSAGE);
    expect(changeCallRefusalText({ reason: 'nothing' })).toBe(CHANGE_NOTHING_MESSAGE);
  });

  it("names its reasons apart from a hold's and a party's (one error's details say one of them)", () => {
    for (const kind of changeRefusalKinds) expect(CHANGE_CALL_REFUSAL_REASONS).toContain(kind);
    const others: readonly string[] = [...HOLD_REFUSAL_REASONS, ...PARTY_REFUSAL_REASONS];
    expect(CHANGE_CALL_REFUSAL_REASONS.filter((r) => others.includes(r))).toEqual([]);
    expect(new Set(CHANGE_CALL_REFUSAL_REASONS).size).toBe(CHANGE_CALL_REFUSAL_REASONS.length);
  });
});

describe('stayDatesRefusal', () => {
  it.each([
    ['2030-01-01', '2030-01-02', null, null],
    ['2030-01-02', '2030-01-02', null, { reason: 'check_out_order' }],
    ['2030-01-03', '2030-01-02', null, { reason: 'check_out_order' }],
    ['2030-01-01', '2030-01-31', null, null],
    ['2030-01-01', '2030-02-01', null, { reason: 'stay_too_long', maxNights: 30 }],
    ['2030-01-01', '2030-01-02', '2030-01-01', null],
    ['2029-12-31', '2030-01-02', '2030-01-01', { reason: 'check_in_past' }],
  ] as const)('%s → %s (today %s): %j', (checkIn, checkOut, today, expected) => {
    expect(stayDatesRefusal({ checkIn, checkOut }, today)).toEqual(expected);
  });
});
