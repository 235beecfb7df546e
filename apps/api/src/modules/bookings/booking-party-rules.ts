import { type PartyRefusal, type PartyRuleRefusal, partyRefusalText } from '@staybook/contract/party-refusal';
import { PET_FRIENDLY_AMENITY, partyRuleRefusal } from '@staybook/contract/party-rules';
import { type AppError, badRequest } from '../../lib/http-errors.js';
import type { Quote } from '../pricing/index.js';

/**
 * The property's rules for who may come, checked at booking (issue 24 item 2): a pet where pets are refused, children
 * in rooms that take none, or a child's age outside the property's child band is refused with the sentence the guest
 * acts on. The rule itself is the contract's partyRuleRefusal (the search filters by the same flags).
 */
export function partyRefusalOf(
  input: { children: number; pets?: boolean | undefined; childAges?: number[] | undefined },
  quote: Pick<Quote, 'property' | 'roomTypes'>,
  chosenRoomTypeIds: readonly string[],
): PartyRuleRefusal | null {
  const { property } = quote;
  return partyRuleRefusal(
    { children: input.children, pets: input.pets ?? false, childAges: input.childAges },
    {
      propertyName: property.name,
      petsAllowed: property.amenities.includes(PET_FRIENDLY_AMENITY),
      agePolicy: { infantMaxAge: property.infantMaxAge, childMaxAge: property.childMaxAge },
      roomsTakeChildren: chosenRoomTypeIds.some((id) => (quote.roomTypes.get(id)?.maxChildren ?? 0) > 0),
    },
  );
}

/**
 * A refused party's 400 (issue 43): the contract's English sentence as the message, the facts in `details`, so a page
 * in another language words the refusal itself.
 */
export function partyRefused(refusal: PartyRefusal): AppError {
  return badRequest(partyRefusalText(refusal), refusal);
}
