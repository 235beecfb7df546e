import { ApiError } from './api-client';

/**
 * The wait a rate limit's answer names (`details.retryAfterSeconds`, sent beside its English), for a page in another
 * language to say it in its words; null for any other failure.
 */
export function retryAfterOf(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  const seconds = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}
