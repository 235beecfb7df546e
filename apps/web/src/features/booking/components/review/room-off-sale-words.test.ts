import {
  changeCallRefusalText,
  ROOM_OFF_SALE_REFUSAL_REASONS,
  type RoomOffSaleRefusal,
} from '@staybook/contract/change-call-refusal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { itWordsEveryRefusal, type RefusalWordsCase, refusalWordsIn } from '../../../../test/refusal-words';
import { roomOffSaleRefusalOf, roomOffSaleWords } from './room-off-sale-words';

/**
 * A room or its plan gone off sale between the quote and the call (the booking call on the review page, a change's
 * call on the change page), worded in the page's language from the facts the API's 400 sends beside its English
 * (issue 43); English's messages are the contract's `changeCallRefusalText`.
 */
const refusals: RoomOffSaleRefusal[] = [
  { reason: 'room_inactive', roomName: 'Old Room' },
  { reason: 'plan_not_sold', roomName: 'Sea Suite' },
];
const errorOf = (refusal: RoomOffSaleRefusal) =>
  new ApiError(400, 'BAD_REQUEST', changeCallRefusalText(refusal), refusal);

const offSaleCase: RefusalWordsCase<RoomOffSaleRefusal> = {
  reasons: ROOM_OFF_SALE_REFUSAL_REASONS,
  samples: refusals,
  english: changeCallRefusalText,
  errorOf,
  factsOf: roomOffSaleRefusalOf,
  areas: ['booking'],
  words: (refusal, t) => roomOffSaleWords(refusal, t),
  fallback: 'review.bookingFailed',
};
const wordsIn = async (lang: 'hi' | 'de') => (await refusalWordsIn(lang, offSaleCase)).words;

describe("a room or plan gone off sale in the page's language", () => {
  itWordsEveryRefusal(offSaleCase);

  it('words them in Hindi and German, the room as sold', async () => {
    const hi = await wordsIn('hi');
    expect(hi({ reason: 'plan_not_sold', roomName: 'Sea Suite' })).toBe('Sea Suite उस रेट प्लान पर बुक नहीं होता।');
    const de = await wordsIn('de');
    expect(de({ reason: 'room_inactive', roomName: 'Old Room' })).toBe('Old Room ist nicht mehr buchbar.');
  });

  it("reads no facts from an error that carries none, no room or another refusal's", () => {
    expect(roomOffSaleRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x'))).toBeNull();
    expect(roomOffSaleRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'room_inactive' }))).toBeNull();
    expect(
      roomOffSaleRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'plan_not_sold', roomName: '' })),
    ).toBeNull();
    expect(roomOffSaleRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'stay_too_long' }))).toBeNull();
    expect(roomOffSaleRefusalOf(new Error('x'))).toBeNull();
  });
});
