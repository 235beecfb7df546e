import { formatDay, plural } from './format';
import { addDays, daysBetween, type IsoDate } from './stay-dates';

/**
 * What a guest reads about a deal (issue 24): which promotions apply at a property and their rule, in whole
 * sentences, and the stay a deal's link opens so that it qualifies. The rule is the pricing's (promotion-rules.ts on
 * the server: an early bird needs check-in at least N days after the booking day, a last-minute deal at most N, a
 * length-of-stay deal N nights inside its stay window, a member rate a signed-in guest); this file only says it and
 * picks dates that meet it. Zod-free: the property page and the home deals import it cheaply.
 */

export type PromotionTermsKind = 'length_of_stay' | 'early_bird' | 'last_minute' | 'member';

export interface PromotionTerms {
  kind: PromotionTermsKind;
  minNights: number | null;
  freeNights: number | null;
  percentOff: number | null;
  daysBefore: number | null;
  bookUntil: IsoDate | null;
  stayFrom: IsoDate | null;
  stayUntil: IsoDate | null;
  /** The rooms it is limited to, by name; empty: every room of the property. */
  roomNames: readonly string[];
}

/** The rule itself, one sentence: '20% off every night when you book at least 30 days before check-in.' */
function ruleSentence(t: PromotionTerms): string {
  const pct = t.percentOff ?? 0;
  const days = t.daysBefore ?? 0;
  switch (t.kind) {
    case 'length_of_stay': {
      const min = t.minNights ?? 1;
      if (t.freeNights)
        return t.freeNights === 1
          ? `Stay ${plural(min, 'night')} and pay for ${min - 1}: for every ${min} nights, the cheapest night is free.`
          : `Stay ${plural(min, 'night')} and pay for ${min - t.freeNights}: for every ${min} nights, the ${t.freeNights} cheapest nights are free.`;
      return `${pct}% off every night when you stay ${plural(min, 'night')} or more.`;
    }
    case 'early_bird':
      return `${pct}% off every night when you book at least ${plural(days, 'day')} before check-in.`;
    case 'last_minute':
      return days === 0
        ? `${pct}% off every night when you book on the day of check-in.`
        : `${pct}% off every night when you book ${plural(days, 'day')} or fewer before check-in.`;
    case 'member':
      return `${pct}% off every night for guests who are signed in.`;
  }
}

/** The deal's rule and limits, each a whole sentence (the page shows them one after another). */
export function promotionSentences(t: PromotionTerms): string[] {
  const out = [ruleSentence(t)];
  if (t.stayFrom && t.stayUntil)
    out.push(`Only nights from ${formatDay(t.stayFrom)} to ${formatDay(t.stayUntil)} count.`);
  else if (t.stayFrom) out.push(`Only nights from ${formatDay(t.stayFrom)} onwards count.`);
  else if (t.stayUntil) out.push(`Only nights up to ${formatDay(t.stayUntil)} count.`);
  if (t.roomNames.length === 1) out.push(`It applies to the ${t.roomNames[0]} only.`);
  else if (t.roomNames.length > 1) out.push(`It applies to these rooms only: ${t.roomNames.join(', ')}.`);
  if (t.bookUntil) out.push(`Book by ${formatDay(t.bookUntil)} to get it.`);
  return out;
}

/** How offers combine, said once under the list: the pricing's stacking rule. */
export const PROMOTIONS_STACKING_SENTENCE =
  'When several offers apply, each room gets the one that saves the most; the saving comes off before GST.';

/**
 * The stay a deal's link opens: the first dates from tomorrow (IST) that get the deal — an early bird's check-in far
 * enough ahead, a length-of-stay deal's nights, inside the stay window. Null when no stay can get it any more.
 */
export function qualifyingStay(t: PromotionTerms, today: IsoDate): { checkIn: IsoDate; checkOut: IsoDate } | null {
  const days = t.daysBefore ?? 0;
  const nights = t.kind === 'length_of_stay' ? Math.max(1, t.minNights ?? 1) : 1;
  let checkIn = addDays(
    today,
    t.kind === 'early_bird' ? Math.max(1, days) : t.kind === 'last_minute' && days === 0 ? 0 : 1,
  );
  if (t.stayFrom && checkIn < t.stayFrom) checkIn = t.stayFrom;
  if (t.kind === 'last_minute' && daysBetween(today, checkIn) > days) return null;
  if (t.stayUntil && addDays(checkIn, nights - 1) > t.stayUntil) return null;
  return { checkIn, checkOut: addDays(checkIn, nights) };
}
