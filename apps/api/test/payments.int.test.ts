import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { hmacHex } from '../src/adapters/payments/signatures.js';
import { mailOutbox, smsOutbox } from '../src/db/schema/accounts.js';
import { sandboxPayments, staffAlerts } from '../src/db/schema/bookings.js';
import { auditLog } from '../src/db/schema/engagement.js';
import { sweepLapsedHolds } from '../src/modules/bookings/hold-sweeper.js';
import { reconcilePayments } from '../src/modules/payments/reconciler.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createProperty,
  createRoomType,
  type Guest,
  holdBooking,
  inventoryOf,
  istDay,
  setInventory,
} from './support/factories.js';
import {
  bookingRow,
  eventsOf,
  payInCheckout,
  paymentRow,
  postWebhook,
  sandboxProvider,
  silentLog,
  verifyPayment,
  withEffects,
} from './support/payment-helpers.js';

interface Catalogue {
  propertyId: string;
  /** ₹4,000 a night, 20 free for 12 nights from today. */
  garden: string;
  /** One room only, for late payments: one that stays free, one another guest takes. */
  lastFree: string;
  lastTaken: string;
}
let c: Catalogue;

describeEachDatabase(
  'payments',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Azul Villa' });
      const garden = await createRoomType(db, property.id, { name: 'Garden Room' });
      const lastFree = await createRoomType(db, property.id, { name: 'Attic' });
      const lastTaken = await createRoomType(db, property.id, { name: 'Loft' });
      await setInventory(db, garden.id, istDay(0), 12, { rupees: 4_000, available: 20 });
      await setInventory(db, lastFree.id, istDay(0), 12, { rupees: 3_000, available: 1 });
      await setInventory(db, lastTaken.id, istDay(0), 12, { rupees: 3_000, available: 1 });
      c = { propertyId: property.id, garden: garden.id, lastFree: lastFree.id, lastTaken: lastTaken.id };
    },
  },
  (use) => {
    let other: Guest;
    beforeAll(async () => {
      other = await createGuest(use().database.db, use().config);
    });
    // The same adapters the app built: the sandbox and the outboxes keep their state in this database.
    const deps = () => {
      const { config, database } = use();
      return withEffects({ db: database.db, config, adapters: createAdapters(config, database.db), log: silentLog });
    };

    // A guest may keep two unpaid holds at once, so each booking is made by a guest of its own unless told.
    const newBooking = async (room = c.garden, from = 1, to = 2, by?: Guest) =>
      holdBooking(use().app, by ?? (await createGuest(use().database.db, use().config)), {
        propertyId: c.propertyId,
        roomTypeId: room,
        from,
        to,
      });

    describe('sandbox checkout', () => {
      it('serves a checkout script with the provider interface and a clearly labelled page', async () => {
        const { app } = use();
        const script = await app.inject({ method: 'GET', url: '/sandbox-pay/checkout.js' });
        expect(script.statusCode).toBe(200);
        expect(script.headers['content-type']).toMatch(/javascript/);
        expect(script.body).toContain('window.Razorpay = Razorpay');
        expect(script.body).toContain("'payment.failed'");
        const { orderId } = await newBooking(c.garden, 1, 2);
        const page = await app.inject({
          method: 'GET',
          url: `/sandbox-pay/checkout?order_id=${orderId}&name=Staybook`,
        });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Sandbox payment — no real money');
        expect(page.body).toContain('Pay ₹4,200');
        expect(page.body).toContain('<label class="field" for="card-number">Card number</label>');
        const missing = await app.inject({ method: 'GET', url: '/sandbox-pay/checkout?order_id=order_nope' });
        expect(missing.body).toContain('This payment order does not exist.');
      });

      it('confirms through the webhook alone, as when the browser dies after paying', async () => {
        const { app, database } = use();
        // Far enough ahead that the standard plan's free window is still open at any hour of the day.
        const { bookingId, orderId, guest } = await newBooking(c.garden, 5, 7);
        const paid = await payInCheckout(app, orderId);
        expect(paid.statusCode, paid.body).toBe(200);
        expect(paid.json()).toMatchObject({ paid: true, response: { razorpay_order_id: orderId } });
        // No verify call: the signed webhook the sandbox sent is enough.
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
        expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'captured', method: 'card' });
        const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.template, 'booking_confirmed'));
        const booking = await bookingRow(database.db, bookingId);
        expect(sms.filter((m) => m.body.includes(booking.code))).toHaveLength(1);
        const mail = await database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.subject, `Booking confirmed — ${booking.code}`));
        expect(mail).toHaveLength(1);
        expect(mail[0]?.text).toContain('Amount paid: ₹8,400');
        // The promise as booked (the room's standard plan here), never a stock sentence, and the party as booked.
        expect(mail[0]?.text).toMatch(/\nCancellation: Free cancellation until .+\n/);
        expect(mail[0]?.text).not.toContain('24 hours before check-in, with a full refund');
        expect(mail[0]?.text).toMatch(/\nGuests: \d+ adults?(, \d+ child(ren)?)?\n/);

        // The browser's verify call arriving afterwards changes nothing and says confirmed.
        const verified = await verifyPayment(app, guest, { bookingId, ...paid.json().response });
        expect(verified.statusCode, verified.body).toBe(200);
        expect(verified.json().data).toEqual({ bookingId, status: 'confirmed', statusText: 'Confirmed' });
        const again = await database.db.select().from(smsOutbox).where(eq(smsOutbox.template, 'booking_confirmed'));
        expect(again.filter((m) => m.body.includes(booking.code))).toHaveLength(1);
      });

      it('records a failed attempt, keeps the booking unconfirmed, and lets the guest retry the same order', async () => {
        const { app, database } = use();
        const { bookingId, orderId } = await newBooking(c.garden, 2, 3);
        const failed = await payInCheckout(app, orderId, { method: 'upi', vpa: 'failure@razorpay' });
        expect(failed.json()).toMatchObject({
          paid: false,
          error: { reason: 'payment_failed', metadata: { order_id: orderId } },
        });
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'pending_payment' });
        expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'failed' });
        const declined = await payInCheckout(app, orderId, { card_number: '4000 0000 0000 0002' });
        expect(declined.json()).toMatchObject({ paid: false, error: { reason: 'card_declined' } });
        const retry = await payInCheckout(app, orderId, { method: 'upi', vpa: 'success@razorpay' });
        expect(retry.json().paid).toBe(true);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'confirmed' });
        const twice = await payInCheckout(app, orderId);
        expect(twice.statusCode).toBe(409);
      });

      it('marks a hold whose last attempt failed as payment failed when it lapses', async () => {
        const { app, database } = use();
        const { bookingId, orderId } = await newBooking(c.garden, 3, 4);
        await payInCheckout(app, orderId, { force_failure: true });
        await sweepLapsedHolds({ db: database.db, log: silentLog }, new Date(Date.now() + 16 * 60_000));
        expect(await bookingRow(database.db, bookingId)).toMatchObject({
          status: 'payment_failed',
          holdsInventory: false,
        });
      });

      it('explains test credentials it does not know', async () => {
        const { orderId } = await newBooking(c.garden, 4, 5);
        const res = await payInCheckout(use().app, orderId, { method: 'upi', vpa: 'someone@upi' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe('In the sandbox, use success@razorpay or failure@razorpay.');
      });
    });

    describe('verify endpoint', () => {
      it('confirms with a genuine signature and rejects a forged one', async () => {
        const { app, database, config } = use();
        const { bookingId, orderId, guest } = await newBooking(c.garden, 5, 6);
        const outcome = await sandboxProvider(database.db, config).pay(orderId, { method: 'card', succeed: true });
        if (!outcome.ok) throw new Error('sandbox payment failed');
        const genuine = { bookingId, razorpay_order_id: orderId, razorpay_payment_id: outcome.payment.id };

        const forged = await verifyPayment(app, guest, { ...genuine, razorpay_signature: 'a'.repeat(64) });
        expect(forged.statusCode).toBe(400);
        expect(forged.json().error).toEqual({ code: 'PAYMENT_INVALID', message: 'Payment could not be verified.' });
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'pending_payment' });

        const stranger = await verifyPayment(app, other, { ...genuine, razorpay_signature: outcome.signature });
        expect(stranger.statusCode).toBe(404);

        const ok = await verifyPayment(app, guest, { ...genuine, razorpay_signature: outcome.signature });
        expect(ok.statusCode, ok.body).toBe(200);
        expect(ok.json().data.status).toBe('confirmed');
        expect((await eventsOf(database.db, bookingId)).map((e) => e.eventId)).toEqual([
          `verify:${outcome.payment.id}`,
        ]);
      });

      it('refuses an order that belongs to another booking', async () => {
        const { app } = use();
        const a = await newBooking(c.garden, 6, 7);
        const b = await newBooking(c.garden, 6, 7, a.guest);
        const res = await verifyPayment(app, a.guest, {
          bookingId: a.bookingId,
          razorpay_order_id: b.orderId,
          razorpay_payment_id: 'pay_x',
          razorpay_signature: 'x',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe('This payment does not belong to the booking.');
      });
    });

    describe('webhook', () => {
      it('applies an event once even when replayed three times', async () => {
        const { app, database, config } = use();
        const { bookingId, orderId } = await newBooking(c.garden, 7, 8);
        const provider = sandboxProvider(database.db, config);
        const outcome = await provider.pay(orderId, { method: 'upi', succeed: true });
        if (!outcome.ok) throw new Error('sandbox payment failed');
        const hook = provider.webhook('payment.captured', outcome.payment);
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await postWebhook(app, hook.body, hook.signature, hook.eventId));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
        expect(answers.map((a) => a.json().duplicate)).toEqual([false, true, true, true]);
        expect(await eventsOf(database.db, bookingId)).toHaveLength(1);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'confirmed' });
        const booking = await bookingRow(database.db, bookingId);
        const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.template, 'booking_confirmed'));
        expect(sms.filter((m) => m.body.includes(booking.code))).toHaveLength(1);
      });

      it('ignores a failure that arrives after the capture, and a capture after a failure still confirms', async () => {
        const { app, database, config } = use();
        const provider = sandboxProvider(database.db, config);
        const late = await newBooking(c.garden, 8, 9);
        const failedFirst = await provider.pay(late.orderId, { method: 'card', succeed: false });
        const capturedNext = await provider.pay(late.orderId, { method: 'card', succeed: true });
        if (!capturedNext.ok || !failedFirst.payment) throw new Error('sandbox payments not made');
        const captured = provider.webhook('payment.captured', capturedNext.payment);
        const failed = provider.webhook('payment.failed', failedFirst.payment);
        // Out of order: the capture is delivered first, then the older failure.
        expect((await postWebhook(app, captured.body, captured.signature, captured.eventId)).statusCode).toBe(200);
        expect((await postWebhook(app, failed.body, failed.signature, failed.eventId)).statusCode).toBe(200);
        expect(await bookingRow(database.db, late.bookingId)).toMatchObject({ status: 'confirmed' });
        expect(await paymentRow(database.db, late.orderId)).toMatchObject({
          status: 'captured',
          providerPaymentId: capturedNext.payment.id,
        });
        expect(await eventsOf(database.db, late.bookingId)).toHaveLength(2);
      });

      it('rejects a forged signature and stores nothing', async () => {
        const { app, database, config } = use();
        const { bookingId, orderId } = await newBooking(c.garden, 9, 10);
        const provider = sandboxProvider(database.db, config);
        const outcome = await provider.pay(orderId, { method: 'card', succeed: true });
        if (!outcome.ok) throw new Error('sandbox payment failed');
        const hook = provider.webhook('payment.captured', outcome.payment);
        const forged = await postWebhook(app, hook.body, hmacHex('not-the-secret', hook.body), hook.eventId);
        expect(forged.statusCode).toBe(400);
        expect(forged.json().error.code).toBe('PAYMENT_INVALID');
        const tampered = await postWebhook(app, hook.body.replace('"amount":', '"amount":1,"x":'), hook.signature);
        expect(tampered.statusCode).toBe(400);
        const unsigned = await app.inject({
          method: 'POST',
          url: '/property/v1/payments/webhook',
          payload: hook.body,
          headers: { 'content-type': 'application/json' },
        });
        expect(unsigned.statusCode).toBe(400);
        expect(await eventsOf(database.db, bookingId)).toHaveLength(0);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'pending_payment' });
      });

      it('refunds in full and tells staff when the captured amount differs from the order', async () => {
        const { app, database, config } = use();
        const { bookingId, orderId } = await newBooking(c.garden, 10, 11);
        // The provider side: a payment captured on this order for another amount (₹1 instead of the total).
        await database.db.insert(sandboxPayments).values({
          id: 'pay_short',
          orderId,
          amountPaise: 100,
          status: 'captured',
          method: 'card',
        });
        const { webhookSecret } = sandboxProvider(database.db, config).secrets;
        const body = JSON.stringify({
          event: 'payment.captured',
          payload: {
            payment: {
              entity: { id: 'pay_short', order_id: orderId, amount: 100, status: 'captured', method: 'card' },
            },
          },
        });
        const res = await postWebhook(app, body, hmacHex(webhookSecret, body), 'evt_short');
        expect(res.statusCode).toBe(200);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'pending_payment' });
        expect(await paymentRow(database.db, orderId)).toMatchObject({
          status: 'refunded',
          capturedPaise: 100,
          refundId: expect.stringMatching(/^rfnd_/),
        });
        const [providerSide] = await database.db
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, 'pay_short'));
        expect(providerSide?.status).toBe('refunded');
        const alerts = await database.db.select().from(staffAlerts).where(eq(staffAlerts.bookingId, bookingId));
        expect(alerts).toHaveLength(1);
        expect(alerts[0]).toMatchObject({ kind: 'amount_mismatch', resolvedAt: null });
        expect(alerts[0]?.message).toContain('₹1 was captured');
        const audit = await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'payment.amount_mismatch'), eq(auditLog.entityType, 'payment')));
        expect(audit.some((a) => (a.after as { orderId?: string }).orderId === orderId)).toBe(true);
      });
    });

    describe('reconciler and late payments', () => {
      it('confirms a payment whose webhook and verify call were both lost', async () => {
        const { database, config } = use();
        const { bookingId, orderId } = await newBooking(c.garden, 11, 12);
        await sandboxProvider(database.db, config).pay(orderId, { method: 'card', succeed: true });
        expect((await reconcilePayments(deps(), new Date())).confirmed).toBe(0); // not quiet for two minutes yet
        const report = await reconcilePayments(deps(), new Date(Date.now() + 3 * 60_000));
        expect(report.confirmed).toBeGreaterThanOrEqual(1);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'confirmed' });
        const again = await reconcilePayments(deps(), new Date(Date.now() + 4 * 60_000));
        expect(again.confirmed).toBe(0);
      });

      it('takes the rooms again for a payment after the hold lapsed, when they are still free', async () => {
        const { app, database } = use();
        const { bookingId, orderId } = await newBooking(c.lastFree, 2, 4);
        await sweepLapsedHolds({ db: database.db, log: silentLog }, new Date(Date.now() + 16 * 60_000));
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'expired', holdsInventory: false });
        expect((await inventoryOf(database.db, c.lastFree))[2]?.available).toBe(1);

        const paid = await payInCheckout(app, orderId);
        expect(paid.json().paid).toBe(true);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'confirmed', holdsInventory: true });
        const nights = await inventoryOf(database.db, c.lastFree);
        expect(nights.slice(2, 4).map((n) => [n.available, n.booked])).toEqual([
          [0, 1],
          [0, 1],
        ]);
      });

      it('refunds a payment after the hold lapsed when another guest took the room', async () => {
        const { app, database } = use();
        const { bookingId, orderId, guest } = await newBooking(c.lastTaken, 2, 4);
        await sweepLapsedHolds({ db: database.db, log: silentLog }, new Date(Date.now() + 16 * 60_000));
        const taker = await newBooking(c.lastTaken, 3, 4, other);
        expect(taker.bookingId).toBeTruthy();

        const paid = await payInCheckout(app, orderId);
        expect(paid.json().paid).toBe(true);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'expired', holdsInventory: false });
        const payment = await paymentRow(database.db, orderId);
        expect(payment).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^rfnd_/) });
        const [provider] = await database.db
          .select()
          .from(sandboxPayments)
          .where(and(eq(sandboxPayments.orderId, orderId), eq(sandboxPayments.status, 'refunded')));
        expect(provider?.refundId).toBe(payment.refundId);
        expect((await inventoryOf(database.db, c.lastTaken))[3]).toMatchObject({ available: 0, booked: 1 });

        const list = await app.inject({ method: 'GET', url: '/property/v1/app/booking', headers: guest.headers });
        const item = list.json().data.find((b: { id: string }) => b.id === bookingId);
        expect(item).toMatchObject({
          status: 'cancelled',
          statusText: 'Hold expired — refund initiated',
          amountPaid: 0,
        });
      });

      it('refunds a confirmed booking cancelled within the window', async () => {
        const { app, database } = use();
        const { bookingId, orderId, guest } = await newBooking(c.garden, 5, 7);
        await payInCheckout(app, orderId);
        const before = await inventoryOf(database.db, c.garden);
        const res = await app.inject({
          method: 'POST',
          url: '/property/v1/app/booking/cancel',
          headers: guest.headers,
          payload: { bookingId },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toEqual({
          bookingId,
          status: 'cancelled',
          statusText: 'Cancelled — refund initiated',
          refundAmount: 8_400,
        });
        expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'refunded' });
        const after = await inventoryOf(database.db, c.garden);
        expect(after[5]?.available).toBe((before[5]?.available ?? 0) + 1);
        const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.template, 'booking_cancelled'));
        expect(sms.some((m) => m.body.includes('refund of ₹8,400'))).toBe(true);
      });
    });
  },
);
