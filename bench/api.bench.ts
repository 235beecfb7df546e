/**
 * `npm run bench:api`: the property list with dates (the busiest catalogue query) against a bare Fastify route that
 * returns a constant body of the same size, in the same process and run. Prints requests/s, p99 and the ratios,
 * on PGlite and (when one answers) on PostgreSQL; then the same list asked for compressed, and as a signed-in guest
 * (whose every request also checks that its session is live).
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
import { seedIfEmpty } from '../apps/api/src/db/seed/index.js';
import { issueAccessToken } from '../apps/api/src/modules/auth/access-token.js';
import { freePort, printTable, ratio } from './lib.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const checkIn = istDateToUnix(addDays(todayIst(), 14));
const checkOut = istDateToUnix(addDays(todayIst(), 17));
const listPath = `/property/v1/app/property?propertyType=all&city=Goa&adults=2&children=0&checkInDate=${checkIn}&checkOutDate=${checkOut}&limit=12&sort=recommended`;

async function load(url: string, headers?: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
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

async function benchOn(kind: string, database: Database) {
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
  const sample = await fetch(`http://127.0.0.1:${port}${listPath}`);
  const body = await sample.text();
  if (!sample.ok) throw new Error(`property list failed: ${sample.status} ${body.slice(0, 200)}`);

  // Baseline: the same bytes from a bare route on a bare Fastify, no database.
  const bare = Fastify({ logger: false });
  bare.get('/constant', async (_req, reply) => reply.type('application/json').send(body));
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });

  const baseline = await load(`http://127.0.0.1:${barePort}/constant`);
  const list = await load(`http://127.0.0.1:${port}${listPath}`);
  // As a browser asks: the answer is compressed (brotli), which costs CPU and saves most of the bytes.
  const compressedBytes = await rawBytes(`http://127.0.0.1:${port}${listPath}`, { 'accept-encoding': 'br' });
  const listBr = await load(`http://127.0.0.1:${port}${listPath}`, { 'accept-encoding': 'br' });
  // A signed-in guest browsing: every request also reads its session (revocation check) by primary key.
  const token = await signedInToken(database, config);
  const listSignedIn = await load(`http://127.0.0.1:${port}${listPath}`, { authorization: `Bearer ${token}` });
  await bare.close();
  await app.close();
  return { kind, bytes: body.length, compressedBytes, baseline, list, listBr, listSignedIn };
}

const rows: Array<Record<string, string | number>> = [];
const pglite = await openDatabase({ dataDir: 'memory' });
const lite = await benchOn('pglite', pglite);
await pglite.close();
const results = [lite];
const pgTarget = await postgresDatabase();
if (pgTarget) {
  results.push(await benchOn('postgres', pgTarget.database));
  await pgTarget.drop();
} else console.warn('PostgreSQL not reachable: PostgreSQL figures skipped.');

for (const r of results) {
  rows.push({
    database: r.kind,
    'body bytes': r.bytes,
    'baseline req/s': Math.round(r.baseline.rps),
    'baseline p99 ms': r.baseline.p99,
    'list req/s': Math.round(r.list.rps),
    'list p99 ms': r.list.p99,
    'list/baseline req/s': ratio(r.list.rps, r.baseline.rps),
    'list/baseline p99': ratio(r.list.p99, r.baseline.p99),
    'br bytes': r.compressedBytes,
    'list br req/s': Math.round(r.listBr.rps),
    'br/plain req/s': ratio(r.listBr.rps, r.list.rps),
    'signed-in req/s': Math.round(r.listSignedIn.rps),
    'signed-in/anonymous req/s': ratio(r.listSignedIn.rps, r.list.rps),
    errors: r.list.errors + r.baseline.errors + r.listBr.errors + r.listSignedIn.errors,
  });
}
printTable(
  `Property list (Goa, 3 nights, 12 per page) vs a constant body of the same size — ${CONNECTIONS} connections, ${DURATION} s each`,
  rows,
);
process.exit(0);
