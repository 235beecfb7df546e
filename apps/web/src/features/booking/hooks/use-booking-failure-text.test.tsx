import { changeCallRefusalText, type StayDatesRefusal } from '@staybook/contract/change-call-refusal';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { useBookingFailureText } from './use-hold-rooms';

/**
 * The review page's booking call refused for the stay's dates (issue 43): English says the API's sentence as sent,
 * Hindi and German word stayDatesRefusal's facts from the error's details, not the 'Failed to confirm booking' fallback.
 */
async function failureTextIn(lang: 'en' | 'hi' | 'de') {
  const language = await loadPageLanguage(lang, ['booking']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageLanguageProvider language={language}>{children}</PageLanguageProvider>
  );
  const { result } = renderHook(() => useBookingFailureText(), { wrapper });
  return { say: result.current, fallback: language.i18n._('review.bookingFailed') };
}

const refused = (r: StayDatesRefusal) => new ApiError(400, 'BAD_REQUEST', changeCallRefusalText(r), r);

describe("the booking call's stay-date refusal on the review page", () => {
  it("says the API's English on an English page", async () => {
    const { say } = await failureTextIn('en');
    expect(say(refused({ reason: 'check_in_past' }))).toBe('Check-in date cannot be in the past.');
    expect(say(refused({ reason: 'stay_too_long', maxNights: 30 }))).toBe('A stay can be at most 30 nights.');
  });

  it('words the facts in Hindi and German', async () => {
    const hi = await failureTextIn('hi');
    expect(hi.say(refused({ reason: 'stay_too_long', maxNights: 30 }))).toBe(
      'एक ठहराव अधिक से अधिक 30 रातों का हो सकता है।',
    );
    const de = await failureTextIn('de');
    expect(de.say(refused({ reason: 'check_out_order' }))).toBe('Der Check-out muss nach dem Check-in liegen.');
    for (const { say, fallback } of [hi, de]) {
      const said = say(refused({ reason: 'check_in_past' }));
      expect(said).not.toBe(fallback);
      expect(said).not.toBe('Check-in date cannot be in the past.');
      // Without facts: the fallback in the language.
      expect(say(new ApiError(400, 'BAD_REQUEST', 'Check-in date cannot be in the past.'))).toBe(fallback);
    }
  });
});
