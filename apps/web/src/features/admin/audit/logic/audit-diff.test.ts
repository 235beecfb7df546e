import { describe, expect, it } from 'vitest';
import { diffSnapshots, showValue } from './audit-diff';

describe('diffSnapshots', () => {
  it('lists changed keys first, then added, removed and unchanged', () => {
    const rows = diffSnapshots({ title: 'A', isActive: true, old: 1 }, { title: 'B', isActive: true, extra: 'x' });
    expect(rows.map((r) => [r.key, r.change])).toEqual([
      ['title', 'changed'],
      ['extra', 'added'],
      ['old', 'removed'],
      ['isActive', 'same'],
    ]);
    expect(rows[0]).toMatchObject({ before: 'A', after: 'B' });
  });

  it('treats a create as every key added and a delete as every key removed', () => {
    expect(diffSnapshots(null, { a: 1 })).toEqual([{ key: 'a', before: undefined, after: 1, change: 'added' }]);
    expect(diffSnapshots({ a: 1 }, undefined)).toEqual([{ key: 'a', before: 1, after: undefined, change: 'removed' }]);
    expect(diffSnapshots(null, null)).toEqual([]);
  });

  it('compares nested values by content and non-objects as one row', () => {
    expect(diffSnapshots({ a: { x: [1, 2] } }, { a: { x: [1, 2] } })[0]?.change).toBe('same');
    expect(diffSnapshots(['a', 'b'], ['b', 'a'])).toEqual([
      { key: '', before: ['a', 'b'], after: ['b', 'a'], change: 'changed' },
    ]);
  });

  it('shows values readably', () => {
    expect(showValue(undefined)).toBe('—');
    expect(showValue('')).toBe('""');
    expect(showValue('text')).toBe('text');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(false)).toBe('false');
  });
});
