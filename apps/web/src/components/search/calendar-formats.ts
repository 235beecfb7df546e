import { formatMonth } from '@staybook/contract/format';
import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import type { IsoDate } from '@staybook/contract/stay-dates';
import { dayNameParts } from './search-logic';

/**
 * A calendar's words in the page's language (the search's dates and the stay's price calendar): its month heading,
 * its weekday heads and each day's name around the number its cell draws. English keeps the contract's arithmetic
 * formats ('March 2030'; 'Tue,' 1 'Dec 2026'); another language asks Intl, in IST. Loaded with the calendars, never
 * on a first load.
 */
export interface CalendarFormats {
  /** `YYYY-MM` given: 'March 2030', 'मार्च 2030', 'März 2030'. */
  month(month: string): string;
  /** Short names from Sunday: 'Sun', 'रवि', 'So'. */
  weekdays: readonly string[];
  /** 'Tue,' 1 'Dec 2026, past'; 'मंगल,' 1 'दिस॰ 2026, बीत चुका'; `status` follows the date. */
  dayNameParts(date: IsoDate, status?: string): { before: string; day: number; after: string };
}

const english: CalendarFormats = {
  month: formatMonth,
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  dayNameParts,
};

const made = new Map<Language, CalendarFormats>();

export function calendarFormats(lang: Language): CalendarFormats {
  if (lang === DEFAULT_LANGUAGE) return english;
  let formats = made.get(lang);
  if (!formats) {
    formats = intlCalendar(lang);
    made.set(lang, formats);
  }
  return formats;
}

function intlCalendar(lang: Language): CalendarFormats {
  const zone = { timeZone: 'Asia/Kolkata' } as const;
  const monthFormat = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', ...zone });
  const weekdayFormat = new Intl.DateTimeFormat(lang, { weekday: 'short', ...zone });
  const dayFormat = new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...zone,
  });
  // Noon in IST: the same calendar day in the formatter's zone, whatever the device's own.
  const noon = (date: string) => new Date(`${date}T12:00:00+05:30`);
  return {
    month: (month) => (/^\d{4}-\d{2}$/.test(month) ? monthFormat.format(noon(`${month}-15`)) : month),
    // 2023-01-01 was a Sunday.
    weekdays: Array.from({ length: 7 }, (_, i) => weekdayFormat.format(noon(`2023-01-0${i + 1}`))),
    dayNameParts(date, status) {
      const parts = dayFormat.formatToParts(noon(date));
      const at = parts.findIndex((p) => p.type === 'day');
      const text = (from: number, to?: number) =>
        parts
          .slice(from, to)
          .map((p) => p.value)
          .join('')
          .trim();
      // German writes the day '1.': the dot is drawn by no cell, so the name leaves it out.
      const after = text(at + 1).replace(/^\.\s*/, '');
      return { before: text(0, at), day: Number(parts[at]?.value), after: `${after}${status ? `, ${status}` : ''}` };
    },
  };
}
