/**
 * Whether a write lost a race on a unique index (PostgreSQL 23505, anywhere in the cause chain: Drizzle wraps the
 * driver's error). Two requests that both checked "not there yet" and then inserted: the index lets one in, and the
 * other is told it already exists (409), not that something broke (500). `constraint` narrows it to one index, for a
 * service that words the answer itself.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 6;
    depth++
  ) {
    if (e.code === '23505')
      return constraint === undefined || e.constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
