import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider, sandboxSecrets } from '../src/adapters/payments/sandbox.js';
import type { Database } from '../src/db/client.js';
import { bookings, cities, ledgerEntries, payments, properties } from '../src/db/schema/index.js';
import { createPostgresTestDatabase, testConfig } from './setup-db.js';
import {
  bookingPayload,
  createGuest,
  createRoomForSale,
  dayFromToday,
  type Guest,
  inventoryOf,
  istDay,
  signedInRoles,
} from './support/factories.js';
import { freePort, request } from './support/http.js';
import { reachable } from './support/reachable.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/**
 * Many processes, proven (issue 25): three API processes on one PostgreSQL database and one Redis, behind a small
 * round-robin proxy, as production runs them. The last room, a payment reported by three channels at once, rate limits
 * and a rate change are checked across them; then Redis is stopped and PostgreSQL cut off mid-storm (through TCP
 * proxies the test controls) and service must carry on or answer a clean 503, and come back by itself.
 * Needs PostgreSQL (TEST_DATABASE_URL) and Redis on 127.0.0.1:6379, as `npm test` has them.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const AUTH_SECRET = randomBytes(32).toString('hex');
const KYC_KEY = randomBytes(32).toString('base64');
const RATE_LIMIT = 400;

const canRun = Boolean(process.env.TEST_DATABASE_URL) && (await reachable(6379));
if (!canRun) console.warn('many-processes test skipped: it needs TEST_DATABASE_URL and Redis on 127.0.0.1:6379');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ApiProcess {
  port: number;
  child: ChildProcess;
  output: string[];
}

/**
 * A small round-robin HTTP proxy in front of the processes (the load balancer). Like a real one it says who the client
 * was (X-Forwarded-For, trusted one hop by the processes): each request a different guest's address unless the test
 * names one.
 */
