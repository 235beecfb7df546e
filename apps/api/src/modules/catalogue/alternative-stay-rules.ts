import { addDays, daysBetween, type IsoDate, stayNights } from '@staybook/contract/stay-dates';
import { type NightRestrictions, stayRefusal } from '@staybook/contract/stay-restrictions';

/**
 * What a guest can do when a room cannot be booked for the stay asked: which nights stop it, and the nearest stay
 * of the same length that it can be booked for. Pure: the rooms endpoint reads the inventory once for the window.
 */

/** Alternatives are looked for this many days either side of the check-in asked. */
export const ALTERNATIVE_WINDOW_DAYS = 14;

/** One inventory row of a room type: rooms free that night and the night's restrictions. */
export interface SellableNight extends NightRestrictions {
  free: number;
}

export interface StayDates {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export interface UnsellableNights {
  /** Nights with no room of the type left. */
  soldOut: IsoDate[];
  /** Nights the hotel does not sell (stop-sell, or no inventory at all). */
  closed: IsoDate[];
}

/** The nights of the stay that stop it, each once: closed before sold out (a closed night has nothing to sell). */
export function unsellableNights(stay: StayDates, rows: readonly SellableNight[]): UnsellableNights {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const out: UnsellableNights = { soldOut: [], closed: [] };
  for (const date of stayNights(stay.checkIn, stay.checkOut)) {
    const row = byDate.get(date);
    if (!row || row.stopSell) out.closed.push(date);
    else if (row.free < 1) out.soldOut.push(date);
  }
  return out;
}

/** Whether one room can be booked for every night of the stay, and the restrictions allow the stay. */
export function canSellStay(stay: StayDates, byDate: ReadonlyMap<IsoDate, SellableNight>): boolean {
  for (const date of stayNights(stay.checkIn, stay.checkOut)) {
    const row = byDate.get(date);
    if (!row || row.stopSell || row.free < 1) return false;
  }
  const rows = [...stayNights(stay.checkIn, stay.checkOut), stay.checkOut]
    .map((date) => byDate.get(date))
    .filter((r): r is SellableNight => r !== undefined);
  return stayRefusal(stay.checkIn, stay.checkOut, rows) === null;
}

/**
 * The inventory rows the search needs: from the earliest arrival it may offer (never before today) to the latest
 * departure (its row says whether departures are allowed), both included.
 */
export function alternativeWindow(asked: StayDates, today: IsoDate): { first: IsoDate; last: IsoDate } {
  const earliest = addDays(asked.checkIn, -ALTERNATIVE_WINDOW_DAYS);
  return {
    first: daysBetween(today, earliest) < 0 ? today : earliest,
    last: addDays(asked.checkOut, ALTERNATIVE_WINDOW_DAYS),
  };
}

/**
 * The sellable stay of the same length whose check-in is nearest the one asked, within the window and not before
 * today; null when there is none. Of two equally near, the later is offered: a guest who planned a date can more
 * often stay on than come sooner.
 */
export function nearestAlternativeStay(
  asked: StayDates,
  rows: readonly SellableNight[],
  today: IsoDate,
  windowDays = ALTERNATIVE_WINDOW_DAYS,
): StayDates | null {
  const nights = daysBetween(asked.checkIn, asked.checkOut);
  if (!(nights >= 1)) return null;
  const byDate = new Map(rows.map((r) => [r.date, r]));
  for (let distance = 1; distance <= windowDays; distance++) {
    for (const offset of [distance, -distance]) {
      const checkIn = addDays(asked.checkIn, offset);
      if (daysBetween(today, checkIn) < 0) continue;
      const stay = { checkIn, checkOut: addDays(checkIn, nights) };
      if (canSellStay(stay, byDate)) return stay;
    }
  }
  return null;
}
