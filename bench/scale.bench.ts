/**
 * `npm run bench:scale`: the property list's throughput with one API process, then two behind a small round-robin
 * proxy, on one PostgreSQL database with the demo catalogue (issue 25: "many stateless processes"). The baseline is
 * the one process measured through the same proxy in the same run, so the ratio is what a second process adds on this
 * machine (2 cores here: the load generator, the proxy and PostgreSQL share them, so expect well under 2×).
 *
 * Env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a database is created and dropped),
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { seedIfEmpty } from '../apps/api/src/seed/index.js';
import { freePort, printTable, ratio } from './lib.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const checkIn = istDateToUnix(addDays(todayIst(), 14));
const checkOut = istDateToUnix(addDays(todayIst(), 17));
const listPath = `/property/v1/app/property?propertyType=all&city=Goa&adults=2&children=0&checkInDate=${checkIn}&checkOutDate=${checkOut}&limit=12&sort=recommended`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startProcess(databaseUrl: string, secret: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'staybook-scale-')),
      AUTH_SECRET: secret,
      SEED_ON_START: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  for (const started = Date.now(); ; await sleep(250)) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, child };
    if (Date.now() - started > 90_000) throw new Error('an API process did not start');
  }
}

function startProxy(ports: number[]): Promise<{ port: number; close: () => void }> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length] as number;
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, close: () => server.close() }),
    ),
  );
}

async function measure(port: number) {
  const url = `http://127.0.0.1:${port}${listPath}`;
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm both processes' caches and pools
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `sb_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false' }, {});
  await seedIfEmpty(database.db, { config, log: () => {} });
  await database.close();

  const secret = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  try {
    const one = await startProcess(url.toString(), secret);
    children.push(one.child);
    const proxyOne = await startProxy([one.port]);
    const single = await measure(proxyOne.port);
    proxyOne.close();
    const two = await startProcess(url.toString(), secret);
    children.push(two.child);
    const proxyTwo = await startProxy([one.port, two.port]);
    const double = await measure(proxyTwo.port);
    proxyTwo.close();
    printTable(`Property list (Goa, 3 nights, 12 a page) on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s`, [
      {
        processes: 1,
        'req/s': Math.round(single.rps),
        'p99 ms': single.p99,
        errors: single.errors,
        'vs 1 process': '1.000',
      },
      {
        processes: 2,
        'req/s': Math.round(double.rps),
        'p99 ms': double.p99,
        errors: double.errors,
        'vs 1 process': ratio(double.rps, single.rps),
      },
    ]);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await sleep(1_000);
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  }
}

await main();