function startFrontProxy(ports: number[]): Promise<{ port: number; close: () => Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const n = next++;
    const port = ports[n % ports.length] as number;
    const client =
      (req.headers['x-test-client'] as string | undefined) ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const { 'x-test-client': _named, ...rest } = req.headers;
    const headers = { ...rest, 'x-forwarded-for': client };
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

describe.runIf(canRun)('three API processes on one database, one Redis, behind a proxy', () => {
  let database: Database;
  let dbUrl: URL;
  let pgProxy: TcpProxy;
  /** The processes' LISTEN connections for the search cache go through their own proxy, to be cut alone. */
  let listenProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let front: { port: number; close: () => Promise<void> };
  const apis: ApiProcess[] = [];
  const redis = new Redis({ host: '127.0.0.1', port: 6379, lazyConnect: true });
  const config = testConfig({ AUTH_SECRET, KYC_ENCRYPTION_KEY: KYC_KEY });
  const db = () => database.db;

  beforeAll(async () => {
    const made = await createPostgresTestDatabase();
    database = made.database;
    dbUrl = new URL(made.url);
    pgProxy = await startTcpProxy({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
    listenProxy = await startTcpProxy({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
    redisProxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    await redis.connect();
    const proxiedDb = new URL(made.url);
    proxiedDb.hostname = '127.0.0.1';
    proxiedDb.port = String(pgProxy.port);
    const listenDb = new URL(proxiedDb);
    listenDb.port = String(listenProxy.port);
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const output: string[] = [];
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: proxiedDb.toString(),
          SEARCH_CACHE: 'on',
          SEARCH_CACHE_LISTEN_URL: listenDb.toString(),
          REDIS_URL: `redis://127.0.0.1:${redisProxy.port}/0`,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), `staybook-proc-${i}-`)),
          AUTH_SECRET,
          KYC_ENCRYPTION_KEY: KYC_KEY,
          SEED_ON_START: 'false',
          RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
          DEV_JOBS: 'true',
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => output.push(String(d)));
      child.stderr?.on('data', (d) => output.push(String(d)));
      apis.push({ port, child, output });
    }
    // Three processes compile with tsx at once: ~15 s here on a quiet machine, several times that under load.
    const started = Date.now();
    for (const api of apis) {
      for (;;) {
        const ok = await request(api.port, 'GET', '/healthz').then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        if (Date.now() - started > 180_000) throw new Error(`process did not start:\n${api.output.join('')}`);
        await sleep(250);
      }
    }
    front = await startFrontProxy(apis.map((a) => a.port));
  }, 240_000);

  afterAll(async () => {
    for (const api of apis) api.child.kill('SIGTERM');
    await Promise.all(apis.map((a) => new Promise((resolve) => a.child.once('exit', resolve))));
    await front?.close();
    await pgProxy?.close();
    await listenProxy?.close();
    await redisProxy?.close();
    await redis.quit().catch(() => undefined);
    await database?.close();
  }, 60_000);

  const book = (g: Guest, payload: unknown, port = front.port) =>
    request(port, 'POST', '/property/v1/app/booking', { headers: g.headers, body: payload });

  it('sells the last room once, whichever process each guest reaches', async () => {
    const f = await createRoomForSale(db(), { available: 1, rupees: 3_000 });
    const guests = await Promise.all(Array.from({ length: 18 }, () => createGuest(db(), config)));
    const answers = await Promise.all(
      guests.map((g) => book(g, bookingPayload(f.propertyId, [{ id: f.roomTypeId }], 4, 6))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const nights = await inventoryOf(db(), f.roomTypeId);
    for (const n of nights.filter((x) => x.date === istDay(4) || x.date === istDay(5))) {
      expect(n.booked).toBe(1);
      expect(n.available).toBe(0);
    }
  });

  it('takes a payment reported by its webhook, the verify call and the reconciler on three processes exactly once', async () => {
    const f = await createRoomForSale(db(), { available: 2, rupees: 4_200 });
    const guest = await createGuest(db(), config);
    const held = await book(guest, bookingPayload(f.propertyId, [{ id: f.roomTypeId }], 3, 5));
    expect(held.status, held.body).toBe(200);
    const { bookingId, payment } = held.json().data;
    // The provider captures; nobody has been told yet.
    const provider = createSandboxProvider(db(), sandboxSecrets(AUTH_SECRET));
    const outcome = await provider.pay(payment.orderDetails.id, { method: 'card', succeed: true });
    if (!outcome.ok) throw new Error('sandbox payment failed');
    const hook = provider.webhook('payment.captured', outcome.payment);
    const [a, b, c] = apis as [ApiProcess, ApiProcess, ApiProcess];
    const [webhook, verify, reconciled] = await Promise.all([
      request(a.port, 'POST', '/property/v1/payments/webhook', {
        headers: { 'x-razorpay-signature': hook.signature, 'x-razorpay-event-id': hook.eventId },
        body: JSON.parse(hook.body),
      }),
      request(b.port, 'POST', '/property/v1/app/booking/verify-payment', {
        headers: guest.headers,
        body: {
          bookingId,
          razorpay_order_id: payment.orderDetails.id,
          razorpay_payment_id: outcome.payment.id,
          razorpay_signature: outcome.signature,
        },
      }),
      request(c.port, 'POST', '/__dev/jobs/payment-reconciler', {
        body: { now: new Date(Date.now() + 10 * 60_000).toISOString() },
      }),
    ]);
    expect(webhook.status, webhook.body).toBe(200);
    expect(verify.status, verify.body).toBe(200);
    expect(reconciled.status, reconciled.body).toBe(200);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.status).toBe('confirmed');
    const rows = await db().select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(rows.map((p) => p.status)).toEqual(['captured']);
    const captures = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'capture')));
    expect(captures).toHaveLength(1);
  });

  /** Every request Redis has counted in the current windows. */
  const counted = async () => {
    const keys = await redis.keys('staybook-rl:*');
    const counts = await Promise.all(keys.map((k) => redis.get(k)));
    return counts.reduce((n, c) => n + Number(c ?? 0), 0);
  };
  const askSupport = (n: number) =>
    Promise.all(
      Array.from({ length: n }, () =>
        request(front.port, 'GET', '/property/v1/config?configName=support', {
          headers: { 'x-test-client': '203.0.113.7' },
        }),
      ),
    );

  it('counts one address’s requests across every process (the limit is shared through Redis)', async () => {
    const before = await counted();
    const answers = await askSupport(30);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    // Thirty requests spread over three processes, all counted in the one shared counter (not ten in each process).
    expect((await counted()) - before).toBe(30);
  });

  /** A property on sale from today in a city of its own, and the list and rooms URLs of one night of it. */
  const searchable = async (rupees: number, day: number) => {
    const f = await createRoomForSale(db(), { available: 3, rupees });
    const [row] = await db()
      .select({ city: cities.name })
      .from(properties)
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .where(eq(properties.id, f.propertyId));
    const stay = `checkInDate=${dayFromToday(day)}&checkOutDate=${dayFromToday(day + 1)}`;
    return {
      f,
      list: `/property/v1/app/property?city=${encodeURIComponent(row?.city ?? '')}&${stay}`,
      rooms: `/property/v1/app/rooms?propertyId=${f.propertyId}&${stay}`,
    };
  };
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the JSON it expects
  const listPrice = (r: { json: () => any }) => r.json().data.data[0]?.price.party.total as number | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the JSON it expects
  const roomRate = (r: { json: () => any }) => r.json().data[0]?.price[0]?.rate as number | undefined;
  /** Asks every process until each answers both searches from its cache (the answers are the same on all). */
  const warmEverywhere = async (s: { list: string; rooms: string }) => {
    for (const api of apis)
      for (const url of [s.list, s.rooms]) {
        await request(api.port, 'GET', url);
        const again = await request(api.port, 'GET', url);
        expect(again.status, again.body).toBe(200);
        expect(again.headers['x-cache']).toBe('hit');
      }
  };

  it('shows a rate changed on one process to every process within a second, its search cache warm on each', async () => {
    const s = await searchable(5_000, 6);
    const { admin } = await signedInRoles(db(), config);
    const price = (port: number) =>
      request(port, 'POST', '/property/v1/app/booking/pricing', {
        body: {
          propertyId: s.f.propertyId,
          roomIds: [{ id: s.f.roomTypeId, roomCount: 1, adults: 1 }],
          checkInDate: dayFromToday(6),
          checkOutDate: dayFromToday(7),
        },
      }).then((r) => r.json().data.totalPreTax as number);
    for (const api of apis) expect(await price(api.port)).toBe(5_000);
    await warmEverywhere(s);
    for (const api of apis) {
      expect(listPrice(await request(api.port, 'GET', s.list))).toBe(5_000);
      expect(roomRate(await request(api.port, 'GET', s.rooms))).toBe(5_000);
    }
    const [first] = apis as [ApiProcess];
    const edit = await request(first.port, 'POST', '/api/admin/inventory/bulk', {
      headers: admin.headers,
      body: { roomTypeId: s.f.roomTypeId, from: istDay(6), to: istDay(6), action: 'set_rate', rate: 6_500 },
    });
    expect(edit.status, edit.body).toBe(200);
    const changedAt = Date.now();
    for (const api of apis) {
      for (;;) {
        const [quoted, listed, room] = await Promise.all([
          price(api.port),
          request(api.port, 'GET', s.list).then(listPrice),
          request(api.port, 'GET', s.rooms).then(roomRate),
        ]);
        if (quoted === 6_500 && listed === 6_500 && room === 6_500) break;
        expect(Date.now() - changedAt).toBeLessThan(1_000);
        await sleep(50);
      }
    }
  });

  it('serves every search fresh while the change notifications are cut off, and caches again once they return', async () => {
    const s = await searchable(3_000, 9);
    const { admin } = await signedInRoles(db(), config);
    await warmEverywhere(s);
    await listenProxy.cut();
    const cutAt = Date.now();
    // Each process hears its listening connection close and stops serving from its cache, saying so once.
    for (;;) {
      const answers = await Promise.all(apis.map((a) => request(a.port, 'GET', s.rooms)));
      if (answers.every((r) => r.headers['x-cache'] === 'miss')) break;
      expect(Date.now() - cutAt).toBeLessThan(2_000);
      await sleep(50);
    }
    const rate = async (rupees: number) => {
      const edit = await request(apis[0]?.port ?? 0, 'POST', '/api/admin/inventory/bulk', {
        headers: admin.headers,
        body: { roomTypeId: s.f.roomTypeId, from: istDay(9), to: istDay(9), action: 'set_rate', rate: rupees },
      });
      expect(edit.status, edit.body).toBe(200);
    };
    // No notification can arrive now, yet every process answers the new rate at once, twice (nothing stored).
    await rate(3_300);
    for (const api of apis)
      for (let i = 0; i < 2; i++) {
        const [listed, room] = await Promise.all([request(api.port, 'GET', s.list), request(api.port, 'GET', s.rooms)]);
        expect([listPrice(listed), roomRate(room)]).toEqual([3_300, 3_300]);
        expect([listed.headers['x-cache'], room.headers['x-cache']]).toEqual(['miss', 'miss']);
      }
    expect(apis.every((a) => a.output.join('').includes('search cache: lost the database notifications'))).toBe(true);
    await listenProxy.restore();
    const restoredAt = Date.now();
    for (;;) {
      const ready = await Promise.all(
        apis.map(async (a) => {
          await request(a.port, 'GET', s.rooms);
          return (await request(a.port, 'GET', s.rooms)).headers['x-cache'] === 'hit';
        }),
      );
      if (ready.every(Boolean)) break;
      expect(Date.now() - restoredAt).toBeLessThan(15_000);
      await sleep(250);
    }
    // Listening again: a change is seen everywhere within a second, from warm caches.
    await warmEverywhere(s);
    await rate(3_600);
    const changedAt = Date.now();
    for (const api of apis)
      for (;;) {
        if ((await request(api.port, 'GET', s.rooms).then(roomRate)) === 3_600) break;
        expect(Date.now() - changedAt).toBeLessThan(1_000);
        await sleep(50);
      }
  }, 60_000);

  it('keeps serving while Redis is stopped (each process counts alone, says so once) and shares again when it returns', async () => {
    await redisProxy.cut();
    const storm = await Promise.all(
      Array.from({ length: 24 }, () => request(front.port, 'GET', '/property/v1/config?configName=support')),
    );
    expect(storm.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    // However each process found the outage (its connection already closed, or a command lost under it), it says so
    // in the same words, once (rate-limit-redis.int.test.ts holds both ways in one process).
    const warned = apis.map((a) => a.output.join('').split('Redis unreachable').length - 1);
    expect(
      warned.some((n) => n === 1) && warned.every((n) => n <= 1),
      apis.map((a) => a.output.join('')).join('\n---\n'),
    ).toBe(true);
    await redisProxy.restore();
    const started = Date.now();
    for (;;) {
      await Promise.all(apis.map((a) => request(a.port, 'GET', '/property/v1/config?configName=support')));
      if (apis.every((a) => a.output.join('').includes('Redis back') || !a.output.join('').includes('Redis'))) break;
      expect(Date.now() - started, apis.map((x) => x.output.join('').slice(-1200)).join('\n---\n')).toBeLessThan(
        20_000,
      );
      await sleep(500);
    }
    // Shared again: another thirty requests over the three processes are thirty in the one counter.
    const before = await counted();
    expect((await askSupport(30)).every((r) => r.status === 200)).toBe(true);
    expect((await counted()) - before).toBe(30);
  }, 60_000);

  it('answers a clean 503 while PostgreSQL is away, loses no acknowledged booking, and resumes by itself', async () => {
    const f = await createRoomForSale(db(), { available: 10, rupees: 2_800 });
    const guests = await Promise.all(Array.from({ length: 12 }, () => createGuest(db(), config)));
    const attempt = (g: Guest) => book(g, bookingPayload(f.propertyId, [{ id: f.roomTypeId }], 8, 9));
    const before = await Promise.all(guests.slice(0, 4).map(attempt));
    await pgProxy.cut();
    const during = await Promise.all(guests.slice(4, 8).map(attempt));
    await pgProxy.restore();
    let after: Awaited<ReturnType<typeof attempt>>[] = [];
    const started = Date.now();
    for (;;) {
      after = await Promise.all(guests.slice(8).map(attempt));
      if (after.every((a) => a.status === 200)) break;
      expect(
        Date.now() - started,
        `${after.map((a) => `${a.status} ${a.body.slice(0, 200)}`).join('\n')}\n${apis.map((x) => x.output.join('').slice(-1500)).join('\n---\n')}`,
      ).toBeLessThan(30_000);
      await sleep(500);
    }
    // During the outage: a clean, retryable 503 with the error envelope; never a 500.
    for (const r of during) {
      expect(r.status, r.body).toBe(503);
      expect(r.json().error.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect([...before, ...after].every((r) => r.status === 200)).toBe(true);
    // Every acknowledged booking is there, holding its room; nothing the outage refused is.
    const acknowledged = [...before, ...after].map((r) => r.json().data.bookingId as string);
    const stored = await db().select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
    const night = (await inventoryOf(db(), f.roomTypeId)).find((n) => n.date === istDay(8));
    expect(night?.booked).toBe(acknowledged.length);
  }, 90_000);
});
