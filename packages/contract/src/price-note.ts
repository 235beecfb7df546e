import { formatInr } from './money';

/**
 * The words beside every "per night" price a guest reads before review (list cards, the property page, room plans):
 * the GST that night's price carries, so the total at review never surprises. Zod-free: the list's first load reads it.
 */
export function taxesNote(taxRupeesPerNight: number): string {
  return taxRupeesPerNight > 0 ? `+ ${formatInr(taxRupeesPerNight)} taxes` : 'No GST';
}
