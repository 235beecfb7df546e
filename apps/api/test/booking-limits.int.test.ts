import { randomBytes, randomUUID } from 'node:crypto';
import { TOO_MANY_ROOMS_MESSAGE } from '@staybook/contract/booking';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { bookings } from '../src/db/schema/bookings.js';
import { sweepLapsedHolds } from '../src/modules/bookings/hold-sweeper.js';
import { createTestDatabase, describeEachDatabase, testConfig } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  type Guest,
  inventoryOf,
  istDay,
  setInventory,
} from './support/factories.js';
import { bookingRow, payInCheckout, silentLog } from './support/payment-helpers.js';

/** Rooms are shared fairly: rooms per booking, unpaid holds per guest, holds per device, and one hold per attempt. */

const HOLD_LIMIT_MESSAGE =
  'You already have 2 bookings waiting for payment. Complete or cancel one of them, or wait for it to lapse ' +
  '(15 minutes), before starting another.';
const KEY_REUSED_MESSAGE = 'This request was already used for a different booking.';

interface Catalogue {
  propertyId: string;
  /** ₹4,000 a night, 40 free for 12 nights from today; 2 adults a room. */
  garden: string;
  /** ₹6,000 a night, 40 free for 12 nights from today; 2 adults a room. */
  terrace: string;
}
let c: Catalogue;

async function openCatalogue(db: Database['db']): Promise<Catalogue> {
  const property = await createProperty(db, { name: 'Casa Justa' });
  const garden = await createRoomType(db, property.id, { name: 'Garden Room', totalRooms: 40 });
  const terrace = await createRoomType(db, property.id, { name: 'Terrace Room', totalRooms: 40 });
  await setInventory(db, garden.id, istDay(0), 12, { rupees: 4_000, available: 40 });
  await setInventory(db, terrace.id, istDay(0), 12, { rupees: 6_000, available: 40 });
  return { propertyId: property.id, garden: garden.id, terrace: terrace.id };
}

const bookWithKey = (app: FastifyInstance, guest: Guest, key: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/property/v1/app/booking',
    headers: { ...guest.headers, 'idempotency-key': key },
    payload,
  });

const bookingsOf = (db: Database['db'], userId: string) =>
  db.select().from(bookings).where(eq(bookings.userId, userId));

