import { formatDay, formatDayWithWeekday, plural } from '@staybook/contract/format';
import { pagePaths } from '@staybook/contract/page-paths';
import { alignChildAges, completeChildAges } from '@staybook/contract/party-rules';
import { addDays, daysBetween, istDateToUnix, MAX_STAY_NIGHTS } from '@staybook/contract/stay-dates';
import { MAX_INFANTS } from '@staybook/contract/stay-query';

/** Pure rules of the search bar, calendar and guest selector (spec sections 2.5, 5). */

export interface Guests {
  adults: number;
  children: number;
  infants: number;
  pets: boolean;
  /** One entry per child: its age, or null until chosen (issue 24: asked per child, carried to the booking). */
  childAges: Array<number | null>;
}

/** What the guest selector opens at when nobody is chosen yet, and what a search without guests looks for. */
export const DEFAULT_GUESTS: Guests = { adults: 2, children: 0, infants: 0, pets: false, childAges: [] };
/** The search bar's starting point (spec 2.5: the store starts at 0, so the field reads 'Add guests'). */
export const NO_GUESTS: Guests = { adults: 0, children: 0, infants: 0, pets: false, childAges: [] };

export type GuestKind = 'adults' | 'children' | 'infants';
const minimum: Record<GuestKind, number> = { adults: 1, children: 0, infants: 0 };
const maximum: Record<GuestKind, number> = { adults: 16, children: 8, infants: MAX_INFANTS };

export function changeGuests(guests: Guests, kind: GuestKind, delta: 1 | -1): Guests {
  const next = Math.min(maximum[kind], Math.max(minimum[kind], guests[kind] + delta));
  const changed = { ...guests, [kind]: next };
  return { ...changed, childAges: alignChildAges(guests.childAges, changed.children) };
}

export function canChange(guests: Guests, kind: GuestKind, delta: 1 | -1): boolean {
  return changeGuests(guests, kind, delta)[kind] !== guests[kind];
}

export function totalGuests(g: Guests): number {
  return g.adults + g.children + g.infants;
}

/** 'Add guests' when nobody is chosen, else 'N guests' (spec 2.5). */
export function guestsLabel(total: number): string {
  return total === 0 ? 'Add guests' : plural(total, 'guest');
}

export const CHECK_IN_AFTER_CHECK_OUT = 'Check-in date cannot be later than check-out date.';
export const CHECK_OUT_BEFORE_CHECK_IN = 'Check-out date cannot be earlier than check-in date.';

/** The calendar names the longest stay instead of letting the list refuse it later. */
export const longStayMessage = (from: string) =>
  `A stay can be at most ${MAX_STAY_NIGHTS} nights: choose a check-out by ${formatDay(addDays(from, MAX_STAY_NIGHTS))}.`;

/**
 * Why a chosen date cannot be used, or null, as a kind and the day it names (the calendar words it in the page's
 * language). Dates are 'YYYY-MM-DD' (IST calendar).
 */
export type DateIssue =
  | { kind: 'checkInAfterCheckOut' | 'checkOutBeforeCheckIn' }
  | { kind: 'longStayCheckOut' | 'longStayCheckIn'; day: string };
export function dateIssue(field: 'checkIn' | 'checkOut', date: string, other: string | null): DateIssue | null {
  if (!other) return null;
  if (field === 'checkIn' && date > other) return { kind: 'checkInAfterCheckOut' };
  if (field === 'checkOut' && date < other) return { kind: 'checkOutBeforeCheckIn' };
  if (field === 'checkOut' && daysBetween(other, date) > MAX_STAY_NIGHTS)
    return { kind: 'longStayCheckOut', day: addDays(other, MAX_STAY_NIGHTS) };
  if (field === 'checkIn' && daysBetween(date, other) > MAX_STAY_NIGHTS)
    return { kind: 'longStayCheckIn', day: addDays(other, -MAX_STAY_NIGHTS) };
  return null;
}

/** Why a chosen date cannot be used, in English (the spec's words), or null. */
export function dateProblem(field: 'checkIn' | 'checkOut', date: string, other: string | null): string | null {
  const issue = dateIssue(field, date, other);
  if (!issue) return null;
  if (issue.kind === 'checkInAfterCheckOut') return CHECK_IN_AFTER_CHECK_OUT;
  if (issue.kind === 'checkOutBeforeCheckIn') return CHECK_OUT_BEFORE_CHECK_IN;
  if (issue.kind === 'longStayCheckOut') return longStayMessage(other!);
  if (issue.kind !== 'longStayCheckIn') return null;
  return `A stay can be at most ${MAX_STAY_NIGHTS} nights: choose a check-in from ${formatDay(issue.day)}.`;
}

export interface MonthCell {
  date: string;
  day: number;
  isPast: boolean;
}

/**
 * A calendar day's name around the number drawn in its cell: 'Tue,' 1 'Dec 2026, past' (joined by spaces). The drawn
 * number is a word of the name, unpadded, so what a guest sees is what a screen reader or a voice command says (WCAG
 * 2.5.3, label in name); an `aria-label` of '2026-12-01' or '01 Dec' around a drawn '1' failed it. `status` follows
 * the date.
 */
export function dayNameParts(date: string, status?: string): { before: string; day: number; after: string } {
  const [weekday = '', day = '', ...monthYear] = formatDayWithWeekday(date).replace(',', '').split(' ');
  return { before: `${weekday},`, day: Number(day), after: `${monthYear.join(' ')}${status ? `, ${status}` : ''}` };
}

/** The whole name of a calendar day, as `dayNameParts` draws it (for tests and stories that find a day by name). */
export function dayName(date: string, status?: string): string {
  const { before, day, after } = dayNameParts(date, status);
  return `${before} ${day} ${after}`;
}

/** The days of a month (IST calendar) with leading blanks for a Sunday-first grid. */
export function monthGrid(year: number, month: number, today: string): Array<MonthCell | null> {
  const first = new Date(Date.UTC(year, month, 1));
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: Array<MonthCell | null> = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= days; d++) {
    const date = `${year}-${String(month + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    cells.push({ date, day: d, isPast: date < today });
  }
  return cells;
}

export function toUnix(date: string | null): number | '' {
  return date ? istDateToUnix(date) : '';
}

/**
 * The property-list address a search leads to (spec 2.5): always the six keys, in the spec's order, each empty when
 * unset (guests are unset until chosen); dates in unix seconds; includePet as text.
 */
export function searchUrl(input: {
  city: string | null;
  guests: Guests;
  checkIn: string | null;
  checkOut: string | null;
}): string {
  const chosen = totalGuests(input.guests) > 0;
  const ages = completeChildAges(input.guests.childAges, input.guests.children);
  const params = new URLSearchParams([
    ['city', input.city ?? ''],
    ['adults', chosen ? String(input.guests.adults) : ''],
    ['children', chosen ? String(input.guests.children) : ''],
    ['checkInDate', String(toUnix(input.checkIn))],
    ['checkOutDate', String(toUnix(input.checkOut))],
    ['includePet', input.guests.pets ? 'true' : 'false'],
    // Beyond the spec's six: infants and the children's ages, only when chosen, so they reach the booking.
    ...(chosen && input.guests.infants > 0 ? [['infants', String(input.guests.infants)]] : []),
    ...(chosen && ages ? [['childAges', ages.join(',')]] : []),
  ]);
  return `${pagePaths.propertyList}?${params.toString()}`;
}
