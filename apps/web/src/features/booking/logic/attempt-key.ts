/**
 * The booking call's Idempotency-Key. One key per attempt: a double click or a retry of the very same request
 * sends the same key, so the server makes one hold and answers both alike; any change to the request (stay,
 * rooms, guests, step) starts a new attempt with a new key.
 */
export interface AttemptKey {
  /** The request the key was made for, as sent. */
  request: string;
  key: string;
}

/** A random key of the server's alphabet (A–Z a–z 0–9 _ -), also where `randomUUID` is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The previous attempt's key while the request is unchanged, else a new one. */
export function attemptKeyFor(
  previous: AttemptKey | null,
  request: unknown,
  makeKey: () => string = newIdempotencyKey,
): AttemptKey {
  const text = JSON.stringify(request);
  return previous?.request === text ? previous : { request: text, key: makeKey() };
}
