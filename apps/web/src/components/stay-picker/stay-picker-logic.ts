import { formatInr as formatRupees } from '@staybook/contract/money';
import { completeChildAges } from '@staybook/contract/party-rules';
import { addDays, daysBetween, type IsoDate, MAX_STAY_NIGHTS } from '@staybook/contract/stay-dates';
import type { Guests } from '../search/search-logic';

/**
 * Pure rules of the stay picker on the property and rooms pages (issue 24): a range chosen in two taps, a month's
 * dates to price, each day's words for a screen reader, and the page's stay in and out of the guest selector.
 */

/** The range being chosen: a check-in, then a check-out after it. */
export interface DateRange {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
}

/**
 * The range after tapping `date`: the first tap (or a tap on or before the check-in, or after a complete range)
 * starts a new stay; a later tap within the longest stay ends it.
 */
export function tapDate(range: DateRange, date: IsoDate): DateRange {
  const { checkIn, checkOut } = range;
  if (!checkIn || checkOut || date <= checkIn) return { checkIn: date, checkOut: null };
  if (daysBetween(checkIn, date) > MAX_STAY_NIGHTS) return { checkIn: date, checkOut: null };
  return { checkIn, checkOut: date };
}

/** Whether `date` is a night of the chosen stay (check-in included, check-out not). */
export function isInRange(range: DateRange, date: IsoDate): boolean {
  return Boolean(range.checkIn && range.checkOut && date >= range.checkIn && date < range.checkOut);
}

/** The first day of a month ('YYYY-MM') and its number of days. */
export function monthSpan(month: string): { first: IsoDate; days: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { first: `${month}-01`, days: new Date(Date.UTC(y, m, 0)).getUTCDate() };
}

export const monthOf = (date: IsoDate) => date.slice(0, 7);

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A day's state as the calendar says it (in the page's language): past, sold out, or its lowest price. */
export type DayStatus = { kind: 'past' } | { kind: 'soldOut' } | { kind: 'from'; price: string };

/**
 * What a screen reader hears after a day's date (the month grid names the date around the drawn number): its price,
 * or that it is sold out or past; nothing while prices load.
 */
export function dayStatus(
  price: { lowestPrice: number | null; soldOut: boolean } | undefined,
  isPast: boolean,
): DayStatus | undefined {
  if (isPast) return { kind: 'past' };
  if (!price) return undefined;
  if (price.soldOut || price.lowestPrice === null) return { kind: 'soldOut' };
  return { kind: 'from', price: formatRupees(price.lowestPrice) };
}

/** The price as drawn under a day: whole rupees, and lakhs to one decimal from ₹1,00,000 (the cell is narrow). */
export function shortPrice(rupees: number): string {
  return rupees >= 100_000 ? `₹${(Math.floor(rupees / 10_000) / 10).toFixed(1)}L` : formatRupees(rupees);
}

/** The page's stay as the guest selector holds it, and back. */
export interface PartyQuery {
  adults: number;
  children: number;
  infants?: number;
  includePet?: boolean;
  childAges?: number[];
}

export function guestsOfStay(stay: PartyQuery): Guests {
  return {
    adults: stay.adults,
    children: stay.children,
    infants: stay.infants ?? 0,
    pets: stay.includePet ?? false,
    childAges: Array.from({ length: stay.children }, (_, i) => stay.childAges?.[i] ?? null),
  };
}

export function partyOfGuests(guests: Guests): PartyQuery {
  const ages = completeChildAges(guests.childAges, guests.children);
  return {
    adults: Math.max(1, guests.adults),
    children: guests.children,
    ...(guests.infants > 0 ? { infants: guests.infants } : {}),
    ...(guests.pets ? { includePet: true } : {}),
    ...(ages ? { childAges: ages } : {}),
  };
}

/** The stay's check-out when only the check-in moved (flexible dates keep the number of nights). */
export const keepNights = (checkIn: IsoDate, nights: number) => addDays(checkIn, nights);
