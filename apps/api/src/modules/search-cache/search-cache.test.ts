import { describe, expect, it } from 'vitest';
import { SearchCache } from './search-cache.js';
import { cityScopes, plainEncoding } from './search-cache.service.js';
import { earliestDeadlineAfter, expiryOf, nextIstMidnight } from './search-cache-rules.js';
import { searchKey, stableKey } from './search-key.js';

const T = 1_800_000_000_000;
const later = T + 60_000;
const cache = (maxEntries = 10, maxBytes = 1_000_000) => {
  const c = new SearchCache({ maxEntries, maxBytes });
  c.enable();
  return c;
};

describe('search keys', () => {
  it('is one key whatever the order of the parameters and whether a default was spelt out', () => {
    expect(stableKey({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    expect(searchKey('list', { city: 'goa', page: 1, sort: 'recommended' })).toBe(
      searchKey('list', { sort: 'recommended', page: 1, city: 'goa', q: undefined }),
    );
  });

  it('keeps apart what changes the answer: the route, any value, and the extra dependencies', () => {
    const q = { propertyId: 'p', checkInDate: 1 };
    expect(searchKey('rooms', q)).not.toBe(searchKey('list', q));
    expect(searchKey('rooms', q)).not.toBe(searchKey('rooms', { ...q, checkInDate: 2 }));
    expect(searchKey('list', q, { signedIn: true })).not.toBe(searchKey('list', q, { signedIn: false }));
  });
});

describe('the search cache', () => {
  it('serves what it stored until its expiry, and nothing while it is not enabled', () => {
    const c = new SearchCache({ maxEntries: 10, maxBytes: 1_000_000 });
    expect(c.set('k', 'body', 'all', later, c.begin(), T)).toBe(false);
    c.enable();
    expect(c.set('k', 'body', 'all', later, c.begin(), T)).toBe(true);
    expect(c.get('k', T + 1)).toBe('body');
    expect(c.get('k', later)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('drops the least recently used entry beyond its entries or its bytes', () => {
    const c = cache(2);
    c.set('a', 'A', 'all', later, c.begin(), T);
    c.set('b', 'B', 'all', later, c.begin(), T);
    expect(c.get('a', T)).toBe('A');
    c.set('c', 'C', 'all', later, c.begin(), T);
    expect([c.get('a', T), c.get('b', T), c.get('c', T)]).toEqual(['A', undefined, 'C']);
    // Bytes: two characters of 'x'.repeat(40) plus the key are 82 bytes each; 200 bytes hold two.
    const small = cache(100, 200);
    for (const k of ['1', '2', '3']) small.set(k, 'x'.repeat(40), 'all', later, small.begin(), T);
    expect(small.size).toBe(2);
    expect(small.get('1', T)).toBeUndefined();
    expect(small.totalBytes).toBeLessThanOrEqual(200);
    expect(small.set('huge', 'x'.repeat(200), 'all', later, small.begin(), T)).toBe(false);
  });

  it('drops the entries that used a changed property, and every entry for a change to every property', () => {
    const c = cache();
    c.set('rooms-a', 'A', new Set(['a']), later, c.begin(), T);
    c.set('rooms-b', 'B', new Set(['b']), later, c.begin(), T);
    c.set('list-goa', 'AB', new Set(['a', 'b']), later, c.begin(), T);
    c.set('list-all', 'ALL', 'all', later, c.begin(), T);
    c.changed('a');
    expect([c.get('rooms-a', T), c.get('rooms-b', T), c.get('list-goa', T), c.get('list-all', T)]).toEqual([
      undefined,
      'B',
      undefined,
      undefined,
    ]);
    c.changed('*');
    expect(c.size).toBe(0);
    expect(c.totalBytes).toBe(0);
  });

  it('refuses an answer computed across a change it depends on, and keeps one the change did not touch', () => {
    const c = cache();
    const before = c.begin();
    c.changed('a');
    expect(c.set('rooms-a', 'stale', new Set(['a']), later, before, T)).toBe(false);
    expect(c.set('list-all', 'stale', 'all', later, before, T)).toBe(false);
    expect(c.set('rooms-b', 'B', new Set(['b']), later, before, T)).toBe(true);
    const again = c.begin();
    expect(c.set('rooms-a', 'fresh', new Set(['a']), later, again, T)).toBe(true);
    c.changed('*');
    expect(c.set('rooms-b', 'stale', new Set(['b']), later, again, T)).toBe(false);
  });

  it('hands out the refresh of an entry past its refresh time once, serving it until its expiry', () => {
    const c = cache();
    c.set('k', 'old', new Set(['a']), T + 120_000, c.begin(), T, T + 60_000);
    expect(c.claimRefresh('k', T + 59_999)).toBe(false);
    expect(c.claimRefresh('k', T + 60_000)).toBe(true);
    expect(c.claimRefresh('k', T + 60_001)).toBe(false);
    expect(c.get('k', T + 60_001)).toBe('old');
    c.set('k', 'new', new Set(['a']), T + 240_000, c.begin(), T + 60_002, T + 180_000);
    expect(c.get('k', T + 130_000)).toBe('new');
    expect(c.claimRefresh('k', T + 130_000)).toBe(false);
    c.forget('k');
    expect(c.get('k', T + 130_000)).toBeUndefined();
    expect(c.claimRefresh('missing', T)).toBe(false);
  });

  it('compresses an entry once per encoding, counts those bytes, and forgets them with the entry', () => {
    const c = cache();
    c.set('k', 'x'.repeat(100), new Set(['a']), later, c.begin(), T);
    const before = c.totalBytes;
    let made = 0;
    const squash = (body: string) => {
      made++;
      return Buffer.from(body.slice(0, 10));
    };
    expect(c.encoded('k', 'br', squash)?.length).toBe(10);
    expect(c.encoded('k', 'br', squash)?.length).toBe(10);
    expect(made).toBe(1);
    expect(c.totalBytes).toBe(before + 10);
    c.changed('a');
    expect(c.encoded('k', 'br', squash)).toBeUndefined();
    expect(c.totalBytes).toBe(0);
  });

  it('sends a stored compressed copy only for a plainly listed encoding', () => {
    expect(plainEncoding('gzip, deflate, br')).toBe('br');
    expect(plainEncoding('gzip')).toBe('gzip');
    expect(plainEncoding('GZIP, Deflate')).toBe('gzip');
    expect(plainEncoding('deflate')).toBeNull();
    expect(plainEncoding('br;q=0, gzip')).toBeNull();
    expect(plainEncoding(undefined)).toBeNull();
    expect(plainEncoding('brotli')).toBeNull();
  });

  it('forgets everything when disabled, serves nothing until enabled, and refuses what began before enabling', () => {
    const c = cache();
    c.set('k', 'v', 'all', later, c.begin(), T);
    c.disable();
    expect(c.size).toBe(0);
    expect(c.set('k', 'v', new Set(['a']), later, c.begin(), T)).toBe(false);
    const during = c.begin();
    c.enable();
    expect(c.set('k', 'v', new Set(['a']), later, during, T)).toBe(false);
    expect(c.set('k', 'v', new Set(['a']), later, c.begin(), T)).toBe(true);
  });
});

describe('how long an answer holds by time alone', () => {
  it('ends at IST midnight', () => {
    // 2026-11-26 23:59:30 IST is 18:29:30 UTC; the next IST day starts at 18:30 UTC.
    const now = Date.parse('2026-11-26T18:29:30Z');
    expect(nextIstMidnight(now)).toBe(Date.parse('2026-11-26T18:30:00Z'));
    expect(nextIstMidnight(Date.parse('2026-11-26T18:30:00Z'))).toBe(Date.parse('2026-11-27T18:30:00Z'));
    expect(expiryOf(now, 60_000)).toBe(Date.parse('2026-11-26T18:30:00Z'));
    expect(expiryOf(Date.parse('2026-11-26T10:00:00Z'), 60_000)).toBe(Date.parse('2026-11-26T10:01:00Z'));
  });

  it('ends at the earliest free-cancellation deadline still ahead', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const plan = (until: number | null) => ({ cancellation: { freeCancellationUntil: until } });
    const rooms = [
      { ratePlans: [plan(null), plan(now / 1000 - 10), plan(now / 1000 + 30)] },
      { ratePlans: [plan(now / 1000 + 20)] },
      {},
    ];
    expect(earliestDeadlineAfter(rooms, now)).toBe(now + 20_000);
    expect(expiryOf(now, 60_000, earliestDeadlineAfter(rooms, now))).toBe(now + 20_000);
    expect(earliestDeadlineAfter([{ ratePlans: [plan(null)] }], now)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("a city list's scope", () => {
  const reader = () => {
    const reads: string[] = [];
    const pending: Array<(ids: string[]) => void> = [];
    const read = (city: string) => {
      reads.push(city);
      return new Promise<string[]>((resolve) => pending.push(resolve));
    };
    return { reads, pending, read };
  };

  it('is read once per city and kept until a change to every property', async () => {
    const r = reader();
    const scopes = cityScopes(r.read);
    const first = scopes.of('goa');
    const joined = scopes.of('goa');
    r.pending[0]?.(['p1', 'p2']);
    expect([...(await first)]).toEqual(['p1', 'p2']);
    expect(await joined).toBe(await first);
    expect([...(await scopes.of('goa'))]).toEqual(['p1', 'p2']);
    expect(r.reads).toEqual(['goa']);
    scopes.forgetAll();
    const again = scopes.of('goa');
    r.pending[1]?.(['p1', 'p2', 'p3']);
    expect([...(await again)]).toEqual(['p1', 'p2', 'p3']);
    expect(r.reads).toEqual(['goa', 'goa']);
  });

  it('does not keep a read that began before a change to every property', async () => {
    const r = reader();
    const scopes = cityScopes(r.read);
    const before = scopes.of('goa');
    scopes.forgetAll();
    r.pending[0]?.(['p1']);
    await before;
    const after = scopes.of('goa');
    expect(r.reads).toEqual(['goa', 'goa']);
    r.pending[1]?.(['p1', 'p9']);
    expect([...(await after)]).toEqual(['p1', 'p9']);
  });

  it('forgets a failed read', async () => {
    const calls: number[] = [];
    const scopes = cityScopes(async () => {
      calls.push(1);
      if (calls.length === 1) throw new Error('connection lost');
      return ['p1'];
    });
    await expect(scopes.of('goa')).rejects.toThrow('connection lost');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...(await scopes.of('goa'))]).toEqual(['p1']);
  });
});
