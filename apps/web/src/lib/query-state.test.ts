import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseQueryState, QUERY_STATE_ELEMENT_ID, serializeQueryState, takeQueryState } from './query-state';

/** The data of the one query in a parsed state. */
const dataOf = (state: ReturnType<typeof parseQueryState>) => state?.queries[0]?.state.data as Record<string, unknown>;

function stateWith(data: unknown) {
  const client = new QueryClient();
  client.setQueryData(['k'], data);
  return dehydrate(client);
}

describe('the query state a server-rendered page carries', () => {
  it('brings Dates back as Dates, and everything else as it was', () => {
    const data = { at: new Date('2026-11-26T10:00:00Z'), nested: [{ on: new Date(0) }], n: 3, s: 'x', none: null };
    const back = parseQueryState(serializeQueryState(stateWith(data)));
    const restored = back?.queries[0]?.state.data as typeof data;
    expect(restored.at).toBeInstanceOf(Date);
    expect(restored.at.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(restored.nested[0]?.on.getTime()).toBe(0);
    expect({ n: restored.n, s: restored.s, none: restored.none }).toEqual({ n: 3, s: 'x', none: null });
  });

  it('cannot close its element or open a comment, whatever the data says', () => {
    const text = serializeQueryState(stateWith({ name: '</script><script>alert(1)</script><!--' }));
    expect(text).not.toContain('<');
    const back = parseQueryState(text);
    expect(dataOf(back).name).toBe('</script><script>alert(1)</script><!--');
  });

  it('an object that only looks like a tagged date stays an object', () => {
    const back = parseQueryState(serializeQueryState(stateWith({ v: { $date: 'soon' } })));
    expect(dataOf(back).v).toEqual({ $date: 'soon' });
  });

  it('a broken or foreign block gives no state (the page then fetches)', () => {
    expect(parseQueryState('{not json')).toBeNull();
    expect(parseQueryState('{"mutations":[]}')).toBeNull();
    expect(parseQueryState('[["k"],1]')).toBeNull();
  });

  it('hydrates a browser cache as the server had it: each successful query, fresh as when it was fetched', async () => {
    const server = new QueryClient();
    server.setQueryData(['home', 'row', 'Elite', 1795717800], [{ id: 'a' }], { updatedAt: 1_795_000_000_000 });
    server.setQueryData(['config', 'support'], { email: 'help@example.com' });
    await server.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) });
    const text = serializeQueryState(dehydrate(server));
    // Only the key, the data and the time travel.
    expect(text).not.toContain('fetchStatus');
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, parseQueryState(text)!);
    const row = browser.getQueryCache().find({ queryKey: ['home', 'row', 'Elite', 1795717800], exact: true });
    expect(row?.state).toMatchObject({ status: 'success', fetchStatus: 'idle', dataUpdatedAt: 1_795_000_000_000 });
    expect(row?.state.data).toEqual([{ id: 'a' }]);
    expect(row?.queryHash).toBe(
      server.getQueryCache().find({ queryKey: ['home', 'row', 'Elite', 1795717800] })?.queryHash,
    );
    expect(browser.getQueryData(['config', 'support'])).toEqual({ email: 'help@example.com' });
    expect(browser.getQueryCache().find({ queryKey: ['broken'] })).toBeUndefined();
  });

  it('is read from the page once and the element removed', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = QUERY_STATE_ELEMENT_ID;
    element.textContent = serializeQueryState(stateWith({ a: 1 }));
    document.body.appendChild(element);
    expect(takeQueryState()?.queries).toHaveLength(1);
    expect(document.getElementById(QUERY_STATE_ELEMENT_ID)).toBeNull();
    expect(takeQueryState()).toBeNull();
  });
});
