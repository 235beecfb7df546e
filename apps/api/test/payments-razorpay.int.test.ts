import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MORE_WAYS_TO_PAY } from '@staybook/contract/payment-methods';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { createRazorpayPayments, RazorpayError, type RazorpayRefundEntity } from '../src/adapters/payments/razorpay.js';
import type { ProviderPayment } from '../src/adapters/payments/types.js';
import { paymentOrderClaims } from '../src/db/schema/bookings.js';
import { reconcilePayments } from '../src/modules/payments/reconciler.js';
import { describeEachDatabase, testConfig } from './setup-db.js';
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
import {
  bookingRow,
  paymentRow,
  postWebhook,
  refundCreditedMessages,
  silentLog,
  verifyPayment,
  withEffects,
} from './support/payment-helpers.js';

const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

/** A stand-in for api.razorpay.com: the real endpoints, basic auth, the real response shapes. */
class FakeRazorpay {
  server: Server = createServer((req, res) => void this.handle(req, res));
  url = '';
  requests: Array<{ method: string; path: string; body: unknown; auth: string | undefined }> = [];
  orders = new Map<string, { amount: number }>();
  payments = new Map<string, ProviderPayment[]>();
  /** Refunds by id, as GET /v1/refunds/:id answers (the refund entity). */
  refunds = new Map<string, RazorpayRefundEntity & { entity: 'refund'; currency: 'INR' }>();
  failOrders = false;
  private serial = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : null;
    const path = req.url ?? '';
    this.requests.push({ method: req.method ?? '', path, body, auth: req.headers.authorization });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (req.method === 'POST' && path === '/v1/orders') {
      if (this.failOrders) return send(500, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
      const id = `order_FAKE${String(++this.serial).padStart(10, '0')}`;
      this.orders.set(id, { amount: body.amount });
      return send(200, {
        id,
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        notes: body.notes,
      });
    }
    const list = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (req.method === 'GET' && list?.[1]) {
      const items = (this.payments.get(decodeURIComponent(list[1])) ?? []).map((p) => ({
        id: p.id,
        entity: 'payment',
        order_id: p.orderId,
        amount: p.amountPaise,
        currency: 'INR',
        status: p.status,
        method: p.method,
      }));
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const all = /^\/v1\/payments\?(.*)$/.exec(path);
    if (req.method === 'GET' && all) {
      // The real API pages with count (at most 100) and skip over a from/to window of unix seconds.
      const query = new URLSearchParams(all[1]);
      const count = Number(query.get('count') ?? 10);
      const skip = Number(query.get('skip') ?? 0);
      const items = [...this.payments.values()]
        .flat()
        .slice(skip, skip + count)
        .map((p) => ({
          id: p.id,
          entity: 'payment',
          order_id: p.orderId,
          amount: p.amountPaise,
          currency: 'INR',
          status: p.status,
          method: p.method,
          created_at: 1_790_000_000,
        }));
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund?.[1]) {
      const created = {
        id: `rfnd_FAKE${++this.serial}`,
        entity: 'refund' as const,
        amount: body.amount,
        currency: 'INR' as const,
        payment_id: decodeURIComponent(refund[1]),
        acquirer_data: { arn: null },
        created_at: Math.floor(Date.now() / 1000),
        status: 'pending' as const,
      };
      this.refunds.set(created.id, created);
      return send(200, created);
    }
    const oneRefund = /^\/v1\/refunds\/([^/?]+)$/.exec(path);
    if (req.method === 'GET' && oneRefund?.[1]) {
      const found = this.refunds.get(decodeURIComponent(oneRefund[1]));
      if (found) return send(200, found);
      return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    }
    return send(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  }
}

const fake = new FakeRazorpay();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const razorpayConfig = (server: FakeRazorpay = fake) =>
  testConfig({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_BASE_URL: server.url,
  });

describe('Razorpay adapter', () => {
  it('lists every payment of a time window, page by page, for the money check', async () => {
    // A provider of its own: the other tests' payments would be listed too.
    const provider = new FakeRazorpay();
    await provider.start();
    onTestFinished(() => provider.stop());
    const adapter = createRazorpayPayments(razorpayConfig(provider));
    const many = Array.from({ length: 130 }, (_, i) => ({
      id: `pay_LIST${i}`,
      orderId: `order_LIST${i}`,
      amountPaise: 100_000 + i,
      status: 'captured' as const,
      method: 'upi',
    }));
    for (const p of many) provider.payments.set(p.orderId, [p]);
    const listed = await adapter.listPayments({ from: new Date(1_789_000_000_000), to: new Date(1_791_000_000_000) });
    expect(listed).toHaveLength(130);
    expect(listed[129]).toMatchObject({ id: 'pay_LIST129', orderId: 'order_LIST129', amountPaise: 100_129 });
    expect(listed[0]?.createdAt).toEqual(new Date(1_790_000_000_000));
    expect(provider.requests.map((r) => r.path)).toEqual([
      '/v1/payments?from=1789000000&to=1791000000&count=100&skip=0',
      '/v1/payments?from=1789000000&to=1791000000&count=100&skip=100',
    ]);
  });

  it('creates an order with basic auth, amount in paise, receipt and notes', async () => {
    const adapter = createRazorpayPayments(razorpayConfig());
    const order = await adapter.createOrder({
      amountPaise: 1_234_500,
      receipt: 'SBABCDEF',
      notes: { bookingId: 'b1' },
    });
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_FAKE/),
      amountPaise: 1_234_500,
      currency: 'INR',
      status: 'created',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 1_234_500, currency: 'INR', receipt: 'SBABCDEF', notes: { bookingId: 'b1' } },
    });
    expect(adapter.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(adapter.keyId).toBe(KEY_ID);
  });

