import { formatInr } from './money';

/**
 * The words beside every "per night" price a guest reads before review (list cards, the property page, room plans):
 * the GST that night's price carries, so the total at review never surprises. Zod-free: the list's first load reads it.
 */
export function taxesNote(taxRupeesPerNight: number): string {
  return taxRupeesPerNight > 0 ? `+ ${formatInr(taxRupeesPerNight)} taxes` : 'No GST';
}

/** The party's price for a stay (issue 24 item 1) as the list, the property page and the rooms bar say it. */
export interface PartyPriceNote {
  rooms: number;
  nights: number;
  /** Rupees for the whole stay, after the deals a guest gets, before GST. */
  total: number;
  /** GST on that total (rupees). */
  taxes: number;
}

/**
 * One sentence for the whole stay: "1 room · ₹21,400 for 4 nights + ₹2,568 taxes" ("… · No GST" when none is due).
 * Whole phrases by count, so a translation has each form to translate.
 */
export function partyPriceText(p: PartyPriceNote): string {
  const rooms = p.rooms === 1 ? '1 room' : `${p.rooms} rooms`;
  const nights = p.nights === 1 ? 'for 1 night' : `for ${p.nights} nights`;
  const taxes = p.taxes > 0 ? `+ ${formatInr(p.taxes)} taxes` : '· No GST';
  return `${rooms} · ${formatInr(p.total)} ${nights} ${taxes}`;
}

/**
 * Whether that sentence tells a guest more than the nightly price and its taxes drawn above it: one room for one
 * night at that same price and GST is the same figure twice (a list searched without dates prices tonight's stay).
 */
export function partyPriceSaysMore(nightly: { min: number; taxes?: number | undefined }, p: PartyPriceNote): boolean {
  return p.rooms !== 1 || p.nights !== 1 || p.total !== nightly.min || p.taxes !== (nightly.taxes ?? 0);
}
