/**
 * Retrying what failed for a passing reason (a provider down, a timeout): how long to wait before the next attempt,
 * and when to give up. Shared by the hotel messages' delivery (modules/notifications) and the side effects' outbox
 * (modules/side-effects).
 */

/** The longest wait between two attempts. */
export const MAX_RETRY_WAIT_MS = 60 * 60_000;

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The wait after the first passing failure; each later one is three times the one before. */
  baseDelayMs: number;
}

/**
 * The wait after the `attempts`-th attempt failed: base × 3^(attempts − 1), at most an hour, give or take a
 * tenth so that what failed in one outage does not all come back in the same second.
 */
export function retryDelayMs(attempts: number, baseDelayMs: number, random: () => number = Math.random): number {
  const wait = Math.min(baseDelayMs * 3 ** Math.max(0, attempts - 1), MAX_RETRY_WAIT_MS);
  return Math.round(wait * (0.9 + 0.2 * random()));
}

/**
 * Whether a failure passes (try again later) or is final. Adapters say so on their errors (`transient`); an SMTP
 * error says it by its reply (4xx passes, 5xx is final) or its kind; anything else unknown passes, bounded by the
 * attempts allowed.
 */
export function isPassingFailure(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return true;
  const e = err as { transient?: unknown; responseCode?: unknown; code?: unknown };
  if (typeof e.transient === 'boolean') return e.transient;
  if (typeof e.responseCode === 'number') return e.responseCode < 500;
  return !(e.code === 'EAUTH' || e.code === 'EENVELOPE' || e.code === 'EMESSAGE');
}

export type AfterFailure = { next: 'retry'; at: Date } | { next: 'give_up' };

/** After a failed attempt: when to try again, or to give up (a final failure, or no attempt left). */
export function afterFailure(
  attempts: number,
  passing: boolean,
  policy: RetryPolicy,
  now: Date,
  random: () => number = Math.random,
): AfterFailure {
  if (!passing || attempts >= policy.maxAttempts) return { next: 'give_up' };
  return { next: 'retry', at: new Date(now.getTime() + retryDelayMs(attempts, policy.baseDelayMs, random)) };
}
