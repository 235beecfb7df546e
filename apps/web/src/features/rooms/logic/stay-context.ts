import type { StayQuery } from '../../../lib/paths';

const keys = ['checkInDate', 'checkOutDate', 'adults', 'children'] as const;

/**
 * The stay this room was opened for (URL first, then navigation state), carried on to the property and
 * room-selection links. Missing or junk values are left out; those pages apply their own defaults.
 */
export function readStayContext(search: URLSearchParams, state: unknown): StayQuery {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const out: StayQuery = {};
  for (const key of keys) {
    const raw = search.get(key) ?? fromState[key];
    const n = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
    if (raw !== '' && Number.isInteger(n) && n >= 0) out[key] = n;
  }
  return out;
}
