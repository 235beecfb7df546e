import {
  changeCallRefusalText,
  STAY_DATES_REFUSAL_REASONS,
  type StayDatesRefusal,
} from '@staybook/contract/change-call-refusal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { loadPageLanguage } from '../../../../lib/i18n';
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

async function languageOf(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['booking']);
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  return { t, words: (r: StayDatesRefusal) => stayDatesRefusalWords(r, t) };
}

describe("the stay's dates refused in the page's language", () => {
  it('has a sample of every reason', () => {
    expect(new Set(refusals.map((r) => r.reason))).toEqual(new Set(STAY_DATES_REFUSAL_REASONS));
  });

  it.each(refusals.map((r) => [changeCallRefusalText(r), r] as const))(
    "English's message is the API's: %s",
    async (_, r) => {
      expect(stayDatesRefusalOf(errorOf(r))).toEqual(r);
      expect((await languageOf('en')).words(r)).toBe(changeCallRefusalText(r));
    },
  );

  it.each(['hi', 'de'] as const)(
    '%s words every reason in its own words, not the English or the fallback',
    async (lang) => {
      const { words, t } = await languageOf(lang);
      for (const r of refusals) {
        const said = words(r);
        expect(said, r.reason).not.toBe(changeCallRefusalText(r));
        expect(said, r.reason).not.toBe(t('review.bookingFailed'));
        expect(said, r.reason).not.toMatch(/[{}]/);
      }
    },
  );

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
