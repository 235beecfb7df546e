/** One line of an audit entry's before/after comparison. */
export interface DiffRow {
  /** The top-level key, or '' when the snapshots are not both objects. */
  key: string;
  before: unknown;
  after: unknown;
  /** added: only after; removed: only before; changed: both, different; same: both, equal. */
  change: 'added' | 'removed' | 'changed' | 'same';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Compares two snapshots key by key (top level). A create has no `before` (every key is added), a delete no `after`.
 * Snapshots that are not objects (arrays, numbers) compare as one row. Changed rows come first.
 */
export function diffSnapshots(before: unknown, after: unknown): DiffRow[] {
  const b = before ?? null;
  const a = after ?? null;
  if ((isRecord(b) || b === null) && (isRecord(a) || a === null) && (b !== null || a !== null)) {
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
    const rows = keys.map((key): DiffRow => {
      const inBefore = b !== null && key in b;
      const inAfter = a !== null && key in a;
      const vb = inBefore ? b[key] : undefined;
      const va = inAfter ? a[key] : undefined;
      const change = !inBefore ? 'added' : !inAfter ? 'removed' : same(vb, va) ? 'same' : 'changed';
      return { key, before: vb, after: va, change };
    });
    const order = { changed: 0, added: 1, removed: 2, same: 3 } as const;
    return rows.sort((x, y) => order[x.change] - order[y.change] || x.key.localeCompare(y.key));
  }
  if (b === null && a === null) return [];
  return [
    {
      key: '',
      before: b ?? undefined,
      after: a ?? undefined,
      change: b === null ? 'added' : a === null ? 'removed' : same(b, a) ? 'same' : 'changed',
    },
  ];
}

/** A value for a diff cell: strings as they are, everything else as compact JSON; absent as an em dash. */
export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value) ?? String(value);
}

/** Pretty JSON for the full snapshots. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  return JSON.stringify(value, null, 2);
}
