/**
 * `npm run bench:api`: the property list with dates (the busiest catalogue query) against a bare Fastify route that
 * returns a constant body of the same size, in the same process and run, on PGlite and (when one answers) on
 * PostgreSQL. Two loads, each printed as ratios against the bare route measured the same way in the same run:
 *   closed-loop — BENCH_CONNECTIONS connections as fast as answers come (autocannon): requests/s. The list asked the
 *                 same way every time (what a cache serves), the list asked differently every time (dates, nights,
 *                 party and sort vary: the uncached path), compressed, and as a signed-in guest (the same target).
 *   open-loop   — BENCH_RATE requests/s on schedule whatever the answers do (open-loop.worker.ts): p50/p95/p99, each
 *                 request timed from when it was due; the same two list variants.
 * Targets (issue 25): the list, anonymous or signed in, ≥ 0.5× the bare route's requests/s on PostgreSQL and ≥ 0.3×
 * on PGlite; p99 ≤ 20 ms at 200 requests/s open-loop. Env: BENCH_SECONDS (each closed-loop load, default 8),
 * BENCH_SLICES (the closed-loop loads taken in turn in this many slices, default 4), BENCH_OPEN_SECONDS (default 8),
 * BENCH_CONNECTIONS (default 20), BENCH_RATE (default 200), DATABASE_URL / TEST_DATABASE_URL (a temporary database is
 * created and dropped).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { authSessions, users } from '../apps/api/src/db/schema/index.js';
import { issueAccessToken } from '../apps/api/src/modules/auth/access-token.js';
import { seedIfEmpty } from '../apps/api/src/seed/index.js';
import { freePort, ms, type OpenLoopResult, openLoop, printTable, ratio, settle, statusList, verdict } from './lib.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SLICES = Number(process.env.BENCH_SLICES ?? 4);
const P99_TARGET_MS = 20;
const RPS_TARGET = { pglite: 0.3, postgres: 0.5 } as const;
const listQuery = (offset: number, nights: number, adults: number, children: number, sort: string, limit = 12) =>
  `/property/v1/app/property?propertyType=all&city=Goa&adults=${adults}&children=${children}` +
  `&checkInDate=${istDateToUnix(addDays(todayIst(), offset))}&checkOutDate=${istDateToUnix(addDays(todayIst(), offset + nights))}` +
  `&limit=${limit}&sort=${sort}`;
const listPath = listQuery(14, 3, 2, 0, 'recommended');

/**
 * The cold list: every request a different search (arrival, nights, adults, children, sort, page size), so no cache
 * keyed by the query can answer it; 14,000 of them, more than a run sends. In a fixed shuffled order, the same in
 * every run, and every stay inside the seeded 60 nights.
 */
function coldPaths(): string[] {
  const out: string[] = [];
  for (let offset = 1; offset <= 50; offset++)
    for (let nights = 1; nights <= 5; nights++)
      for (let adults = 1; adults <= 4; adults++)
        for (let children = 0; children <= 1; children++)
          for (const sort of ['recommended', 'rating'])
            for (const limit of [11, 12, 13, 14, 15, 16, 17])
              out.push(listQuery(offset, nights, adults, children, sort, limit));
  // A linear congruential shuffle: deterministic, and neighbours differ in every field.
  let seed = 42;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}
const COLD = coldPaths();

interface ClosedLoad {
  url: string;
  headers?: Record<string, string>;
  /** Paths asked in turn (the cold list), continuing where the previous slice stopped. */
  paths?: { list: string[]; next: number };
}

interface ClosedResult {
  rps: number;
  p99: number;
  errors: number;
}

/** One closed-loop slice of `seconds`: CONNECTIONS connections, each asking again as soon as it is answered. */
async function slice(load: ClosedLoad, seconds: number) {
  const paths = load.paths;
  const result = await autocannon({
    url: load.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: load.headers,
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                path: paths.list[paths.next++ % paths.list.length],
              }),
            },
          ],
        }
      : {}),
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Each load for DURATION seconds in all, in SLICES slices taken in turn (bare, list, bare, list…), so a change in the
 * machine's load during the run (it is shared) weighs on every figure alike rather than on whichever ran then. The
 * process settles between slices. p99: the worst slice's.
 */
async function interleaved(loads: ClosedLoad[], settleProcess: () => Promise<void>): Promise<ClosedResult[]> {
  const totals = loads.map(() => ({ requests: 0, seconds: 0, p99: 0, errors: 0 }));
  for (let round = 0; round < SLICES; round++) {
    for (const [i, load] of loads.entries()) {
      const part = await slice(load, DURATION / SLICES);
      const total = totals[i] as (typeof totals)[number];
      total.requests += part.requests;
      total.seconds += part.seconds;
      total.p99 = Math.max(total.p99, part.p99);
      total.errors += part.errors;
      await settleProcess();
    }
  }
  return totals.map((t) => ({ rps: t.requests / t.seconds, p99: t.p99, errors: t.errors }));
}

function openLoad(origin: string, paths: string[]) {
  return openLoop({
    origin,
    rate: RATE,
    seconds: OPEN_SECONDS,
    requests: paths.map((path) => ({ path })),
    maxInFlight: 200,
  });
}

/** Bytes on the wire (fetch would decompress). */
function rawBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => {
          n += chunk.length;
        });
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

