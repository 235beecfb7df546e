import { formatDay } from './format';
import { addDays, daysBetween, type IsoDate, istDateToUnix, MAX_STAY_NIGHTS, unixToIstDate } from './stay-dates';

/**
 * A property-list address with values the search cannot use (a link from an old e-mail, a hand-edited URL) is
 * corrected instead of refused: each fix is made once here and told to the guest in plain words. Zod-free: the list
 * page's first load runs it.
 */

export interface ListCorrection {
  /** The parameters to use instead, or null when the address was fine. */
  corrected: URLSearchParams | null;
  /** What was changed, one sentence each, for the guest. */
  notes: string[];
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

function correctDates(params: URLSearchParams, today: IsoDate, notes: string[]): void {
  // An empty key is "unset" (the search bar writes all six keys, spec 2.5), not a value to correct.
  const rawIn = params.get('checkInDate') || null;
  const rawOut = params.get('checkOutDate') || null;
  if (rawIn === null && rawOut === null) return;
  const checkIn = unixDay(rawIn);
  const checkOut = unixDay(rawOut);
  const dropDates = (note: string) => {
    params.delete('checkInDate');
    params.delete('checkOutDate');
    notes.push(note);
  };
  const unreadable = 'The dates in the link could not be read, so the list shows tonight. Choose your dates above.';
  if ((rawIn !== null && checkIn === null) || (rawOut !== null && checkOut === null)) {
    dropDates(unreadable);
    return;
  }
  if (checkIn !== null && daysBetween(today, checkIn) < 0) {
    dropDates(
      `The dates in the link (from ${formatDay(checkIn)}) have passed, so the list shows tonight. Choose your dates above.`,
    );
    return;
  }
  if (checkIn === null || checkOut === null) return;
  const nights = daysBetween(checkIn, checkOut);
  if (nights <= 0) {
    params.delete('checkOutDate');
    notes.push(`Check-out was not after check-in, so the list shows one night from ${formatDay(checkIn)}.`);
  } else if (nights > MAX_STAY_NIGHTS) {
    params.set('checkOutDate', String(istDateToUnix(addDays(checkIn, MAX_STAY_NIGHTS))));
    notes.push(
      `A stay can be at most ${MAX_STAY_NIGHTS} nights, so the list shows ${MAX_STAY_NIGHTS} nights from ${formatDay(checkIn)}.`,
    );
  }
}

function correctGuests(params: URLSearchParams, notes: string[]): void {
  const adults = params.get('adults');
  if (adults) {
    const n = whole(adults);
    if (n === null || n < 1 || n > MAX_ADULTS) {
      params.delete('adults');
      notes.push(`"${adults}" is not a number of adults we can search for, so the list shows 2 adults.`);
    }
  }
  const children = params.get('children');
  if (children) {
    const n = whole(children);
    if (n === null || n > MAX_CHILDREN) {
      params.delete('children');
      notes.push(`"${children}" is not a number of children we can search for, so the list shows no children.`);
    }
  }
}

function correctPrices(params: URLSearchParams, notes: string[]): void {
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const raw = params.get(key);
    if (!raw) continue;
    const n = whole(raw);
    if (n === null || n > MAX_PRICE) {
      params.delete(key);
      notes.push(
        `The ${key === 'minPrice' ? 'lowest' : 'highest'} price in the link could not be read, so it is not applied.`,
      );
    }
  }
  const min = whole(params.get('minPrice'));
  const max = whole(params.get('maxPrice'));
  if (min !== null && max !== null && min > max) {
    params.set('minPrice', String(max));
    params.set('maxPrice', String(min));
    notes.push('The price range was the wrong way round, so it was swapped.');
  }
}

/** The list address's parameters, corrected where the search could not use them (`today` is the IST date). */
export function correctListSearch(search: URLSearchParams, today: IsoDate): ListCorrection {
  const params = new URLSearchParams(search);
  const notes: string[] = [];
  correctDates(params, today, notes);
  correctGuests(params, notes);
  correctPrices(params, notes);
  const page = params.get('page');
  if (page !== null && !(whole(page) !== null && Number(page) >= 1 && Number(page) <= 1000)) params.delete('page');
  const changed = params.toString() !== new URLSearchParams(search).toString();
  return { corrected: changed ? params : null, notes };
}
