import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { Log } from '../module-context.js';

/** The channel migration 0012 notifies on: a property id, or '*' for every property. */
export const SEARCH_CHANGED = 'search_changed';

export interface ChangeListenerEvents {
  /** A committed change on the channel (its payload: an id, or '*' for everything). */
  onChange(payload: string): void;
  /** Notifications may be missed from now on (the connection was lost). */
  onLost(): void;
  /** Listening again: every change committed from now on is notified. */
  onListening(): void;
}

export interface ChangeListener {
  /**
   * Resolves true once every notification committed before the call has been handed to onChange (a round trip on
   * the listening connection, shared by every caller waiting at that moment); false when not listening. PGlite: true
   * at once (its notifications arrive before the committing statement returns).
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** How often the dedicated connection is asked a trivial question, so a connection cut silently is noticed. */
const PING_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

interface Subscriber {
  channel: string;
  events: ChangeListenerEvents;
}

/** One process's notification connection to one database, shared by every channel listened on (see below). */
interface Hub {
  add(subscriber: Subscriber): Promise<void>;
  remove(subscriber: Subscriber): Promise<void>;
  caughtUp(): Promise<boolean>;
}

const hubs = new WeakMap<Database, Hub>();

/**
 * Listens on a channel for the database's notifications of changes (search_changed for the search cache,
 * session_changed for the session cache). PGlite is one connection in this process: its `listen` hands over a
 * notification as the committing statement returns, so nothing can be missed. PostgreSQL: one dedicated connection
 * per process and database, shared by every channel (not from the pool, which hands its connections to anyone), made
 * from `listenUrl` or the pool's own settings. When it is lost every listener is told at once (its cache stops
 * serving), and it reconnects with backoff; one warning per outage.
 */
export async function listenForChanges(
  database: Database,
  events: ChangeListenerEvents,
  log: Log,
  listenUrl?: string,
  channel = SEARCH_CHANGED,
): Promise<ChangeListener> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(channel, events.onChange);
    events.onListening();
    return {
      caughtUp: async () => true,
      // The database may already be closed when the app is (a test's order): nothing is left to unlisten then.
      close: () => unlisten().catch(() => undefined),
    };
  }
  let hub = hubs.get(database);
  if (!hub) {
    hub = postgresHub(client as pg.Pool, log, listenUrl, () => hubs.delete(database));
    hubs.set(database, hub);
  }
  const subscriber = { channel, events };
  const own = hub;
  await own.add(subscriber);
  return { caughtUp: () => own.caughtUp(), close: () => own.remove(subscriber) };
}

function postgresHub(pool: pg.Pool, log: Log, listenUrl: string | undefined, ended: () => void): Hub {
  const poolOptions = pool.options as pg.ClientConfig;
  const settings: pg.ClientConfig = listenUrl
    ? { connectionString: listenUrl, connectionTimeoutMillis: 5_000 }
    : { ...poolOptions, connectionTimeoutMillis: 5_000 };
  const subscribers = new Set<Subscriber>();
  let current: pg.Client | null = null;
  /** The channels the current connection listens on. */
  let listening = new Set<string>();
  let connecting: Promise<boolean> | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  let warned = false;
  /** The round trip callers of caughtUp share, and the one queued behind it for callers that came after it began. */
  let inFlight: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;

  const channelsOf = () => new Set([...subscribers].map((s) => s.channel));
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const lost = (client: pg.Client, err?: unknown) => {
    if (current !== client) return;
    current = null;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    for (const s of subscribers) s.events.onLost();
    if (!warned) {
      warned = true;
      log.warn(
        { err: err instanceof Error ? err.message : String(err ?? 'connection ended') },
        'search cache: lost the database notifications; serving every search fresh and checking every session in the database until they return',
      );
    }
    schedule();
  };

  const schedule = () => {
    if (subscribers.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const open = async (): Promise<boolean> => {
    const next = new pg.Client(settings);
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (!message.payload) return;
      for (const s of subscribers) if (s.channel === message.channel) s.events.onChange(message.payload);
    });
    const heard = new Set<string>();
    try {
      await next.connect();
      for (const channel of channelsOf()) {
        await next.query(`LISTEN ${quote(channel)}`);
        heard.add(channel);
      }
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
    if (subscribers.size === 0) {
      await next.end().catch(() => undefined);
      return false;
    }
    current = next;
    listening = heard;
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
    for (const s of subscribers) if (heard.has(s.channel)) s.events.onListening();
    return true;
  };

  const connect = (): Promise<boolean> => {
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  /**
   * PostgreSQL signals every listening backend when a notifying transaction commits, before the committer hears its
   * commit acknowledged; a listening backend sends what it was signalled before it answers its next query. So once a
   * query sent now on this connection is answered, every notification committed before now has been handed over.
   */
  const roundTrip = async (): Promise<boolean> => {
    const client = current;
    if (!client) return false;
    try {
      await client.query('SELECT 1');
      return current === client;
    } catch (err) {
      lost(client, err);
      return false;
    }
  };

  return {
    async add(subscriber) {
      subscribers.add(subscriber);
      if (!current && !retryTimer) await connect();
      const client = current;
      if (!client) return;
      // Already listening on this channel (another cache of this process): heard from now on.
      if (listening.has(subscriber.channel)) {
        subscriber.events.onListening();
        return;
      }
      // Connected before this channel was asked for: listen on it too, then it is heard from now on.
      try {
        await client.query(`LISTEN ${quote(subscriber.channel)}`);
        listening.add(subscriber.channel);
        subscriber.events.onListening();
      } catch (err) {
        lost(client, err);
      }
    },
    async remove(subscriber) {
      subscribers.delete(subscriber);
      if (subscribers.size > 0) {
        if (!channelsOf().has(subscriber.channel)) {
          listening.delete(subscriber.channel);
          await current?.query(`UNLISTEN ${quote(subscriber.channel)}`).catch(() => undefined);
        }
        return;
      }
      ended();
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      if (pingTimer) clearInterval(pingTimer);
      pingTimer = null;
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners('end');
        client.removeAllListeners('notification');
        await client.end().catch(() => undefined);
      }
    },
    caughtUp() {
      if (!current) return Promise.resolve(false);
      // A round trip already under way may have been sent before this call: wait for the next one, which starts when
      // it ends and serves everyone who arrived meanwhile.
      if (!inFlight) {
        inFlight = roundTrip().finally(() => {
          inFlight = null;
        });
        return inFlight;
      }
      queued ??= inFlight.then(() => {
        queued = null;
        inFlight = roundTrip().finally(() => {
          inFlight = null;
        });
        return inFlight;
      });
      return queued;
    },
  };
}
