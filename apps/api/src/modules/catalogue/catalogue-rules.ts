import {
  addDays,
  daysBetween,
  istDateToUnix,
  paiseToRupees,
  stayNights,
  todayIst,
  unixToIstDate,
} from '@staybook/contract';
import { CHECK_OUT_BEFORE_CHECK_IN_MESSAGE, MAX_STAY_NIGHTS } from '@staybook/contract/booking';
import {
  type PropertyTypeKey,
  propertyTypeKeys,
  toPropertyCategory,
  toPropertyTypeKey,
} from '@staybook/contract/catalogue';
import { validationError } from '../../lib/http-errors.js';

/** Pure rules of the catalogue: stay defaults and checks, type and category filters, per-night availability. */

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/**
 * The stay a request asks about, as IST calendar dates. Absent dates default to today and the day after
 * (check-out alone defaults to the day after check-in). Past check-ins, reversed dates and long stays are refused.
 */
export function resolveStay(checkInUnix: number | undefined, checkOutUnix: number | undefined, now: Date): Stay {
  const today = todayIst(now);
  const checkIn = checkInUnix === undefined ? today : unixToIstDate(checkInUnix);
  const checkOut = checkOutUnix === undefined ? addDays(checkIn, 1) : unixToIstDate(checkOutUnix);
  if (daysBetween(today, checkIn) < 0)
    throw validationError('checkInDate: Check-in date cannot be in the past.', { field: 'checkInDate' });
  const nights = daysBetween(checkIn, checkOut);
  if (nights <= 0) throw validationError(CHECK_OUT_BEFORE_CHECK_IN_MESSAGE, { field: 'checkOutDate' });
  if (nights > MAX_STAY_NIGHTS)
    throw validationError(`checkOutDate: A stay can be at most ${MAX_STAY_NIGHTS} nights.`, { field: 'checkOutDate' });
  return { checkIn, checkOut, nights };
}

/**
 * Which property types a list request covers: null means every type. The spec's default is 'Hotel', which
 * applies only when nothing else narrows the search (a category row, a city search or a name search).
 */
export function resolveTypeKeys(
  propertyType: string | undefined,
  narrowedOtherwise: boolean,
): PropertyTypeKey[] | null {
  if (propertyType === undefined || propertyType === '') return narrowedOtherwise ? null : ['hotel'];
  if (propertyType.toLowerCase() === 'all') return null;
  const keys = propertyType.split(',').map((t) => toPropertyTypeKey(t));
  if (keys.some((k) => k === null))
    throw validationError(`propertyType must be 'all' or one of: ${propertyTypeKeys.join(', ')}`, {
      field: 'propertyType',
    });
  return [...new Set(keys as PropertyTypeKey[])];
}

export function resolveCategory(category: string | undefined): string | null {
  if (!category) return null;
  const found = toPropertyCategory(category);
  if (!found)
    throw validationError('category must be one of Elite, Premium, Standard, Budget, Imperial', { field: 'category' });
  return found;
}

export function parseAmenities(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(',')
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export interface InventoryNight {
  stayDate: string;
  ratePaise: number;
  available: number;
  isClosed: boolean;
}

export interface RoomNights {
  /** Fewest rooms free over the stay; 0 when any night is closed or has no inventory. */
  available: number;
  nights: Array<{ date: number; rate: number; available_inventory: number }>;
}

/** Per-night rates and availability of one room type over a stay, from its inventory rows. */
export function summariseRoomNights(stay: Stay, rows: InventoryNight[], fallbackRatePaise: number): RoomNights {
  const byDate = new Map(rows.map((r) => [r.stayDate, r]));
  let available = Number.POSITIVE_INFINITY;
  const nights = stayNights(stay.checkIn, stay.checkOut).map((date) => {
    const row = byDate.get(date);
    const free = row && !row.isClosed ? Math.max(0, row.available) : 0;
    available = Math.min(available, free);
    return {
      date: istDateToUnix(date),
      rate: paiseToRupees(row?.ratePaise ?? fallbackRatePaise),
      available_inventory: free,
    };
  });
  return { available: Number.isFinite(available) ? available : 0, nights };
}
