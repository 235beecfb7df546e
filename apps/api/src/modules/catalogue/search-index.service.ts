import { daysBetween, todayIst } from '@staybook/contract';
import type { Log, ModuleContext } from '../module-context.js';
import type { PartyToPlace } from '../pricing/index.js';
import { listenForChanges } from '../search-cache/index.js';
import type { CandidateRow, MediaRow, PropertySearch } from './catalogue.repository.js';
import { readSearchIndex } from './search-index.repository.js';
import {
  candidatesOf,
  cardMediaOf,
  putProperties,
  type SearchIndexState,
  stateOf,
  windowFrom,
} from './search-index-rules.js';

/**
 * The search's read model kept current in each process (issue 42; docs/search.md). Built from a snapshot of the
 * database at start (in the background: until it is ready the list is answered in SQL), then kept current by the
 * notifications the search cache listens to (migration 0012: every statement that changes what the list reads names
 * its properties at commit, whoever wrote it). A notification marks its properties stale; the next search first asks
 * the notification connection for every notification committed before it (caughtUp, one shared round trip), then
 * re-reads the stale properties (one read-only transaction) before it answers: a search never answers from a
 * property a change committed before it began has made stale. '*' (a property added or moved, a brand-wide
 * promotion, a bulk edit of more than 100 properties) rebuilds the whole model, which a search waits for up to
 * WAIT_FOR_BUILD_MS and is otherwise answered in SQL; so does a lost notification connection (answered in SQL from
 * the moment it is lost to the rebuild after it reconnects) and a window that has slid 30 days.
 */
export interface SearchIndexSource {
  /**
   * The list's candidates for a search, in its order; with a party, only those that can place it (party-prices.ts
   * canPlaceParty), their rooms made only when read. Null when the stay is outside the model's window.
   */
  candidates(search: PropertySearch, party?: PartyToPlace): CandidateRow[] | null;
  /**
   * The same, counted, with only the rows from `offset` to `offset + limit` made (a page the list shows), or every row
   * (`window` null: a price order prices them all).
   */
  page(
    search: PropertySearch,
    party: PartyToPlace,
    window: { offset: number; limit: number } | null,
  ): { total: number; rows: CandidateRow[] } | null;
  media(propertyIds: readonly string[]): MediaRow[];
}

export interface SearchIndex {
  /** The read model as of every change committed before the call, or null (answer in SQL). */
  current(): Promise<SearchIndexSource | null>;
  /** The model as it stands (tests compare it with one rebuilt from scratch). */
  readonly state: SearchIndexState | null;
  close(): Promise<void>;
}

/** Dates the model holds from yesterday: a year of stays ahead with the longest stay, and a margin to slide. */
export const INDEX_DAYS = 430;
/** A window slid this far (a process up for a month) is rebuilt, so stays a year ahead stay in it. */
const REBUILD_AFTER_DAYS = 30;

/** How long a search waits for the model to be rebuilt before it is answered in SQL instead. */
const WAIT_FOR_BUILD_MS = 200;

const waited = (ms: number) =>
  new Promise<false>((resolve) => {
    setTimeout(() => resolve(false), ms).unref();
  });

export async function startSearchIndex(ctx: ModuleContext, log: Log): Promise<SearchIndex | null> {
  if (ctx.config.SEARCH_INDEX === 'off') return null;
  const db = ctx.db;
  let state: SearchIndexState | null = null;
  let listening = false;
  let closed = false;
  /** Everything may be stale: rebuild before serving. */
  let allStale = true;
  const stale = new Set<string>();
  /** Notifications heard, and how many of them the model reflects (those heard before its last read began). */
  let heard = 0;
  let reflected = 0;
  let rebuilding: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;

  const listener = await listenForChanges(
    ctx.database,
    {
      onChange: (id) => {
        heard++;
        if (id === '*') allStale = true;
        else stale.add(id);
      },
      onLost: () => {
        listening = false;
      },
      onListening: () => {
        // Notifications may have been missed while not listening: nothing of the old model is trusted.
        listening = true;
        allStale = true;
      },
    },
    log,
    ctx.config.SEARCH_CACHE_LISTEN_URL,
  );

  const rebuild = () => {
    rebuilding ??= (async () => {
      allStale = false;
      stale.clear();
      const upTo = heard;
      const from = windowFrom(todayIst());
      const started = performance.now();
      const rows = await readSearchIndex(db, null, from, INDEX_DAYS);
      if (closed) return;
      state = stateOf(from, INDEX_DAYS, rows);
      reflected = upTo;
      log.info(
        { properties: rows.length, ms: Math.round(performance.now() - started) },
        'search index: built from the database',
      );
    })()
      .catch((err) => {
        allStale = true;
        if (!closed)
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'search index: building it failed');
      })
      .finally(() => {
        rebuilding = null;
      });
    return rebuilding;
  };

  const refresh = (current: SearchIndexState) => {
    refreshing ??= (async () => {
      const ids = [...stale];
      stale.clear();
      const upTo = heard;
      try {
        const rows = await readSearchIndex(db, ids, current.from, current.days);
        putProperties(current, ids, rows);
        reflected = Math.max(reflected, upTo);
      } catch (err) {
        for (const id of ids) stale.add(id);
        throw err;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  void rebuild();

  return {
    get state() {
      return state;
    },
    async current() {
      if (closed || !listening) return null;
      if (!(await listener.caughtUp())) return null;
      const needed = heard;
      if (state && daysBetween(state.from, windowFrom(todayIst())) >= REBUILD_AFTER_DAYS) allStale = true;
      if (allStale || !state) {
        // A small catalogue is rebuilt in a few milliseconds: wait for it. A large one is answered in SQL meanwhile.
        const built = await Promise.race([rebuild().then(() => true), waited(WAIT_FOR_BUILD_MS)]);
        if (!built || allStale || !state || closed) return null;
      }
      const current = state as SearchIndexState;
      // Every notification heard before now must be reflected: wait for a read under way, read what is still stale.
      while (reflected < needed || refreshing) {
        try {
          await (refreshing ?? refresh(current));
        } catch (err) {
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'search index: refreshing failed');
          return null;
        }
        if (allStale || state !== current || closed) return null;
        if (reflected < needed && stale.size === 0 && !refreshing) break;
      }
      return {
        candidates: (search, party) => candidatesOf(current, search, party ?? null)?.rows ?? null,
        page: (search, party, window) => candidatesOf(current, search, party, window),
        media: (ids) => cardMediaOf(current, ids),
      };
    },
    async close() {
      closed = true;
      await listener.close();
      await rebuilding;
      await refreshing?.catch(() => undefined);
    },
  };
}
