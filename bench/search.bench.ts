/**
 * `npm run bench:search` (issue 42): what the search costs when the cache cannot answer, and how that grows with the
 * catalogue. On PostgreSQL, at each scale of BENCH_SCALES (default 1 and 50: the demo catalogue, and fifty times it as
 * `npm run db:seed -- --scale 50` builds it, a year of nights), against the same app:
 *   closed-loop — a bare Fastify route sending the list's bytes (the baseline), the app's floor (the same bytes from a
 *                 route of the app itself, through every hook its requests pass: what any answer of the app costs),
 *                 then the property list of one city, one
 *                 page, every search new (dates, nights, party and sort vary: never a cache hit), a property's rooms
 *                 (every stay new), the pricing endpoint and a hold (POST …/booking, one signed-in guest each), taken
 *                 in turn in BENCH_SLICES slices; each as requests/s and as a ratio to the bare route.
 *   per request — the same four sent one at a time in process (inject): CPU ms and statements (round trips) each.
 *   growth      — each load's requests/s at the largest scale over the smallest (target: the list ≥ 0.5×).
 *   replay      — BENCH_RATE (200) requests/s open-loop of traffic as it comes (searchMix below): cities and dates
 *                 skewed (a few popular weekends and cities, a long tail), parties of 1–6, a fifth with filters or a
 *                 price sort; the cache's hit rate, the blended throughput and p99; half way, an administrator changes
 *                 a room's rate, and the next search must show it.
 * PGlite (BENCH_PGLITE, default on): the list, every search new, at 1× against the bare route.
 * A scale's catalogue is seeded once a day into a template database (staybook_bench_s<scale>_<date>) and each run
 * works on a copy of it. Env: TEST_DATABASE_URL, BENCH_SCALES, BENCH_SECONDS (8), BENCH_SLICES (4),
 * BENCH_CONNECTIONS (20), BENCH_RATE (200), BENCH_REPLAY_SECONDS (10), BENCH_PGLITE (1), BENCH_LOADS (all:
 * list,rooms,pricing,hold), BENCH_SEARCH_INDEX (on; 'off': the list in SQL, as before the read model).
 */
import { randomUUID } from 'node:crypto';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { authSessions, staffMembers, users } from '../apps/api/src/db/schema/index.js';
import { issueAccessToken } from '../apps/api/src/modules/auth/access-token.js';
import { seedIfEmpty } from '../apps/api/src/seed/index.js';
import { freePort, ms, openLoop, printTable, ratio, settle, statusList, verdict } from './lib.js';
import { searchMix } from './search-mix.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCALES = (process.env.BENCH_SCALES ?? '1,50').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const SLICES = Number(process.env.BENCH_SLICES ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const REPLAY_SECONDS = Number(process.env.BENCH_REPLAY_SECONDS ?? 10);
const WITH_PGLITE = process.env.BENCH_PGLITE !== '0';
const INDEX = process.env.BENCH_SEARCH_INDEX === 'off' ? 'off' : 'on';
const LOADS = new Set((process.env.BENCH_LOADS ?? 'list,rooms,pricing,hold').split(','));
const NIGHTS = 365;
const PER_REQUEST = 150;
const TARGETS = { listVsBare: { postgres: 0.1, pglite: 0.05 }, growth: 0.5, p99: 100 } as const;

// Counts the statements the app sends (each a round trip to PostgreSQL), as bench:booking does.
let statementsSent = 0;
const sendQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: unknown,
  ...args: unknown[]
) {
  statementsSent++;
  return sendQuery.apply(this, args);
};

const unix = (offset: number) => istDateToUnix(addDays(todayIst(), offset));
const listPath = (o: {
  city: string;
  offset: number;
  nights: number;
  adults: number;
  children: number;
  sort: string;
}) =>
  `/property/v1/app/property?propertyType=all&city=${encodeURIComponent(o.city)}&adults=${o.adults}&children=${o.children}` +
  `&checkInDate=${unix(o.offset)}&checkOutDate=${unix(o.offset + o.nights)}&limit=12&sort=${o.sort}`;

