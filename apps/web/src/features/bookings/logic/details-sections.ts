import type { BookingDetailsSection } from '@staybook/contract/booking';

type SectionId = BookingDetailsSection['id'];
export type SectionOf<K extends SectionId> = Extract<BookingDetailsSection, { id: K }>;

/** Picks a section by id from the details answer (spec 3: "list of sections keyed by id"). */
export function sectionOf<K extends SectionId>(sections: readonly BookingDetailsSection[], id: K): SectionOf<K> | null {
  return (sections.find((s) => s.id === id) as SectionOf<K> | undefined) ?? null;
}

/** Spec 4: the policy tab starts at guestProfile (or the first tab when a property has none). */
export const DEFAULT_POLICY_TAB = 'guestProfile';
export function defaultPolicyTab(filterKeys: readonly { id: string }[]): string | null {
  if (filterKeys.some((k) => k.id === DEFAULT_POLICY_TAB)) return DEFAULT_POLICY_TAB;
  return filterKeys[0]?.id ?? null;
}
