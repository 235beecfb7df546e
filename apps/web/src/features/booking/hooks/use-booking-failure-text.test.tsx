import {
  changeCallRefusalText,
  type RoomOffSaleRefusal,
  type StayDatesRefusal,
} from '@staybook/contract/change-call-refusal';
import { renderHook, waitFor } from '@testing-library/react';
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
  return { say: result.current, now: () => result.current, fallback: language.i18n._('review.bookingFailed') };
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

/**
 * A room or plan gone off sale between the quote and the hold, and a field the booking call's schema refused (its 400's
 * first issue, whose message is the contract's): English as before, another language in its own words.
 */
describe("the booking call's room off sale and refused field on the review page", () => {
  const offSale = (r: RoomOffSaleRefusal) => new ApiError(400, 'BAD_REQUEST', changeCallRefusalText(r), r);
  const nameTooLong = new ApiError(400, 'VALIDATION_ERROR', 'primaryGuest.name: Name is too long', {
    issues: [{ path: 'primaryGuest.name', message: 'Name is too long' }],
  });

  it("says the API's English on an English page, as before", async () => {
    const { say } = await failureTextIn('en');
    expect(say(offSale({ reason: 'room_inactive', roomName: 'Old Room' }))).toBe(
      'Old Room is no longer available for booking.',
    );
    expect(say(offSale({ reason: 'plan_not_sold', roomName: 'Sea Suite' }))).toBe(
      'Sea Suite is not sold under that rate plan.',
    );
    expect(say(nameTooLong)).toBe('Name is too long');
  });

  it('words them in Hindi and German, not the English or the fallback', async () => {
    const hi = await failureTextIn('hi');
    expect(hi.say(offSale({ reason: 'plan_not_sold', roomName: 'Sea Suite' }))).toBe(
      'Sea Suite उस रेट प्लान पर बुक नहीं होता।',
    );
    // The contract's field messages load with the page (its `forms` words).
    await waitFor(() => expect(hi.now()(nameTooLong)).toBe('नाम बहुत लंबा है'));
    const de = await failureTextIn('de');
    expect(de.say(offSale({ reason: 'room_inactive', roomName: 'Old Room' }))).toBe('Old Room ist nicht mehr buchbar.');
    await waitFor(() => expect(de.now()(nameTooLong)).toBe('Der Name ist zu lang'));
    for (const { now, fallback } of [hi, de]) {
      for (const err of [offSale({ reason: 'room_inactive', roomName: 'Old Room' }), nameTooLong]) {
        const said = now()(err);
        expect(said).not.toBe(fallback);
        expect(said).not.toBe(err.message);
      }
      // A field the contract does not word (a programming error's): the fallback in the language.
      const malformed = new ApiError(400, 'VALIDATION_ERROR', 'propertyId: must be an id', {
        issues: [{ path: 'propertyId', message: 'must be an id' }],
      });
      expect(now()(malformed)).toBe(fallback);
    }
  });
});