/** A deterministic shuffle (linear congruential): neighbours differ in every field. */
function shuffled<T>(items: T[], seed = 42): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Goa, one page, every search new: 300 arrivals × 5 lengths × 4 adults × 2 children × 2 sorts, shuffled. */
function coldListPaths(): string[] {
  const out: string[] = [];
  for (let offset = 1; offset <= 300; offset++)
    for (let nights = 1; nights <= 5; nights++)
      for (let adults = 1; adults <= 4; adults++)
        for (let children = 0; children <= 1; children++)
          for (const sort of ['recommended', 'rating'])
            out.push(listPath({ city: 'Goa', offset, nights, adults, children, sort }));
  return shuffled(out);
}

interface Room {
  id: string;
  propertyId: string;
}

interface Fixture {
  kind: 'postgres' | 'pglite';
  scale: number;
  database: Database;
  app: FastifyInstance;
  origin: string;
  bare: FastifyInstance;
  bareOrigin: string;
  rooms: Room[];
  guests: Array<Record<string, string>>;
  admin: Record<string, string>;
  cacheCounts: { hit: number; miss: number };
  drop: () => Promise<void>;
}

async function pgQuery(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const withName = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A copy of the day's template of this scale, seeded first if there is none (a few minutes at 50×). */
async function postgresCopy(scale: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `staybook_bench_s${scale}_${todayIst().replaceAll('-', '')}`;
  const exists = await pgQuery(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${template}'`);
  if (exists.rowCount === 0) {
    const building = `${template}_building`;
    await pgQuery(adminUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await pgQuery(adminUrl, `CREATE DATABASE ${building}`);
    const database = await openDatabase({ url: withName(building), poolSize: 4 });
    await database.migrate();
    const t0 = performance.now();
    await seedIfEmpty(database.db, { scale, nights: NIGHTS, log: (m) => console.info(`[seed ${scale}×] ${m}`) });
    console.info(`[seed ${scale}×] seeded in ${Math.round((performance.now() - t0) / 1000)} s (kept as ${template})`);
    await database.close();
    await pgQuery(adminUrl, `ALTER DATABASE ${building} RENAME TO ${template}`);
  }
  const name = `sb_search_${process.pid}_s${scale}`;
  await pgQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: withName(name),
    drop: async () => {
      await pgQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function signedIn(database: Database, secret: string, role: 'guest' | 'admin', count: number) {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        phone: `${role === 'admin' ? 68 : 69}${String(i).padStart(8, '0')}`,
        role,
      })),
    )
    .returning({ id: users.id, phone: users.phone });
  if (role === 'admin')
    await database.db
      .insert(staffMembers)
      .values(
        rows.map((u) => ({ phone: u.phone, name: 'Bench admin', role: 'admin', allProperties: true, userId: u.id })),
      );
  const sessions = rows.map((u) => ({
    id: randomUUID(),
    userId: u.id,
    role,
    expiresAt: new Date(Date.now() + 86_400_000),
  }));
  await database.db.insert(authSessions).values(sessions);
  return rows.map((u, i) => ({
    authorization: `Bearer ${issueAccessToken({ sub: u.id, role, phone: u.phone, sid: sessions[i]?.id ?? '' }, secret, 3600).token}`,
  }));
}

async function start(kind: Fixture['kind'], scale: number): Promise<Fixture> {
  let database: Database;
  let drop = async () => undefined as unknown;
  if (kind === 'postgres') {
    const copy = await postgresCopy(scale);
    database = await openDatabase({ url: copy.url, poolSize: 20 });
    // The day's template was migrated when it was seeded: a migration added since (a function the hold calls, say)
    // is applied to the copy, so the app runs against the schema it expects.
    await database.migrate();
    drop = copy.drop;
  } else {
    database = await openDatabase({ dataDir: 'memory' });
    await database.migrate();
    await seedIfEmpty(database.db, { scale, nights: NIGHTS });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    RATE_LIMIT_PER_MINUTE: '0',
    DATA_DIR: `/tmp/staybook-bench-${process.pid}`,
    // 'off' measures the list answered in SQL (before issue 42's read model).
    SEARCH_INDEX: INDEX,
  });
  const app = await buildApp({ config, database, logger: false });
  // The app's floor: the list's bytes from a route of the app (added here, never in the product), through every hook
  // (rate limit, compression, security headers, request ids, the cache's): what the list costs above it is its own.
  let floorBody = '';
  app.get('/__bench/floor', async (_request, reply) => reply.type('application/json').send(floorBody));
  const cacheCounts = { hit: 0, miss: 0 };
  app.addHook('onSend', async (_request, reply, payload) => {
    const state = reply.getHeader('x-cache');
    if (state === 'hit') cacheCounts.hit++;
    else if (state === 'miss') cacheCounts.miss++;
    return payload;
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  // The read model is built in the background at start (seconds at 50×): the runs begin once searches come from it.
  if (INDEX === 'on') await modelBuilt(origin);
  // One of the warm-up's searches (the last 200), which neither the closed loop nor the one-at-a-time figures ask.
  const sample = await fetch(`${origin}${coldListPaths().at(-1)}`);
  const body = await sample.text();
  if (!sample.ok) throw new Error(`list failed: ${sample.status} ${body.slice(0, 200)}`);
  floorBody = body;
  const bare = Fastify({ logger: false });
  bare.get('/constant', async (_req, reply) => reply.type('application/json').send(body));
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  // Rooms sold on this site, in Goa (the list's city), spread over its properties.
  const found = await database.db.execute(sql`
    SELECT rt.id, rt.property_id FROM room_types rt JOIN properties p ON p.id = rt.property_id
    JOIN cities c ON c.id = p.city_id
    WHERE c.name = 'Goa' AND rt.status = 'active' AND rt.external_booking_url IS NULL ORDER BY rt.id`);
  const rooms = shuffled(
    (found.rows as Array<{ id: string; property_id: string }>).map((r) => ({ id: r.id, propertyId: r.property_id })),
  );
  const guests = kind === 'postgres' ? await signedIn(database, config.authSecret, 'guest', 4_000) : [];
  const [admin] = await signedIn(database, config.authSecret, 'admin', 1);
  return {
    kind,
    scale,
    database,
    app,
    origin,
    bare,
    bareOrigin: `http://127.0.0.1:${barePort}`,
    rooms,
    guests,
    admin: admin ?? {},
    cacheCounts,
    drop: async () => {
      await bare.close();
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Waits (at most 3 minutes) until new searches answer in under 150 ms three times in a row. */
async function modelBuilt(origin: string): Promise<void> {
  const paths = coldListPaths().slice(-200);
  const deadline = Date.now() + 180_000;
  for (let fast = 0, i = 0; fast < 3 && Date.now() < deadline; i++) {
    const t0 = performance.now();
    await fetch(`${origin}${paths[i % paths.length]}`).then((r) => r.arrayBuffer());
    fast = performance.now() - t0 < 150 ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One request of each load, by index: every one a different stay (or guest), so no cache can answer it. */
function requestsOf(f: Fixture) {
  const cold = coldListPaths();
  const room = (i: number) => f.rooms[i % f.rooms.length] as Room;
  const stay = (i: number) => ({ offset: 1 + ((i * 7) % 300), nights: 1 + (i % 3) });
  // The rooms answer is cached per property and stay: each index its own pair, properties first (900 stays each).
  const properties = [...new Set(f.rooms.map((r) => r.propertyId))];
  const roomsStay = (i: number) => {
    const s = Math.floor(i / properties.length);
    return {
      propertyId: properties[i % properties.length] as string,
      offset: 1 + ((s * 7) % 300),
      nights: 1 + (Math.floor(s / 300) % 3),
    };
  };
  let guest = 0;
  return {
    floor: (_i: number) => ({ method: 'GET' as const, path: '/__bench/floor' }),
    list: (i: number) => ({ method: 'GET' as const, path: cold[i % cold.length] as string }),
    rooms: (i: number) => {
      const s = roomsStay(i);
      return {
        method: 'GET' as const,
        path: `/property/v1/app/rooms?propertyId=${s.propertyId}&checkInDate=${unix(s.offset)}&checkOutDate=${unix(s.offset + s.nights)}`,
      };
    },
    pricing: (i: number) => {
      const s = stay(i);
      return {
        method: 'POST' as const,
        path: '/property/v1/app/booking/pricing',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          propertyId: room(i).propertyId,
          roomIds: [{ id: room(i).id, roomCount: 1 }],
          checkInDate: unix(s.offset),
          checkOutDate: unix(s.offset + s.nights),
        }),
      };
    },
    hold: (i: number) => {
      const s = stay(i);
      return {
        method: 'POST' as const,
        path: '/property/v1/app/booking',
        // One guest a hold (a guest may keep two unpaid).
        headers: { 'content-type': 'application/json', ...(f.guests[guest++ % Math.max(1, f.guests.length)] ?? {}) },
        body: JSON.stringify({
          initiatePayment: true,
          checkInDate: unix(s.offset),
          checkOutDate: unix(s.offset + s.nights),
          propertyId: room(i).propertyId,
          addons: [],
          guests: { adults: 1, children: 0 },
          roomIds: [{ id: room(i).id, roomCount: 1, adults: 1, children: 0 }],
          paymentType: 'online',
          primaryGuest: { name: 'Bench Guest', email: 'bench@example.com', phone: '9822012345' },
        }),
      };
    },
  };
}

type LoadName = 'bare' | 'floor' | 'list' | 'rooms' | 'pricing' | 'hold';

/**
 * How many different requests a cached load has (its indices from 0 make them in turn): the closed loop counts up from
 * 0 and the one-at-a-time figures down from here, so neither asks what the other asked (the cache would answer it).
 */
function distinctRequests(f: Fixture, name: LoadName): number {
  // The last 200 searches are the warm-up's (modelBuilt).
  if (name === 'list') return coldListPaths().length - 200;
  if (name === 'rooms') return new Set(f.rooms.map((r) => r.propertyId)).size * 900;
  return 200_000;
}
interface Closed {
  rps: number;
  p99: number;
  errors: number;
  /** Answers the search cache gave (none is the point: every request new). */
  hits: number;
}

/** Closed-loop: each load for DURATION s in all, in SLICES slices taken in turn, the process settled between. */
async function closedLoop(f: Fixture, names: LoadName[]): Promise<Map<LoadName, Closed>> {
  const made = requestsOf(f);
  const next = new Map<LoadName, number>(names.map((n) => [n, 0]));
  const totals = new Map(names.map((n) => [n, { requests: 0, seconds: 0, p99: 0, errors: 0, hits: 0 }]));
  for (let round = 0; round < SLICES; round++)
    for (const name of names) {
      const hitsBefore = f.cacheCounts.hit;
      const result = await autocannon({
        url: name === 'bare' ? `${f.bareOrigin}/constant` : f.origin,
        connections: CONNECTIONS,
        duration: DURATION / SLICES,
        ...(name === 'bare'
          ? {}
          : {
              requests: [
                {
                  setupRequest: (req: autocannon.Request) => {
                    const i = next.get(name) ?? 0;
                    next.set(name, i + 1);
                    return { ...req, ...made[name](i) };
                  },
                },
              ],
            }),
      });
      const total = totals.get(name) as {
        requests: number;
        seconds: number;
        p99: number;
        errors: number;
        hits: number;
      };
      total.hits += f.cacheCounts.hit - hitsBefore;
      // Past the distinct requests a load has, the closed loop would ask again what the cache holds: said, not hidden.
      if (name !== 'bare' && (next.get(name) ?? 0) > distinctRequests(f, name) - PER_REQUEST - 20)
        console.warn(`[${f.kind} ${f.scale}×] ${name}: the closed loop asked more than its different requests`);
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99 = Math.max(total.p99, result.latency.p99);
      total.errors += result.errors + result.non2xx;
      await settle(`${f.bareOrigin}/constant`);
    }
  return new Map(
    [...totals].map(
      ([n, t]) => [n, { rps: t.requests / t.seconds, p99: t.p99, errors: t.errors, hits: t.hits }] as const,
    ),
  );
}

/** In process, one at a time: CPU ms and statements a request (the app's own cost, whatever the machine does). */
async function perRequest(f: Fixture, name: Exclude<LoadName, 'bare'>) {
  const made = requestsOf(f);
  // Requests the closed loop did not ask (it counts up from 0; these count down from the last different one), so no
  // cache answers them: the cache's hits are counted to show it.
  const last = distinctRequests(f, name) - 1;
  for (let i = 0; i < 20; i++) await inject(f, made[name](last - i));
  const cpu = process.cpuUsage();
  const statements = statementsSent;
  const hits = f.cacheCounts.hit;
  let failed = 0;
  for (let i = 20; i < 20 + PER_REQUEST; i++) if ((await inject(f, made[name](last - i))) >= 300) failed++;
  const used = process.cpuUsage(cpu);
  return {
    cpuMs: (used.user + used.system) / 1000 / PER_REQUEST,
    statements: (statementsSent - statements) / PER_REQUEST,
    cacheHits: f.cacheCounts.hit - hits,
    failed,
  };
}

async function inject(
  f: Fixture,
  r: { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> },
): Promise<number> {
  const res = await f.app.inject({
    method: r.method,
    url: r.path,
    ...(r.headers ? { headers: r.headers } : {}),
    ...(r.body ? { payload: r.body } : {}),
  });
  return res.statusCode;
}

/** The card price (rupees a night) of one property in a list answer, or null when it is not on the page. */
async function cardPrice(f: Fixture, path: string, propertyId: string): Promise<number | null> {
  const res = await fetch(`${f.origin}${path}`);
  const json = (await res.json()) as { data: { data: Array<{ id: string; price: { min: number } }> } };
  return json.data.data.find((c) => c.id === propertyId)?.price.min ?? null;
}

/** The replay: traffic as it comes, open-loop; half way an administrator's rate change, checked by the next search. */
async function replay(f: Fixture) {
  const mix = searchMix(REPLAY_SECONDS * RATE, (offset) => unix(offset));
  await settle(`${f.bareOrigin}/constant`);
  const before = { ...f.cacheCounts };
  // The most popular search of the mix, and the first property on its page: its cheapest room gets a new rate.
  const popular = mix.popular;
  const first = await fetch(`${f.origin}${popular}`).then(
    (r) => r.json() as Promise<{ data: { data: Array<{ id: string; price: { min: number } }> } }>,
  );
  const target = first.data.data[0];
  const running = openLoop({
    origin: f.origin,
    rate: RATE,
    seconds: REPLAY_SECONDS,
    requests: mix.paths.map((path) => ({ path })),
    maxInFlight: 200,
  });
  await new Promise((resolve) => setTimeout(resolve, (REPLAY_SECONDS * 1000) / 2));
  let seen = 'no property';
  if (target)
    seen = await changeRate(f, popular, target.id, mix.popularStay).catch(
      (err: unknown) => `could not check (${err instanceof Error ? err.message : String(err)})`,
    );
  const result = await running;
  const hits = f.cacheCounts.hit - before.hit;
  const misses = f.cacheCounts.miss - before.miss;
  return { result, hitRate: hits / Math.max(1, hits + misses), seen, distinct: new Set(mix.paths).size };
}

/** Half way through the replay: ₹100 a night on every room of the popular search's first property, then that search. */
async function changeRate(
  f: Fixture,
  popular: string,
  targetId: string,
  stay: { offset: number; nights: number },
): Promise<string> {
  const rooms = await f.database.db.execute(
    sql`SELECT id FROM room_types WHERE property_id = ${targetId} AND external_booking_url IS NULL AND status = 'active'`,
  );
  const wasPrice = await cardPrice(f, popular, targetId);
  const [from, to] = [addDays(todayIst(), stay.offset), addDays(todayIst(), stay.offset + stay.nights - 1)];
  // ₹100 a night on every room of the property: its card must fall at once.
  let refused = '';
  for (const row of rooms.rows as Array<{ id: string }>) {
    // An overloaded server may refuse a write (503): asked again a few times, as the console would.
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await fetch(`${f.origin}/api/admin/inventory/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...f.admin },
        body: JSON.stringify({ roomTypeId: row.id, from, to, action: 'set_rate', rate: 100 }),
      });
      refused = res.ok ? '' : `the change was refused (${res.status}) `;
      if (res.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const nowPrice = await cardPrice(f, popular, targetId);
  const fell = nowPrice !== null && wasPrice !== null && nowPrice < wasPrice;
  const seen = `${refused}${fell ? 'yes' : 'NO'} (₹${wasPrice} → ₹${nowPrice})`;
  return seen;
}

const results: Array<{
  f: Pick<Fixture, 'kind' | 'scale'>;
  closed: Map<LoadName, Closed>;
  per: Map<string, Awaited<ReturnType<typeof perRequest>>>;
  replayed?: Awaited<ReturnType<typeof replay>>;
}> = [];
const wanted: LoadName[] = [
  'bare',
  ...(LOADS.has('list') ? (['floor'] as const) : []),
  ...(['list', 'rooms', 'pricing', 'hold'] as const).filter((n) => LOADS.has(n)),
];
for (const scale of SCALES) {
  const f = await start('postgres', scale);
  try {
    console.info(`[postgres ${scale}×] closed-loop (${DURATION} s a load in ${SLICES} slices)…`);
    const closed = await closedLoop(f, wanted);
    const per = new Map<string, Awaited<ReturnType<typeof perRequest>>>();
    for (const name of wanted) if (name !== 'bare') per.set(name, await perRequest(f, name));
    console.info(`[postgres ${scale}×] replay (${RATE} req/s for ${REPLAY_SECONDS} s)…`);
    results.push({ f, closed, per, replayed: await replay(f) });
  } finally {
    await f.drop();
  }
}
if (WITH_PGLITE) {
  const f = await start('pglite', 1);
  try {
    console.info('[pglite 1×] closed-loop…');
    results.push({ f, closed: await closedLoop(f, ['bare', 'floor', 'list']), per: new Map() });
  } finally {
    await f.drop();
  }
}

printTable(
  `Closed-loop, ${CONNECTIONS} connections, ${DURATION} s a load: every request new (no cache hit), vs a bare route with the list's bytes`,
  results.flatMap(({ f, closed, per }) =>
    [...closed].map(([name, run]) => {
      const bare = closed.get('bare') as Closed;
      const floor = closed.get('floor');
      const checked = name === 'list';
      const target = TARGETS.listVsBare[f.kind];
      const cost = per.get(name);
      return {
        database: `${f.kind} ${f.scale}×`,
        load:
          name === 'bare'
            ? 'bare route'
            : name === 'floor'
              ? "the app's floor (same bytes)"
              : name === 'list'
                ? 'list (Goa, one page, new)'
                : name,
        'req/s': Math.round(run.rps),
        'p99 ms': run.p99,
        'vs bare': ratio(run.rps, bare.rps),
        "vs the app's floor": floor && name !== 'bare' && name !== 'floor' ? ratio(run.rps, floor.rps) : '',
        target: checked ? `≥ ${target}×` : '',
        result: checked ? verdict(run.rps >= target * bare.rps) : '',
        errors: run.errors,
        'cache hits': name === 'bare' || name === 'floor' ? '' : `${run.hits}${cost ? ` / ${cost.cacheHits}` : ''}`,
        'CPU ms/req': cost ? cost.cpuMs.toFixed(2) : '',
        'statements/req': cost ? cost.statements.toFixed(1) : '',
      };
    }),
  ),
);

const pgRuns = results.filter((r) => r.f.kind === 'postgres');
const [small, large] = [pgRuns[0], pgRuns[pgRuns.length - 1]];
if (small && large && small !== large)
  printTable(
    `Growth on PostgreSQL: ${large.f.scale}× the catalogue vs ${small.f.scale}× (requests/s, each against its own run's bare route)`,
    wanted
      .filter((n) => n !== 'bare' && n !== 'floor')
      .map((name) => {
        const [a, b] = [small.closed.get(name) as Closed, large.closed.get(name) as Closed];
        const [aBare, bBare] = [small.closed.get('bare') as Closed, large.closed.get('bare') as Closed];
        const growth = b.rps / bBare.rps / (a.rps / aBare.rps);
        return {
          load: name,
          [`${small.f.scale}× vs bare`]: ratio(a.rps, aBare.rps),
          [`${large.f.scale}× vs bare`]: ratio(b.rps, bBare.rps),
          [`${large.f.scale}× / ${small.f.scale}×`]: growth.toFixed(3),
          [`CPU ms ${small.f.scale}× → ${large.f.scale}×`]: `${small.per.get(name)?.cpuMs.toFixed(2)} → ${large.per.get(name)?.cpuMs.toFixed(2)}`,
          target: name === 'list' ? `≥ ${TARGETS.growth}` : '',
          result: name === 'list' ? verdict(growth >= TARGETS.growth) : '',
        };
      }),
  );

printTable(
  `Replay: ${RATE} requests/s open-loop for ${REPLAY_SECONDS} s of traffic as it comes (bench/search-mix.ts), each timed from when it was due`,
  pgRuns.flatMap(({ f, replayed }) =>
    replayed
      ? [
          {
            database: `${f.kind} ${f.scale}×`,
            requests: replayed.result.requests,
            'distinct searches': replayed.distinct,
            answers: statusList(replayed.result.statuses),
            'cache hit rate': `${(replayed.hitRate * 100).toFixed(1)}%`,
            'answers/s': Math.round(replayed.result.rps),
            'p50 ms': ms(replayed.result.p50),
            'p99 ms': ms(replayed.result.p99),
            target: `p99 ≤ ${TARGETS.p99} ms, all answered`,
            result: verdict(replayed.result.p99 <= TARGETS.p99 && replayed.result.errors === 0),
            'rate change seen by the next search': replayed.seen,
          },
        ]
      : [],
  ),
);
process.exit(0);
