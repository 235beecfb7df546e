import { addDays, type IsoDate, istDateToUnix, todayIst, unixToIstDate } from '@staybook/contract/stay-dates';

/** The property details page's own default: a two-night stay (spec section 9). */
export const DEFAULT_STAY_NIGHTS = 2;
export const DEFAULT_ADULTS = 2;

export interface PropertyStay {
  propertyId: string | null;
  /** Unix seconds of 00:00 IST. */
  checkInDate: number;
  checkOutDate: number;
  adults: number;
  children: number;
}

/** What may arrive in navigation state (the spec's way) — every field optional and untrusted. */
export interface PropertyDetailsState {
  propertyId?: unknown;
  checkInDate?: unknown;
  checkOutDate?: unknown;
  adults?: unknown;
  children?: unknown;
}

function toInt(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

function toIstDate(value: unknown): IsoDate | null {
  const n = toInt(value);
  // Seconds since 2000 and before 2100; milliseconds or junk are ignored.
  return n !== null && n >= 946_684_800 && n < 4_102_444_800 ? unixToIstDate(n) : null;
}

function clamp(value: number | null, min: number, max: number, fallback: number): number {
  return value === null ? fallback : Math.min(max, Math.max(min, value));
}

/**
 * The stay this page shows: the URL first, navigation state as fallback. Check-in is the supplied date
 * (never before today), else today; check-out is the supplied date when after check-in, else check-in + 2 days.
 */
export function resolvePropertyStay(
  params: { propertyId?: string | undefined; search: URLSearchParams },
  state: PropertyDetailsState | null | undefined,
  now: Date = new Date(),
): PropertyStay {
  const pick = (key: keyof PropertyDetailsState) => params.search.get(key) ?? state?.[key];
  const stateId = typeof state?.propertyId === 'string' ? state.propertyId : null;
  const propertyId = params.propertyId?.trim() || params.search.get('propertyId')?.trim() || stateId?.trim() || null;

  const today = todayIst(now);
  const suppliedIn = toIstDate(pick('checkInDate'));
  const checkIn = suppliedIn && suppliedIn >= today ? suppliedIn : today;
  const suppliedOut = toIstDate(pick('checkOutDate'));
  const checkOut = suppliedOut && suppliedOut > checkIn ? suppliedOut : addDays(checkIn, DEFAULT_STAY_NIGHTS);

  return {
    propertyId,
    checkInDate: istDateToUnix(checkIn),
    checkOutDate: istDateToUnix(checkOut),
    adults: clamp(toInt(pick('adults')), 1, 10, DEFAULT_ADULTS),
    children: clamp(toInt(pick('children')), 0, 10, 0),
  };
}
