import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { Log } from '../module-context.js';

/** The channel migration 0012 notifies on: a property id, or '*' for every property. */
export const SEARCH_CHANGED = 'search_changed';

export interface ChangeListenerEvents {
  /** A committed change to one property's search answers ('*': every property's). */
  onChange(propertyId: string): void;
  /** Notifications may be missed from now on (the connection was lost). */
  onLost(): void;
  /** Listening again: every change committed from now on is notified. */
  onListening(): void;
}

export interface ChangeListener {
  close(): Promise<void>;
}

/** How often the dedicated connection is asked a trivial question, so a connection cut silently is noticed. */
const PING_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * Listens for the database's notifications of changes. PGlite is one connection in this process: its `listen` hands
 * over a notification as the committing statement returns, so nothing can be missed. PostgreSQL: one dedicated
 * connection per process (not from the pool, which hands its connections to anyone), made from `listenUrl` or the
 * pool's own settings. When it is lost the cache is told at once (it stops serving), and it reconnects with backoff;
 * one warning per outage.
 */
export async function listenForChanges(
  database: Database,
  events: ChangeListenerEvents,
  log: Log,
  listenUrl?: string,
): Promise<ChangeListener> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(SEARCH_CHANGED, events.onChange);
    events.onListening();
    // The database may already be closed when the app is (a test's order): nothing is left to unlisten then.
    return { close: () => unlisten().catch(() => undefined) };
  }
  const poolOptions = (client as pg.Pool).options as pg.ClientConfig;
  const settings: pg.ClientConfig = listenUrl
    ? { connectionString: listenUrl, connectionTimeoutMillis: 5_000 }
    : { ...poolOptions, connectionTimeoutMillis: 5_000 };
  let closed = false;
  let current: pg.Client | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  let warned = false;

  const lost = (client: pg.Client, err?: unknown) => {
    if (current !== client) return;
    current = null;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    events.onLost();
    if (!warned) {
      warned = true;
      log.warn(
        { err: err instanceof Error ? err.message : String(err ?? 'connection ended') },
        'search cache: lost the database notifications; serving every search fresh until they return',
      );
    }
    schedule();
  };

  const schedule = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async (): Promise<boolean> => {
    const next = new pg.Client(settings);
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === SEARCH_CHANGED && message.payload) events.onChange(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SEARCH_CHANGED}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      next.end().catch(() => undefined);
      if (!warned) {
        warned = true;
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'search cache: cannot listen yet');
      }
      schedule();
      return false;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return false;
    }
    current = next;
    retryMs = FIRST_RETRY_MS;
    if (warned) log.warn({}, 'search cache: listening again; caching resumed');
    warned = false;
    pingTimer = setInterval(() => {
      const pinged = current;
      if (!pinged) return;
      const timeout = setTimeout(() => lost(pinged, new Error('ping timed out')), PING_TIMEOUT_MS);
      pinged.query('SELECT 1').then(
        () => clearTimeout(timeout),
        (err) => {
          clearTimeout(timeout);
          lost(pinged, err);
        },
      );
    }, PING_MS);
    pingTimer.unref();
    events.onListening();
    return true;
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
      }
    },
  };
}
