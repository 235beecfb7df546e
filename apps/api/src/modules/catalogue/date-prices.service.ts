import {
  DATE_PRICES_CAPTION,
  type DatePricesResponse,
  FLEXIBLE_DAYS,
  flexibleCaption,
} from '@staybook/contract/date-prices';
import { paiseToRupees } from '@staybook/contract/money';
import {
  addDays,
  daysBetween,
  type IsoDate,
  istDateToUnix,
  todayIst,
  unixToIstDate,
} from '@staybook/contract/stay-dates';
import type { DbOrTx } from '../../db/client.js';
import { readStay } from '../inventory/index.js';
import { sellablePlansOf } from '../pricing/index.js';
import {
  cheapestStayPaise,
  flexibleCheckIns,
  indexNights,
  lowestNightlyPaise,
  type RoomTypeToPrice,
} from './date-price-rules.js';
import { findRoomTypesOnSale } from './date-prices.repository.js';

export interface DatePricesInput {
  propertyId: string;
  from: number;
  days: number;
  checkInDate?: number | undefined;
  nights?: number | undefined;
}

const rupees = (paise: number | null) => (paise === null ? null : Math.round(paiseToRupees(paise)));
const datesFrom = (from: IsoDate, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/**
 * The date picker's prices for a property: each date from `from` (today at the earliest) for `days` days, and with a
 * stay, its flexible check-ins. One read of inventory and one of plans over the whole window.
 */
export async function listDatePrices(
  db: DbOrTx,
  input: DatePricesInput,
  now: Date = new Date(),
): Promise<DatePricesResponse['data']> {
  const today = todayIst(now);
  const requested = unixToIstDate(input.from);
  const from = requested < today ? today : requested;
  const end = addDays(requested, input.days);
  const dates = from < end ? datesFrom(from, daysBetween(from, end)) : [];
  const stay =
    input.checkInDate !== undefined && input.nights !== undefined
      ? { checkIn: unixToIstDate(input.checkInDate), nights: input.nights }
      : null;
  const checkIns = stay ? flexibleCheckIns(stay.checkIn, FLEXIBLE_DAYS, today) : [];

  // The window every answer reads: the dates shown, and each flexible stay up to its departure date.
  const first = [dates[0], checkIns[0]].filter((d): d is IsoDate => d !== undefined).sort()[0];
  const last = [dates.at(-1), stay ? addDays(checkIns.at(-1) ?? stay.checkIn, stay.nights) : undefined]
    .filter((d): d is IsoDate => d !== undefined)
    .sort()
    .at(-1);
  const roomTypeRows = await findRoomTypesOnSale(db, input.propertyId);
  const ids = roomTypeRows.map((r) => r.id);
  if (!first || !last || ids.length === 0)
    return answer(
      dates,
      () => null,
      stay,
      checkIns,
      () => null,
    );

  const [{ nights: rows }, plans] = await Promise.all([
    readStay(db, ids, first, addDays(last, 1)),
    sellablePlansOf(db, ids, { first, last }),
  ]);
  const nights = indexNights(rows);
  const roomTypes: RoomTypeToPrice[] = ids.map((id) => ({ id, plans: plans.get(id) }));
  return answer(
    dates,
    (date) => lowestNightlyPaise(roomTypes, nights, date),
    stay,
    checkIns,
    (checkIn) => (stay ? cheapestStayPaise(roomTypes, nights, checkIn, stay.nights) : null),
  );
}

function answer(
  dates: IsoDate[],
  nightly: (date: IsoDate) => number | null,
  stay: { checkIn: IsoDate; nights: number } | null,
  checkIns: IsoDate[],
  stayPrice: (checkIn: IsoDate) => number | null,
): DatePricesResponse['data'] {
  const priced = dates.map((date) => {
    const lowest = rupees(nightly(date));
    return { date: istDateToUnix(date), lowestPrice: lowest, soldOut: lowest === null };
  });
  if (!stay) return { caption: DATE_PRICES_CAPTION, dates: priced, flexible: null };
  const options = checkIns.map((checkIn) => ({ checkIn, total: rupees(stayPrice(checkIn)) }));
  const best = Math.min(...options.map((o) => o.total ?? Number.POSITIVE_INFINITY));
  // Ties go to the earliest check-in: one option is "cheapest".
  const cheapestAt = options.findIndex((o) => o.total === best);
  return {
    caption: DATE_PRICES_CAPTION,
    dates: priced,
    flexible: {
      nights: stay.nights,
      caption: flexibleCaption(stay.nights),
      stays: options.map((o, i) => ({
        checkInDate: istDateToUnix(o.checkIn),
        checkOutDate: istDateToUnix(addDays(o.checkIn, stay.nights)),
        totalPrice: o.total,
        isChosen: o.checkIn === stay.checkIn,
        isCheapest: i === cheapestAt,
      })),
    },
  };
}
