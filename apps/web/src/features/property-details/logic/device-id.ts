const KEY = 'staybook.deviceId';

/** A random id this browser keeps, so "Helpful" counts once per device without an account. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(KEY);
    if (known) return known;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}
