import type { IsoDate } from '@staybook/contract/stay-dates';

/**
 * The formats a page writes that depend on its language. Prices are `formatInr` in every language (₹1,23,456).
 * Its own file: lib/i18n.tsx gives a page its formats and lib/intl-formats.ts builds them for the other languages, so
 * both import it and neither imports the other's types (imports flow one way).
 */
export interface LanguageFormats {
  /** A calendar day (or the IST day of unix seconds): '02 Mar 2030', '02 मार्च 2030', '02. März 2030'. */
  day(day: IsoDate | number): string;
  /** A day without its year (a stay's dates): '2 Mar', '2 मार्च', '2. März'. */
  dayMonth(day: IsoDate | number): string;
  /** A month ('2026-03'): 'March 2026', 'मार्च 2026', 'März 2026'. */
  month(month: string): string;
  /** A time of day in IST ('14:00'): '2:00 PM', '2:00 pm', '14:00'. */
  clock(hhmm: string): string;
}
