/**
 * Occupancy pricing (issue 15 item 4), one pure rule shared by the API's pricing and booking and by the web's labels.
 * A room type's nightly rate covers its base occupancy; each guest beyond it pays the room type's extra adult or
 * extra child charge per night. Zod-free, integer paise.
 */

/** The property's child age bands: up to `infantMaxAge` an infant (free, not counted), up to `childMaxAge` a child. */
export interface AgePolicy {
  infantMaxAge: number;
  childMaxAge: number;
}

/** The bands of a property that never set its own (the schema's defaults): infants 0–1, children 2–12, adults 13+. */
export const DEFAULT_AGE_POLICY: AgePolicy = { infantMaxAge: 1, childMaxAge: 12 };

/**
 * The one wording of the age bands, so search's guest selector, the rooms list and the review page say the same ages
 * (the property's when the API has them, else the default's).
 */
export function ageBandHints(policy: AgePolicy) {
  const { childAgeFrom: firstChildAge } = childAgeBand(policy);
  return {
    adults: `Ages ${policy.childMaxAge + 1} or above`,
    children: `Ages ${firstChildAge}–${policy.childMaxAge}`,
    infants: `Under ${firstChildAge}`,
  };
}

/** The child band's youngest and oldest age, as numbers (ageBandHints' children in words). */
export function childAgeBand(policy: AgePolicy): { childAgeFrom: number; childAgeTo: number } {
  return { childAgeFrom: policy.infantMaxAge + 1, childAgeTo: policy.childMaxAge };
}

/** "Children (ages 2–12)". */
export function childrenAgeLabel(policy: AgePolicy): string {
  return `Children (ages ${policy.infantMaxAge + 1}–${policy.childMaxAge})`;
}

/** What a room type's rate covers and what each guest beyond it pays per night (paise; 0: no charge). */
export interface OccupancyTerms {
  baseAdults: number;
  baseChildren: number;
  extraAdultPaise: number;
  extraChildPaise: number;
}

/** A room-type line of a request: how many rooms, and the adults and children (infants not counted) in them all. */
export interface OccupiedLine {
  roomCount: number;
  adults: number;
  children: number;
}

/**
 * How the line's guests are taken to sleep: adults spread as evenly as possible (the earlier rooms take the
 * remainder), then each child to a room with the fewest guests so far (the earlier room on a tie). The guest does
 * not say who sleeps where, so the even spread is the fair reading and charges the least extra for most parties.
 */
export function spreadGuests(line: OccupiedLine): Array<{ adults: number; children: number }> {
  const rooms = Math.max(0, Math.floor(line.roomCount));
  if (rooms === 0) return [];
  const adults = Math.max(0, Math.floor(line.adults));
  const each = Math.floor(adults / rooms);
  // A plain loop: Array.from over an array-like cost more than the rest of the spread (a list search asks it for
  // hundreds of lines).
  const out: Array<{ adults: number; children: number }> = [];
  for (let i = 0; i < rooms; i++) out.push({ adults: each + (i < adults % rooms ? 1 : 0), children: 0 });
  for (let child = 0; child < Math.max(0, Math.floor(line.children)); child++) {
    let fewest = 0;
    for (let i = 1; i < rooms; i++) {
      const a = out[i] as (typeof out)[number];
      const f = out[fewest] as (typeof out)[number];
      if (a.adults + a.children < f.adults + f.children) fewest = i;
    }
    (out[fewest] as (typeof out)[number]).children += 1;
  }
  return out;
}

/**
 * Each room's extra-guest charge per night (paise), in the order of spreadGuests. Adults beyond `baseAdults` pay the
 * extra adult charge; a base adult slot an adult does not use may hold a child (1 adult + 1 child in a base-2 room
 * pays nothing), and children beyond those slots and `baseChildren` pay the extra child charge.
 */
export function extraGuestCharges(line: OccupiedLine, terms: OccupancyTerms): number[] {
  return spreadGuests(line).map((room) => {
    const extraAdults = Math.max(0, room.adults - terms.baseAdults);
    const childSlots = terms.baseChildren + Math.max(0, terms.baseAdults - room.adults);
    const extraChildren = Math.max(0, room.children - childSlots);
    return extraAdults * terms.extraAdultPaise + extraChildren * terms.extraChildPaise;
  });
}
