import {
  CHANGE_CALL_REFUSAL_REASONS,
  type ChangeCallRefusal,
  changeCallRefusalText,
} from '@staybook/contract/change-call-refusal';
import { type HoldRefusal, holdRefusalText } from '@staybook/contract/hold-refusal';
import { type PartyRefusal, partyRefusalText } from '@staybook/contract/party-refusal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { itWordsEveryRefusal, type RefusalWordsCase, refusalWordsIn } from '../../../test/refusal-words';
import { changeCallRefusalOf, changeCallRefusalWords, changeRefusedText } from './change-call-refusal-words';

/**
 * A change's preview or apply call refused (the change page: the new stay's dates, a room or plan no longer sold, who
 * may change it, the stay unchanged, the booking or price changed meanwhile), worded in the page's language from the
 * facts the API's 400/409 sends beside its English (issue 43); English's messages are the contract's
 * `changeCallRefusalText`.
 */
const refusals: ChangeCallRefusal[] = [
  { reason: 'check_out_order' },
  { reason: 'check_in_past' },
  { reason: 'stay_too_long', maxNights: 30 },
  { reason: 'stay_too_long', maxNights: 1 },
  { reason: 'room_inactive', roomName: 'Old Room' },
  { reason: 'plan_not_sold', roomName: 'Sea Suite' },
  { reason: 'not_confirmed' },
  { reason: 'checked_in' },
  { reason: 'closed' },
  { reason: 'nothing' },
  { reason: 'booking_changed' },
  { reason: 'price_changed' },
];
/** The error as the API sends it: the English message, the facts in its details. */
const errorOf = (refusal: ChangeCallRefusal) =>
  new ApiError(refusal.reason.startsWith('check') ? 400 : 409, 'CONFLICT', changeCallRefusalText(refusal), refusal);

const changeCallCase: RefusalWordsCase<ChangeCallRefusal> = {
  reasons: CHANGE_CALL_REFUSAL_REASONS,
  samples: refusals,
  english: changeCallRefusalText,
  errorOf,
  factsOf: changeCallRefusalOf,
  areas: ['bookings', 'booking'],
  words: (refusal, t) => changeCallRefusalWords(refusal, t, t),
  fallback: 'bookings.change.refusedOther',
};
const languageOf = (lang: 'en' | 'hi' | 'de') => refusalWordsIn(lang, changeCallCase);

describe("a change's refused call in the page's language", () => {
  itWordsEveryRefusal(changeCallCase);

  it('words the dates, a plan, the window closed and a price changed in Hindi and German from the facts', async () => {
    const hi = (await languageOf('hi')).words;
    expect(hi({ reason: 'stay_too_long', maxNights: 30 })).toBe('एक ठहराव अधिक से अधिक 30 रातों का हो सकता है।');
    expect(hi({ reason: 'plan_not_sold', roomName: 'Sea Suite' })).toBe('Sea Suite उस रेट प्लान पर बुक नहीं होता।');
    expect(hi({ reason: 'closed' })).toBe(
      'यह बुकिंग अब ऑनलाइन नहीं बदली जा सकती: इसकी दर अभी बदलाव की अनुमति नहीं देती। इसे बदलने के लिए कृपया हमें कॉल करें।',
    );
    const de = (await languageOf('de')).words;
    expect(de({ reason: 'check_in_past' })).toBe('Das Check-in-Datum darf nicht in der Vergangenheit liegen.');
    expect(de({ reason: 'stay_too_long', maxNights: 30 })).toBe('Ein Aufenthalt darf höchstens 30 Nächte dauern.');
    expect(de({ reason: 'room_inactive', roomName: 'Old Room' })).toBe('Old Room ist nicht mehr buchbar.');
    expect(de({ reason: 'price_changed' })).toBe(
      'Der Preis des neuen Aufenthalts hat sich gerade geändert. Bitte prüfen Sie die Änderung erneut.',
    );
  });

  it("reads no facts from an error that carries none, incomplete ones or a hold's or a party's", () => {
    expect(changeCallRefusalOf(new ApiError(400, 'BAD_REQUEST', 'bookingId must be an id'))).toBeNull();
    expect(changeCallRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'room_inactive' }))).toBeNull();
    expect(changeCallRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'stay_too_long' }))).toBeNull();
    expect(changeCallRefusalOf(new ApiError(409, 'SOLD_OUT', 'x', { reason: 'sold_out' }))).toBeNull();
    expect(changeCallRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'no_adult' }))).toBeNull();
    expect(changeCallRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'somethingNew' }))).toBeNull();
    expect(changeCallRefusalOf(new Error('x'))).toBeNull();
  });
});

describe('changeRefusedText: the change page says a refused call', () => {
  const room: HoldRefusal = { reason: 'room_short', roomName: 'Deluxe Room', date: 1_804_444_200, available: 0 };
  const party: PartyRefusal = { reason: 'rooms_adults', maxAdults: 4 };
  const errors = [
    errorOf({ reason: 'stay_too_long', maxNights: 30 }),
    errorOf({ reason: 'closed' }),
    new ApiError(409, 'SOLD_OUT', holdRefusalText(room), { roomId: 'r1', ...room }),
    new ApiError(400, 'BAD_REQUEST', partyRefusalText(party), party),
  ];

  it('in English as the API sent it, whatever its facts', async () => {
    const { t, formats } = await languageOf('en');
    for (const err of errors) expect(changeRefusedText(err, true, t, t, formats)).toBe(err.message);
  });

  it("in Hindi from its facts: the change's own, a hold's and a party's; without facts as sent", async () => {
    const { t, formats } = await languageOf('hi');
    const said = errors.map((err) => changeRefusedText(err, false, t, t, formats));
    expect(said[0]).toBe('एक ठहराव अधिक से अधिक 30 रातों का हो सकता है।');
    expect(said[1]).toBe(t('bookings.change.refused', { kind: 'closed' }));
    expect(said[2]).toBe(
      t('review.refused.roomShort', { room: 'Deluxe Room', available: 0, night: formats.day(room.date) }),
    );
    expect(said[3]).toBe(t('review.refused.party.roomsAdults', { adults: 4 }));
    for (const [i, err] of errors.entries()) expect(said[i]).not.toBe(err.message);
    const malformed = new ApiError(400, 'VALIDATION_ERROR', 'bookingId must be a valid id');
    expect(changeRefusedText(malformed, false, t, t, formats)).toBe('bookingId must be a valid id');
  });
});
