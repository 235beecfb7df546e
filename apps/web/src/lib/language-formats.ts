import type { IsoDate } from '@staybook/contract/stay-dates';

/**
 * The formats a page writes that depend on its language. Prices are `formatInr` in every language (₹1,23,456).
 * Its own file: lib/i18n.tsx gives a page its formats and lib/intl-formats.ts builds them for the other languages, so
 * both import it and neither imports the other's types (imports flow one way).
 */
export interface LanguageFormats {
  /** A calendar day (or the IST day of unix seconds): '02 Mar 2030', '02 मार्च 2030', '02. März 2030'. */
  day(day: IsoDate | number): string;
  /** A calendar's month heading, `YYYY-MM` given: 'March 2030', 'मार्च 2030', 'März 2030'. */
  month(month: string): string;
  /** The weekdays' short names from Sunday, a calendar's column heads: 'Sun', 'रवि', 'So.'. */
  weekdays: readonly string[];
  /**
   * A calendar day's name around its number (the number is what the cell draws): 'Tue,' 1 'Dec 2026';
   * 'मंगल,' 1 'दिस॰ 2026'; 'Di.,' 1 'Dez. 2026'.
   */
  dayParts(date: IsoDate): { before: string; day: number; after: string };
}
