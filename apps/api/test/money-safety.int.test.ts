import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { createSandboxProvider, sandboxSecrets } from '../src/adapters/payments/sandbox.js';
import { buildApp } from '../src/app.js';
import { type Config, repoRoot } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { payments, staffAlerts } from '../src/db/schema/bookings.js';
import { sweepLapsedHolds } from '../src/modules/bookings/hold-sweeper.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { reconcilePayments } from '../src/modules/payments/reconciler.js';
import { createPostgresTestDatabase, databaseKinds, describeEachDatabase, testConfig } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  type Guest,
  holdBooking,
  istDay,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { bookingRow, paymentRow, silentLog, withEffects } from './support/payment-helpers.js';

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

interface Rooms {
  propertyId: string;
  /** Plenty of rooms: the other guests' unpaid orders. */
  garden: string;
  /** One room only: the late payment whose room another guest takes meanwhile. */
  attic: string;
}

async function createRooms(database: Database): Promise<Rooms> {
  const property = await createProperty(database.db, { name: 'Casa Azul Villa' });
  const garden = await createRoomType(database.db, property.id, { name: 'Garden Room' });
  const attic = await createRoomType(database.db, property.id, { name: 'Attic' });
  await setInventory(database.db, garden.id, istDay(0), 12, { rupees: 4_000, available: 60 });
  await setInventory(database.db, attic.id, istDay(0), 12, { rupees: 3_000, available: 1 });
  return { propertyId: property.id, garden: garden.id, attic: attic.id };
}

const deps = (database: Database, config: Config) =>
  withEffects({ db: database.db, config, adapters: createAdapters(config, database.db), log: silentLog });

describeEachDatabase('every open order is looked at, and ended ones are closed', {}, (use) => {
  let rooms: Rooms;
  beforeAll(async () => {
    rooms = await createRooms(use().database);
  });

  const unpaidOrder = (guest: Guest, room: string) =>
    holdBooking(use().app, guest, { propertyId: rooms.propertyId, roomTypeId: room, from: 2, to: 3 });

  it('pages past the oldest 25 to confirm a newer capture, then closes the orders of expired bookings', async () => {
    const { database, config } = use();
    const others = [];
    for (let i = 0; i < 30; i++) others.push(await unpaidOrder(await createGuest(database.db, config), rooms.garden));
    const paid = await unpaidOrder(await createGuest(database.db, config), rooms.garden);
    await createSandboxProvider(database.db, sandboxSecrets(config.authSecret)).pay(paid.orderId, {
      method: 'upi',
      succeed: true,
    });

    const first = await reconcilePayments(deps(database, config), later(3), 25);
    expect(first.checked).toBeGreaterThanOrEqual(31);
    expect(first.confirmed).toBe(1);
    expect(await bookingRow(database.db, paid.bookingId)).toMatchObject({ status: 'confirmed' });

    // The others lapse unpaid; an hour after they ended, with the provider saying nothing was captured, they close.
    await sweepLapsedHolds({ db: database.db, log: silentLog }, later(16));
    expect((await reconcilePayments(deps(database, config), later(20), 25)).closed).toBe(0);
    const closing = await reconcilePayments(deps(database, config), later(120), 25);
    expect(closing.closed).toBeGreaterThanOrEqual(30);
    const statuses = await database.db
      .select({ status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.providerOrderId,
          others.map((o) => o.orderId),
        ),
      );
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['closed']));
    // Closed orders are not asked about again.
    expect((await reconcilePayments(deps(database, config), later(125), 25)).checked).toBe(0);
    expect((await checkMoney(deps(database, config), later(130), { graceMinutes: 0 })).unsettled).toEqual([]);
  });

  it('shows staff an alert for a mismatched amount and lets them mark it handled, audited', async () => {
    const { app, database, config } = use();
    const order = await unpaidOrder(await createGuest(database.db, config), rooms.garden);
    await database.db
      .insert(staffAlerts)
      .values({ kind: 'amount_mismatch', message: 'test alert', bookingId: order.bookingId, details: {} });
    const admin = await signedInUser(database.db, config, 'admin');
    const overview = await app.inject({ method: 'GET', url: '/api/admin/money', headers: admin.headers });
    expect(overview.statusCode, overview.body).toBe(200);
    const alert = overview.json().data.alerts.find((a: { bookingId: string }) => a.bookingId === order.bookingId);
    expect(alert).toMatchObject({ kind: 'amount_mismatch', resolvedAt: null });
    const resolved = await app.inject({
      method: 'POST',
      url: `/api/admin/money/alerts/${alert.id}/resolve`,
      headers: admin.headers,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data.resolvedAt).toEqual(expect.any(Number));
    const again = await app.inject({ method: 'GET', url: '/api/admin/money', headers: admin.headers });
    expect(again.json().data.alerts.some((a: { id: string }) => a.id === alert.id)).toBe(false);
    const [row] = await database.db.select().from(staffAlerts).where(eq(staffAlerts.id, alert.id));
    expect(row?.resolvedBy).toBe(admin.id);
  });
});

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

