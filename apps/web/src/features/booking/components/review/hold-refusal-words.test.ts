import { HOLD_REFUSAL_REASONS, type HoldRefusal, holdRefusalText } from '@staybook/contract/hold-refusal';
import { istDateToUnix } from '@staybook/contract/stay-dates';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { intlFormats as formatsFor } from '../../../../lib/intl-formats';
import { itWordsEveryRefusal, type RefusalWordsCase, refusalWordsIn } from '../../../../test/refusal-words';
import { holdRefusalOf, holdRefusalWords } from './hold-refusal-words';

/**
 * A refused hold (the booking call on the review page), worded in the page's language from the facts the API's error
 * sends beside its English (issue 43); English's messages are the contract's `holdRefusalText` for every reason.
 */
const night = istDateToUnix('2030-12-26');
const refusals: HoldRefusal[] = [
  { reason: 'sold_out' },
  { reason: 'room_short', roomName: 'Deluxe Room', date: night, available: 0 },
  { reason: 'room_short', roomName: 'Deluxe Room', date: night, available: 1 },
  { reason: 'room_short', roomName: 'Deluxe Room', date: night, available: 3 },
  { reason: 'not_sold', roomName: 'Garden Suite' },
  { reason: 'not_sold', roomName: null },
  { reason: 'unpaid_hold_limit', limit: 2, holdMinutes: 15 },
  { reason: 'unpaid_hold_limit', limit: 1, holdMinutes: 1 },
  { reason: 'hold_ended' },
  { reason: 'restriction', restriction: 'min_stay', date: night, nights: 3 },
  { reason: 'restriction', restriction: 'max_stay', date: night, nights: 1 },
  { reason: 'restriction', restriction: 'stop_sell', date: night },
  { reason: 'restriction', restriction: 'closed_to_arrival', date: night },
  { reason: 'restriction', restriction: 'closed_to_departure', date: night },
  { reason: 'device_attempts', retryAfterSeconds: 30 },
  { reason: 'device_attempts', retryAfterSeconds: 500 },
];
/** The error as the API sends it: the English message, the facts in its details (with what else it sends there). */
const errorOf = (refusal: HoldRefusal) =>
  new ApiError(409, 'CONFLICT', holdRefusalText(refusal), { roomId: 'room-1', ...refusal });

const holdCase: RefusalWordsCase<HoldRefusal> = {
  reasons: HOLD_REFUSAL_REASONS,
  samples: refusals,
  english: holdRefusalText,
  errorOf,
  factsOf: holdRefusalOf,
  areas: ['booking'],
  words: holdRefusalWords,
  fallback: 'review.bookingFailed',
};
const wordsIn = async (lang: 'hi' | 'de') => (await refusalWordsIn(lang, holdCase)).words;

describe("a refused hold in the page's language", () => {
  itWordsEveryRefusal(holdCase);

  it('words the hold limit, a short room and a minimum stay in Hindi and German from the facts', async () => {
    const hi = await wordsIn('hi');
    expect(hi({ reason: 'unpaid_hold_limit', limit: 2, holdMinutes: 15 })).toBe(
      'आपकी 2 बुकिंग पहले से भुगतान की राह देख रही हैं। नई बुकिंग शुरू करने से पहले उनमें से एक पूरी या रद्द करें, या उसके ख़त्म होने (15 मिनट) तक रुकें।',
    );
    const de = await wordsIn('de');
    expect(de({ reason: 'unpaid_hold_limit', limit: 2, holdMinutes: 15 })).toBe(
      'Sie haben bereits 2 Buchungen, die auf Zahlung warten. Schließen Sie eine davon ab, stornieren Sie sie oder warten Sie, bis sie verfällt (15 Minuten), bevor Sie eine weitere beginnen.',
    );
    expect(de({ reason: 'room_short', roomName: 'Deluxe Room', date: night, available: 1 })).toBe(
      `Für die Nacht vom ${formatsFor('de').day(night)} ist nur noch 1 Zimmer Deluxe Room frei.`,
    );
    expect(de({ reason: 'restriction', restriction: 'min_stay', date: night, nights: 3 })).toBe(
      `Mindestaufenthalt 3 Nächte ab ${formatsFor('de').dayMonth(night)}`,
    );
  });

  it('reads no facts from an error that carries none or incomplete ones (the generic sentence instead)', () => {
    expect(holdRefusalOf(new ApiError(409, 'CONFLICT', 'This booking changed just now. Please try again.'))).toBeNull();
    expect(holdRefusalOf(new ApiError(409, 'CONFLICT', 'x', { reason: 'unpaid_hold_limit' }))).toBeNull();
    expect(
      holdRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'restriction', restriction: 'new' })),
    ).toBeNull();
    expect(holdRefusalOf(new ApiError(409, 'CONFLICT', 'x', { reason: 'somethingNew' }))).toBeNull();
    expect(holdRefusalOf(new Error('x'))).toBeNull();
  });
});
