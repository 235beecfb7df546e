import type { AgePolicy } from './occupancy-pricing';
import { type PartyRuleRefusal, partyRefusalText } from './party-refusal';

/**
 * A property's rules for who may come (issue 24 item 2): pets, children and the children's ages. The search lists
 * only stays that keep them, the API refuses a booking that breaks them, and the property page states the pet rule
 * from the same flag, so the three never disagree. Zod-free: the guest pages' first load uses it.
 */

/** The amenity key that says a property takes pets: the one pet rule (search filter, booking check, policy text). */
export const PET_FRIENDLY_AMENITY = 'pet_friendly';

/** The youngest and oldest age the guest selector offers for a child (the search's default bands: 2–12). */
export const CHILD_AGE_CHOICES = { min: 0, max: 17 } as const;

/** The property's pet policy, worded once from its rule. */
export function petPolicyText(petsAllowed: boolean): string {
  return petsAllowed
    ? 'Pets are welcome; please tell us when you book.'
    : 'Pets are not allowed; service animals are welcome.';
}

/** A cot or an extra bed the guest asks the hotel for (carried to the hotel; the hotel confirms it on arrival). */
export const bedRequests = ['cot', 'extra_bed'] as const;
export type BedRequest = (typeof bedRequests)[number];
export const bedRequestLabels: Record<BedRequest, string> = {
  cot: 'A cot for the infant',
  extra_bed: 'An extra bed',
};

/** What the hotel and the guest read for a request, or null when none was made. */
export function bedRequestText(request: BedRequest | null | undefined): string | null {
  return request ? `${bedRequestLabels[request]} (requested; the hotel confirms it at check-in)` : null;
}

/** "Children aged 7 and 11" / "A child aged 4": the ages as the hotel and the guest read them. */
export function childAgesText(ages: readonly number[]): string | null {
  if (ages.length === 0) return null;
  const sorted = [...ages].sort((a, b) => a - b);
  if (sorted.length === 1) return `A child aged ${sorted[0]}`;
  return `Children aged ${sorted.slice(0, -1).join(', ')} and ${sorted[sorted.length - 1]}`;
}

/** What a property allows, as the booking reads it. */
export interface PartyRules {
  propertyName: string;
  petsAllowed: boolean;
  agePolicy: AgePolicy;
  /** Whether any of the rooms chosen takes a child. */
  roomsTakeChildren: boolean;
}

/** The party as the guest said it. */
export interface PartyAsked {
  children: number;
  pets: boolean;
  /** One age per child when the guest gave them (optional: older clients send none). */
  childAges?: readonly number[] | undefined;
}

/** Why this property cannot take this party, as facts (party-refusal.ts), or null when it can. */
export function partyRuleRefusal(party: PartyAsked, rules: PartyRules): PartyRuleRefusal | null {
  const propertyName = rules.propertyName;
  if (party.pets && !rules.petsAllowed) return { reason: 'pets_refused', propertyName };
  if (party.children > 0 && !rules.roomsTakeChildren) return { reason: 'children_refused', propertyName };
  const ages = party.childAges;
  if (!ages || ages.length === 0) return null;
  if (ages.length !== party.children)
    return { reason: 'child_ages_count', children: party.children, ages: ages.length };
  const { infantMaxAge, childMaxAge } = rules.agePolicy;
  const infant = ages.find((age) => age <= infantMaxAge);
  if (infant !== undefined) return { reason: 'child_is_infant', propertyName, infantMaxAge, age: infant };
  const adult = ages.find((age) => age > childMaxAge);
  if (adult !== undefined) return { reason: 'child_is_adult', propertyName, childMaxAge, age: adult };
  return null;
}

/** Why this property cannot take this party, in one sentence the guest can act on, or null when it can. */
export function partyRuleProblem(party: PartyAsked, rules: PartyRules): string | null {
  const refusal = partyRuleRefusal(party, rules);
  return refusal ? partyRefusalText(refusal) : null;
}

/** The ages as the URL carries them ("7,11"); junk and out-of-range ages are dropped. */
export function parseChildAges(value: unknown): number[] | undefined {
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : undefined;
  if (text === undefined || text.trim() === '') return undefined;
  const ages = text.split(',').map((part) => part.trim());
  if (!ages.every((a) => /^\d{1,2}$/.test(a))) return undefined;
  const numbers = ages.map(Number);
  return numbers.every((n) => n >= CHILD_AGE_CHOICES.min && n <= CHILD_AGE_CHOICES.max) ? numbers : undefined;
}

/** The policy group that states the pet rule (property_policies.group_key). */
export const PET_POLICY_GROUP = 'petPolicy';

/**
 * The property's hotel policies with the pet group worded from the rule itself, so a stored sentence can never say
 * the opposite of what the search and the booking do; a property with no pet group gets one (`make` builds it).
 */
export function withPetRule<T extends { groupKey: string; texts: string[] }>(
  policies: T[],
  petsAllowed: boolean,
  make: (group: { groupKey: string; title: string; texts: string[] }) => T,
): T[] {
  const texts = [petPolicyText(petsAllowed)];
  if (!policies.some((p) => p.groupKey === PET_POLICY_GROUP))
    return [...policies, make({ groupKey: PET_POLICY_GROUP, title: 'Pets', texts })];
  return policies.map((p) => (p.groupKey === PET_POLICY_GROUP ? { ...p, texts } : p));
}

/** What the guest asked of the hotel, as the hotel's messages say it: "Children aged 7 and 11. A cot for the infant." */
export function requestsText(requests: { childAges: readonly number[]; bedRequest: BedRequest | null }): string {
  const ages = childAgesText(requests.childAges);
  const sentences = [
    ...(ages ? [`${ages}.`] : []),
    ...(requests.bedRequest ? [`${bedRequestLabels[requests.bedRequest]}.`] : []),
  ];
  return sentences.length > 0 ? sentences.join(' ') : 'None.';
}

/** A child's age still to be chosen is null; the list always has one entry per child (extra ages dropped). */
export function alignChildAges(ages: ReadonlyArray<number | null> | undefined, children: number): Array<number | null> {
  return Array.from({ length: Math.max(0, children) }, (_, i) => ages?.[i] ?? null);
}

/** The ages to send or put in the address: only when every child has one (a partial list would be refused). */
export function completeChildAges(
  ages: ReadonlyArray<number | null> | undefined,
  children: number,
): number[] | undefined {
  const aligned = alignChildAges(ages, children);
  return children > 0 && aligned.every((a) => a !== null) ? (aligned as number[]) : undefined;
}
