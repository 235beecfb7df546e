import { plural } from './format';

/**
 * Why the booking call would not take this party, as facts: the API sends them in its 400's `details` beside the
 * English message (which `partyRefusalText` writes), so a page in another language words the refusal itself (issue 43),
 * as it does a hold refusal's (hold-refusal.ts; the reasons differ from those). Three rules refuse a party: the
 * property's (pets, children, the children's ages: party-rules.ts `partyRuleRefusal`), the rooms' occupancy
 * (occupancy.ts `occupancyRefusal`), and the guests placed in the rooms when the rooms charge for extra guests
 * (`guests_per_room`). Zod-free.
 */
export type PartyRuleRefusal =
  | { reason: 'pets_refused'; propertyName: string }
  | { reason: 'children_refused'; propertyName: string }
  /** `children` booked for, `ages` given. */
  | { reason: 'child_ages_count'; children: number; ages: number }
  /** A child of `age` is an infant at this property (an infant is `infantMaxAge` or younger). */
  | { reason: 'child_is_infant'; propertyName: string; infantMaxAge: number; age: number }
  /** A child of `age` is an adult at this property (a child is `childMaxAge` or younger). */
  | { reason: 'child_is_adult'; propertyName: string; childMaxAge: number; age: number };

export type OccupancyRefusal =
  | { reason: 'no_adult' }
  /** `rooms` rooms need as many adults. */
  | { reason: 'adult_per_room'; rooms: number }
  /** `roomCount` of `roomName` sleep at most `maxAdults` adults. */
  | { reason: 'room_adults'; roomName: string; roomCount: number; maxAdults: number }
  | { reason: 'room_no_children'; roomName: string }
  /** `roomCount` of `roomName` take at most `maxChildren` children. */
  | { reason: 'room_children'; roomName: string; roomCount: number; maxChildren: number }
  /** The rooms chosen sleep at most `maxAdults` adults in all. */
  | { reason: 'rooms_adults'; maxAdults: number }
  /** The rooms chosen take at most `maxChildren` children in all. */
  | { reason: 'rooms_children'; maxChildren: number };

export type PartyRefusal = PartyRuleRefusal | OccupancyRefusal | { reason: 'guests_per_room' };

export const PARTY_REFUSAL_REASONS = [
  'pets_refused',
  'children_refused',
  'child_ages_count',
  'child_is_infant',
  'child_is_adult',
  'no_adult',
  'adult_per_room',
  'room_adults',
  'room_no_children',
  'room_children',
  'rooms_adults',
  'rooms_children',
  'guests_per_room',
] as const satisfies readonly PartyRefusal['reason'][];

/** The API's English sentence for each refusal (the one wording: partyRuleProblem and occupancyProblem are it). */
export function partyRefusalText(refusal: PartyRefusal): string {
  switch (refusal.reason) {
    case 'pets_refused':
      return `${refusal.propertyName} does not allow pets (service animals are welcome). Please book without a pet, or choose a pet-friendly stay.`;
    case 'children_refused':
      return `The rooms you chose at ${refusal.propertyName} do not take children. Please choose a room that does, or another stay.`;
    case 'child_ages_count': {
      const { children, ages } = refusal;
      return `Please give one age for each child: ${children === 1 ? 'you are booking for 1 child' : `you are booking for ${children} children`}, and ${ages === 1 ? '1 age was given' : `${ages} ages were given`}.`;
    }
    case 'child_is_infant':
      return `At ${refusal.propertyName}, guests under ${refusal.infantMaxAge + 1} stay as infants: please count your child of ${refusal.age} as an infant, not a child.`;
    case 'child_is_adult':
      return `At ${refusal.propertyName}, guests aged ${refusal.childMaxAge + 1} or above count as adults: please count your child of ${refusal.age} as an adult.`;
    case 'no_adult':
      return 'Please add at least one guest to proceed';
    case 'adult_per_room':
      return `Each room needs at least one adult: ${plural(refusal.rooms, 'room')} need ${plural(refusal.rooms, 'adult')}.`;
    case 'room_adults':
      return `${refusal.roomName} allows at most ${plural(refusal.maxAdults, 'adult')} for ${plural(refusal.roomCount, 'room')}.`;
    case 'room_no_children':
      return `${refusal.roomName} does not take children. Please choose a room that does, or another stay.`;
    case 'room_children':
      return `${refusal.roomName} allows at most ${plural(refusal.maxChildren, 'child', 'children')} for ${plural(refusal.roomCount, 'room')}.`;
    case 'rooms_adults':
      return `The selected rooms sleep at most ${plural(refusal.maxAdults, 'adult')}. Please add a room.`;
    case 'rooms_children':
      return `The selected rooms allow at most ${plural(refusal.maxChildren, 'child', 'children')}. Please add a room.`;
    case 'guests_per_room':
      return 'Please say how many adults and children stay in each room: these rooms charge for extra guests.';
  }
}
