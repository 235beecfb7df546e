import { REVIEW_REFUSAL_REASONS, type ReviewRefusal, reviewRefusalText } from '@staybook/contract/review-refusal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { itWordsEveryRefusal, type RefusalWordsCase, refusalWordsIn } from '../../../test/refusal-words';
import { reviewRefusalOf, reviewRefusalWords } from './review-refusal-words';

/**
 * A refused review (rate-your-stay's submit: the booking not found, another guest's, a stay not checked out or never
 * a stay, already reviewed), worded in the page's language from the facts the API sends beside its English (issue
 * 43); English's messages are the contract's `reviewRefusalText`.
 */
const refusals: ReviewRefusal[] = REVIEW_REFUSAL_REASONS.map((reason) => ({ reason }) as ReviewRefusal);
const errorOf = (refusal: ReviewRefusal) => new ApiError(409, 'CONFLICT', reviewRefusalText(refusal), refusal);

const reviewCase: RefusalWordsCase<ReviewRefusal> = {
  reasons: REVIEW_REFUSAL_REASONS,
  samples: refusals,
  english: reviewRefusalText,
  errorOf,
  factsOf: reviewRefusalOf,
  areas: ['bookings'],
  words: (refusal, t) => reviewRefusalWords(refusal, t),
  fallback: 'bookings.rate.failed',
};
const languageOf = (lang: 'hi' | 'de') => refusalWordsIn(lang, reviewCase);

describe("a refused review in the page's language", () => {
  itWordsEveryRefusal(reviewCase);

  it('words them in Hindi and German', async () => {
    const hi = (await languageOf('hi')).words;
    expect(hi({ reason: 'not_yours' })).toBe('आप केवल अपने ठहराव की ही समीक्षा कर सकते हैं।');
    expect(hi({ reason: 'already_reviewed' })).toBe('आप इस ठहराव की समीक्षा पहले ही कर चुके हैं। धन्यवाद!');
    const de = (await languageOf('de')).words;
    expect(de({ reason: 'booking_not_found' })).toBe('Buchung nicht gefunden.');
    expect(de({ reason: 'not_a_stay' })).toBe('Nur ein abgeschlossener Aufenthalt kann bewertet werden.');
  });

  it("reads no facts from an error that carries none or another refusal's", () => {
    expect(reviewRefusalOf(new ApiError(429, 'RATE_LIMITED', 'x', { retryAfterSeconds: 5 }))).toBeNull();
    expect(reviewRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'check_in_past' }))).toBeNull();
    expect(reviewRefusalOf(new ApiError(500, 'INTERNAL', 'x'))).toBeNull();
    expect(reviewRefusalOf(new Error('x'))).toBeNull();
  });
});
