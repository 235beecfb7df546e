import { addDays, todayIst } from '@staybook/contract';

/** The instant (epoch ms) the IST calendar day of `now` ends: "today" changes then. */
export function nextIstMidnight(now: number): number {
  return Date.parse(`${addDays(todayIst(new Date(now)), 1)}T00:00:00+05:30`);
}

/** The earliest free-cancellation deadline (unix seconds) still ahead of `now` among a rooms answer's plans. */
export function earliestDeadlineAfter(
  rooms: ReadonlyArray<{ ratePlans?: ReadonlyArray<{ cancellation: { freeCancellationUntil: number | null } }> }>,
  now: number,
): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const room of rooms)
    for (const plan of room.ratePlans ?? []) {
      const until = plan.cancellation.freeCancellationUntil;
      if (until !== null && until * 1000 > now) earliest = Math.min(earliest, until * 1000);
    }
  return earliest;
}

/**
 * How long an answer computed at `now` stays true by time alone: no later than the safety TTL, the end of the IST day
 * and, for rooms, the earliest free-cancellation deadline it promises (see search-cache.service.ts for why nothing
 * else in these answers moves with the clock).
 */
export function expiryOf(now: number, ttlMs: number, deadline = Number.POSITIVE_INFINITY): number {
  return Math.min(now + ttlMs, nextIstMidnight(now), deadline);
}
