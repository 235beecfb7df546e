import { formatDayMonth, plural } from './format';
import { addDays, daysBetween, type IsoDate } from './stay-dates';

/**
 * Stay restrictions: the hotel's rules on which stays a room type sells, kept per room type and night beside its
 * inventory (`room_inventory`). One rule decides every stay — the property list, the rooms endpoint, pricing and
 * the hold all call `stayRefusal` — and its answer is the sentence the guest reads. Zod-free: the guest pages may
 * use it.
 */

/** One night's restrictions as inventory holds them. A missing row restricts nothing (availability refuses it). */
export interface NightRestrictions {
  date: IsoDate;
  /** Fewest nights a stay arriving this night may have; null: no minimum. */
  minStay: number | null;
  /** Most nights a stay arriving this night may have; null: no maximum. */
  maxStay: number | null;
  /** No stay may arrive this night. */
  closedToArrival: boolean;
  /** No stay may leave on this date (the row of the departure date, the night the guest does not stay). */
  closedToDeparture: boolean;
  /** The night is not sold at all (inventory's `is_closed`). */
  stopSell: boolean;
}

export const stayRefusalKinds = [
  'stop_sell',
  'closed_to_arrival',
  'min_stay',
  'max_stay',
  'closed_to_departure',
] as const;
export type StayRefusalKind = (typeof stayRefusalKinds)[number];

export interface StayRefusal {
  kind: StayRefusalKind;
  /** The night whose row refuses the stay. */
  date: IsoDate;
  /** What the guest reads: 'Minimum stay 3 nights from 24 Dec'. */
  reason: string;
  /** The minimum or maximum stay's nights (kinds min_stay and max_stay), for a page in another language to say it. */
  nights?: number;
}

/** What the guest reads for a refusal ('Minimum stay 3 nights from 24 Dec'), from its facts. */
export function stayRefusalText(kind: StayRefusalKind, date: IsoDate, nights?: number | null): string {
  const day = formatDayMonth(date);
  switch (kind) {
    case 'stop_sell':
      return `Not available on ${day}`;
    case 'closed_to_arrival':
      return `No arrivals on ${day}`;
    case 'closed_to_departure':
      return `No departures on ${day}`;
    case 'min_stay':
      return `Minimum stay ${plural(nights ?? 0, 'night')} from ${day}`;
    case 'max_stay':
      return `Maximum stay ${plural(nights ?? 0, 'night')} from ${day}`;
  }
}

function refusalOf(kind: StayRefusalKind, date: IsoDate, nights?: number): StayRefusal {
  const reason = stayRefusalText(kind, date, nights);
  return nights === undefined ? { kind, date, reason } : { kind, date, nights, reason };
}

/**
 * Why a stay from `checkIn` to `checkOut` (IST dates) is refused, or null when the restrictions allow it.
 * `rows` are the room type's rows from the arrival night to the departure date, both included, in any order.
 *
 * The rows are read as channel managers read them: minimum and maximum stay, and closed-to-arrival, are the
 * arrival night's (a stay arriving before a 3-night-minimum night may run through it); closed-to-departure is
 * the departure date's row; stop-sell is any night slept. The first refusal is given, in the order a guest can
 * act on it: a night not sold at all, then the arrival, the length, and last the departure.
 */
export function stayRefusal(
  checkIn: IsoDate,
  checkOut: IsoDate,
  rows: readonly NightRestrictions[],
): StayRefusal | null {
  const nights = daysBetween(checkIn, checkOut);
  if (!(nights >= 1)) return null;
  const byDate = new Map(rows.map((r) => [r.date, r]));
  for (let i = 0; i < nights; i++) {
    const date = addDays(checkIn, i);
    if (byDate.get(date)?.stopSell) return refusalOf('stop_sell', date);
  }
  const arrival = byDate.get(checkIn);
  if (arrival?.closedToArrival) return refusalOf('closed_to_arrival', checkIn);
  if (arrival?.minStay != null && nights < arrival.minStay) return refusalOf('min_stay', checkIn, arrival.minStay);
  if (arrival?.maxStay != null && nights > arrival.maxStay) return refusalOf('max_stay', checkIn, arrival.maxStay);
  if (byDate.get(checkOut)?.closedToDeparture) return refusalOf('closed_to_departure', checkOut);
  return null;
}
