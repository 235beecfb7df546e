import {
  changeCallRefusalText,
  STAY_DATES_REFUSAL_REASONS,
  type StayDatesRefusal,
} from '@staybook/contract/change-call-refusal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { itWordsEveryRefusal, type RefusalWordsCase, refusalWordsIn } from '../../../../test/refusal-words';
import { stayDatesRefusalOf, stayDatesRefusalWords } from './stay-dates-refusal-words';

/**
 * The stay's dates refused (the booking call on the review page, a change's call on the change page), worded in the
 * page's language from the facts the API's 400 sends beside its English (issue 43); English's messages are the
 * contract's `changeCallRefusalText`.
 */
const refusals: StayDatesRefusal[] = [
  { reason: 'check_out_order' },
  { reason: 'check_in_past' },
  { reason: 'stay_too_long', maxNights: 30 },
  { reason: 'stay_too_long', maxNights: 1 },
];
const errorOf = (refusal: StayDatesRefusal) =>
  new ApiError(400, 'BAD_REQUEST', changeCallRefusalText(refusal), refusal);

const stayDatesCase: RefusalWordsCase<StayDatesRefusal> = {
  reasons: STAY_DATES_REFUSAL_REASONS,
  samples: refusals,
  english: changeCallRefusalText,
  errorOf,
  factsOf: stayDatesRefusalOf,
  areas: ['booking'],
  words: (refusal, t) => stayDatesRefusalWords(refusal, t),
  fallback: 'review.bookingFailed',
};
const languageOf = (lang: 'hi' | 'de') => refusalWordsIn(lang, stayDatesCase);

describe("the stay's dates refused in the page's language", () => {
  itWordsEveryRefusal(stayDatesCase);

  it('words the dates in Hindi and German from the facts', async () => {
    const hi = (await languageOf('hi')).words;
    expect(hi({ reason: 'check_in_past' })).toBe('चेक-इन की तारीख़ बीती हुई नहीं हो सकती।');
    expect(hi({ reason: 'stay_too_long', maxNights: 30 })).toBe('एक ठहराव अधिक से अधिक 30 रातों का हो सकता है।');
    const de = (await languageOf('de')).words;
    expect(de({ reason: 'check_out_order' })).toBe('Der Check-out muss nach dem Check-in liegen.');
    expect(de({ reason: 'stay_too_long', maxNights: 1 })).toBe('Ein Aufenthalt darf höchstens 1 Nacht dauern.');
  });

  it("reads no facts from an error that carries none, incomplete ones or another refusal's", () => {
    expect(stayDatesRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x'))).toBeNull();
    expect(stayDatesRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'stay_too_long' }))).toBeNull();
    expect(
      stayDatesRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'room_inactive', roomName: 'A' })),
    ).toBeNull();
    expect(stayDatesRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'no_adult' }))).toBeNull();
    expect(stayDatesRefusalOf(new Error('x'))).toBeNull();
  });
});
