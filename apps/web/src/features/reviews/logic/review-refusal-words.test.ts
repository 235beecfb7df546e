import { tooManyRequestsText } from '@staybook/contract/common';
import { REVIEW_REFUSAL_REASONS, type ReviewRefusal, reviewRefusalText } from '@staybook/contract/review-refusal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { itWordsEveryRefusal, type RefusalWordsCase, refusalWordsIn } from '../../../test/refusal-words';
import { reviewFailureWords, reviewRefusalOf, reviewRefusalWords } from './review-refusal-words';

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

describe("the review call's rate limit and a field its schema refused, in the page's language", () => {
  const limited = (seconds: number) =>
    new ApiError(429, 'RATE_LIMITED', tooManyRequestsText(seconds), { retryAfterSeconds: seconds });
  const TEXT_TOO_LONG = 'Your review can be at most 2000 characters';
  const refusedText = new ApiError(400, 'VALIDATION_ERROR', `text: ${TEXT_TOO_LONG}`, {
    issues: [{ path: 'text', message: TEXT_TOO_LONG }],
  });
  // The areas the page has once the form has shown an error (the form kit loads `forms` outside English).
  const failureIn = async (lang: 'en' | 'hi' | 'es' | 'fr' | 'de') => {
    const { t } = await refusalWordsIn(lang, { areas: ['bookings', 'forms'], words: () => '' });
    return { t, say: (err: unknown) => reviewFailureWords(err, t, t) };
  };

  it.each([1, 40, 60, 3600])("English's wait of %i s is the API's sentence", async (seconds) => {
    const { t } = await failureIn('en');
    expect(t('bookings.rate.tooMany', { seconds })).toBe(tooManyRequestsText(seconds));
  });

  it.each(['hi', 'es', 'fr', 'de'] as const)(
    '%s words the wait and the text too long, not the English or the fallback',
    async (lang) => {
      const { t, say } = await failureIn(lang);
      const fallback = t('bookings.rate.failed');
      for (const [err, english] of [
        [limited(40), tooManyRequestsText(40)],
        [limited(1), tooManyRequestsText(1)],
        [refusedText, TEXT_TOO_LONG],
      ] as const) {
        const said = say(err);
        expect(said).not.toBe(english);
        expect(said).not.toBe(err.message);
        expect(said).not.toBe(fallback);
        expect(said).not.toMatch(/[{}]/);
      }
      expect(say(limited(40))).toContain('40');
      expect(say(refusedText)).toContain('2000');
    },
  );

  it('words them in Hindi and German', async () => {
    const hi = (await failureIn('hi')).say;
    expect(hi(limited(40))).toBe('बहुत अधिक अनुरोध। कृपया 40 सेकंड बाद अपनी समीक्षा फिर से भेजें।');
    expect(hi(refusedText)).toBe('आपकी समीक्षा में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं');
    const de = (await failureIn('de')).say;
    expect(de(limited(1))).toBe('Zu viele Anfragen. Bitte senden Sie Ihre Bewertung in 1 Sekunde erneut.');
    expect(de(refusedText)).toBe('Ihre Bewertung darf höchstens 2000 Zeichen lang sein');
  });

  it("says the form's failure sentence without facts, or for an issue the contract does not word", async () => {
    const { t } = await failureIn('de');
    const fallback = t('bookings.rate.failed');
    expect(reviewFailureWords(new ApiError(429, 'RATE_LIMITED', 'Too many requests.'), t, t)).toBe(fallback);
    const malformed = new ApiError(400, 'VALIDATION_ERROR', 'bookingId: must be an id', {
      issues: [{ path: 'bookingId', message: 'must be an id' }],
    });
    expect(reviewFailureWords(malformed, t, t)).toBe(fallback);
    // Until the `forms` area is in, the form's sentence rather than English.
    expect(reviewFailureWords(refusedText, t, null)).toBe(fallback);
    expect(reviewFailureWords(new TypeError('Failed to fetch'), t, t)).toBe(fallback);
  });
});
