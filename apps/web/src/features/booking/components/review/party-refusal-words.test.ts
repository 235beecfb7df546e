import { PARTY_REFUSAL_REASONS, type PartyRefusal, partyRefusalText } from '@staybook/contract/party-refusal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { itWordsEveryRefusal, type RefusalWordsCase, refusalWordsIn } from '../../../../test/refusal-words';
import { partyRefusalOf, partyRefusalWords } from './party-refusal-words';

/**
 * A refused party (the booking call on the review page: the property's pet, children and age rules, the rooms'
 * occupancy, guests not placed in rooms that charge for extras), worded in the page's language from the facts the
 * API's 400 sends beside its English (issue 43); English's messages are the contract's `partyRefusalText`.
 */
const refusals: PartyRefusal[] = [
  { reason: 'pets_refused', propertyName: 'Kokum Bay' },
  { reason: 'children_refused', propertyName: 'Kokum Bay' },
  { reason: 'child_ages_count', children: 2, ages: 1 },
  { reason: 'child_ages_count', children: 1, ages: 3 },
  { reason: 'child_ages_count', children: 3, ages: 2 },
  { reason: 'child_is_infant', propertyName: 'Kokum Bay', infantMaxAge: 1, age: 1 },
  { reason: 'child_is_infant', propertyName: 'Kokum Bay', infantMaxAge: 2, age: 0 },
  { reason: 'child_is_adult', propertyName: 'Kokum Bay', childMaxAge: 12, age: 14 },
  { reason: 'no_adult' },
  { reason: 'adult_per_room', rooms: 2 },
  { reason: 'adult_per_room', rooms: 1 },
  { reason: 'room_adults', roomName: 'Deluxe Room', roomCount: 1, maxAdults: 2 },
  { reason: 'room_adults', roomName: 'Deluxe Room', roomCount: 2, maxAdults: 1 },
  { reason: 'room_no_children', roomName: 'Dorm Bed' },
  { reason: 'room_children', roomName: 'Deluxe Room', roomCount: 1, maxChildren: 1 },
  { reason: 'room_children', roomName: 'Deluxe Room', roomCount: 3, maxChildren: 3 },
  { reason: 'rooms_adults', maxAdults: 4 },
  { reason: 'rooms_adults', maxAdults: 1 },
  { reason: 'rooms_children', maxChildren: 2 },
  { reason: 'rooms_children', maxChildren: 1 },
  { reason: 'guests_per_room' },
];
/** The error as the API sends it: the English message, the facts in its details. */
const errorOf = (refusal: PartyRefusal) => new ApiError(400, 'BAD_REQUEST', partyRefusalText(refusal), refusal);

const partyCase: RefusalWordsCase<PartyRefusal> = {
  reasons: PARTY_REFUSAL_REASONS,
  samples: refusals,
  english: partyRefusalText,
  errorOf,
  factsOf: partyRefusalOf,
  areas: ['booking'],
  words: (refusal, t) => partyRefusalWords(refusal, t),
  fallback: 'review.bookingFailed',
};
const wordsIn = async (lang: 'hi' | 'de') => (await refusalWordsIn(lang, partyCase)).words;

describe("a refused party in the page's language", () => {
  itWordsEveryRefusal(partyCase);

  it('words a pet, a child of adult age and a crowded room in Hindi and German from the facts', async () => {
    const hi = await wordsIn('hi');
    expect(hi({ reason: 'child_is_adult', propertyName: 'Kokum Bay', childMaxAge: 12, age: 14 })).toBe(
      'Kokum Bay में 13 साल या उससे ज़्यादा उम्र के मेहमान वयस्क माने जाते हैं: कृपया अपने 14 साल के बच्चे को वयस्क गिनें।',
    );
    expect(hi({ reason: 'room_adults', roomName: 'Deluxe Room', roomCount: 2, maxAdults: 4 })).toBe(
      'Deluxe Room के 2 कमरों में ज़्यादा से ज़्यादा 4 वयस्क ठहर सकते हैं।',
    );
    const de = await wordsIn('de');
    expect(de({ reason: 'pets_refused', propertyName: 'Kokum Bay' })).toBe(
      'Kokum Bay erlaubt keine Haustiere (Assistenztiere sind willkommen). Bitte buchen Sie ohne Haustier oder wählen Sie eine haustierfreundliche Unterkunft.',
    );
    expect(de({ reason: 'child_ages_count', children: 2, ages: 1 })).toBe(
      'Bitte geben Sie für jedes Kind ein Alter an: Sie buchen für 2 Kinder, und es wurde 1 Alter angegeben.',
    );
    expect(de({ reason: 'room_children', roomName: 'Deluxe Room', roomCount: 1, maxChildren: 1 })).toBe(
      'Deluxe Room erlaubt höchstens 1 Kind für 1 Zimmer.',
    );
  });

  it("reads no facts from an error that carries none, incomplete ones or a hold refusal's", () => {
    expect(partyRefusalOf(new ApiError(400, 'BAD_REQUEST', 'Check-out must be after check-in.'))).toBeNull();
    expect(partyRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'room_adults', roomName: 'A' }))).toBeNull();
    expect(partyRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'pets_refused' }))).toBeNull();
    expect(
      partyRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'child_ages_count', children: '2', ages: 1 })),
    ).toBeNull();
    expect(partyRefusalOf(new ApiError(409, 'CONFLICT', 'x', { reason: 'sold_out' }))).toBeNull();
    expect(partyRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'somethingNew' }))).toBeNull();
    expect(partyRefusalOf(new Error('x'))).toBeNull();
  });
});