  it("lists an order's payments and refunds one", async () => {
    const adapter = createRazorpayPayments(razorpayConfig());
    fake.payments.set('order_X', [
      { id: 'pay_1', orderId: 'order_X', amountPaise: 500, status: 'captured', method: 'upi' },
    ]);
    expect(await adapter.fetchOrderPayments('order_X')).toEqual([
      { id: 'pay_1', orderId: 'order_X', amountPaise: 500, status: 'captured', method: 'upi' },
    ]);
    expect(await adapter.refund({ paymentId: 'pay_1', amountPaise: 500, notes: { reason: 'test' } })).toEqual({
      id: expect.stringMatching(/^rfnd_/),
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/payments/pay_1/refund',
      body: { amount: 500, notes: { reason: 'test' } },
    });
  });

  it("fetches a refund's state and the bank's reference from the Refunds API", async () => {
    const adapter = createRazorpayPayments(razorpayConfig());
    fake.refunds.set('rfnd_STATE1', {
      id: 'rfnd_STATE1',
      entity: 'refund',
      amount: 6000,
      currency: 'INR',
      payment_id: 'pay_EpkFDYRirena0f',
      acquirer_data: { arn: '10000000000000' },
      created_at: 1_589_521_675,
      status: 'processed',
    });
    expect(await adapter.fetchRefund('rfnd_STATE1')).toEqual({
      id: 'rfnd_STATE1',
      paymentId: 'pay_EpkFDYRirena0f',
      amountPaise: 6000,
      status: 'processed',
      bankReference: '10000000000000',
      createdAt: new Date(1_589_521_675_000),
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds/rfnd_STATE1' });
    // UPI refunds carry an RRN instead of an ARN; one still pending has neither.
    fake.refunds.set('rfnd_UPI', {
      ...(fake.refunds.get('rfnd_STATE1') as RazorpayRefundEntity & { entity: 'refund'; currency: 'INR' }),
      id: 'rfnd_UPI',
      acquirer_data: { rrn: '612345678901' },
    });
    expect(await adapter.fetchRefund('rfnd_UPI')).toMatchObject({ bankReference: '612345678901' });
    await expect(adapter.fetchRefund('rfnd_NONE')).rejects.toBeInstanceOf(RazorpayError);
  });

  it("reports the provider's error with its status and description", async () => {
    const adapter = createRazorpayPayments({ ...razorpayConfig(), RAZORPAY_KEY_SECRET: 'wrong' });
    const error = await adapter.createOrder({ amountPaise: 100, receipt: 'r', notes: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayError);
    expect((error as RazorpayError).status).toBe(401);
    expect((error as RazorpayError).message).toContain('Authentication failed');
  });

  it('verifies checkout and webhook signatures with HMAC-SHA256, in constant time', () => {
    const adapter = createRazorpayPayments(razorpayConfig());
    const signature = createHmac('sha256', KEY_SECRET).update('order_1|pay_1').digest('hex');
    expect(adapter.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature })).toBe(true);
    expect(adapter.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_2', signature })).toBe(false);
    expect(adapter.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature: 'short' })).toBe(false);
    const body = '{"event":"payment.captured"}';
    expect(adapter.verifyWebhookSignature(body, createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'))).toBe(
      true,
    );
    expect(adapter.verifyWebhookSignature(body, createHmac('sha256', KEY_SECRET).update(body).digest('hex'))).toBe(
      false,
    );
  });
});

