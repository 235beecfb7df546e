/**
 * Booking holds under concurrency, on PostgreSQL, against the in-process app (`npm run bench:booking`).
 *
 * Runs three loads over the same app and database and prints each with ratios against a baseline measured in the
 * same run (these machines are noisy, absolute numbers are not comparable across runs):
 *   baseline  — POST /property/v1/app/booking/pricing (same validation and inventory reads, no transaction)
 *   spread    — booking attempts over 20 room types (most succeed: hold throughput)
 *   contended — every attempt wants the last room of the same 3-night stay (exactly one may succeed)
 * Each closed-loop row also gives the app's CPU time and statements (round trips to PostgreSQL) per request, which
 * depend far less on what else the machine is doing than latencies do, and the local PostgreSQL's CPU time a request
 * (read from /proc, Linux only): its backends serving the bench's database, and the whole server (its WAL writer and
 * other databases' work included). On a machine whose cores the app and PostgreSQL share, throughput follows the app's
 * and the backends' CPU together: "app + backends CPU vs baseline".
 * Then an open-loop pair over HTTP (open-loop.worker.ts: BENCH_RATE requests/s on schedule whatever the answers do,
 * each timed from when it was due): pricing, then holds spread over 40 other room types and 30 nights, one guest
 * each, so none runs out of rooms or hits a guest's limit of unpaid holds. Target (issue 25): hold p95 ≤ 50 ms at
 * 50 requests/s. Then checks that no night went below zero and available + booked is conserved.
 *
 * Env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a temporary database is created and
 * dropped), BENCH_ATTEMPTS (default 400), BENCH_CONCURRENCY (default 40), BENCH_RATE (default 50),
 * BENCH_OPEN_SECONDS (default 10).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addDays, istDateToUnix, stayNights, todayIst } from '@staybook/contract';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { authSessions, users } from '../apps/api/src/db/schema/accounts.js';
import { cities, properties, roomInventory, roomTypes } from '../apps/api/src/db/schema/catalogue.js';
import { issueAccessToken } from '../apps/api/src/modules/auth/access-token.js';
import { freePort, ms, openLoop, percentile, postgresCpu, printTable, ratio, statusList, verdict } from './lib.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 40);
const ROOM_TYPES = 20;
const ROOMS_EACH = 10;
const NIGHTS = 6;
const RATE = Number(process.env.BENCH_RATE ?? 50);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 10);
const OPEN_HOLDS = Math.round(RATE * OPEN_SECONDS);
const OPEN_ROOM_TYPES = 40;
/** Guests asking for the last room (one wins; the others are refused before holding anything). */
const CONTENDERS = 40;
const OPEN_NIGHTS = 30;
const P95_TARGET_MS = 50;

interface Run {
  name: string;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
  /** This process's CPU time (user + system, ms) over the run: the app runs in process, so it is the app's cost. */
  cpuMs: number;
  /** Statements sent to PostgreSQL over the run (every pg client of this process, BEGIN and COMMIT included). */
  statements: number;
  /** CPU time of the local PostgreSQL's processes over the run (ms; postgresCpu: other databases' work included). */
  postgresMs: number | undefined;
  /** The same, of the backends connected to the bench's own database only (the app's pool). */
  backendsMs: number | undefined;
}

// Counts the statements the app sends (each is a round trip): wraps pg's one entry point for a query.
let statementsSent = 0;
const sendQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: unknown,
  ...args: unknown[]
) {
  statementsSent++;
  return sendQuery.apply(this, args);
};

/** Runs `total` requests with at most `concurrency` in flight, timing each. */
async function load(
  name: string,
  total: number,
  concurrency: number,
  fire: (i: number) => Promise<number>,
): Promise<Run> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const cpu = process.cpuUsage();
  const postgres = postgresCpu();
  const backends = postgresCpu(undefined, benchDatabase);
  const statements = statementsSent;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const t0 = performance.now();
      const status = await fire(i);
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const used = process.cpuUsage(cpu);
  return {
    name,
    seconds: (performance.now() - started) / 1000,
    latencies: latencies.sort((a, b) => a - b),
    statuses,
    cpuMs: (used.user + used.system) / 1000,
    statements: statementsSent - statements,
    postgresMs: postgres && postgresCpu(postgres)?.ms,
    backendsMs: backends && postgresCpu(backends, benchDatabase)?.ms,
  };
}

