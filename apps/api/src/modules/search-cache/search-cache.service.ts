import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { PropertyListParams } from '@staybook/contract/catalogue';
import type { FastifyReply } from 'fastify';
import type { Log, ModuleContext } from '../module-context.js';
import { listenForChanges } from './change-listener.js';
import { type Scope, SearchCache, type Ticket } from './search-cache.js';
import { propertiesInCity } from './search-cache.repository.js';
import { earliestDeadlineAfter, expiryOf } from './search-cache-rules.js';
import { searchKey } from './search-key.js';

/**
 * The property list and a property's rooms served from memory until the database says an answer changed (issue 25).
 *
 * What an answer depends on, and so its key:
 * - the query as the route's zod schema parsed it (defaults filled), keys sorted (search-key.ts);
 * - for the list, whether a guest is signed in, and nothing else about them: listProperties passes the guest's id to
 *   the pricing only for `isSignedIn` (member promotions, promotion-rules.ts); a coupon's per-guest limit is never
 *   read by the list. Every signed-in guest gets the same answer, so the key holds a boolean, not the id.
 *   The rooms answer reads no guest at all.
 *
 * What makes an answer change, and how the cache hears of it:
 * - a row it read (nights and their rates, stop-sells and restrictions, rate plans and their own rates, cancellation
 *   policies, promotions, properties, cities, room types, their media and amenities, blocks): migration 0012's
 *   triggers notify the property ids on commit, whichever code wrote them; holds, bookings, releases and the hold
 *   sweeper all move `room_inventory.available`, so they are such writes too;
 * - the clock, and only in these ways: "today" in IST (default dates, the promotions' booking windows and
 *   early-bird/last-minute days, the sold-out alternatives' window) changes at IST midnight; a rooms answer's
 *   free-cancellation deadline is shown only while it is ahead (offerFor). A hold's expiry is not one of them: the
 *   list and the rooms count `room_inventory.available`, which gives a lapsed hold's rooms back only when the hold
 *   sweeper releases it, a write that notifies. So an entry lives until the earliest of IST midnight, its earliest
 *   deadline ahead and a safety TTL (SEARCH_CACHE_TTL_SECONDS), whichever comes first; past the TTL (not past the
 *   other two) a hit is still served once more while it is recomputed behind it, so a popular search never makes a
 *   burst wait on the database because a minute went by (at most twice the TTL, and never after a failed refresh).
 *
 * Pricing (POST …/booking/pricing), holds and bookings never come here: they read the database every time.
 */
export interface SearchAnswers {
  list(
    reply: FastifyReply,
    query: PropertyListParams,
    signedIn: boolean,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  rooms(
    reply: FastifyReply,
    query: { propertyId: string; checkInDate?: number | undefined; checkOutDate?: number | undefined },
    compute: () => Promise<{ data: RoomsForExpiry }>,
  ): Promise<FastifyReply>;
  readonly cache: SearchCache;
  close(): Promise<void>;
}

type RoomsForExpiry = Parameters<typeof earliestDeadlineAfter>[0];

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer its computation already encoded as the route's serialiser would (catalogue search-answer.ts: the list
 * from pre-encoded fragments): sent and kept as it is, not serialised again.
 */
export class EncodedAnswer {
  constructor(readonly text: string) {}
}

/** The answer's text: as encoded, or by the route's own response schema, as Fastify would have sent it. */
const textOf = (reply: FastifyReply, payload: unknown): string =>
  payload instanceof EncodedAnswer ? payload.text : (reply.serialize(payload) as string);

/** As app.ts registers @fastify/compress: over 1 KB, brotli at quality 4 in text mode, else gzip. */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<string, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/**
 * The encoding a hit can be sent in from the entry's compressed copies: br, else gzip, when the client lists it plainly.
 * A header with quality values (br;q=0…) is left to @fastify/compress, which negotiates them.
 */
export function plainEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof header !== 'string' || header.includes(';')) return null;
  const listed = header
    .toLowerCase()
    .split(',')
    .map((t) => t.trim());
  if (listed.includes('br')) return 'br';
  if (listed.includes('gzip')) return 'gzip';
  return null;
}

