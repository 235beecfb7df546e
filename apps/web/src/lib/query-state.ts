import { QUERY_STATE_ELEMENT_ID } from '@staybook/contract/page-data';
import type { DehydratedState } from '@tanstack/react-query';

export { QUERY_STATE_ELEMENT_ID };

const DATE_TAG = '$date';

/**
 * The query cache as JSON text safe inside HTML. A query's data may hold Dates (the app's views of API answers);
 * JSON would turn them into strings, and the hydrated page would then differ from the server's, so they travel
 * tagged and come back as Dates.
 */
export function serializeQueryState(state: DehydratedState): string {
  return JSON.stringify(state, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.getTime() } : value;
  })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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
    return parsed && typeof parsed === 'object' && Array.isArray((parsed as DehydratedState).queries)
      ? (parsed as DehydratedState)
      : null;
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
