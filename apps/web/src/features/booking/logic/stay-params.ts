import { completeChildAges } from '@staybook/contract/party-rules';
import { daysBetween, unixToIstDate } from '@staybook/contract/stay-dates';
import { MAX_INFANTS, parseStayQuery } from '@staybook/contract/stay-query';

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
  /** Infants (free, not counted) and a pet, as the guest said in the search: carried to the booking. */
  infants: number;
  pets: boolean;
  /** Each child's age, when the search gave one per child (issue 24). */
  childAges?: number[];
}

/**
 * The select-rooms page reads the URL first (so it survives a reload and can be shared) and falls back
 * to navigation state (spec 2.8). Without a property and a valid stay it answers null: redirect home.
 */
export function readStayParams(search: URLSearchParams, state: unknown): StayParams | null {
  const { propertyId, checkInDate, checkOutDate, adults, children, infants, includePet, childAges } = parseStayQuery(
    search,
    state,
  );
  if (propertyId === undefined || checkInDate === undefined || checkOutDate === undefined) return null;
  if (stayNightCount(checkInDate, checkOutDate) < 1) return null;
  const ages = completeChildAges(childAges, children ?? DEFAULT_CHILDREN);
  return {
    propertyId,
    checkInDate,
    checkOutDate,
    adults: adults !== undefined && adults >= 1 ? adults : DEFAULT_ADULTS,
    children: children ?? DEFAULT_CHILDREN,
    infants: Math.min(infants ?? 0, MAX_INFANTS),
    pets: includePet === true,
    ...(ages ? { childAges: ages } : {}),
  };
}

/** Whole IST calendar nights between two unix instants (0 or less when the stay is reversed). */
export function stayNightCount(checkInDate: number, checkOutDate: number): number {
  return daysBetween(unixToIstDate(checkInDate), unixToIstDate(checkOutDate));
}
