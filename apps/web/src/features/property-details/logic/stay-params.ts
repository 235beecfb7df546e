import { completeChildAges } from '@staybook/contract/party-rules';
import { addDays, istDateToUnix, todayIst, unixToIstDate } from '@staybook/contract/stay-dates';
import { MAX_INFANTS, parseStayQuery } from '@staybook/contract/stay-query';

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
  /** Infants and a pet, when the guest said so in the search (carried on to the booking). */
  infants?: number;
  includePet?: boolean;
  /** Each child's age, when the search gave one per child. */
  childAges?: number[];
}

/** What may arrive in navigation state (the spec's way) — every field optional and untrusted. */
export interface PropertyDetailsState {
  propertyId?: unknown;
  checkInDate?: unknown;
  checkOutDate?: unknown;
  adults?: unknown;
  children?: unknown;
}

function clamp(value: number | undefined, min: number, max: number, fallback: number): number {
  return value === undefined ? fallback : Math.min(max, Math.max(min, value));
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
  const query = parseStayQuery(params.search, state);
  const propertyId = params.propertyId?.trim() || query.propertyId || null;

  const today = todayIst(now);
  const suppliedIn = query.checkInDate === undefined ? null : unixToIstDate(query.checkInDate);
  const checkIn = suppliedIn && suppliedIn >= today ? suppliedIn : today;
  const suppliedOut = query.checkOutDate === undefined ? null : unixToIstDate(query.checkOutDate);
  const checkOut = suppliedOut && suppliedOut > checkIn ? suppliedOut : addDays(checkIn, DEFAULT_STAY_NIGHTS);

  return {
    propertyId,
    checkInDate: istDateToUnix(checkIn),
    checkOutDate: istDateToUnix(checkOut),
    adults: clamp(query.adults, 1, 10, DEFAULT_ADULTS),
    children: clamp(query.children, 0, 10, 0),
    ...companionsOf(query),
  };
}

/** Infants (at most MAX_INFANTS) and a pet from the stay's address, only when there are any. */
export function companionsOf(query: {
  infants?: number;
  includePet?: boolean;
  children?: number;
  childAges?: number[];
}) {
  const infants = Math.min(query.infants ?? 0, MAX_INFANTS);
  // The children's ages travel on only when there is one per child (issue 24).
  const childAges = completeChildAges(query.childAges, query.children ?? 0);
  return {
    ...(infants > 0 ? { infants } : {}),
    ...(query.includePet ? { includePet: true } : {}),
    ...(childAges ? { childAges } : {}),
  };
}
