import { describe, expect, it } from 'vitest';
import { CHANGE_CALL_REFUSAL_REASONS } from './change-call-refusal';
import { HOLD_REFUSAL_REASONS } from './hold-refusal';
import { PARTY_REFUSAL_REASONS } from './party-refusal';
import { REVIEW_REFUSAL_REASONS, type ReviewRefusal, reviewRefusalText } from './review-refusal';
import { reviewEligibilityMessages } from './review-rules';

/**
 * A review refused (issue 43): the facts the API sends in the error's details, and the one English text written from
 * them is the sentence the API always sent (each written out here as it was before the facts).
 */
describe('reviewRefusalText', () => {
  it.each<[ReviewRefusal, string]>([
    [{ reason: 'booking_not_found' }, 'Booking not found.'],
    [{ reason: 'not_yours' }, 'You can only review your own stays.'],
    [{ reason: 'not_stayed_yet' }, 'You can review this stay once you have checked out.'],
    [{ reason: 'not_a_stay' }, 'Only a completed stay can be reviewed.'],
    [{ reason: 'already_reviewed' }, 'You have already reviewed this stay. Thank you!'],
  ])('%j → %s', (facts, sentence) => {
    expect(reviewRefusalText(facts)).toBe(sentence);
  });

  it("says a stay's eligibility with the rules' own sentences", () => {
    expect(reviewRefusalText({ reason: 'not_stayed_yet' })).toBe(reviewEligibilityMessages.not_stayed_yet);
    expect(reviewRefusalText({ reason: 'not_a_stay' })).toBe(reviewEligibilityMessages.not_a_stay);
  });

  it("names its reasons apart from a hold's, a party's and a change's (one error's details say one of them)", () => {
    const others: readonly string[] = [
      ...HOLD_REFUSAL_REASONS,
      ...PARTY_REFUSAL_REASONS,
      ...CHANGE_CALL_REFUSAL_REASONS,
    ];
    expect(REVIEW_REFUSAL_REASONS.filter((r) => others.includes(r))).toEqual([]);
    expect(new Set(REVIEW_REFUSAL_REASONS).size).toBe(REVIEW_REFUSAL_REASONS.length);
  });
});
