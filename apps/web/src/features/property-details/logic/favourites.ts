const KEY = 'staybook_favourites';

/** Favourites are kept on this device only (the spec's "local only" toggle). */
export function readFavourites(): Set<string> {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function toggleFavourite(id: string): boolean {
  const all = readFavourites();
  const isNow = !all.has(id);
  if (isNow) all.add(id);
  else all.delete(id);
  try {
    localStorage.setItem(KEY, JSON.stringify([...all]));
  } catch {
    // Blocked storage: the toggle still works for this visit.
  }
  return isNow;
}