let c: { propertyId: string; room: string };

describeEachDatabase(
  'booking with Razorpay',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db);
      const room = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, room.id, istDay(0), 10, { rupees: 4_000, available: 10 });
      c = { propertyId: property.id, room: room.id };
    },
    // The fake server's address is known only once it listens, so the adapter is built when the app is.
    adapters: () => ({ payments: createRazorpayPayments(razorpayConfig()) }),
  },
  (use) => {
    const newGuest = () => createGuest(use().database.db, use().config);
    const newBooking = async (guest: Guest, from: number, to: number) => {
      const res = await book(use().app, guest, bookingPayload(c.propertyId, [{ id: c.room }], from, to));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };

    it('opens a real order and confirms with the checkout signature', async () => {
      const guest = await newGuest();
      const data = await newBooking(guest, 1, 2);
      expect(data.payment).toEqual({
        provider: 'razorpay',
        keyId: KEY_ID,
        checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        // Net banking, wallets, pay later and EMI shown first, where the account has them (issue 24).
        checkoutConfig: MORE_WAYS_TO_PAY,
        orderDetails: { id: expect.stringMatching(/^order_FAKE/), amount: 420_000, currency: 'INR' },
      });
      const orderId = data.payment.orderDetails.id;
      const signature = createHmac('sha256', KEY_SECRET).update(`${orderId}|pay_RZP1`).digest('hex');
      const res = await verifyPayment(use().app, guest, {
        bookingId: data.bookingId,
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_RZP1',
        razorpay_signature: signature,
      });
      expect(res.json().data.status).toBe('confirmed');
    });

    it('confirms from a signed webhook, and the reconciler from the Payments API', async () => {
      const { app, database, config } = use();
      const guest = await newGuest();
      const byHook = await newBooking(guest, 2, 3);
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_RZP2',
              order_id: byHook.payment.orderDetails.id,
              amount: 420_000,
              status: 'captured',
              method: 'card',
            },
          },
        },
      });
      const hook = await postWebhook(
        app,
        body,
        createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
        'evt_1',
      );
      expect(hook.statusCode, hook.body).toBe(200);
      expect(await bookingRow(database.db, byHook.bookingId)).toMatchObject({ status: 'confirmed' });

      const lost = await newBooking(guest, 3, 4);
      const orderId = lost.payment.orderDetails.id;
      fake.payments.set(orderId, [
        { id: 'pay_RZP3a', orderId, amountPaise: 420_000, status: 'failed', method: 'card' },
        { id: 'pay_RZP3b', orderId, amountPaise: 420_000, status: 'captured', method: 'upi' },
      ]);
      const deps = withEffects({
        db: database.db,
        config,
        adapters: { ...createAdapters(config, database.db), payments: createRazorpayPayments(razorpayConfig()) },
        log: silentLog,
      });
      await reconcilePayments(deps, new Date(Date.now() + 3 * 60_000));
      expect(await bookingRow(database.db, lost.bookingId)).toMatchObject({ status: 'confirmed' });
      expect(await paymentRow(database.db, orderId)).toMatchObject({
        status: 'captured',
        providerPaymentId: 'pay_RZP3b',
        method: 'upi',
      });

      const cancel = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId: lost.bookingId },
      });
      expect(cancel.json().data).toMatchObject({ status: 'cancelled', refundAmount: 4_200 });
      expect(fake.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/v1/payments/pay_RZP3b/refund',
        body: { amount: 420_000 },
      });
    });

    it('asks Razorpay about a refund still pending after a while and tells the guest once it was processed', async () => {
      const { app, database, config } = use();
      const guest = await newGuest();
      const data = await newBooking(guest, 4, 5);
      const orderId = data.payment.orderDetails.id;
      fake.payments.set(orderId, [
        { id: 'pay_RZP4', orderId, amountPaise: 420_000, status: 'captured', method: 'card' },
      ]);
      const deps = withEffects({
        db: database.db,
        config,
        adapters: { ...createAdapters(config, database.db), payments: createRazorpayPayments(razorpayConfig()) },
        log: silentLog,
      });
      await reconcilePayments(deps, new Date(Date.now() + 3 * 60_000));
      const cancel = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId: data.bookingId },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const sent = await paymentRow(database.db, orderId);
      expect(sent).toMatchObject({ status: 'refunded', refundStatus: 'pending', refundId: expect.any(String) });
      const refundId = sent.refundId as string;

      // Still pending at the provider: asked, nothing changes.
      const later = Date.now() + 31 * 60_000;
      expect((await reconcilePayments(deps, new Date(later))).refundsFollowed).toBeGreaterThanOrEqual(1);
      expect(await paymentRow(database.db, orderId)).toMatchObject({ refundStatus: 'pending' });

      const entity = fake.refunds.get(refundId);
      if (!entity) throw new Error('the fake has no such refund');
      fake.refunds.set(refundId, { ...entity, status: 'processed', acquirer_data: { arn: '74839201938475' } });
      const report = await reconcilePayments(deps, new Date(later + 31 * 60_000));
      expect(report.refundsSettled).toBe(1);
      expect(await paymentRow(database.db, orderId)).toMatchObject({
        refundStatus: 'processed',
        refundBankReference: '74839201938475',
        refundProcessedAt: new Date(later + 31 * 60_000),
      });
      const { code } = await bookingRow(database.db, data.bookingId);
      const messages = await refundCreditedMessages(database.db, code);
      expect(messages.sms).toHaveLength(1);
      expect(messages.mail).toHaveLength(1);
      expect(messages.sms[0]?.body).toContain('(bank reference 74839201938475)');
    });

    it('releases the hold and marks the booking payment_failed when the provider cannot open an order', async () => {
      const { app, database } = use();
      const guest = await newGuest();
      const before = await inventoryOf(database.db, c.room);
      fake.failOrders = true;
      try {
        const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.room }], 5, 7));
        expect(res.statusCode).toBe(503);
        expect(res.json().error).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: 'Payment could not be started. Please try again.',
        });
      } finally {
        fake.failOrders = false;
      }
      expect(await inventoryOf(database.db, c.room)).toEqual(before);
      const list = await app.inject({ method: 'GET', url: '/property/v1/app/booking', headers: guest.headers });
      expect(list.json().data[0]).toMatchObject({ status: 'cancelled', statusText: 'Payment failed' });
      // The order's creation was claimed with the booking; the provider's failure gave the claim back.
      expect(list.json().data[0].id).toEqual(expect.any(String));
      const claims = await database.db
        .select()
        .from(paymentOrderClaims)
        .where(eq(paymentOrderClaims.bookingId, list.json().data[0].id));
      expect(claims).toEqual([]);
    });
  },
);
