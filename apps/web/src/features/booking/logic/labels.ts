import { formatGuests, plural } from '@staybook/contract/format';

/** "2 Adults, 1 Child" and "3 nights": the counted nouns of the booking headers and summaries. */
export function guestsLabel(adults: number, children: number): string {
  return formatGuests(adults, children, { capitalised: true });
}

export function nightsLabel(nights: number): string {
  return plural(nights, 'night');
}
