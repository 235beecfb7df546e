import { parseStayQuery } from '@staybook/contract/stay-query';
import type { StayQuery } from '../../../lib/paths';

/**
 * The stay this room was opened for (URL first, then navigation state), carried on to the property and
 * room-selection links. Missing or junk values are left out; those pages apply their own defaults.
 */
export function readStayContext(search: URLSearchParams, state: unknown): StayQuery {
  const { checkInDate, checkOutDate, adults, children } = parseStayQuery(search, state);
  return { checkInDate, checkOutDate, adults, children };
}