describeEachDatabase(
  'booking limits',
  {
    prepare: async ({ db }) => {
      c = await openCatalogue(db);
    },
  },
  (use) => {
    const newGuest = () => createGuest(use().database.db, use().config);
    const oneNight = (from: number, rooms: Array<{ id: string; roomCount?: number }> = [{ id: c.garden }]) =>
      bookingPayload(c.propertyId, rooms, from, from + 1);

    describe('rooms per booking', () => {
      it.each([
        ['six rooms of one type', () => [{ id: c.garden, roomCount: 6, adults: 6 }]],
        [
          'six rooms over two types',
          () => [
            { id: c.garden, roomCount: 3, adults: 3 },
            { id: c.terrace, roomCount: 3, adults: 3 },
          ],
        ],
      ])('refuses %s with a message the guest can act on, and holds nothing', async (_case, rooms) => {
        const { app, database } = use();
        const guest = await newGuest();
        const before = await inventoryOf(database.db, c.garden);
        const res = await book(app, guest, bookingPayload(c.propertyId, rooms(), 1, 3));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toContain(TOO_MANY_ROOMS_MESSAGE);
        expect(TOO_MANY_ROOMS_MESSAGE).toBe('You can book at most 5 rooms at once. For more rooms, please call us.');
        expect(await bookingsOf(database.db, guest.id)).toHaveLength(0);
        expect(await inventoryOf(database.db, c.garden)).toEqual(before);
      });

      it('refuses to price six rooms too', async () => {
        const res = await use().app.inject({
          method: 'POST',
          url: '/property/v1/app/booking/pricing',
          payload: {
            propertyId: c.propertyId,
            roomIds: [{ id: c.garden, roomCount: 6 }],
            checkInDate: bookingPayload(c.propertyId, [], 1, 2).checkInDate,
            checkOutDate: bookingPayload(c.propertyId, [], 1, 2).checkOutDate,
          },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toContain(TOO_MANY_ROOMS_MESSAGE);
      });

      it('holds five rooms over two types', async () => {
        const res = await book(
          use().app,
          await newGuest(),
          bookingPayload(
            c.propertyId,
            [
              { id: c.garden, roomCount: 3, adults: 3 },
              { id: c.terrace, roomCount: 2, adults: 2 },
            ],
            1,
            3,
          ),
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.roomIds.map((r: { roomCount: number }) => r.roomCount)).toEqual([3, 2]);
      });
    });

    describe('unpaid holds per guest', () => {
      it('refuses a third unpaid hold with a clear message and leaves the first two untouched', async () => {
        const { app, database } = use();
        const guest = await newGuest();
        const first = await book(app, guest, oneNight(1));
        const second = await book(app, guest, oneNight(2, [{ id: c.terrace }]));
        expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
        const held = [await bookingRow(database.db, first.json().data.bookingId)];
        held.push(await bookingRow(database.db, second.json().data.bookingId));
        const inventory = await inventoryOf(database.db, c.garden);

        const third = await book(app, guest, oneNight(3));
        expect(third.statusCode).toBe(409);
        expect(third.json().error).toMatchObject({
          code: 'CONFLICT',
          message: HOLD_LIMIT_MESSAGE,
          // The facts beside the English, for a page in another language to word the limit (issue 43).
          details: { reason: 'unpaid_hold_limit', limit: 2, holdMinutes: 15 },
        });

        expect(await bookingsOf(database.db, guest.id)).toHaveLength(2);
        for (const row of held) expect(await bookingRow(database.db, row.id)).toEqual(row);
        expect(await inventoryOf(database.db, c.garden)).toEqual(inventory);
        // Another guest is not held back by this one.
        expect((await book(app, await newGuest(), oneNight(3))).statusCode).toBe(200);
      });

      it('allows a new hold once one of the two is paid', async () => {
        const { app, database } = use();
        const guest = await newGuest();
        const first = await book(app, guest, oneNight(4));
        await book(app, guest, oneNight(5));
        expect((await book(app, guest, oneNight(6))).statusCode).toBe(409);

        const paid = await payInCheckout(app, first.json().data.payment.orderDetails.id);
        expect(paid.json().paid).toBe(true);
        expect(await bookingRow(database.db, first.json().data.bookingId)).toMatchObject({ status: 'confirmed' });
        const next = await book(app, guest, oneNight(6));
        expect(next.statusCode, next.body).toBe(200);
      });

      it('allows new holds once the two lapse', async () => {
        const { app, database } = use();
        const guest = await newGuest();
        await book(app, guest, oneNight(7));
        await book(app, guest, oneNight(8));
        expect((await book(app, guest, oneNight(9))).statusCode).toBe(409);

        await sweepLapsedHolds({ db: database.db, log: silentLog }, new Date(Date.now() + 16 * 60_000));
        const statuses = (await bookingsOf(database.db, guest.id)).map((b) => b.status);
        expect(statuses).toEqual(['expired', 'expired']);
        expect((await book(app, guest, oneNight(9))).statusCode).toBe(200);
        expect((await book(app, guest, oneNight(10))).statusCode).toBe(200);
      });

      it('does not count a hold that has lapsed but the sweeper has not reached yet', async () => {
        const { app, database } = use();
        const guest = await newGuest();
        const first = await book(app, guest, oneNight(1));
        await book(app, guest, oneNight(2));
        await database.db
          .update(bookings)
          .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
          .where(eq(bookings.id, first.json().data.bookingId));
        expect((await book(app, guest, oneNight(3))).statusCode).toBe(200);
      });

      it('re-uses or replaces one of its own two holds without counting it twice', async () => {
        const { app, database } = use();
        const guest = await newGuest();
        const payload = { ...oneNight(1), initiatePayment: false };
        const first = await book(app, guest, payload);
        await book(app, guest, oneNight(2));
        const bookingId = first.json().data.bookingId;

        const paying = await book(app, guest, { ...payload, initiatePayment: true, bookingId });
        expect(paying.statusCode, paying.body).toBe(200);
        expect(paying.json().data.bookingId).toBe(bookingId);

        const changed = await book(app, guest, { ...oneNight(1, [{ id: c.terrace }]), bookingId });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json().data.bookingId).not.toBe(bookingId);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({
          status: 'cancelled',
          cancelReason: 'replaced',
        });
        const live = await database.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.userId, guest.id), eq(bookings.status, 'pending_payment')));
        expect(live).toHaveLength(2);
      });
    });

    describe('Idempotency-Key', () => {
      it('makes one hold for five simultaneous requests with one key, and gives all five the same answer', async () => {
        const { app, database } = use();
        const guest = await newGuest();
        const key = randomUUID();
        const before = await inventoryOf(database.db, c.terrace);
        const payload = bookingPayload(c.propertyId, [{ id: c.terrace, roomCount: 2, adults: 2 }], 3, 5);
        const answers = await Promise.all(Array.from({ length: 5 }, () => bookWithKey(app, guest, key, payload)));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
        const data = answers.map((a) => a.json().data);
        expect(new Set(data.map((d) => d.bookingId)).size).toBe(1);
        expect(new Set(data.map((d) => d.payment.orderDetails.id)).size).toBe(1);
        for (const d of data) expect(d).toEqual(data[0]);

        const rows = await bookingsOf(database.db, guest.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id: data[0].bookingId, idempotencyKey: key });
        const after = await inventoryOf(database.db, c.terrace);
        expect(after[3]?.available).toBe((before[3]?.available ?? 0) - 2);
        expect(after[4]?.available).toBe((before[4]?.available ?? 0) - 2);
      });

      it('answers a retried key with its booking even when the guest has since reached the hold limit', async () => {
        const { app } = use();
        const guest = await newGuest();
        const key = `retry_${randomBytes(6).toString('hex')}`;
        const first = await bookWithKey(app, guest, key, oneNight(5));
        await book(app, guest, oneNight(6));
        const retried = await bookWithKey(app, guest, key, oneNight(5));
        expect(retried.statusCode, retried.body).toBe(200);
        expect(retried.json().data).toEqual(first.json().data);
      });

      it('refuses the same key for different rooms or dates, and keeps the first booking', async () => {
        const { app, database } = use();
        const guest = await newGuest();
        const key = randomUUID();
        const first = await bookWithKey(app, guest, key, oneNight(6));
        expect(first.statusCode).toBe(200);
        for (const other of [
          oneNight(6, [{ id: c.terrace }]),
          oneNight(7),
          oneNight(6, [{ id: c.garden, roomCount: 2 }]),
        ]) {
          const res = await bookWithKey(app, guest, key, other);
          expect(res.statusCode).toBe(409);
          expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: KEY_REUSED_MESSAGE });
        }
        expect(await bookingsOf(database.db, guest.id)).toHaveLength(1);
        expect(await bookingRow(database.db, first.json().data.bookingId)).toMatchObject({ status: 'pending_payment' });
      });

      it('keeps one guest’s keys apart from another’s', async () => {
        const { app } = use();
        const key = randomUUID();
        const mine = await bookWithKey(app, await newGuest(), key, oneNight(8));
        const theirs = await bookWithKey(app, await newGuest(), key, oneNight(8));
        expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
        expect(theirs.json().data.bookingId).not.toBe(mine.json().data.bookingId);
      });

      it.each([
        ['too short', 'abc1234'],
        ['too long', 'k'.repeat(101)],
        ['with spaces', 'not a key!'],
        ['empty', ''],
      ])('refuses a key that is %s', async (_case, key) => {
        const { app, database } = use();
        const guest = await newGuest();
        const res = await bookWithKey(app, guest, key, oneNight(9));
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: expect.stringContaining('Idempotency-Key'),
        });
        expect(await bookingsOf(database.db, guest.id)).toHaveLength(0);
      });
    });
  },
);

