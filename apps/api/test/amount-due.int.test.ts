import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { mailOutbox, smsOutbox } from '../src/db/schema/accounts.js';
import { bookingChanges, payments } from '../src/db/schema/bookings.js';
import { paymentLinkToken } from '../src/lib/payment-link-token.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createRoomForSale,
  dayFromToday,
  istDay,
  paidBooking,
  type RoomForSale,
  type SignedInRoles,
  signedInRoles,
  uniquePhone,
} from './support/factories.js';
import { bookingRow, payInCheckout } from './support/payment-helpers.js';

/**
 * Issue 45/46: the amount due is one figure from the books (ledger bookingMoneyOf), the same on the desk, the guest's
 * pages, the messages and the cancel and change quotes, whatever happened to the booking before.
 */
describeEachDatabase('the amount due (paid, refunded and due from the books)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'front_desk');
  });
  const db = () => use().database.db;
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    use().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const stay = (f: RoomForSale, from: number, to: number) => ({
    checkInDate: dayFromToday(from),
    checkOutDate: dayFromToday(to),
    roomIds: [{ id: f.roomTypeId, roomCount: 1, adults: 1, children: 0 }],
  });
  const deskChange = (bookingId: string, body: object) =>
    inject('POST', `/api/admin/bookings/${bookingId}/changes`, people.staff.headers, body);
  const desk = async (bookingId: string) =>
    (await inject('GET', `/api/admin/bookings/${bookingId}`, people.staff.headers)).json().data;
  const guestSummary = async (headers: Record<string, string>, bookingId: string) => {
    const res = await inject('GET', `/property/v1/app/booking-details?bookingId=${bookingId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0].data;
  };
  const cancelQuote = async (headers: Record<string, string>, bookingId: string) => {
    const res = await inject('GET', `/property/v1/app/booking/${bookingId}/cancellation-quote`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('a change down (part refunded) and back up leaves the refund owed: desk, guest and cancel quote agree', async () => {
    const f = await createRoomForSale(db(), { rupees: 6_000, available: 3 });
    const g = await createGuest(db(), use().config);
    const booked = await paidBooking(use().app, g, {
      propertyId: f.propertyId,
      roomTypeId: f.roomTypeId,
      from: 5,
      to: 8,
    });
    const total = (await bookingRow(db(), booked.bookingId))!.totalPostTaxPaise / 100;
    const down = await deskChange(booked.bookingId, { ...stay(f, 5, 6), reason: 'Guest leaves early' });
    expect(down.statusCode, down.body).toBe(200);
    const refunded = down.json().data.change.refund;
    expect(refunded).toBe((total * 2) / 3);
    const up = await deskChange(booked.bookingId, { ...stay(f, 5, 8), reason: 'Guest stays after all' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.change.settlement).toBe('at_property');

    const d = await desk(booked.bookingId);
    expect(d).toMatchObject({ paidOnline: total - refunded, paidAtProperty: 0, balanceDue: refunded });
    const s = await guestSummary(g.headers, booked.bookingId);
    expect(s).toMatchObject({ amountPaid: total - refunded, balanceDue: refunded, amountDueAtProperty: refunded });
    // Cancelling now returns what is left of the payment, never the part already refunded again.
    const q = await cancelQuote(g.headers, booked.bookingId);
    expect(q.amountPaid).toBe(total - refunded);
    expect(q.refundAmount).toBe(total - refunded);
    // The desk takes the balance; nothing is due after, and no more than the balance is accepted.
    const more = await inject('POST', `/api/admin/bookings/${booked.bookingId}/payments`, people.staff.headers, {
      amount: refunded + 1,
      method: 'cash',
    });
    expect(more.statusCode).toBe(409);
    const take = await inject('POST', `/api/admin/bookings/${booked.bookingId}/payments`, people.staff.headers, {
      amount: refunded,
      method: 'cash',
    });
    expect(take.statusCode, take.body).toBe(200);
    expect(await desk(booked.bookingId)).toMatchObject({ balanceDue: 0, paidAtProperty: refunded });
  });

  it('a walk-in who paid the whole stay by UPI at the desk is told, and the hotel too, that nothing is due', async () => {
    const f = await createRoomForSale(db(), { rupees: 5_000, available: 2, nights: 20 });
    const phone = uniquePhone('9');
    const contact = await inject(
      'POST',
      `/api/admin/notifications/properties/${f.propertyId}/contacts`,
      people.admin.headers,
      { name: 'Reception', email: `reception-${phone}@example.com` },
    );
    expect(contact.statusCode, contact.body).toBe(200);
    const priced = await inject(
      'POST',
      '/property/v1/app/booking/pricing',
      {},
      {
        propertyId: f.propertyId,
        roomIds: [{ id: f.roomTypeId, roomCount: 1, adults: 2 }],
        checkInDate: dayFromToday(2),
        checkOutDate: dayFromToday(4),
      },
    );
    const totalRupees = priced.json().data.totalPostTax as number;
    // No e-mail: a walk-in may not have one.
    const res = await inject('POST', '/api/admin/desk-bookings', people.staff.headers, {
      propertyId: f.propertyId,
      checkIn: istDay(2),
      checkOut: istDay(4),
      rooms: [{ roomTypeId: f.roomTypeId, roomCount: 1, adults: 2 }],
      guest: { name: 'Walk In', phone, email: '' },
      source: 'walk_in',
      payment: { kind: 'at_desk', method: 'upi', reference: 'UPI-1', amount: totalRupees },
    });
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = res.json().data.bookingId;
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(sms?.body).toContain(`Paid ₹${totalRupees.toLocaleString('en-IN')}.`);
    expect(sms?.body).not.toContain('due at the property');
    const code = (await bookingRow(db(), bookingId))!.code;
    const [hotelMail] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, `reception-${phone}@example.com`),
          eq(mailOutbox.subject, `New booking ${code} at ${f.propertyName}`),
        ),
      );
    expect(hotelMail?.text).toContain('Balance due at the property: ₹0');
    // Nothing went to an empty address.
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, ''))).toHaveLength(0);
    expect(await desk(bookingId)).toMatchObject({ paidAtProperty: totalRupees, balanceDue: 0 });
  });

  it("a desk change's payment link is closed when the booking changes again; paying it anyway is refunded", async () => {
    const f = await createRoomForSale(db(), { rupees: 4_500, available: 2 });
    const g = await createGuest(db(), use().config);
    const booked = await paidBooking(use().app, g, {
      propertyId: f.propertyId,
      roomTypeId: f.roomTypeId,
      from: 6,
      to: 7,
    });
    const longer = await deskChange(booked.bookingId, { ...stay(f, 6, 8), reason: 'One more night', settle: 'link' });
    expect(longer.json().data.change.settlement).toBe('link');
    const token = paymentLinkToken(use().config.authSecret, booked.bookingId);
    const checkout = await use().app.inject({ method: 'POST', url: `/property/v1/app/pay/${token}/checkout` });
    const staleOrder = checkout.json().data.payment.orderDetails.id as string;
    // The guest calls back: one night after all. The link's difference is no longer owed.
    const back = await deskChange(booked.bookingId, { ...stay(f, 6, 7), reason: 'Guest changed their mind' });
    expect(back.statusCode, back.body).toBe(200);
    const page = await use().app.inject({ method: 'GET', url: `/property/v1/app/pay/${token}` });
    expect(page.json().data).toMatchObject({ state: 'paid' });
    expect(page.json().data.isChange).toBeUndefined();
    const [order] = await db().select().from(payments).where(eq(payments.providerOrderId, staleOrder));
    expect(order!.status).toBe('closed');
    // The guest's browser still had the checkout open and paid it: the money goes back in full.
    await payInCheckout(use().app, staleOrder);
    const [after] = await db().select().from(payments).where(eq(payments.providerOrderId, staleOrder));
    expect(['refunded', 'refund_pending']).toContain(after!.status);
    const d = await desk(booked.bookingId);
    expect(d.balanceDue).toBe(0);
    expect(d.paidOnline * 100).toBe((await bookingRow(db(), booked.bookingId))!.totalPostTaxPaise);
  });

  it('one Idempotency-Key makes one change and one order however many times it is sent at once', async () => {
    const f = await createRoomForSale(db(), { rupees: 3_000, available: 2 });
    const g = await createGuest(db(), use().config);
    const booked = await paidBooking(use().app, g, {
      propertyId: f.propertyId,
      roomTypeId: f.roomTypeId,
      from: 5,
      to: 6,
    });
    const send = (key: string | null) =>
      use().app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/change',
        headers: { ...g.headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { bookingId: booked.bookingId, ...stay(f, 5, 7) },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('change-key-1')));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const changeIds = new Set(answers.map((a) => a.json().data.change.id));
    const orderIds = new Set(answers.map((a) => a.json().data.payment.orderDetails.id));
    expect(changeIds.size).toBe(1);
    expect(orderIds.size).toBe(1);
    const rows = await db().select().from(bookingChanges).where(eq(bookingChanges.bookingId, booked.bookingId));
    expect(rows).toHaveLength(1);
    // A new key for another change replaces the first: only one change waits for a payment, one order is open.
    const other = await send('change-key-2');
    expect(other.statusCode, other.body).toBe(200);
    const waiting = await db()
      .select()
      .from(bookingChanges)
      .where(and(eq(bookingChanges.bookingId, booked.bookingId), eq(bookingChanges.status, 'awaiting_payment')));
    expect(waiting.map((c) => c.id)).toEqual([other.json().data.change.id]);
    const open = (await db().select().from(payments).where(eq(payments.bookingId, booked.bookingId))).filter((p) =>
      ['created', 'failed'].includes(p.status),
    );
    expect(open).toHaveLength(1);
    // The same key for another stay is refused.
    const reused = await use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/change',
      headers: { ...g.headers, 'idempotency-key': 'change-key-2' },
      payload: { bookingId: booked.bookingId, ...stay(f, 5, 8) },
    });
    expect(reused.statusCode).toBe(409);
  });
  it('over random sequences of payments, desk payments, changes, part refunds and a cancellation, every screen shows due = charged − paid + refunded', {
    timeout: 180_000,
  }, async () => {
    type Op =
      | { kind: 'desk_pay'; share: number }
      | { kind: 'desk_change'; nights: number }
      | { kind: 'guest_change'; nights: number }
      | { kind: 'cancel' };
    const op = fc.oneof(
      fc.record({ kind: fc.constant('desk_pay' as const), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
      fc.record({ kind: fc.constant('desk_change' as const), nights: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ kind: fc.constant('guest_change' as const), nights: fc.integer({ min: 1, max: 4 }) }),
      fc.constant({ kind: 'cancel' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 5 }), async (ops: Op[]) => {
        const f = await createRoomForSale(db(), { rupees: 3_000 + Math.floor(Math.random() * 5) * 700, available: 2 });
        const g = await createGuest(db(), use().config);
        const booked = await paidBooking(use().app, g, {
          propertyId: f.propertyId,
          roomTypeId: f.roomTypeId,
          from: 5,
          to: 7,
        });
        // The model: money in and out as each step said it moved.
        let paidPaise = (await bookingRow(db(), booked.bookingId))!.totalPostTaxPaise;
        let cancelled = false;
        for (const step of ops) {
          if (cancelled) break;
          const before = await desk(booked.bookingId);
          if (step.kind === 'desk_pay') {
            const amount = Math.floor(before.balanceDue * step.share);
            if (amount < 1) continue;
            const res = await inject('POST', `/api/admin/bookings/${booked.bookingId}/payments`, people.staff.headers, {
              amount,
              method: 'upi',
            });
            expect(res.statusCode, res.body).toBe(200);
            paidPaise += amount * 100;
          } else if (step.kind === 'desk_change' || step.kind === 'guest_change') {
            const body = stay(f, 5, 5 + step.nights);
            const res =
              step.kind === 'desk_change'
                ? await deskChange(booked.bookingId, { ...body, reason: 'Random change' })
                : await inject('POST', '/property/v1/app/booking/change', g.headers, {
                    bookingId: booked.bookingId,
                    ...body,
                  });
            if (res.statusCode === 409) continue; // the same stay, or no longer changeable online
            expect(res.statusCode, res.body).toBe(200);
            const { change, payment } = res.json().data;
            paidPaise -= change.refund * 100;
            if (payment) {
              await payInCheckout(use().app, payment.orderDetails.id);
              paidPaise += payment.orderDetails.amount;
            }
          } else {
            const res = await inject('POST', `/api/admin/bookings/${booked.bookingId}/cancel`, people.staff.headers, {
              reason: 'Random cancellation',
            });
            expect(res.statusCode, res.body).toBe(200);
            paidPaise -= res.json().data.refundAmount * 100;
            cancelled = true;
          }
          const row = (await bookingRow(db(), booked.bookingId))!;
          const duePaise = cancelled ? 0 : Math.max(0, row.totalPostTaxPaise - paidPaise);
          const d = await desk(booked.bookingId);
          expect((d.paidOnline + d.paidAtProperty) * 100, JSON.stringify(ops)).toBe(paidPaise);
          expect(d.balanceDue * 100, JSON.stringify(ops)).toBe(duePaise);
          const s = await guestSummary(g.headers, booked.bookingId);
          expect(s.balanceDue * 100, JSON.stringify(ops)).toBe(duePaise);
          expect((s.amountPaid + s.amountPaidAtProperty) * 100).toBe(paidPaise);
          if (!cancelled) {
            const q = await cancelQuote(g.headers, booked.bookingId);
            expect(q.amountPaid * 100).toBe(paidPaise - d.paidAtProperty * 100);
          }
        }
        // The money check finds nothing to say of the booking (no grace period).
        const report = await checkMoney(
          { db: db(), adapters: createAdapters(use().config, db()) },
          new Date(Date.now() + 60_000),
          { graceMinutes: 0 },
        );
        expect(report.unsettled.filter((u) => u.bookingId === booked.bookingId)).toEqual([]);
      }),
      // Eight bookings of up to five steps each: a minute and more on a loaded machine (CI timed out at 60 s once, and
      // 780 runs on a quiet one found no failure). A failure is reported as found: shrinking replays whole bookings.
      { numRuns: 8, endOnFailure: true },
    );
  });
});
