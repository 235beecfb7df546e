import { pagePaths } from '@staybook/contract/page-paths';
import { stayQueryParams } from '@staybook/contract/stay-query';

/** Every page path of the site, built in one place (the contract's, which the server also reads for 404s). */
export const paths = {
  ...pagePaths,
  roomDetails: (roomId: string) => `${pagePaths.roomDetails}/${encodeURIComponent(roomId)}`,
} as const;

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query: Query | Array<[string, string]>): string {
  const params = new URLSearchParams();
  const entries = Array.isArray(query) ? query : Object.entries(query);
  for (const [k, v] of entries) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Stay context carried between pages; dates are unix seconds (IST midnight for whole days). Written by the
 * contract's stayQueryParams and read back by its parseStayQuery, so every page speaks the same parameters. */
export interface StayQuery {
  checkInDate?: number | null;
  checkOutDate?: number | null;
  adults?: number | null;
  children?: number | null;
}

/**
 * Shareable, reloadable URLs. Pages read these query parameters first and fall back to navigation state,
 * so everything the spec passes in state is also in the URL.
 */
export const links = {
  propertyList: (q: Query = {}) => withQuery(paths.propertyList, q),
  propertyDetails: (propertyId: string, stay: StayQuery = {}) =>
    withQuery(`${paths.propertyDetails}/${encodeURIComponent(propertyId)}`, stayQueryParams(stay)),
  selectRooms: (propertyId: string, stay: StayQuery = {}) =>
    withQuery(paths.selectRooms, stayQueryParams({ ...stay, propertyId })),
  roomDetails: (roomId: string, stay: StayQuery = {}) => withQuery(paths.roomDetails(roomId), stayQueryParams(stay)),
  bookingDetails: (bookingId: string) => `${paths.bookingDetails}/${encodeURIComponent(bookingId)}`,
  changeBooking: (bookingId: string) => `${paths.changeBooking}/${encodeURIComponent(bookingId)}`,
  rateStay: (bookingId: string) => `${paths.rateStay}/${encodeURIComponent(bookingId)}`,
  bookingConfirmation: (bookingId: string) => `${paths.bookingConfirmation}/${encodeURIComponent(bookingId)}`,
  sharedWishlist: (token: string) => `${paths.wishlist}/${encodeURIComponent(token)}`,
};
