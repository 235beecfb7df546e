import { describe, expect, it } from 'vitest';
import { HOLD_REFUSAL_REASONS } from './hold-refusal';
import { type OccupiedRooms, occupancyProblem, occupancyRefusal } from './occupancy';
import { PARTY_REFUSAL_REASONS, type PartyRefusal, partyRefusalText } from './party-refusal';
import { type PartyAsked, type PartyRules, partyRuleProblem, partyRuleRefusal } from './party-rules';

/**
 * A refused party as facts (issue 43): the rules give the facts, and the one English text written from them is the
 * sentence the API always sent (each written out here as it was before the facts).
 */
const rules: PartyRules = {
  propertyName: 'Kokum Bay',
  petsAllowed: false,
  agePolicy: { infantMaxAge: 1, childMaxAge: 12 },
  roomsTakeChildren: true,
};

describe('partyRuleRefusal', () => {
  it.each<[PartyAsked, PartyRules, PartyRefusal, string]>([
    [
      { children: 0, pets: true },
      rules,
      { reason: 'pets_refused', propertyName: 'Kokum Bay' },
      'Kokum Bay does not allow pets (service animals are welcome). Please book without a pet, or choose a pet-friendly stay.',
    ],
    [
      { children: 1, pets: false },
      { ...rules, roomsTakeChildren: false },
      { reason: 'children_refused', propertyName: 'Kokum Bay' },
      'The rooms you chose at Kokum Bay do not take children. Please choose a room that does, or another stay.',
    ],
    [
      { children: 2, pets: false, childAges: [7] },
      rules,
      { reason: 'child_ages_count', children: 2, ages: 1 },
      'Please give one age for each child: you are booking for 2 children, and 1 age was given.',
    ],
    [
      { children: 1, pets: false, childAges: [7, 8, 9] },
      rules,
      { reason: 'child_ages_count', children: 1, ages: 3 },
      'Please give one age for each child: you are booking for 1 child, and 3 ages were given.',
    ],
    [
      { children: 2, pets: false, childAges: [5, 1] },
      rules,
      { reason: 'child_is_infant', propertyName: 'Kokum Bay', infantMaxAge: 1, age: 1 },
      'At Kokum Bay, guests under 2 stay as infants: please count your child of 1 as an infant, not a child.',
    ],
    [
      { children: 1, pets: false, childAges: [13] },
      rules,
      { reason: 'child_is_adult', propertyName: 'Kokum Bay', childMaxAge: 12, age: 13 },
      'At Kokum Bay, guests aged 13 or above count as adults: please count your child of 13 as an adult.',
    ],
  ])('%j at %j → %j', (party, property, facts, sentence) => {
    expect(partyRuleRefusal(party, property)).toEqual(facts);
    expect(partyRefusalText(facts)).toBe(sentence);
    expect(partyRuleProblem(party, property)).toBe(sentence);
  });

  it('gives no facts for a party the property takes', () => {
    expect(partyRuleRefusal({ children: 1, pets: false, childAges: [5] }, rules)).toBeNull();
    expect(partyRuleRefusal({ children: 0, pets: true }, { ...rules, petsAllowed: true })).toBeNull();
  });
});

const deluxe = { name: 'Deluxe', maxAdults: 2, maxChildren: 1 };
const room = (r: Partial<OccupiedRooms>): OccupiedRooms => ({
  ...deluxe,
  roomCount: 1,
  adults: 1,
  children: 0,
  ...r,
});

describe('occupancyRefusal', () => {
  it.each<[{ adults: number; children: number }, OccupiedRooms[], PartyRefusal, string]>([
    [
      { adults: 0, children: 2 },
      [room({ adults: 0, children: 2 })],
      { reason: 'no_adult' },
      'Please add at least one guest to proceed',
    ],
    [
      { adults: 1, children: 0 },
      [room({ roomCount: 2 })],
      { reason: 'adult_per_room', rooms: 2 },
      'Each room needs at least one adult: 2 rooms need 2 adults.',
    ],
    [
      { adults: 3, children: 0 },
      [room({ adults: 3 })],
      { reason: 'room_adults', roomName: 'Deluxe', roomCount: 1, maxAdults: 2 },
      'Deluxe allows at most 2 adults for 1 room.',
    ],
    [
      { adults: 3, children: 0 },
      [room({ adults: 3, maxAdults: 1, roomCount: 1 })],
      { reason: 'room_adults', roomName: 'Deluxe', roomCount: 1, maxAdults: 1 },
      'Deluxe allows at most 1 adult for 1 room.',
    ],
    [
      { adults: 5, children: 0 },
      [room({ roomCount: 2, adults: 5 })],
      { reason: 'room_adults', roomName: 'Deluxe', roomCount: 2, maxAdults: 4 },
      'Deluxe allows at most 4 adults for 2 rooms.',
    ],
    [
      { adults: 1, children: 1 },
      [room({ children: 1, maxChildren: 0 })],
      { reason: 'room_no_children', roomName: 'Deluxe' },
      'Deluxe does not take children. Please choose a room that does, or another stay.',
    ],
    [
      { adults: 2, children: 2 },
      [room({ adults: 2, children: 2 })],
      { reason: 'room_children', roomName: 'Deluxe', roomCount: 1, maxChildren: 1 },
      'Deluxe allows at most 1 child for 1 room.',
    ],
    [
      { adults: 2, children: 3 },
      [room({ roomCount: 2, adults: 2, children: 3 })],
      { reason: 'room_children', roomName: 'Deluxe', roomCount: 2, maxChildren: 2 },
      'Deluxe allows at most 2 children for 2 rooms.',
    ],
    [
      { adults: 5, children: 0 },
      [room({ roomCount: 2, adults: 4 })],
      { reason: 'rooms_adults', maxAdults: 4 },
      'The selected rooms sleep at most 4 adults. Please add a room.',
    ],
    [
      { adults: 2, children: 3 },
      [room({ roomCount: 2, adults: 2, children: 2 })],
      { reason: 'rooms_children', maxChildren: 2 },
      'The selected rooms allow at most 2 children. Please add a room.',
    ],
    [
      { adults: 2, children: 2 },
      [room({ adults: 2, children: 1 })],
      { reason: 'rooms_children', maxChildren: 1 },
      'The selected rooms allow at most 1 child. Please add a room.',
    ],
  ])('%j in %j → %j', (totals, rooms, facts, sentence) => {
    expect(occupancyRefusal(totals, rooms)).toEqual(facts);
    expect(partyRefusalText(facts)).toBe(sentence);
    expect(occupancyProblem(totals, rooms)).toBe(sentence);
  });

  it('gives no facts for guests who fit', () => {
    expect(occupancyRefusal({ adults: 2, children: 1 }, [room({ adults: 2, children: 1 })])).toBeNull();
  });
});

describe('partyRefusalText', () => {
  it('writes the unplaced guests sentence', () => {
    expect(partyRefusalText({ reason: 'guests_per_room' })).toBe(
      'Please say how many adults and children stay in each room: these rooms charge for extra guests.',
    );
  });

  it("has reasons of its own, none a hold refusal's (a client tells the two apart by the reason)", () => {
    expect(new Set(PARTY_REFUSAL_REASONS).size).toBe(PARTY_REFUSAL_REASONS.length);
    expect(PARTY_REFUSAL_REASONS.filter((r) => (HOLD_REFUSAL_REASONS as readonly string[]).includes(r))).toEqual([]);
  });
});
