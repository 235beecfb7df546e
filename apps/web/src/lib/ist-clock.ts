import { formatDayWithWeekday } from '@staybook/contract/format';
import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import { type IsoDate, isIsoDate, istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';

/**
 * The IST time of day of unix seconds, as 'HH:MM' (what a page's `clock` format writes in its language). A module of
 * its own, not lib/format.ts: that one is in every first load, and only the rooms and booking pages write a time.
 */
export function istClock(unix: number): string {
  const seconds = Math.floor(unix);
  const minutes = Math.floor((seconds - istDateToUnix(unixToIstDate(seconds))) / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A day with its weekday in the page's language, in IST (a calendar day, or the IST day of unix seconds): English's is
 * the contract's ('Tue, 24 Dec 2030'), another language's through Intl ('मंगल, 24 दिस॰ 2030', 'Di., 24. Dez. 2030').
 * Not one of the page's formats (lib/i18n.tsx): only the confirmation and the payment link write it, so no first load
 * carries it (here, not a module of its own: a chunk more would name itself in each of their routes' preloads).
 */
export function dayWithWeekday(lang: Language, day: IsoDate | number): string {
  if (lang === DEFAULT_LANGUAGE) return formatDayWithWeekday(day);
  const format = new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  if (typeof day === 'number') return format.format(new Date(day * 1000));
  // Noon in IST: the same calendar day in the formatter's zone whatever the device's own.
  return isIsoDate(day) ? format.format(new Date(`${day}T12:00:00+05:30`)) : day;
}
