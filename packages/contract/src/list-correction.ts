import { formatDay } from './format';
import { addDays, daysBetween, type IsoDate, istDateToUnix, MAX_STAY_NIGHTS, unixToIstDate } from './stay-dates';

/**
 * A property-list address with values the search cannot use (a link from an old e-mail, a hand-edited URL) is
 * corrected instead of refused: each fix is made once here and told to the guest in plain words. Zod-free: the list
 * page's first load runs it.
 */

/**
 * One fix as facts, for a page in another language to word it (issue 43); `listNoteText` writes its English.
 */
export type ListNote =
  | { kind: 'unreadableDates' }
  | { kind: 'pastDates'; from: IsoDate }
  | { kind: 'oneNight'; from: IsoDate }
  | { kind: 'maxNights'; nights: number; from: IsoDate }
  | { kind: 'adults'; value: string }
  | { kind: 'children'; value: string }
  | { kind: 'price'; bound: 'lowest' | 'highest' }
  | { kind: 'priceSwapped' };

export interface ListCorrection {
  /** The parameters to use instead, or null when the address was fine. */
  corrected: URLSearchParams | null;
  /** What was changed, one sentence each, for the guest. */
  notes: string[];
  /** The same fixes as facts, in the same order as `notes`. */
  facts: ListNote[];
}

/** A fix's sentence in English, as the guest reads it. */
export function listNoteText(note: ListNote): string {
  switch (note.kind) {
    case 'unreadableDates':
      return 'The dates in the link could not be read, so the list shows tonight. Choose your dates above.';
    case 'pastDates':
      return `The dates in the link (from ${formatDay(note.from)}) have passed, so the list shows tonight. Choose your dates above.`;
    case 'oneNight':
      return `Check-out was not after check-in, so the list shows one night from ${formatDay(note.from)}.`;
    case 'maxNights':
      return `A stay can be at most ${note.nights} nights, so the list shows ${note.nights} nights from ${formatDay(note.from)}.`;
    case 'adults':
      return `"${note.value}" is not a number of adults we can search for, so the list shows 2 adults.`;
    case 'children':
      return `"${note.value}" is not a number of children we can search for, so the list shows no children.`;
    case 'price':
      return `The ${note.bound} price in the link could not be read, so it is not applied.`;
    case 'priceSwapped':
      return 'The price range was the wrong way round, so it was swapped.';
  }
}

const MAX_ADULTS = 40;
const MAX_CHILDREN = 20;
const MAX_PRICE = 10_000_000;

const whole = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null;
const unixDay = (value: string | null): IsoDate | null => {
  const n = whole(value);
  // Seconds from 2000 to 2100, as the site's links write them.
  return n !== null && n >= 946_684_800 && n < 4_102_444_800 ? unixToIstDate(n) : null;
};

function correctDates(params: URLSearchParams, today: IsoDate, notes: ListNote[]): void {
  // An empty key is "unset" (the search bar writes all six keys, spec 2.5), not a value to correct.
  const rawIn = params.get('checkInDate') || null;
  const rawOut = params.get('checkOutDate') || null;
  if (rawIn === null && rawOut === null) return;
  const checkIn = unixDay(rawIn);
  const checkOut = unixDay(rawOut);
  const dropDates = (note: ListNote) => {
    params.delete('checkInDate');
    params.delete('checkOutDate');
    notes.push(note);
  };
  if ((rawIn !== null && checkIn === null) || (rawOut !== null && checkOut === null)) {
    dropDates({ kind: 'unreadableDates' });
    return;
  }
  if (checkIn !== null && daysBetween(today, checkIn) < 0) {
    dropDates({ kind: 'pastDates', from: checkIn });
    return;
  }
  if (checkIn === null || checkOut === null) return;
  const nights = daysBetween(checkIn, checkOut);
  if (nights <= 0) {
    params.delete('checkOutDate');
    notes.push({ kind: 'oneNight', from: checkIn });
  } else if (nights > MAX_STAY_NIGHTS) {
    params.set('checkOutDate', String(istDateToUnix(addDays(checkIn, MAX_STAY_NIGHTS))));
    notes.push({ kind: 'maxNights', nights: MAX_STAY_NIGHTS, from: checkIn });
  }
}

function correctGuests(params: URLSearchParams, notes: ListNote[]): void {
  const adults = params.get('adults');
  if (adults) {
    const n = whole(adults);
    if (n === null || n < 1 || n > MAX_ADULTS) {
      params.delete('adults');
      notes.push({ kind: 'adults', value: adults });
    }
  }
  const children = params.get('children');
  if (children) {
    const n = whole(children);
    if (n === null || n > MAX_CHILDREN) {
      params.delete('children');
      notes.push({ kind: 'children', value: children });
    }
  }
}

function correctPrices(params: URLSearchParams, notes: ListNote[]): void {
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const raw = params.get(key);
    if (!raw) continue;
    const n = whole(raw);
    if (n === null || n > MAX_PRICE) {
      params.delete(key);
      notes.push({ kind: 'price', bound: key === 'minPrice' ? 'lowest' : 'highest' });
    }
  }
  const min = whole(params.get('minPrice'));
  const max = whole(params.get('maxPrice'));
  if (min !== null && max !== null && min > max) {
    params.set('minPrice', String(max));
    params.set('maxPrice', String(min));
    notes.push({ kind: 'priceSwapped' });
  }
}

/** The list address's parameters, corrected where the search could not use them (`today` is the IST date). */
export function correctListSearch(search: URLSearchParams, today: IsoDate): ListCorrection {
  const params = new URLSearchParams(search);
  const facts: ListNote[] = [];
  correctDates(params, today, facts);
  correctGuests(params, facts);
  correctPrices(params, facts);
  const page = params.get('page');
  if (page !== null && !(whole(page) !== null && Number(page) >= 1 && Number(page) <= 1000)) params.delete('page');
  const changed = params.toString() !== new URLSearchParams(search).toString();
  return { corrected: changed ? params : null, notes: facts.map(listNoteText), facts };
}
