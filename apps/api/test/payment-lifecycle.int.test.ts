import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import {
  paymentOrderClaims,
  paymentStatuses,
  payments,
  refundStatuses,
  sandboxOrders,
} from '../src/db/schema/bookings.js';
import { canMovePayment, nextRefundStatus } from '../src/modules/payments/payment-lifecycle-rules.js';
import { claimOrderCreation, releaseOrderClaim } from '../src/modules/payments/payments.repository.js';
import { createSharedTestDatabase, databaseKinds, testConfig } from './setup-db.js';
import {
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  type Guest,
  istDay,
  setInventory,
} from './support/factories.js';

/**
 * Issue 21 item 4: at most one open provider order per booking whatever the number of processes or parallel calls,
 * and a payment's status moving only by the lifecycle's table, in the code and in the database.
 */

const PROVIDER_DELAY_MS = 60;

for (const kind of databaseKinds) {
  describe(`payment lifecycle [${kind}]`, () => {
    let primary: Database;
    let second: Database;
    let shared: Awaited<ReturnType<typeof createSharedTestDatabase>> | undefined;
    let apps: [FastifyInstance, FastifyInstance];
    let c: { propertyId: string; room: string };
    const config = testConfig({ RATE_LIMIT_PER_MINUTE: '0' });

    /** Two app instances on one database, each with its own connection pool on PostgreSQL (two processes' worth). */
    beforeAll(async () => {
      shared = await createSharedTestDatabase(kind, 20);
      ({ primary, second } = shared);
      const property = await createProperty(primary.db, { name: 'Casa Orla' });
      const room = await createRoomType(primary.db, property.id, { name: 'Garden Room', totalRooms: 30 });
      await setInventory(primary.db, room.id, istDay(0), 30, { rupees: 4_000, available: 30 });
      c = { propertyId: property.id, room: room.id };
      const appOn = async (database: Database) => {
        const adapters = createAdapters(config, database.db);
        const payments = adapters.payments;
        // A provider that takes a moment to answer, as a real one does: the window in which two callers used to
        // both see no open order and both ask for one.
        const slow = {
          ...payments,
          async createOrder(input: Parameters<typeof payments.createOrder>[0]) {
            await new Promise((resolve) => setTimeout(resolve, PROVIDER_DELAY_MS));
            return payments.createOrder(input);
          },
        };
        const app = await buildApp({ config, database, adapters: { ...adapters, payments: slow }, logger: false });
        await app.ready();
        return app;
      };
      apps = [await appOn(primary), await appOn(second)];
    }, 120_000);

    afterAll(async () => {
      for (const app of apps ?? []) await app.close();
      await shared?.close();
    });

    const guest = () => createGuest(primary.db, config);
    const ordersAtProvider = async (receipt: string) =>
      (await primary.db.select().from(sandboxOrders).where(eq(sandboxOrders.receipt, receipt))).length;
    const paymentsOf = (bookingId: string) =>
      primary.db.select().from(payments).where(eq(payments.bookingId, bookingId));

    it('makes one provider order for ten parallel "Complete payment" calls on one booking, across two app instances', async () => {
      const g: Guest = await guest();
      const held = await apps[0].inject({
        method: 'POST',
        url: '/property/v1/app/booking',
        headers: g.headers,
        payload: bookingPayload(c.propertyId, [{ id: c.room }], 3, 5, { initiatePayment: false }),
      });
      expect(held.statusCode, held.body).toBe(200);
      const { bookingId, code } = held.json().data;
      expect(await paymentsOf(bookingId)).toHaveLength(0);

      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          apps[i % 2]?.inject({
            method: 'POST',
            url: `/property/v1/app/booking/${bookingId}/payment`,
            headers: g.headers,
          }),
        ),
      );
      expect(answers.map((a) => a?.statusCode)).toEqual(Array(10).fill(200));
      const orderIds = new Set(answers.map((a) => a?.json().data.payment.orderDetails.id));
      expect(orderIds.size).toBe(1);
      expect(await paymentsOf(bookingId)).toHaveLength(1);
      expect(await ordersAtProvider(code)).toBe(1);
    });

    it('makes one booking and one provider order for six requests with one Idempotency-Key across two app instances', async () => {
      const g = await guest();
      const key = randomUUID();
      const payload = bookingPayload(c.propertyId, [{ id: c.room }], 6, 8);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          apps[i % 2]?.inject({
            method: 'POST',
            url: '/property/v1/app/booking',
            headers: { ...g.headers, 'idempotency-key': key },
            payload,
          }),
        ),
      );
      expect(answers.map((a) => a?.statusCode)).toEqual(Array(6).fill(200));
      const data = answers.map((a) => a?.json().data);
      expect(new Set(data.map((d) => d.bookingId)).size).toBe(1);
      expect(new Set(data.map((d) => d.payment.orderDetails.id)).size).toBe(1);
      expect(await paymentsOf(data[0].bookingId)).toHaveLength(1);
      expect(await ordersAtProvider(data[0].code)).toBe(1);
      // The claim taken with the booking was given back with the order's record.
      const claims = await primary.db
        .select()
        .from(paymentOrderClaims)
        .where(eq(paymentOrderClaims.bookingId, data[0].bookingId));
      expect(claims).toEqual([]);
    });

    describe('the database holds the transition table', () => {
      /** A booking to hang payment rows on (held without an order). */
      const bookingWithoutOrder = async () => {
        const g = await guest();
        const held = await apps[0].inject({
          method: 'POST',
          url: '/property/v1/app/booking',
          headers: g.headers,
          payload: bookingPayload(c.propertyId, [{ id: c.room }], 10, 11, { initiatePayment: false }),
        });
        return held.json().data.bookingId as string;
      };
      const insertRow = async (bookingId: string, status: string, refundStatus: string | null = null) => {
        const [row] = await primary.db
          .insert(payments)
          .values({
            bookingId,
            provider: 'sandbox',
            providerOrderId: `order_${randomUUID()}`,
            amountPaise: 100,
            status,
            refundStatus,
          })
          .returning();
        if (!row) throw new Error('no row');
        return row.id;
      };
      const tryUpdate = async (id: string, set: Record<string, string | null>) => {
        try {
          await primary.db.update(payments).set(set).where(eq(payments.id, id));
          return true;
        } catch {
          return false;
        }
      };

      it('refuses exactly the payment status moves the lifecycle table refuses', async () => {
        const bookingId = await bookingWithoutOrder();
        const mismatches: string[] = [];
        for (const from of paymentStatuses)
          for (const to of paymentStatuses) {
            if (from === to) continue;
            const id = await insertRow(bookingId, from);
            const allowed = await tryUpdate(id, { status: to });
            if (allowed !== canMovePayment(from, to)) mismatches.push(`${from} → ${to}: database ${allowed}`);
            await primary.db.delete(payments).where(eq(payments.id, id));
          }
        expect(mismatches).toEqual([]);
      });

      it('refuses exactly the refund status moves the lifecycle table refuses', async () => {
        const bookingId = await bookingWithoutOrder();
        const mismatches: string[] = [];
        for (const from of [null, ...refundStatuses])
          for (const to of refundStatuses) {
            if (from === to) continue;
            const id = await insertRow(bookingId, 'refunded', from);
            const allowed = await tryUpdate(id, { refundStatus: to });
            if (allowed !== (nextRefundStatus(from, to) === to))
              mismatches.push(`${from} → ${to}: database ${allowed}`);
            await primary.db.delete(payments).where(eq(payments.id, id));
          }
        expect(mismatches).toEqual([]);
      });

      it("claims an order's creation once while the claim is fresh, and lets another take it over after its lease", async () => {
        const bookingId = await bookingWithoutOrder();
        const at = new Date('2026-11-27T06:00:00.000Z');
        const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
        const leaseStart = (now: Date) => new Date(now.getTime() - 30_000);
        expect(await claimOrderCreation(primary.db, bookingId, first, at, leaseStart(at))).toBe(true);
        // 10 s later the first claim is fresh: refused, and the claim is still the first's.
        const soon = new Date(at.getTime() + 10_000);
        expect(await claimOrderCreation(primary.db, bookingId, second, soon, leaseStart(soon))).toBe(false);
        const held = async () =>
          (await primary.db.select().from(paymentOrderClaims).where(eq(paymentOrderClaims.bookingId, bookingId)))[0];
        expect(await held()).toMatchObject({ claimToken: first, claimedAt: at });
        // 31 s after it was taken, its lease has run out: taken over, with the new holder's time.
        const late = new Date(at.getTime() + 31_000);
        expect(await claimOrderCreation(primary.db, bookingId, third, late, leaseStart(late))).toBe(true);
        expect(await held()).toMatchObject({ claimToken: third, claimedAt: late });
        // Only the holder gives it back.
        await releaseOrderClaim(primary.db, bookingId, first);
        expect(await held()).toMatchObject({ claimToken: third });
        await releaseOrderClaim(primary.db, bookingId, third);
        expect(await held()).toBeUndefined();
      });

      it('refuses a second open order for one booking, and allows one once the first is closed', async () => {
        const bookingId = await bookingWithoutOrder();
        const first = await insertRow(bookingId, 'failed');
        await expect(insertRow(bookingId, 'created')).rejects.toThrow();
        expect(await tryUpdate(first, { status: 'closed' })).toBe(true);
        await insertRow(bookingId, 'created');
        const open = await primary.db.execute(
          sql`select count(*)::int as n from payments where booking_id = ${bookingId} and status in ('created', 'failed')`,
        );
        expect(Number((open.rows[0] as { n: number }).n)).toBe(1);
      });
    });
  });
}
