import { daysBetween, unixToIstDate } from '@staybook/contract/stay-dates';

/** Guest selector default (spec section 9): 2 adults, 0 children. */
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;

export interface StayParams {
  propertyId: string;
  /** Unix seconds (IST midnight). */
  checkInDate: number;
  checkOutDate: number;
  adults: number;
  children: number;
}

function toInt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.floor(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

function readState(state: unknown, key: string): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
}

/**
 * The select-rooms page reads the URL first (so it survives a reload and can be shared) and falls back
 * to navigation state (spec 2.8). Without a property and a valid stay it answers null: redirect home.
 */
export function readStayParams(search: URLSearchParams, state: unknown): StayParams | null {
  const pick = (key: string): unknown => search.get(key) ?? readState(state, key);
  const propertyId = pick('propertyId');
  const checkInDate = toInt(pick('checkInDate'));
  const checkOutDate = toInt(pick('checkOutDate'));
  if (typeof propertyId !== 'string' || propertyId.trim() === '' || checkInDate === null || checkOutDate === null) {
    return null;
  }
  if (stayNightCount(checkInDate, checkOutDate) < 1) return null;
  const adults = toInt(pick('adults'));
  const children = toInt(pick('children'));
  return {
    propertyId: propertyId.trim(),
    checkInDate,
    checkOutDate,
    adults: adults !== null && adults >= 1 ? adults : DEFAULT_ADULTS,
    children: children !== null && children >= 0 ? children : DEFAULT_CHILDREN,
  };
}

/** Whole IST calendar nights between two unix instants (0 or less when the stay is reversed). */
export function stayNightCount(checkInDate: number, checkOutDate: number): number {
  return daysBetween(unixToIstDate(checkInDate), unixToIstDate(checkOutDate));
}
