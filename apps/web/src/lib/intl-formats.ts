import type { Language } from '@staybook/contract/languages';
import { type IsoDate, isIsoDate, unixToIstDate } from '@staybook/contract/stay-dates';
import type { LanguageFormats } from './language-formats';

/**
 * The formats of a language other than English, through Intl (its locale data is the browser's own), always in IST:
 * a stay's days are Goa's calendar days wherever the guest reads them. Loaded only by pages in those languages
 * (lib/i18n.tsx), so English's first load keeps asking Intl for nothing (first-load-imports.test.ts).
 */
export function intlFormats(lang: Language): LanguageFormats {
  const timeZone = 'Asia/Kolkata';
  const dayFormat = new Intl.DateTimeFormat(lang, { day: '2-digit', month: 'short', year: 'numeric', timeZone });
  const dayMonthFormat = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone });
  /** A day in `format`: noon in IST, the same calendar day in the formatter's zone whatever the device's own. */
  const write = (format: Intl.DateTimeFormat) => (day: IsoDate | number) => {
    const date = typeof day === 'number' ? unixToIstDate(Math.floor(day)) : day;
    return isIsoDate(date) ? format.format(new Date(`${date}T12:00:00+05:30`)) : date;
  };
  const monthFormat = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone });
  /** A month ('2026-03') as its 15th at noon in IST: the same month in any zone. */
  const month = (value: string) => (/^\d{4}-\d{2}$/.test(value) ? write(monthFormat)(`${value}-15`) : value);
  const clockFormat = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone });
  /** A time of day in IST ('14:00'), on any day: IST has no summer time. */
  const clock = (hhmm: string) =>
    /^\d{2}:\d{2}$/.test(hhmm) ? clockFormat.format(new Date(`2030-01-01T${hhmm}:00+05:30`)) : hhmm;
  return { day: write(dayFormat), dayMonth: write(dayMonthFormat), month, clock };
}
