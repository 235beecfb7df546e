/**
 * Live sessions this process has checked, kept in memory so a signed-in request need not read auth_sessions each time
 * (issue 25), without weakening the promise of plugins/authenticate.ts: logout, refresh-token reuse and a role change
 * end a token at once on every API process.
 *
 * - Migration 0013 notifies 'session_changed' with the id of every session a statement updates or deletes (whoever
 *   wrote it), at commit; each process hears it on its one notification connection (search-cache/change-listener.ts)
 *   and drops the entry.
 * - "At once", not "a moment later": a hit is answered only after a round trip on that connection that began after
 *   the request did (caughtUp), which PostgreSQL answers only after handing over every notification committed before
 *   it. Every hit waiting at that moment shares one round trip, so its cost is spread over a burst. PGlite (one
 *   process) hands a notification over before the writing statement returns: no round trip.
 * - A read that began before a change to its session cannot store its older answer (a pending read is marked stale).
 * - Notifications lost (the connection dropped, or not yet listening): every entry goes and every check reads the
 *   database until they return. Only live sessions are kept, at most SESSION_CACHE_TTL_MS each (a safety net).
 */
import type { Database } from '../../db/client.js';
import type { Log } from '../module-context.js';
import { type ChangeListener, listenForChanges } from '../search-cache/index.js';

/** The channel migration 0013 notifies on: a session id, or '*' for every session. */
export const SESSION_CHANGED = 'session_changed';
const SESSION_CACHE_TTL_MS = 60_000;
const SESSION_CACHE_MAX_ENTRIES = 50_000;

export interface SessionState {
  role: string;
  revokedAt: Date | null;
}

interface PendingRead {
  stale: boolean;
}

export class SessionCache {
  private readonly entries = new Map<string, { state: SessionState; expiresAt: number }>();
  private readonly reading = new Map<string, Set<PendingRead>>();
  private enabled = false;

  constructor(private readonly caughtUp: () => Promise<boolean>) {}

  /** The session's state: from memory when this process has it and has heard every change before now, else read. */
  async stateOf(id: string, read: () => Promise<SessionState | null>, now = Date.now()): Promise<SessionState | null> {
    const hit = this.enabled ? this.entries.get(id) : undefined;
    if (hit && hit.expiresAt > now) {
      // Served only if the notifications are still arriving and nothing committed before now ended it.
      if ((await this.caughtUp()) && this.entries.get(id) === hit) return hit.state;
      return read();
    }
    if (hit) this.entries.delete(id);
    if (!this.enabled) return read();
    const pending: PendingRead = { stale: false };
    let readers = this.reading.get(id);
    if (!readers) {
      readers = new Set();
      this.reading.set(id, readers);
    }
    readers.add(pending);
    try {
      const state = await read();
      if (state && !state.revokedAt && !pending.stale && this.enabled) this.keep(id, state, now);
      return state;
    } finally {
      readers.delete(pending);
      if (readers.size === 0) this.reading.delete(id);
    }
  }

  /** A committed change to a session ('*': to any). */
  changed(id: string): void {
    if (id === '*') {
      this.forgetAll();
      return;
    }
    this.entries.delete(id);
    for (const pending of this.reading.get(id) ?? []) pending.stale = true;
  }

  /** Notifications may be missed from now on: nothing is kept or served until they return. */
  disable(): void {
    this.enabled = false;
    this.forgetAll();
  }

  enable(): void {
    this.enabled = true;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(id: string, state: SessionState, now: number): void {
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { state, expiresAt: now + SESSION_CACHE_TTL_MS });
  }

  private forgetAll(): void {
    this.entries.clear();
    for (const readers of this.reading.values()) for (const pending of readers) pending.stale = true;
  }
}

/** The cache of each open database (app.ts hands the authenticate plugin a lookup built from the database alone). */
const caches = new WeakMap<Database['db'], SessionCache>();

export function sessionCacheOf(db: Database['db']): SessionCache | undefined {
  return caches.get(db);
}

/** Starts this process's session cache for the database: listening first, so no change is missed. */
export async function startSessionCache(database: Database, log: Log, listenUrl?: string): Promise<ChangeListener> {
  let cache: SessionCache | undefined;
  const listener = await listenForChanges(
    database,
    {
      onChange: (id) => cache?.changed(id),
      onLost: () => cache?.disable(),
      onListening: () => cache?.enable(),
    },
    log,
    listenUrl,
    SESSION_CHANGED,
  );
  cache = new SessionCache(() => listener.caughtUp());
  // onListening may have come before the cache existed.
  if (await listener.caughtUp()) cache.enable();
  caches.set(database.db, cache);
  return {
    caughtUp: () => listener.caughtUp(),
    close: async () => {
      if (caches.get(database.db) === cache) caches.delete(database.db);
      cache?.disable();
      await listener.close();
    },
  };
}
