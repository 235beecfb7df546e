import { type IsoDate, isIsoDate, istDateToUnix, unixToIstDate, weekdayOf } from './stay-dates';

/**
 * Display formats shared by the guest site, the console and the server's messages: IST days and instants in the
 * spec's 'dd MMM yyyy', and counted nouns. Plain arithmetic rather than Intl date formats, so every browser, Node
 * and ICU version writes the same text (Intl's en-IN output varies: 'pm' or 'PM', narrow spaces). Zod-free: the
 * guest pages' first load uses it. Money is `formatInr` in money.ts.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A calendar date as it is, or the IST date of an instant given in unix seconds. */
function toIstDay(day: IsoDate | number): IsoDate {
  return typeof day === 'number' ? unixToIstDate(Math.floor(day)) : day;
}

/** '2030-03-02' (or unix seconds on that IST day) → '02 Mar 2030'. Text that is not a date comes back unchanged. */
export function formatDay(day: IsoDate | number): string {
  const date = toIstDay(day);
  if (!isIsoDate(date)) return date;
  const [y, m, d] = date.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** '2030-03-02' → '2 Mar': a day in a guest's sentence where the year is plain ('Minimum stay 3 nights from 24 Dec'). */
export function formatDayMonth(day: IsoDate | number): string {
  const date = toIstDay(day);
  if (!isIsoDate(date)) return date;
  const [, m, d] = date.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]}`;
}

/** '2030-03-02' → 'Sat, 02 Mar 2030'. */
export function formatDayWithWeekday(day: IsoDate | number): string {
  const date = toIstDay(day);
  return isIsoDate(date) ? `${WEEKDAYS[weekdayOf(date)]}, ${formatDay(date)}` : date;
}

/** '2030-03' → 'March 2030'. */
export function formatMonth(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
}

function toUnixSeconds(instant: number | string | Date): number {
  if (typeof instant === 'number') return instant;
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  return ms / 1000;
}

/**
 * An instant in IST: '02 Mar 2030, 2:05 PM'. Takes unix seconds (the API's dates), an ISO date-time (the console's
 * timestamps) or a Date; text that is not a date-time comes back unchanged.
 */
export function formatInstant(instant: number | string | Date): string {
  const seconds = Math.floor(toUnixSeconds(instant));
  if (!Number.isFinite(seconds)) return typeof instant === 'string' ? instant : '';
  const date = unixToIstDate(seconds);
  const minutes = Math.floor((seconds - istDateToUnix(date)) / 60);
  return `${formatDay(date)}, ${formatClock(`${Math.floor(minutes / 60)}:${minutes % 60}`)}`;
}

/**
 * A deadline as every guest reads it before paying (free cancellation, a hold, a payment link): the instant in IST,
 * saying so — '23 Dec 2026, 2:00 PM IST' — since the guest may be anywhere. The one formatter for deadlines.
 */
export function formatDeadline(instant: number | string | Date): string {
  const text = formatInstant(instant);
  return text === '' || text === instant ? text : `${text} IST`;
}

/** A wall-clock time: '14:00' → '2:00 PM'. */
export function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The word for `count` things: `one` for 1, `other` for 0, 2, 1.5… ('room' / 'rooms', 'is' / 'are'). English's
 * plural rule (CLDR: one when the count is exactly 1), written out rather than asked of Intl.PluralRules, whose
 * locale data the guest pages' first load would pay for; the languages to come bring their rules with their texts.
 */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return count === 1 ? one : other;
}

/** A counted noun: '1 night', '3 nights', '0 rooms', '2 children' (with `other` = 'children'). */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralWord(count, one, other)}`;
}

/** '2 adults, 1 child' — children left out when there are none; `capitalised` writes 'Adults', 'Child'. */
export function formatGuests(adults: number, children: number, options: { capitalised?: boolean } = {}): string {
  const [adult, child, kids] = options.capitalised ? ['Adult', 'Child', 'Children'] : ['adult', 'child', 'children'];
  const text = plural(adults, adult);
  return children > 0 ? `${text}, ${plural(children, child, kids)}` : text;
}

/** '2 adults, 1 child, 2 infants, with a pet': the whole party as the desk reads it (infants and a pet when any). */
export function formatParty(party: { adults: number; children: number; infants?: number; pets?: boolean }): string {
  const parts = [formatGuests(party.adults, party.children)];
  if (party.infants) parts.push(plural(party.infants, 'infant'));
  if (party.pets) parts.push('with a pet');
  return parts.join(', ');
}