describe.skipIf(!databaseKinds.includes('postgres'))('a server killed between capture and webhook [postgres]', () => {
  const secret = randomBytes(36).toString('base64url');
  const port = 3400 + (process.pid % 500);
  const url = `http://127.0.0.1:${port}`;
  let database: Database;
  let databaseUrl: string;
  let config: Config;
  let server: ChildProcess | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, url: databaseUrl } = await createPostgresTestDatabase());
    config = testConfig({ AUTH_SECRET: secret, DATABASE_URL: databaseUrl });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await app?.close();
    await database?.close();
  });

  it('confirms or refunds every capture on the next reconciler runs, with 30 other unpaid orders open', async () => {
    const rooms = await createRooms(database);
    // The real server, in its own process, on the same PostgreSQL database.
    server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: secret,
        DATA_DIR: `/tmp/staybook-kill-${process.pid}`,
        SEED_ON_START: 'false',
        RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'silent',
      },
    });
    await waitForHealth(url, server);
    const bookOverHttp = async (guest: Guest, room: string) => {
      const res = await fetch(`${url}/property/v1/app/booking`, {
        method: 'POST',
        headers: { ...guest.headers, 'content-type': 'application/json' },
        body: JSON.stringify(bookingPayload(rooms.propertyId, [{ id: room }], 3, 4)),
      });
      const body = (await res.json()) as { data: { bookingId: string; payment: { orderDetails: { id: string } } } };
      expect(res.status, JSON.stringify(body)).toBe(200);
      return { bookingId: body.data.bookingId, orderId: body.data.payment.orderDetails.id };
    };
    for (let i = 0; i < 30; i++) await bookOverHttp(await createGuest(database.db, config), rooms.garden);
    const early = await bookOverHttp(await createGuest(database.db, config), rooms.garden);
    const late = await bookOverHttp(await createGuest(database.db, config), rooms.attic);

    // The provider captures both payments; the server dies before any webhook or verify call reaches it.
    const provider = createSandboxProvider(database.db, sandboxSecrets(secret));
    await provider.pay(early.orderId, { method: 'card', succeed: true });
    await provider.pay(late.orderId, { method: 'upi', succeed: true });
    server.kill('SIGKILL');
    await new Promise((r) => server?.once('exit', r));
    expect(await paymentRow(database.db, early.orderId)).toMatchObject({ status: 'created' });
    // The money check sees both captures as unsettled (taken by the provider, unknown to our records).
    const before = await checkMoney(deps(database, config), later(11));
    expect(before.unsettled.map((u) => u.orderId).sort()).toEqual([early.orderId, late.orderId].sort());

    // Suppose the provider could not be asked about the second order until its hold had lapsed (as if it was
    // looked at a moment ago and could not be reached).
    await database.db
      .update(payments)
      .set({ lastCheckedAt: later(3) })
      .where(eq(payments.providerOrderId, late.orderId));
    // The next process's first run, holds still live: the early payment confirms its booking.
    await reconcilePayments(deps(database, config), later(3), 25);
    expect(await bookingRow(database.db, early.bookingId)).toMatchObject({ status: 'confirmed' });
    // Meanwhile the hold lapsed and another guest took the last room: the capture can no longer become a stay,
    // so it is refunded in full.
    await sweepLapsedHolds({ db: database.db, log: silentLog }, later(16));
    const taker = await createGuest(database.db, config);
    const taken = await book(app, taker, bookingPayload(rooms.propertyId, [{ id: rooms.attic }], 3, 4));
    expect(taken.statusCode, taken.body).toBe(200);
    await reconcilePayments(deps(database, config), later(19), 25);
    expect(await paymentRow(database.db, late.orderId)).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await bookingRow(database.db, late.bookingId)).toMatchObject({ status: 'expired' });

    const after = await checkMoney(deps(database, config), later(130), { graceMinutes: 0 });
    expect(after.captures).toBeGreaterThanOrEqual(2);
    expect(after.unsettled).toEqual([]);
  }, 180_000);
});
