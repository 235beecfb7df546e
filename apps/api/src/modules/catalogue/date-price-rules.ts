import { addDays, type IsoDate, stayNights } from '@staybook/contract/stay-dates';
import { stayRefusal } from '@staybook/contract/stay-restrictions';
import { planNightlyRatePaise, plansForSale, type SellablePlan } from '../pricing/index.js';

/**
 * The date picker's prices (issue 24), as pure rules over inventory rows and rate plans: a date's lowest nightly
 * price is the cheapest open room type's rate under its cheapest plan (before taxes, extra guests and deals), and a
 * flexible stay's price is the cheapest one room type that can be booked for every night, restrictions included.
 */

export interface InventoryNight {
  roomTypeId: string;
  stayDate: IsoDate;
  ratePaise: number;
  available: number;
  isClosed: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** A room type the property sells, with its active plans (none: the built-in standard plan). */
export interface RoomTypeToPrice {
  id: string;
  plans: SellablePlan[] | undefined;
}

/** The nights by room type, then date. */
export type NightIndex = Map<string, Map<IsoDate, InventoryNight>>;

export function indexNights(rows: readonly InventoryNight[]): NightIndex {
  const out: NightIndex = new Map();
  for (const row of rows) {
    const byDate = out.get(row.roomTypeId) ?? new Map<IsoDate, InventoryNight>();
    byDate.set(row.stayDate, row);
    out.set(row.roomTypeId, byDate);
  }
  return out;
}

const isOnSale = (night: InventoryNight | undefined): night is InventoryNight =>
  night !== undefined && !night.isClosed && night.available > 0;

const cheapest = (values: Iterable<number>): number | null => {
  let best: number | null = null;
  for (const v of values) if (best === null || v < best) best = v;
  return best;
};

/** The night's tariff (paise) under each plan of the room type. */
function planRates(roomType: RoomTypeToPrice, night: InventoryNight): number[] {
  return plansForSale(roomType.plans).map((p) =>
    planNightlyRatePaise(night.ratePaise, p.plan, p.ownRates?.get(night.stayDate)),
  );
}

/** The lowest nightly price (paise) of the night of `date`, or null when no room type has a room on sale. */
export function lowestNightlyPaise(roomTypes: readonly RoomTypeToPrice[], nights: NightIndex, date: IsoDate) {
  return cheapest(
    roomTypes.flatMap((rt) => {
      const night = nights.get(rt.id)?.get(date);
      return isOnSale(night) ? planRates(rt, night) : [];
    }),
  );
}

/**
 * The price (paise) of the cheapest way to book one room for the whole stay: one room type with a room on sale every
 * night whose restrictions allow the stay, under the plan that costs least over the stay. Null when none can.
 */
export function cheapestStayPaise(
  roomTypes: readonly RoomTypeToPrice[],
  nights: NightIndex,
  checkIn: IsoDate,
  nightCount: number,
): number | null {
  const checkOut = addDays(checkIn, nightCount);
  const dates = stayNights(checkIn, checkOut);
  return cheapest(
    roomTypes.flatMap((rt) => {
      const byDate = nights.get(rt.id);
      const stay = dates.map((d) => byDate?.get(d));
      if (!stay.every(isOnSale)) return [];
      const rows = [...stay, byDate?.get(checkOut)].filter((n) => n !== undefined);
      const restrictions = rows.map((n) => ({
        date: n.stayDate,
        minStay: n.minStay,
        maxStay: n.maxStay,
        closedToArrival: n.closedToArrival,
        closedToDeparture: n.closedToDeparture,
        stopSell: n.isClosed,
      }));
      if (stayRefusal(checkIn, checkOut, restrictions)) return [];
      return plansForSale(rt.plans).map((p) =>
        stay.reduce((sum, n) => sum + planNightlyRatePaise(n.ratePaise, p.plan, p.ownRates?.get(n.stayDate)), 0),
      );
    }),
  );
}

/** The check-ins "Flexible" offers: `days` either side of the chosen one, none before today. */
export function flexibleCheckIns(checkIn: IsoDate, days: number, today: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = -days; d <= days; d++) {
    const date = addDays(checkIn, d);
    if (date >= today) out.push(date);
  }
  return out;
}