async function postgresDatabase(): Promise<{ database: Database; drop: () => Promise<void> } | null> {
  const adminUrl =
    process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `sb_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

async function signedInToken(database: Database, config: ReturnType<typeof loadConfig>): Promise<string> {
  const [user] = await database.db.insert(users).values({ phone: '9811100099' }).returning();
  if (!user) throw new Error('bench user not created');
  const sid = randomUUID();
  await database.db
    .insert(authSessions)
    .values({ id: sid, userId: user.id, role: 'guest', expiresAt: new Date(Date.now() + 86_400_000) });
  return issueAccessToken({ sub: user.id, role: 'guest', phone: user.phone, sid }, config.authSecret, 900).token;
}

async function benchOn(kind: 'pglite' | 'postgres', database: Database) {
  await database.migrate();
  const seeded = performance.now();
  await seedIfEmpty(database.db, { nights: 60 });
  console.info(`[${kind}] seeded in ${Math.round(performance.now() - seeded)} ms`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    DATA_DIR: `/tmp/staybook-bench-${process.pid}`,
  });
  const app = await buildApp({ config, database, logger: false });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const sample = await fetch(`${origin}${listPath}`);
  const body = await sample.text();
  if (!sample.ok) throw new Error(`property list failed: ${sample.status} ${body.slice(0, 200)}`);
  const listed = (JSON.parse(body) as { data: { total: number } }).data.total;

  // Baseline: the same bytes from a bare route on a bare Fastify, no database.
  const bare = Fastify({ logger: false });
  bare.get('/constant', async (_req, reply) => reply.type('application/json').send(body));
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  const bareOrigin = `http://127.0.0.1:${barePort}`;

  // Every run starts on an idle process (the previous one's unanswered requests worked off).
  const idle = () => settle(`${bareOrigin}/constant`);
  console.info(`[${kind}] closed-loop runs (${DURATION} s each, in ${SLICES} slices taken in turn)…`);
  // As a browser asks: the answer is compressed (brotli), which costs CPU and saves most of the bytes.
  const compressedBytes = await rawBytes(`${origin}${listPath}`, { 'accept-encoding': 'br' });
  // A signed-in guest browsing: every request checks its session is live, from the process's session cache after the
  // first (modules/auth/session-cache.ts: one shared round trip on the notification connection, no session read).
  const token = await signedInToken(database, config);
  const coldPaths = { list: COLD, next: 0 };
  const [baseline, list, cold, listBr, listSignedIn] = (await interleaved(
    [
      { url: `${bareOrigin}/constant` },
      { url: `${origin}${listPath}` },
      { url: origin, paths: coldPaths },
      { url: `${origin}${listPath}`, headers: { 'accept-encoding': 'br' } },
      { url: `${origin}${listPath}`, headers: { authorization: `Bearer ${token}` } },
    ],
    idle,
  )) as [ClosedResult, ClosedResult, ClosedResult, ClosedResult, ClosedResult];

  console.info(`[${kind}] open-loop runs (${RATE} req/s, ${OPEN_SECONDS} s each)…`);
  const openBare = await openLoad(bareOrigin, ['/constant']);
  const openList = await openLoad(origin, [listPath]);
  await idle();
  // Past the closed-loop run's share of the cold searches, so none of these was asked before in this process.
  const openCold = await openLoad(origin, COLD.slice(coldPaths.next));
  await bare.close();
  await app.close();
  return {
    kind,
    bytes: body.length,
    listed,
    compressedBytes,
    baseline,
    list,
    cold,
    listBr,
    listSignedIn,
    openBare,
    openList,
    openCold,
  };
}

const results: Array<Awaited<ReturnType<typeof benchOn>>> = [];
const pglite = await openDatabase({ dataDir: 'memory' });
results.push(await benchOn('pglite', pglite));
await pglite.close();
const pgTarget = await postgresDatabase();
if (pgTarget) {
  results.push(await benchOn('postgres', pgTarget.database));
  await pgTarget.drop();
} else console.warn('PostgreSQL not reachable: PostgreSQL figures skipped.');

const closedRows = results.flatMap((r) => {
  const target = RPS_TARGET[r.kind];
  const row = (load: string, run: { rps: number; p99: number; errors: number }, checked = false) => ({
    database: r.kind,
    load,
    'req/s': Math.round(run.rps),
    'p99 ms': run.p99,
    'vs bare': ratio(run.rps, r.baseline.rps),
    target: checked ? `≥ ${target}× bare` : '',
    result: checked ? verdict(run.rps >= target * r.baseline.rps) : '',
    errors: run.errors,
  });
  return [
    row('bare route, same bytes', r.baseline),
    row('list, same search', r.list, true),
    row('list, every search new', r.cold),
    row(`list, brotli (${r.compressedBytes} B)`, r.listBr),
    row(`list, signed-in (${ratio(r.listSignedIn.rps, r.list.rps)}× anonymous)`, r.listSignedIn, true),
  ];
});
printTable(
  `Closed-loop: property list (Goa, 3 nights, 12 a page, ${results[0]?.listed ?? '?'} stays, ${results[0]?.bytes ?? '?'} B) vs a bare route with the same body — ${CONNECTIONS} connections, ${DURATION} s each`,
  closedRows,
);

const openRows = results.flatMap((r) => {
  const row = (load: string, run: OpenLoopResult, checked = false) => ({
    database: r.kind,
    load,
    requests: run.requests,
    answers: statusList(run.statuses),
    'p50 ms': ms(run.p50),
    'p95 ms': ms(run.p95),
    'p99 ms': ms(run.p99),
    'p99 vs bare': ratio(run.p99, r.openBare.p99),
    target: checked ? `p99 ≤ ${P99_TARGET_MS} ms` : '',
    result: checked ? verdict(run.p99 <= P99_TARGET_MS && run.errors === 0) : '',
  });
  return [
    row('bare route, same bytes', r.openBare),
    row('list, same search', r.openList, true),
    row('list, every search new', r.openCold),
  ];
});
printTable(`Open-loop: ${RATE} requests/s for ${OPEN_SECONDS} s, each timed from when it was due`, openRows);
process.exit(0);
