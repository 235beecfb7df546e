import { istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { hmacHex } from '../src/adapters/payments/signatures.js';
import { auditLog } from '../src/db/schema/index.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { reconcilePayments } from '../src/modules/payments/reconciler.js';
import { describeEachDatabase, type TestContext } from './setup-db.js';
import { createGuest, createRoomForSale, paidBooking, signedInUser } from './support/factories.js';
import {
  paymentRow,
  postWebhook,
  refundCreditedMessages,
  sandboxProvider,
  silentLog,
  withEffects,
} from './support/payment-helpers.js';

const MINUTE = 60_000;

describeEachDatabase('money after cancelling, told truthfully (issue 16)', { config: { DEV_JOBS: 'true' } }, (use) => {
  const details = async (bookingId: string, headers: Record<string, string>) => {
    const res = await use().app.inject({
      method: 'GET',
      url: `/property/v1/app/booking-details?bookingId=${bookingId}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0].data as { amountPaid: number; statusText: string; refund?: Record<string, unknown> };
  };

  /** A paid flexible stay, cancelled by its guest: the sandbox has accepted the refund, which is now pending. */
  const cancelledStay = async ({ database, config, app }: TestContext, from: number) => {
    const room = await createRoomForSale(database.db, { propertyName: `Refund Villa ${from}`, rupees: 4_000 });
    const guest = await createGuest(database.db, config);
    const booking = await paidBooking(app, guest, { ...room, from, to: from + 2 });
    const paid = (await details(booking.bookingId, guest.headers)).amountPaid;
    const cancelled = await app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/cancel',
      headers: guest.headers,
      payload: { bookingId: booking.bookingId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return { ...booking, guest, paid };
  };

  /** The sandbox's provider side settles every refund due by `now`, without sending its webhook yet. */
  const settleAtProvider = (ctx: TestContext, now: Date) =>
    sandboxProvider(ctx.database.db, ctx.config).settleRefunds(now, ctx.config.SANDBOX_REFUND_MINUTES * MINUTE);

  const deps = (ctx: TestContext) =>
    withEffects({
      db: ctx.database.db,
      config: ctx.config,
      adapters: createAdapters(ctx.config, ctx.database.db),
      log: silentLog,
    });

  it('shows what was paid and the refund on its way, with its reference and expected day, not "₹0 paid"', async () => {
    const ctx = use();
    const stay = await cancelledStay(ctx, 2);
    const after = await details(stay.bookingId, stay.guest.headers);
    expect(stay.paid).toBeGreaterThan(0);
    expect(after.refund).toMatchObject({ paid: stay.paid, amount: stay.paid, state: 'sent' });
    expect(after.refund?.reference).toEqual(expect.any(String));
    expect(after.refund?.sentAt).toBeGreaterThanOrEqual(istDateToUnix(todayIst()));
    expect(after.refund?.text).toMatch(
      /^Paid ₹[\d,]+ · Refund of ₹[\d,]+ initiated on \d{2} \w{3} \d{4} · reference \S+ · expected by \d{2} \w{3} \d{4}$/,
    );
    expect(await paymentRow(ctx.database.db, stay.orderId)).toMatchObject({ refundStatus: 'pending' });
    // Initiated, never "refunded", until the provider says it was processed (issue 24).
    expect(after.statusText).toBe('Cancelled — refund initiated');
  });

  it('records refund.processed once and tells the guest once by SMS and e-mail, however often it is delivered', async () => {
    const ctx = use();
    const stay = await cancelledStay(ctx, 4);
    const landed = new Date(Date.now() + 11 * MINUTE);
    const [row] = (await settleAtProvider(ctx, landed)).filter((r) => r.orderId === stay.orderId);
    if (!row) throw new Error('the sandbox did not settle the refund');
    const hook = sandboxProvider(ctx.database.db, ctx.config).refundWebhook('refund.processed', row, landed);

    // The same event twice (a retry), then the same news under another event id: one change, one message each.
    for (const eventId of [hook.eventId, hook.eventId, `${hook.eventId}_again`]) {
      const res = await postWebhook(ctx.app, hook.body, hook.signature, eventId);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await paymentRow(ctx.database.db, stay.orderId)).toMatchObject({
      status: 'refunded',
      refundStatus: 'processed',
      refundBankReference: row.refundArn,
      refundProcessedAt: new Date(Math.floor(landed.getTime() / 1000) * 1000),
    });
    const messages = await refundCreditedMessages(ctx.database.db, stay.code);
    expect(messages.sms).toHaveLength(1);
    expect(messages.mail).toHaveLength(1);
    expect(messages.sms[0]?.body).toMatch(
      new RegExp(
        `^Staybook: your refund of ₹[\\d,]+ for booking ${stay.code} was credited on \\d{1,2} \\w{3} \\(bank reference ${row.refundArn}\\)\\. It can take 2-3 days to show on your statement\\.$`,
      ),
    );
    const page = await details(stay.bookingId, stay.guest.headers);
    expect(page.refund).toMatchObject({ state: 'credited', bankReference: row.refundArn });
    expect(page.statusText).toBe('Cancelled — refunded');
    expect(page.refund?.text).toMatch(
      new RegExp(
        `^Paid ₹[\\d,]+ · Refund of ₹[\\d,]+ credited on \\d{2} \\w{3} \\d{4} · bank reference ${row.refundArn}$`,
      ),
    );
  });

  it('refuses a refund webhook whose signature does not verify, changing nothing', async () => {
    const ctx = use();
    const stay = await cancelledStay(ctx, 6);
    const [row] = (await settleAtProvider(ctx, new Date(Date.now() + 11 * MINUTE))).filter(
      (r) => r.orderId === stay.orderId,
    );
    if (!row) throw new Error('the sandbox did not settle the refund');
    const hook = sandboxProvider(ctx.database.db, ctx.config).refundWebhook('refund.processed', row, new Date());
    const forged = await postWebhook(ctx.app, hook.body, hmacHex('not-the-secret', hook.body), hook.eventId);
    expect(forged.statusCode).toBe(400);
    expect(await paymentRow(ctx.database.db, stay.orderId)).toMatchObject({ refundStatus: 'pending' });
    expect((await refundCreditedMessages(ctx.database.db, stay.code)).sms).toHaveLength(0);
  });

  it('raises a failed refund to staff and tells the guest it is delayed, never that it is done', async () => {
    const ctx = use();
    const stay = await cancelledStay(ctx, 8);
    const sent = await paymentRow(ctx.database.db, stay.orderId);
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.failed',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: sent.refundId,
            entity: 'refund',
            amount: sent.amountPaise,
            currency: 'INR',
            payment_id: sent.providerPaymentId,
            acquirer_data: { arn: null },
            created_at: Math.floor(Date.now() / 1000),
            status: 'failed',
          },
        },
        payment: { entity: { id: sent.providerPaymentId, order_id: stay.orderId, amount: sent.amountPaise } },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const secret = sandboxProvider(ctx.database.db, ctx.config).secrets.webhookSecret;
    for (let i = 0; i < 2; i++)
      expect((await postWebhook(ctx.app, body, hmacHex(secret, body), 'evt_refund_failed')).statusCode).toBe(200);

    expect(await paymentRow(ctx.database.db, stay.orderId)).toMatchObject({ refundStatus: 'failed' });
    const page = await details(stay.bookingId, stay.guest.headers);
    expect(page.refund).toMatchObject({ state: 'failed' });
    expect(page.statusText).toBe('Cancelled — refund delayed');
    expect(page.refund?.text).toMatch(
      /^Paid ₹[\d,]+ · Your refund of ₹[\d,]+ is delayed; our team has been alerted and will contact you\.$/,
    );
    expect((await refundCreditedMessages(ctx.database.db, stay.code)).sms).toHaveLength(0);

    const admin = await signedInUser(ctx.database.db, ctx.config, 'admin');
    const money = await ctx.app.inject({ method: 'GET', url: '/api/admin/money', headers: admin.headers });
    const alerts = money.json().data.alerts.filter((a: { bookingId: string }) => a.bookingId === stay.bookingId);
    expect(alerts).toEqual([expect.objectContaining({ kind: 'refund_failed', resolvedAt: null })]);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, sent.id));
    expect(audits.filter((a) => a.action === 'payment.refund_failed')).toHaveLength(1);
    const report = await checkMoney(deps(ctx), new Date(Date.now() + 20 * MINUTE), { graceMinutes: 0 });
    expect(report.unsettled.find((u) => u.orderId === stay.orderId)?.problem).toMatch(/refund failed/);

    const console = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${stay.bookingId}`,
      headers: admin.headers,
    });
    expect(console.json().data.payments[0]).toMatchObject({ refundStatus: 'failed', refundId: sent.refundId });
  });

  it('asks the provider about a refund still pending after a while, and tells the guest when it landed', async () => {
    const ctx = use();
    const stay = await cancelledStay(ctx, 10);
    // The provider processed it, but its webhook never arrived.
    const at = new Date(Date.now() + 31 * MINUTE);
    await settleAtProvider(ctx, at);
    const first = await reconcilePayments(deps(ctx), at);
    expect(first.refundsSettled).toBeGreaterThanOrEqual(1);
    const row = await paymentRow(ctx.database.db, stay.orderId);
    expect(row).toMatchObject({ refundStatus: 'processed', refundProcessedAt: at });
    expect(row.refundBankReference).toMatch(/^\d{12}$/);
    // Asked again later (another process, another run): nothing more is sent.
    await reconcilePayments(deps(ctx), new Date(at.getTime() + 31 * MINUTE));
    const messages = await refundCreditedMessages(ctx.database.db, stay.code);
    expect(messages.sms).toHaveLength(1);
    expect(messages.mail).toHaveLength(1);
  });

  it('lands a sandbox refund through the development job clock, as a story does', async () => {
    const ctx = use();
    const stay = await cancelledStay(ctx, 12);
    const run = (minutes: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/__dev/jobs/sandbox-refunds',
        payload: { now: new Date(Date.now() + minutes * MINUTE).toISOString() },
        remoteAddress: '127.0.0.1',
      });
    // Before the sandbox's delay nothing lands.
    expect((await run(1)).json().result).toEqual({ settled: 0 });
    expect((await details(stay.bookingId, stay.guest.headers)).refund).toMatchObject({ state: 'sent' });
    const ran = await run(ctx.config.SANDBOX_REFUND_MINUTES + 1);
    expect(ran.json().result.settled).toBeGreaterThanOrEqual(1);
    expect((await details(stay.bookingId, stay.guest.headers)).refund).toMatchObject({ state: 'credited' });
    expect((await refundCreditedMessages(ctx.database.db, stay.code)).sms).toHaveLength(1);
  });
});