describeEachDatabase(
  'booking limits per device',
  {
    config: { RATE_LIMIT_PER_MINUTE: '600' },
    prepare: async ({ db }) => {
      c = await openCatalogue(db);
    },
  },
  (use) => {
    it('refuses the 21st booking attempt from one address within 10 minutes, and not another address', async () => {
      const { app, database, config } = use();
      // Twenty attempts through ten accounts (a check-in in the past is refused, but it was an attempt).
      const accounts = await Promise.all(Array.from({ length: 10 }, () => createGuest(database.db, config)));
      const past = bookingPayload(c.propertyId, [{ id: c.garden }], -2, -1);
      for (let i = 0; i < 20; i++) {
        const res = await book(app, accounts[i % 10] as Guest, past);
        expect(res.statusCode, res.body).toBe(400);
      }
      const fresh = await createGuest(database.db, config);
      const refused = await book(app, fresh, bookingPayload(c.propertyId, [{ id: c.garden }], 1, 2));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Too many booking attempts from this device\. Please try again in \d+ minutes?\.$/,
        ),
        details: { reason: 'device_attempts', retryAfterSeconds: Number(refused.headers['retry-after']) },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const elsewhere = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking',
        remoteAddress: '203.0.113.9',
        headers: fresh.headers,
        payload: bookingPayload(c.propertyId, [{ id: c.garden }], 1, 2),
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    });
  },
);

/** PGlite runs one transaction at a time, so only PostgreSQL can show that the count is race-safe. */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(postgres)('booking limits under concurrency [pglite]', () => {
  it.skip('needs PostgreSQL: PGlite serialises every transaction (set TEST_DATABASE_URL)', () => {});
});

describe.skipIf(!postgres)('booking limits under concurrency [postgres]', () => {
  let database: Database;
  let config: Config;
  let app: FastifyInstance;
  let catalogue: Catalogue;

  beforeAll(async () => {
    config = testConfig({ DATA_DIR: `/tmp/staybook-test-${process.pid}-${randomBytes(3).toString('hex')}` });
    database = await createTestDatabase('postgres');
    catalogue = await openCatalogue(database.db);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lets one account hold at most two of ten simultaneous requests without a key', async () => {
    const guest = await createGuest(database.db, config);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(app, guest, bookingPayload(catalogue.propertyId, [{ id: catalogue.garden }], 1 + i, 2 + i)),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(2);
    expect(codes.filter((s) => s === 409)).toHaveLength(8);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.message).toBe(HOLD_LIMIT_MESSAGE);
    }
    const rows = await bookingsOf(database.db, guest.id);
    expect(rows.filter((b) => b.status === 'pending_payment' && b.holdsInventory)).toHaveLength(2);
  });

  it('makes one booking for ten simultaneous requests with one key', async () => {
    const guest = await createGuest(database.db, config);
    const key = randomUUID();
    const payload = bookingPayload(catalogue.propertyId, [{ id: catalogue.terrace }], 2, 4);
    const answers = await Promise.all(Array.from({ length: 10 }, () => bookWithKey(app, guest, key, payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().data.bookingId)).size).toBe(1);
    expect(await bookingsOf(database.db, guest.id)).toHaveLength(1);
  });
});
