import { PET_FRIENDLY_AMENITY, partyRuleProblem } from '@staybook/contract/party-rules';
import type { Quote } from '../pricing/index.js';

/**
 * The property's rules for who may come, checked at booking (issue 24 item 2): a pet where pets are refused, children
 * in rooms that take none, or a child's age outside the property's child band is refused with the sentence the guest
 * acts on. The rule itself is the contract's partyRuleProblem (the search filters by the same flags).
 */
export function partyProblemOf(
  input: { children: number; pets?: boolean | undefined; childAges?: number[] | undefined },
  quote: Pick<Quote, 'property' | 'roomTypes'>,
  chosenRoomTypeIds: readonly string[],
): string | null {
  const { property } = quote;
  return partyRuleProblem(
    { children: input.children, pets: input.pets ?? false, childAges: input.childAges },
    {
      propertyName: property.name,
      petsAllowed: property.amenities.includes(PET_FRIENDLY_AMENITY),
      agePolicy: { infantMaxAge: property.infantMaxAge, childMaxAge: property.childMaxAge },
      roomsTakeChildren: chosenRoomTypeIds.some((id) => (quote.roomTypes.get(id)?.maxChildren ?? 0) > 0),
    },
  );
}
