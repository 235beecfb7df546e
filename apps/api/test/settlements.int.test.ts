import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { expect, it } from 'vitest';
import { createSandboxPayments } from '../src/adapters/payments/sandbox.js';
import { sandboxFee, sandboxSettlementOf } from '../src/adapters/payments/settlement-rules.js';
import { pullSettlements } from '../src/modules/payments/settlements.js';
import { describeEachDatabase, type TestContext } from './setup-db.js';
import { createGuest, createRoomForSale, paidBooking, signedInUser } from './support/factories.js';
import { paymentRow, silentLog } from './support/payment-helpers.js';

const DAY = 86_400_000;

describeEachDatabase('settlements to the bank (issue 41)', {}, (use) => {
  /** The sandbox as the provider sees it `days` from now: what it has settled by then. */
  const provider = (ctx: TestContext, days: number) =>
    createSandboxPayments(ctx.database.db, ctx.config, () => new Date(Date.now() + days * DAY));
  const pull = (ctx: TestContext, days: number) =>
    pullSettlements(
      { db: ctx.database.db, adapters: { payments: provider(ctx, days), sms: null!, mail: null! }, log: silentLog },
      new Date(Date.now() + days * DAY),
    );
  const report = async (ctx: TestContext, query: string) => {
    const admin = await signedInUser(ctx.database.db, ctx.config, 'admin');
    return ctx.app.inject({ method: 'GET', url: `/api/admin/settlements?${query}`, headers: admin.headers });
  };

  it('records each capture with its fee, GST on the fee, settlement and UTR, and sums each settlement to the bank credit', async () => {
    const ctx = use();
    const room = await createRoomForSale(ctx.database.db, { propertyName: 'Settlement Villa', rupees: 5_351 });
    const guest = await createGuest(ctx.database.db, ctx.config);
    const first = await paidBooking(ctx.app, guest, { ...room, from: 5, to: 6 });
    const second = await paidBooking(ctx.app, guest, { ...room, from: 8, to: 10 });
    const amounts = [
      (await paymentRow(ctx.database.db, first.orderId))!.amountPaise,
      (await paymentRow(ctx.database.db, second.orderId))!.amountPaise,
    ];

    // Before T+2 nothing is settled; after it, both captures are, once, however often the job reads.
    expect(await pull(ctx, 1)).toBe(0);
    expect(await pull(ctx, 3)).toBe(2);
    expect(await pull(ctx, 3)).toBe(0);

    const settledOn = addDays(todayIst(), 2);
    const res = await report(ctx, `from=${settledOn}&to=${settledOn}`);
    expect(res.statusCode, res.body).toBe(200);
    const { settlements, totals } = res.json().data;
    expect(settlements).toHaveLength(1);
    const [s] = settlements;
    expect(s).toMatchObject({ settlementId: sandboxSettlementOf(settledOn).settlementId, provider: 'sandbox' });
    expect(s.utr).toBe(sandboxSettlementOf(settledOn).settlementUtr);
    const fees = amounts.map(sandboxFee);
    const paise = {
      credit: amounts[0]! + amounts[1]!,
      fees: fees[0]!.feePaise + fees[1]!.feePaise,
      tax: fees[0]!.taxPaise + fees[1]!.taxPaise,
    };
    expect(s).toMatchObject({
      credit: paise.credit / 100,
      debit: 0,
      fees: paise.fees / 100,
      tax: paise.tax / 100,
      net: (paise.credit - paise.fees - paise.tax) / 100,
    });
    // Each line names its booking; the fee is 2% and the GST on it 18%, to the paisa.
    expect(s.lines.map((l: { bookingCode: string }) => l.bookingCode).sort()).toEqual([first.code, second.code].sort());
    expect(fees[0]).toEqual({
      feePaise: Math.round(amounts[0]! * 0.02),
      taxPaise: Math.round(Math.round(amounts[0]! * 0.02) * 0.18),
    });
    expect(totals.net).toBe(s.net);
  });

  it('debits a refund from a later settlement, so the bank credit is the captures less refunds, fees and GST', async () => {
    const ctx = use();
    const room = await createRoomForSale(ctx.database.db, { propertyName: 'Refund Settlement Villa', rupees: 4_000 });
    const guest = await createGuest(ctx.database.db, ctx.config);
    const stay = await paidBooking(ctx.app, guest, { ...room, from: 9, to: 11 });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/cancel',
      headers: guest.headers,
      payload: { bookingId: stay.bookingId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const payment = (await paymentRow(ctx.database.db, stay.orderId))!;
    // A closing refund of the whole payment leaves refund_amount_paise empty (the whole amount).
    expect(payment.status).toBe('refunded');
    const refunded = payment.refundAmountPaise ?? payment.amountPaise;
    await pull(ctx, 3);

    const day = addDays(todayIst(), 2);
    const s = (await report(ctx, `from=${day}&to=${day}`)).json().data.settlements[0];
    const refund = s.lines.find(
      (l: { type: string; bookingCode: string }) => l.type === 'refund' && l.bookingCode === stay.code,
    );
    expect(refund).toMatchObject({ debit: refunded / 100, fee: 0, bookingCode: stay.code });
    const { feePaise, taxPaise } = sandboxFee(payment.amountPaise);
    expect(Math.round(s.net * 100)).toBe(
      Math.round(s.credit * 100) - refunded - Math.round(s.fees * 100) - Math.round(s.tax * 100),
    );
    // The day's settlement also carries other tests' captures: this stay's is found by its booking.
    expect(
      s.lines.find((l: { type: string; bookingCode: string }) => l.type === 'payment' && l.bookingCode === stay.code),
    ).toMatchObject({
      fee: feePaise / 100,
      tax: taxPaise / 100,
    });
  });

  it('downloads the report as CSV with IST times and amounts in rupees and paise, and refuses a bad range clearly', async () => {
    const ctx = use();
    const room = await createRoomForSale(ctx.database.db, { propertyName: 'CSV Settlement Villa', rupees: 3_333 });
    const guest = await createGuest(ctx.database.db, ctx.config);
    await paidBooking(ctx.app, guest, { ...room, from: 12, to: 13 });
    await pull(ctx, 3);
    const day = addDays(todayIst(), 2);
    const admin = await signedInUser(ctx.database.db, ctx.config, 'admin');
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/settlements.csv?from=${day}&to=${day}`,
      headers: admin.headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'Settlement,UTR,Settled at (IST),Bank credit (Rs.),Line,Provider id,Payment,Booking,Method,Credit (Rs.),Debit (Rs.),Fee (Rs.),GST on fee (Rs.)',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toContain(`${day} 11:00`);
    expect(rows[0]).toMatch(/,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},\d+\.\d{2}$/);

    const backwards = await report(ctx, `from=${day}&to=${addDays(day, -3)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('must be on or after the start date');
    const front = await signedInUser(ctx.database.db, ctx.config, 'staff');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/settlements?from=${day}&to=${day}`,
      headers: front.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