export async function startSearchAnswers(ctx: ModuleContext, log: Log): Promise<SearchAnswers> {
  const { config } = ctx;
  const on = config.SEARCH_CACHE === 'on';
  const cache = new SearchCache({
    maxEntries: config.SEARCH_CACHE_MAX_ENTRIES,
    maxBytes: config.SEARCH_CACHE_MAX_MB * 1024 * 1024,
  });
  const ttlMs = config.SEARCH_CACHE_TTL_SECONDS * 1000;
  const cities = cityScopes((city) => propertiesInCity(ctx.db, city));
  const listener = on
    ? await listenForChanges(
        ctx.database,
        {
          onChange: (id) => {
            cache.changed(id);
            if (id === '*') cities.forgetAll();
          },
          onLost: () => {
            cache.disable();
            cities.forgetAll();
          },
          onListening: () => {
            cities.forgetAll();
            cache.enable();
          },
        },
        log,
        config.SEARCH_CACHE_LISTEN_URL,
      )
    : null;
  /** Answers being computed, so a burst of one query computes it once (joined only while nothing has changed). */
  const computing = new Map<string, { ticket: Ticket; body: Promise<string> }>();

  /**
   * Keeps an answer computed at `now`: served until the hard bound of its time dependence (IST midnight, its earliest
   * deadline) or twice the safety TTL, and recomputed behind a hit once the safety TTL has passed.
   */
  function store(key: string, text: string, scope: Scope, ticket: Ticket, now: number, deadline: number) {
    const expiresAt = expiryOf(now, 2 * ttlMs, deadline);
    cache.set(key, text, scope, expiresAt, ticket, Date.now(), Math.min(now + ttlMs, expiresAt));
  }

  /** Recomputes a hit's entry after the reply was sent (its request's query and serialiser are still at hand). */
  async function refresh<T>(
    reply: FastifyReply,
    key: string,
    scopeOf: () => Promise<Scope>,
    compute: () => Promise<T>,
    deadlineOf: (payload: T, now: number) => number,
  ): Promise<void> {
    const now = Date.now();
    const ticket = cache.begin();
    try {
      const [payload, scope] = await Promise.all([compute(), scopeOf()]);
      store(key, textOf(reply, payload), scope, ticket, now, deadlineOf(payload, now));
    } catch (err) {
      cache.forget(key);
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'search cache: refreshing an answer failed');
    }
  }

  async function serve<T>(
    reply: FastifyReply,
    key: string,
    scopeOf: () => Promise<Scope>,
    compute: () => Promise<T>,
    deadlineOf: (payload: T, now: number) => number = () => Number.POSITIVE_INFINITY,
  ): Promise<FastifyReply> {
    const now = Date.now();
    const hit = cache.get(key, now);
    if (hit !== undefined) {
      if (cache.claimRefresh(key, now)) void refresh(reply, key, scopeOf, compute, deadlineOf);
      reply.header('x-cache', 'hit').type(JSON_TYPE);
      const encoding =
        hit.length >= COMPRESS_FROM_BYTES ? plainEncoding(reply.request.headers['accept-encoding']) : null;
      const compressed = encoding ? cache.encoded(key, encoding, compressors[encoding] as (b: string) => Buffer) : null;
      if (!encoding || !compressed) return reply.send(hit);
      // Already encoded: @fastify/compress leaves a reply with a Content-Encoding alone.
      const vary = reply.getHeader('vary');
      return reply
        .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
        .header('content-encoding', encoding)
        .send(compressed);
    }
    const ticket = cache.begin();
    const joined = computing.get(key);
    if (joined && joined.ticket === ticket && cache.isEnabled)
      return reply
        .header('x-cache', 'miss')
        .type(JSON_TYPE)
        .send(await joined.body);
    const enabled = cache.isEnabled;
    const body = (async () => {
      const [payload, scope] = await Promise.all([compute(), enabled ? scopeOf() : null]);
      // Serialised once, by the route's own response schema, as Fastify would have sent it (or already encoded).
      const text = textOf(reply, payload);
      if (scope) store(key, text, scope, ticket, now, deadlineOf(payload, now));
      return text;
    })();
    if (enabled) computing.set(key, { ticket, body });
    try {
      return reply
        .header('x-cache', 'miss')
        .type(JSON_TYPE)
        .send(await body);
    } finally {
      if (computing.get(key)?.body === body) computing.delete(key);
    }
  }

  return {
    cache,
    list: (reply, query, signedIn, compute) => {
      const normalised = {
        ...query,
        // The service's own defaults and case-blind matches (catalogue.service.ts listProperties, its SQL's lower()).
        adults: query.adults ?? 1,
        children: query.children ?? 0,
        city: query.city?.toLowerCase(),
        q: query.q?.toLowerCase(),
      };
      const city = normalised.city && normalised.city !== 'all' ? normalised.city : null;
      return serve(
        reply,
        searchKey('list', normalised, { signedIn }),
        // A list of one city can only ever show that city's properties; any other list could show any property.
        async () => (city ? cities.of(city) : 'all'),
        compute,
      );
    },
    rooms: (reply, query, compute) =>
      serve(
        reply,
        searchKey('rooms', query),
        async () => new Set([query.propertyId]),
        compute,
        (payload, now) => earliestDeadlineAfter(payload.data, now),
      ),
    close: async () => {
      await listener?.close();
    },
  };
}

/**
 * Each city's properties as a list's scope (search-cache.repository.ts propertiesInCity), read once and kept until a
 * change to every property ('*') — the only change that can move a property into or out of a city (migration 0012
 * notifies an insert, a delete or a change of city as '*'; search-cache.repository.ts) — or until notifications stop
 * (they may have been missed). A read that began before such a change is not kept. Saves each uncached list of a
 * city a statement (issue 42).
 */
export function cityScopes(read: (city: string) => Promise<string[]>) {
  const known = new Map<string, Promise<ReadonlySet<string>>>();
  let generation = 0;
  return {
    of(city: string): Promise<ReadonlySet<string>> {
      const found = known.get(city);
      if (found) return found;
      const began = generation;
      const reading = read(city).then((ids) => new Set(ids) as ReadonlySet<string>);
      known.set(city, reading);
      reading.then(
        () => {
          if (generation !== began && known.get(city) === reading) known.delete(city);
        },
        () => {
          if (known.get(city) === reading) known.delete(city);
        },
      );
      return reading;
    },
    forgetAll(): void {
      generation++;
      known.clear();
    },
  };
}
