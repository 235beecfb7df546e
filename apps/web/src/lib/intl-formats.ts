import type { Language } from '@staybook/contract/languages';
import { type IsoDate, isIsoDate, unixToIstDate } from '@staybook/contract/stay-dates';
import type { LanguageFormats } from './language-formats';

/**
 * The formats of a language other than English, through Intl (its locale data is the browser's own), always in IST:
 * a stay's days are Goa's calendar days wherever the guest reads them. Loaded only by pages in those languages
 * (lib/i18n.tsx), so English's first load keeps asking Intl for nothing (first-load-imports.test.ts).
 */
export function intlFormats(lang: Language): LanguageFormats {
  const dayFormat = new Intl.DateTimeFormat(lang, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const monthFormat = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const weekdayFormat = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'Asia/Kolkata' });
  const dayNameFormat = new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  // Noon in IST: the same calendar day in the formatter's zone, whatever the device's own.
  const noon = (date: string) => new Date(`${date}T12:00:00+05:30`);
  return {
    month(month: string) {
      return /^\d{4}-\d{2}$/.test(month) ? monthFormat.format(noon(`${month}-15`)) : month;
    },
    // 2023-01-01 was a Sunday.
    weekdays: Array.from({ length: 7 }, (_, i) => weekdayFormat.format(noon(`2023-01-0${i + 1}`))),
    dayParts(date: IsoDate) {
      const parts = dayNameFormat.formatToParts(noon(date));
      const at = parts.findIndex((p) => p.type === 'day');
      const text = (from: number, to?: number) =>
        parts
          .slice(from, to)
          .map((p) => p.value)
          .join('')
          .trim();
      // German writes the day '1.': the dot is drawn by no cell, so the name leaves it out.
      return { before: text(0, at), day: Number(parts[at]?.value), after: text(at + 1).replace(/^\.\s*/, '') };
    },
    day(day: IsoDate | number) {
      const date = typeof day === 'number' ? unixToIstDate(Math.floor(day)) : day;
      // Noon in IST: the same calendar day in the formatter's zone, whatever the device's own.
      return isIsoDate(date) ? dayFormat.format(new Date(`${date}T12:00:00+05:30`)) : date;
    },
  };
}
