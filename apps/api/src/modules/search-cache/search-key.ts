/**
 * A stable key of a parsed query: the values the route's zod schema gave (defaults filled, strings trimmed as it
 * trims them), object keys sorted, absent values left out, so `?b=1&a=2`, `?a=2&b=1` and `?a=2&b=1&page=1` (page's
 * default) are one key.
 */
export function stableKey(value: unknown): string {
  return JSON.stringify(sorted(value));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = sorted(v);
  }
  return out;
}

/** The cache key of one answer: which route, the parsed query, and whatever else the answer depends on. */
export function searchKey(route: 'list' | 'rooms', query: unknown, extra: Record<string, unknown> = {}): string {
  return `${route}:${stableKey({ query, ...extra })}`;
}
