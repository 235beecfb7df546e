/** The ids with the one at `from` moved to `to`; null when `to` is outside the list (nothing to save). */
export function moveId(ids: readonly string[], from: number, to: number): string[] | null {
  if (to < 0 || to >= ids.length) return null;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}