const perRequest = (run: Run, ms: number | undefined) =>
  ms === undefined ? 'n/a' : (ms / run.latencies.length).toFixed(2);
/** The bench's own database, whose backends' CPU is counted apart from the server's (set once it is created). */
let benchDatabase = '';

async function main(): Promise<void> {
  const dbName = `sb_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  benchDatabase = dbName;
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });

  try {
    await database.migrate();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_ON_START: 'false',
        RATE_LIMIT_PER_MINUTE: '0',
        DATA_DIR: `/tmp/staybook-bench-${process.pid}`,
      },
      {},
    );
    const db = database.db;
    const from = addDays(todayIst(), 1);
    const dates = stayNights(from, addDays(from, NIGHTS));

    const [city] = await db
      .insert(cities)
      .values({ name: `Bench ${dbName}`, state: 'Goa' })
      .returning();
    const [property] = await db
      .insert(properties)
      .values({
        slug: `bench-${dbName}`,
        name: 'Bench Villa',
        propertyType: 'villa',
        category: 'Premium',
        cityId: city?.id as string,
        locality: 'Assagao',
        address: 'Assagao, North Goa',
      })
      .returning();
    const propertyId = property?.id as string;
    const rooms = await db
      .insert(roomTypes)
      .values(
        Array.from({ length: ROOM_TYPES + 1 }, (_, i) => ({
          propertyId,
          name: i === ROOM_TYPES ? 'Last Room' : `Room ${i}`,
          roomType: 'Deluxe',
          maxAdults: 2,
          baseRatePaise: 400_000,
        })),
      )
      .returning({ id: roomTypes.id });
    const spreadRooms = rooms.slice(0, ROOM_TYPES).map((r) => r.id);
    const lastRoom = rooms[ROOM_TYPES]?.id as string;
    // The open-loop run's own rooms and nights, so the runs before it leave it every room it needs.
    const openRooms = (
      await db
        .insert(roomTypes)
        .values(
          Array.from({ length: OPEN_ROOM_TYPES }, (_, i) => ({
            propertyId,
            name: `Open ${i}`,
            roomType: 'Deluxe',
            maxAdults: 2,
            baseRatePaise: 400_000,
          })),
        )
        .returning({ id: roomTypes.id })
    ).map((r) => r.id);
    const openDates = stayNights(from, addDays(from, OPEN_NIGHTS));
    await db.insert(roomInventory).values([
      ...spreadRooms.flatMap((roomTypeId, r) =>
        dates.map((stayDate) => ({ roomTypeId, stayDate, ratePaise: 300_000 + r * 10_000, available: ROOMS_EACH })),
      ),
      ...dates.map((stayDate) => ({ roomTypeId: lastRoom, stayDate, ratePaise: 500_000, available: 1 })),
      ...openRooms.flatMap((roomTypeId, r) =>
        openDates.map((stayDate) => ({
          roomTypeId,
          stayDate,
          ratePaise: 300_000 + r * 5_000,
          available: ROOMS_EACH,
        })),
      ),
    ]);
    const guests = await db
      .insert(users)
      .values(
        Array.from({ length: Math.ceil(ATTEMPTS / 2) + CONTENDERS + OPEN_HOLDS }, (_, i) => ({
          phone: `9${String(i).padStart(9, '0')}`,
        })),
      )
      .returning({ id: users.id, phone: users.phone });
    // Each guest signed in: a live session row, which the server checks on every request.
    const sessions = guests.map((g) => ({
      id: randomUUID(),
      userId: g.id,
      role: 'guest',
      expiresAt: new Date(Date.now() + 86_400_000),
    }));
    await db.insert(authSessions).values(sessions);
    const allHeaders = guests.map((g, i) => ({
      authorization: `Bearer ${issueAccessToken({ sub: g.id, role: 'guest', phone: g.phone, sid: sessions[i]?.id ?? '' }, config.authSecret, 900).token}`,
    }));
    // At most two unpaid holds a guest: each run has its own guests (the spread run leaves its guests at their limit,
    // so the contenders for the last room must be others).
    const spread0 = Math.ceil(ATTEMPTS / 2);
    const headers = allHeaders.slice(0, spread0);
    const contenderHeaders = allHeaders.slice(spread0, spread0 + CONTENDERS);
    const openHeaders = allHeaders.slice(spread0 + CONTENDERS);

    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const unix = (offset: number) => istDateToUnix(addDays(from, offset));
    const payload = (roomId: string, start: number, nights: number) => ({
      initiatePayment: true,
      checkInDate: unix(start),
      checkOutDate: unix(start + nights),
      propertyId,
      addons: [],
      guests: { adults: 1, children: 0 },
      roomIds: [{ id: roomId, roomCount: 1, adults: 1, children: 0 }],
      paymentType: 'online',
      primaryGuest: { name: 'Bench Guest', email: 'bench@example.com', phone: '9822012345' },
      // The page's language, as the guest site always sends it (without it the hold reads the guest's profile first).
      language: 'en',
    });
    // Deterministic spread: 1-3 nights on room (7i mod 20), the start chosen so that the default 400 attempts ask no
    // room-night more than its 10 rooms (the earlier (5i mod k) asked some 20 times: a quarter of the "spread" holds
    // were sold out, measuring refusals rather than holds).
    const plan = (i: number) => {
      const nights = 1 + (i % 3);
      const start = (i * 20 + Math.floor(i / ROOM_TYPES) * 23) % (NIGHTS - nights + 1);
      return { room: spreadRooms[(i * 7) % ROOM_TYPES] as string, start, nights };
    };

    // Warm-up (JIT, pool connections), not measured.
    await load('warm-up', 40, 10, async (i) => {
      const p = plan(i);
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/pricing',
        payload: {
          propertyId,
          roomIds: [{ id: p.room, roomCount: 1 }],
          checkInDate: unix(p.start),
          checkOutDate: unix(p.start + p.nights),
        },
      });
      return res.statusCode;
    });

    const baseline = await load('pricing (baseline)', ATTEMPTS, CONCURRENCY, async (i) => {
      const p = plan(i);
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/pricing',
        payload: {
          propertyId,
          roomIds: [{ id: p.room, roomCount: 1 }],
          checkInDate: unix(p.start),
          checkOutDate: unix(p.start + p.nights),
        },
      });
      return res.statusCode;
    });
    const spread = await load('booking, 20 room types', ATTEMPTS, CONCURRENCY, async (i) => {
      const p = plan(i);
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking',
        headers: headers[i % headers.length],
        payload: payload(p.room, p.start, p.nights),
      });
      return res.statusCode;
    });
    const contended = await load('booking, one last room', Math.min(ATTEMPTS, 200), CONCURRENCY, async (i) => {
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking',
        headers: contenderHeaders[i % CONTENDERS],
        payload: payload(lastRoom, 0, 3),
      });
      return res.statusCode;
    });

    // Open-loop, over HTTP: the same app listening, the load from a worker thread.
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${port}`;
    // Deterministic spread over the open-loop rooms: 1-3 nights anywhere in the 30, about one hold per room-night.
    const openPlan = (i: number) => {
      const nights = 1 + (i % 3);
      return {
        room: openRooms[(i * 7) % OPEN_ROOM_TYPES] as string,
        start: (i * 11) % (OPEN_NIGHTS - nights + 1),
        nights,
      };
    };
    const openPlans = Array.from({ length: OPEN_HOLDS }, (_, i) => openPlan(i));
    const openPricing = await openLoop({
      origin,
      rate: RATE,
      seconds: OPEN_SECONDS,
      maxInFlight: 200,
      requests: openPlans.map((p) => ({
        method: 'POST',
        path: '/property/v1/app/booking/pricing',
        body: JSON.stringify({
          propertyId,
          roomIds: [{ id: p.room, roomCount: 1 }],
          checkInDate: unix(p.start),
          checkOutDate: unix(p.start + p.nights),
        }),
      })),
    });
    const openHolds = await openLoop({
      origin,
      rate: RATE,
      seconds: OPEN_SECONDS,
      maxInFlight: 200,
      requests: openPlans.map((p, i) => ({
        method: 'POST',
        path: '/property/v1/app/booking',
        headers: openHeaders[i] ?? {},
        body: JSON.stringify(payload(p.room, p.start, p.nights)),
      })),
    });
    const openRow = (name: string, run: typeof openPricing, checked: boolean) => ({
      load: name,
      requests: run.requests,
      answers: statusList(run.statuses),
      'p50 ms': ms(run.p50),
      'p95 ms': ms(run.p95),
      'p99 ms': ms(run.p99),
      'p95 vs pricing': ratio(run.p95, openPricing.p95),
      target: checked ? `p95 ≤ ${P95_TARGET_MS} ms` : '',
      result: checked ? verdict(run.p95 <= P95_TARGET_MS && run.errors === 0) : '',
    });

    const row = (run: Run) => {
      const ok = run.statuses.get(200) ?? 0;
      return {
        load: run.name,
        requests: run.latencies.length,
        'ok (200)': ok,
        'sold out (409)': run.statuses.get(409) ?? 0,
        other: run.latencies.length - ok - (run.statuses.get(409) ?? 0),
        'req/s': Math.round(run.latencies.length / run.seconds),
        'holds/s': run === baseline ? '-' : Math.round(ok / run.seconds),
        'p50 ms': percentile(run.latencies, 50).toFixed(1),
        'p95 ms': percentile(run.latencies, 95).toFixed(1),
        'p95 vs baseline': ratio(percentile(run.latencies, 95), percentile(baseline.latencies, 95)),
        'req/s vs baseline': ratio(run.latencies.length / run.seconds, baseline.latencies.length / baseline.seconds),
        'CPU ms/req': (run.cpuMs / run.latencies.length).toFixed(2),
        'CPU vs baseline': ratio(run.cpuMs / run.latencies.length, baseline.cpuMs / baseline.latencies.length),
        'statements/req': (run.statements / run.latencies.length).toFixed(1),
        'PostgreSQL CPU ms/req (backends / server)': `${perRequest(run, run.backendsMs)} / ${perRequest(run, run.postgresMs)}`,
        'app + backends CPU vs baseline': ratio(
          (run.cpuMs + (run.backendsMs ?? Number.NaN)) / run.latencies.length,
          (baseline.cpuMs + (baseline.backendsMs ?? Number.NaN)) / baseline.latencies.length,
        ),
      };
    };
    printTable(
      `Booking holds on PostgreSQL, in-process app, ${CONCURRENCY} concurrent (${ROOM_TYPES} room types × ${ROOMS_EACH} rooms × ${NIGHTS} nights)`,
      [row(baseline), row(spread), row(contended)],
    );
    printTable(
      `Open-loop on PostgreSQL: ${RATE} requests/s for ${OPEN_SECONDS} s over HTTP (${OPEN_ROOM_TYPES} room types × ${ROOMS_EACH} rooms × ${OPEN_NIGHTS} nights, one guest a hold), each timed from when it was due`,
      [openRow('pricing (baseline)', openPricing, false), openRow('hold (booking)', openHolds, true)],
    );

    const inventory = await db
      .select()
      .from(roomInventory)
      .where(inArray(roomInventory.roomTypeId, [...spreadRooms, lastRoom, ...openRooms]));
    const negative = inventory.filter((r) => r.available < 0).length;
    const unconserved = inventory.filter(
      (r) => r.available + r.booked !== (r.roomTypeId === lastRoom ? 1 : ROOMS_EACH),
    ).length;
    const lastWinners = contended.statuses.get(200) ?? 0;
    console.info(
      `\nInvariants: nights below zero ${negative}; nights where available + booked changed ${unconserved}; ` +
        `winners of the last room ${lastWinners} (must be 1).`,
    );
    await app.close();
    if (negative || unconserved || lastWinners !== 1) process.exitCode = 1;
  } finally {
    await database.close();
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await again.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
