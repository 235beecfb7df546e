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
  const dayMonthFormat = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
  const noon = (day: IsoDate | number) => {
    const date = typeof day === 'number' ? unixToIstDate(Math.floor(day)) : day;
    return isIsoDate(date) ? new Date(`${date}T12:00:00+05:30`) : null;
  };
  return {
    dayMonth(day: IsoDate | number) {
      const at = noon(day);
      return at ? dayMonthFormat.format(at) : String(day);
    },
    day(day: IsoDate | number) {
      const date = typeof day === 'number' ? unixToIstDate(Math.floor(day)) : day;
      // Noon in IST: the same calendar day in the formatter's zone, whatever the device's own.
      return isIsoDate(date) ? dayFormat.format(new Date(`${date}T12:00:00+05:30`)) : date;
    },
  };
}
