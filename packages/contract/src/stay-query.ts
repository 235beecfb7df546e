import { parseChildAges } from './party-rules';

/**
 * The stay a guest is looking at, as the site's URLs carry it (spec 2.5: /property-list?city&adults&children&
 * checkInDate&checkOutDate&includePet; the details, room and room-selection pages add propertyId; `infants` follows
 * when the guest chose any, so they reach the booking). Dates are unix
 * seconds. Every page reads the URL first and navigation state (the spec's way) second, through `parseStayQuery`,
 * then applies its own defaults. Zod-free: the guest pages' first load uses it.
 */

export interface StayQuery {
  propertyId?: string;
  city?: string;
  /** Unix seconds (IST midnight when it came from the site's own links). */
  checkInDate?: number;
  checkOutDate?: number;
  adults?: number;
  children?: number;
  includePet?: boolean;
  /** Infants coming along (free, not counted); written only when there are any. */
  infants?: number;
  /** Each child's age, as the guest selector asked them ("7,11"); written only when given. */
  childAges?: number[];
}

/** Most infants one stay brings (the search's guest selector allows as many; the booking refuses more). */
export const MAX_INFANTS = 4;

/** The parameters in the order the site writes them. */
export const STAY_QUERY_KEYS = [
  'propertyId',
  'city',
  'checkInDate',
  'checkOutDate',
  'adults',
  'children',
  'includePet',
  'infants',
  'childAges',
] as const satisfies ReadonlyArray<keyof StayQuery>;

/** Stay dates are seconds from 2000 up to 2100: milliseconds, tiny numbers and junk are not dates. */
const MIN_STAY_SECONDS = 946_684_800;
const MAX_STAY_SECONDS = 4_102_444_800;

function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.trunc(value) : undefined;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

function unixDate(value: unknown): number | undefined {
  const n = wholeNumber(value);
  return n !== undefined && n >= MIN_STAY_SECONDS && n < MAX_STAY_SECONDS ? n : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

const readers: { [K in keyof StayQuery]-?: (value: unknown) => StayQuery[K] } = {
  propertyId: text,
  city: text,
  checkInDate: unixDate,
  checkOutDate: unixDate,
  adults: wholeNumber,
  children: wholeNumber,
  includePet: flag,
  infants: wholeNumber,
  childAges: parseChildAges,
};

/** What `URLSearchParams` and React Router's search params both are. */
interface SearchLike {
  get(key: string): string | null;
}

/**
 * The stay from a page's URL parameters, else from its navigation state, key by key: a parameter present in the URL
 * wins even when it is junk (then it is left out, and the page's default applies). Only valid values come back.
 */
export function parseStayQuery(search: SearchLike, state?: unknown): StayQuery {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const key of STAY_QUERY_KEYS) {
    const value = readers[key](search.get(key) ?? fromState[key]);
    if (value !== undefined) out[key] = value;
  }
  return out as StayQuery;
}

/** The stay as URL parameters, in the site's order; missing (undefined, null or '') values are left out. */
export function stayQueryParams(query: { [K in keyof StayQuery]?: StayQuery[K] | null }): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const key of STAY_QUERY_KEYS) {
    const value = query[key];
    if (Array.isArray(value)) {
      if (value.length > 0) out.push([key, value.join(',')]);
    } else if (value !== undefined && value !== null && value !== '') out.push([key, String(value)]);
  }
  return out;
}
