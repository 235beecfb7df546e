import { QUERY_STATE_ELEMENT_ID } from '@staybook/contract/page-data';
import { type DehydratedState, hashKey, type QueryKey } from '@tanstack/react-query';

export { QUERY_STATE_ELEMENT_ID };

const DATE_TAG = '$date';

/** One successful query as the page carries it: its key, its data and when the server fetched it. */
type PageQuery = [queryKey: QueryKey, data: unknown, dataUpdatedAt: number];

/**
 * The query cache as JSON text safe inside HTML: each successful query as [key, data, fetched at], not TanStack's
 * dehydrated form, whose ten bookkeeping fields per query (all at their defaults after one fetch) cost the home
 * page ~0.2 KB (brotli) of its first 14.6 KB (a connection's first round trip). A query's data may hold Dates (the
 * app's views of API answers); JSON would turn them into strings, and the hydrated page would then differ from the
 * server's, so they travel tagged and come back as Dates.
 */
export function serializeQueryState(state: DehydratedState): string {
  const queries: PageQuery[] = state.queries
    .filter((q) => q.state.status === 'success')
    .map((q) => [q.queryKey, q.state.data, q.state.dataUpdatedAt]);
  return JSON.stringify(queries, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.getTime() } : value;
  })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isPageQuery(value: unknown): value is PageQuery {
  return Array.isArray(value) && value.length === 3 && Array.isArray(value[0]) && typeof value[2] === 'number';
}

/** The state serializeQueryState wrote, as TanStack's hydrate() takes it; null for a broken or foreign block. */
export function parseQueryState(text: string): DehydratedState | null {
  try {
    const parsed: unknown = JSON.parse(text, (_key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const keys = Object.keys(value);
        if (keys.length === 1 && keys[0] === DATE_TAG && typeof value[DATE_TAG] === 'number')
          return new Date(value[DATE_TAG]);
      }
      return value;
    });
    if (!Array.isArray(parsed) || !parsed.every(isPageQuery)) return null;
    return {
      mutations: [],
      queries: parsed.map(([queryKey, data, dataUpdatedAt]) => ({
        queryKey,
        queryHash: hashKey(queryKey),
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
        dehydratedAt: dataUpdatedAt,
      })),
    };
  } catch {
    return null;
  }
}

/** The server's query state in this page, read once and removed from the document. */
export function takeQueryState(): DehydratedState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  return parseQueryState(element.textContent ?? '');
}
