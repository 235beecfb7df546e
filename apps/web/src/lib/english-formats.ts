import { formatDay, formatDayWithWeekday, formatMonth } from '@staybook/contract/format';
import type { IsoDate } from '@staybook/contract/stay-dates';
import type { LanguageFormats } from './language-formats';

/**
 * A calendar day's name around the number its cell draws, in English: 'Tue,' 1 'Dec 2026' (from '01 Dec 2026', the
 * number unpadded).
 */
export function englishDayParts(date: IsoDate): { before: string; day: number; after: string } {
  const [weekday = '', day = '', ...monthYear] = formatDayWithWeekday(date).replace(',', '').split(' ');
  return { before: `${weekday},`, day: Number(day), after: monthYear.join(' ') };
}

/** English's formats: the contract's arithmetic ones, exactly as before catalogues (no Intl on the first load). */
export const englishFormats: LanguageFormats = {
  day: formatDay,
  month: formatMonth,
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  dayParts: englishDayParts,
};
