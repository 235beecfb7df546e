/**
 * Page data: on a page load the server answers the page's first public GET calls itself and puts the answers in
 * the HTML (a JSON block, not a script), so the app renders without waiting for one more round trip. The app takes
 * each answer once, only shortly after the load, and only for the exact call (path and query); every later call
 * goes to the network. Zod-free: it is part of the guest pages' first load.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The element carrying a server-rendered page's query state (the app's TanStack Query cache, apps/web/src/lib/query-state.ts). */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/**
 * The element naming a server-rendered page's route chunks (a JSON list of URLs), written by the server
 * (apps/api/src/plugins/web-app.ts) and read by the shell's loader (apps/web/src/build/app-loader.ts), which
 * modulepreloads them with the entry.
 */
export const ROUTE_CHUNKS_ELEMENT_ID = 'route-chunks';

/**
 * The cookie saying which stylesheet this browser has loaded (its URL; set by the shell's loader,
 * apps/web/src/build/app-loader.ts, once the stylesheet has loaded). A server-rendered page carries its own CSS so
 * that a first visit draws from the HTML alone; a later page of a guest whose cookie names the current stylesheet
 * links it instead (apps/api/src/plugins/web-app.ts): it is in their cache, and the page is ~5 KB smaller.
 */
export const STYLESHEET_COOKIE = 'staybook_css';

/** How long the stylesheet cookie lasts: a month, as a browser's cache may well not keep the file longer. */
export const STYLESHEET_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The cookie holding the IST day on which this browser last saw the welcome splash (set with the app's own record
 * of it, apps/web/src/app/startup.ts). A server-rendered page sent on that day leaves the splash out: it would only
 * be hidden again by the page's first script.
 */
export const SPLASH_DAY_COOKIE = 'staybook_splash_day';

/** Answers older than this (counted from the page load) are not used; the app asks the API again. */
export const PAGE_DATA_MAX_AGE_MS = 30_000;

export type PageData = Record<string, unknown>;

/** The key of one GET call: the path, then its non-empty query parameters sorted by name. */
export function pageDataKey(path: string, query: Iterable<[string, string]> = []): string {
  const entries = [...query].filter(([, v]) => v !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(entries).toString();
  return search ? `${path}?${search}` : path;
}

/** The JSON text for a JSON block in the page, safe inside HTML (no '<' can close the element or open a comment). */
export function serializePageData(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A JSON block in the page: `<script type="application/json">` is data, never run, so the content security policy has
 * nothing to allow. `jsonText` must already be safe inside HTML (serializePageData, or the app's query-state writer).
 */
export function jsonBlock(id: string, jsonText: string): string {
  return `<script type="application/json" id="${id}">${jsonText}</script>`;
}

/** What the property list page asks the API for, from its URL parameters (and navigation state as a fallback). */
export interface ListNavigationState {
  checkInDate?: number;
  checkOutDate?: number;
  category?: string;
  adults?: number;
  children?: number;
}

/**
 * The list's API parameters: the URL first, navigation state second; unknown parameters pass through. Shared by
 * the page and the server (which answers the page's first call in the HTML), so both ask the same question.
 */
export function propertyListApiParams(
  search: Iterable<[string, string]>,
  state: ListNavigationState | null,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [k, v] of search) if (v !== '') params[k] = v;
  const fallback: Record<string, unknown> = {
    checkInDate: state?.checkInDate,
    checkOutDate: state?.checkOutDate,
    category: state?.category,
    adults: state?.adults ?? 2,
    children: state?.children ?? 0,
  };
  for (const [k, v] of Object.entries(fallback))
    if (params[k] === undefined && v !== undefined && v !== null && v !== '') params[k] = String(v);
  // The page lists every type unless one is chosen (the API's own default is 'Hotel').
  if (!params.propertyType) params.propertyType = 'all';
  if (params.limit === undefined) params.limit = '12';
  return params;
}

/** The property details page's first call. */
export const propertyDetailsApiQuery = (id: string) => ({ id, data: 'detailed' });
