import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { auditLog, deskPayments, payments, staffAlerts } from '../src/db/schema/index.js';
import { sweepLapsedHolds } from '../src/modules/bookings/hold-sweeper.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { reconcilePayments } from '../src/modules/payments/reconciler.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  dayFromToday,
  type Guest,
  inventoryOf,
  istDay,
  policies,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { bookingRow, payInCheckout, paymentRow, silentLog, withEffects } from './support/payment-helpers.js';

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

interface Catalogue {
  propertyId: string;
  /** ₹5,000 a night (5% GST), sold only with a 30% deposit, flexible cancellation. */
  suite: string;
  /** ₹5,000 a night, 30% deposit, half the stay kept at once (its free window closed a year ahead). */
  strictSuite: string;
  /** ₹6,000 a night, pay at property, one villa only, non-refundable. */
  villa: string;
  /** ₹4,000 a night, pay now (the built-in standard plan). */
  garden: string;
}
let c: Catalogue;

const deps = (database: Database, config: Config) =>
  withEffects({ db: database.db, config, adapters: createAdapters(config, database.db), log: silentLog });

describeEachDatabase(
  'payment policies: deposits, pay at property and payments at the desk',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Deposit Villas' });
      const flexible = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      const half = await createPolicy(db, property.id, policies.halfAfterAYear, 'Half');
      const nonRefundable = await createPolicy(db, property.id, policies.nonRefundable, 'Non-refundable');
      const suite = await createRoomType(db, property.id, { name: 'Deposit Suite', baseRatePaise: 500_000 });
      await setInventory(db, suite.id, istDay(0), 30, { rupees: 5_000, available: 5 });
      await createRatePlan(db, suite.id, flexible.id, {
        name: 'Deposit rate',
        isDefault: true,
        paymentPolicy: 'deposit',
        depositPercent: 30,
      });
      const strictSuite = await createRoomType(db, property.id, { name: 'Strict Suite', baseRatePaise: 500_000 });
      await setInventory(db, strictSuite.id, istDay(0), 30, { rupees: 5_000, available: 5 });
      await createRatePlan(db, strictSuite.id, half.id, {
        name: 'Strict deposit',
        isDefault: true,
        paymentPolicy: 'deposit',
        depositPercent: 30,
      });
      const villa = await createRoomType(db, property.id, { name: 'Pool Villa', baseRatePaise: 600_000 });
      await setInventory(db, villa.id, istDay(0), 30, { rupees: 6_000, available: 1 });
      await createRatePlan(db, villa.id, nonRefundable.id, {
        name: 'Pay at the villa',
        isDefault: true,
        paymentPolicy: 'pay_at_property',
      });
      const garden = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, garden.id, istDay(0), 30, { rupees: 4_000, available: 5 });
      c = { propertyId: property.id, suite: suite.id, strictSuite: strictSuite.id, villa: villa.id, garden: garden.id };
    },
  },
  (use) => {
    let guest: Guest;
    let admin: SignedIn;
    beforeAll(async () => {
      const { database, config } = use();
      guest = await createGuest(database.db, config);
      admin = await signedInUser(database.db, config, 'admin');
    });

    const details = async (bookingId: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/booking-details?bookingId=${bookingId}`,
        headers: guest.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data[0].data;
    };
    const deskDetails = (bookingId: string) =>
      use().app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}`, headers: admin.headers });
    const recordPayment = (bookingId: string, payload: Record<string, unknown>, who: SignedIn = admin) =>
      use().app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/payments`,
        headers: who.headers,
        payload,
      });
    /** Two nights of one room of `roomTypeId`, `from` days ahead. */
    const bookTwoNights = async (roomTypeId: string, from: number) => {
      const res = await book(use().app, guest, bookingPayload(c.propertyId, [{ id: roomTypeId }], from, from + 2));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };

    describe('deposit', () => {
      it('prices a deposit plan as 30% now and the rest at the property', async () => {
        const res = await use().app.inject({
          method: 'POST',
          url: '/property/v1/app/booking/pricing',
          payload: {
            propertyId: c.propertyId,
            roomIds: [{ id: c.suite, roomCount: 1, adults: 2, children: 0 }],
            checkInDate: dayFromToday(3),
            checkOutDate: dayFromToday(5),
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        // 2 × ₹5,000 + 5% GST = ₹10,500; 30% is ₹3,150 now, ₹7,350 at the property.
        expect(data).toMatchObject({
          totalPostTax: 10_500,
          amountDueNow: 3_150,
          amountDueAtProperty: 7_350,
          paymentPolicy: 'deposit',
        });
        expect(data.rooms[0].ratePlan).toMatchObject({
          paymentPolicy: 'deposit',
          depositPercent: 30,
          paymentLabel: 'Pay 30% deposit now',
        });
      });

      it('opens the payment order for the deposit only, and the deposit capture confirms the booking', async () => {
        const { app, database, config } = use();
        const data = await bookTwoNights(c.suite, 6);
        expect(data).toMatchObject({ status: 'pending_payment', amountDueNow: 3_150, amountDueAtProperty: 7_350 });
        expect(data.rate_details.totalPostTax).toBe(10_500);
        expect(data.payment.orderDetails.amount).toBe(315_000);
        expect((await paymentRow(database.db, data.payment.orderDetails.id)).amountPaise).toBe(315_000);

        const paid = await payInCheckout(app, data.payment.orderDetails.id);
        expect(paid.json().paid).toBe(true);
        expect((await bookingRow(database.db, data.bookingId)).status).toBe('confirmed');

        const summary = await details(data.bookingId);
        expect(summary).toMatchObject({
          amountPaid: 3_150,
          totalPrice: 10_500,
          balanceDue: 7_350,
          paymentPolicy: 'deposit',
          paymentSummary: 'Paid ₹3,150 · Due at property ₹7,350',
        });

        // The reconciler and the money check take a deposit capture as the booking's whole expected capture.
        await reconcilePayments(deps(database, config), later(3), 25);
        const alerts = await database.db.select().from(staffAlerts).where(eq(staffAlerts.bookingId, data.bookingId));
        expect(alerts).toEqual([]);
        expect((await paymentRow(database.db, data.payment.orderDetails.id)).status).toBe('captured');
        const report = await checkMoney(deps(database, config), later(11), { graceMinutes: 0 });
        expect(report.unsettled.filter((u) => u.bookingId === data.bookingId)).toEqual([]);
      });

      it('keeps the deposit when the charge exceeds it and states the rest as owed, refunding nothing', async () => {
        const { app } = use();
        const data = await bookTwoNights(c.strictSuite, 8);
        await payInCheckout(app, data.payment.orderDetails.id);
        const quote = await app.inject({
          method: 'GET',
          url: `/property/v1/app/booking/${data.bookingId}/cancellation-quote`,
          headers: guest.headers,
        });
        // Half the stay (₹5,250 with GST) is charged; ₹3,150 was paid: nothing back, ₹2,100 owed at the property.
        expect(quote.json().data).toMatchObject({ amountPaid: 3_150, refundAmount: 0, amountOwed: 2_100 });
        expect(quote.json().data.message).toContain('₹2,100 is payable to the property');
        const cancelled = await app.inject({
          method: 'POST',
          url: '/property/v1/app/booking/cancel',
          headers: guest.headers,
          payload: { bookingId: data.bookingId },
        });
        expect(cancelled.json().data.refundAmount).toBe(0);
      });

      it('refunds the whole deposit, never more, inside the free window', async () => {
        const { app, database } = use();
        const data = await bookTwoNights(c.suite, 12);
        await payInCheckout(app, data.payment.orderDetails.id);
        const cancelled = await app.inject({
          method: 'POST',
          url: '/property/v1/app/booking/cancel',
          headers: guest.headers,
          payload: { bookingId: data.bookingId },
        });
        expect(cancelled.json().data.refundAmount).toBe(3_150);
        expect((await paymentRow(database.db, data.payment.orderDetails.id)).status).toBe('refunded');
      });
    });

    describe('pay at property', () => {
      it('confirms at once without a payment order and holds the villa, so nobody else can book it', async () => {
        const { database } = use();
        const data = await bookTwoNights(c.villa, 4);
        expect(data).toMatchObject({
          status: 'confirmed',
          payment: null,
          holdExpiresAt: null,
          amountDueNow: 0,
          amountDueAtProperty: 12_600,
          paymentPolicy: 'pay_at_property',
        });
        const row = await bookingRow(database.db, data.bookingId);
        expect(row).toMatchObject({ status: 'confirmed', holdsInventory: true, amountDueNowPaise: 0 });
        expect(await database.db.select().from(payments).where(eq(payments.bookingId, data.bookingId))).toEqual([]);

        // The hold sweeper leaves it alone, and the one villa stays taken.
        await sweepLapsedHolds({ db: database.db, log: silentLog }, later(60));
        expect((await bookingRow(database.db, data.bookingId)).status).toBe('confirmed');
        const nights = (await inventoryOf(database.db, c.villa)).filter((n) => n.date === istDay(4));
        expect(nights[0]).toMatchObject({ available: 0, booked: 1 });
        const other = await createGuest(database.db, use().config);
        const second = await book(use().app, other, bookingPayload(c.propertyId, [{ id: c.villa }], 4, 6));
        expect(second.statusCode).toBe(409);
        expect(second.json().error.code).toBe('SOLD_OUT');

        expect(await details(data.bookingId)).toMatchObject({
          status: 'upcoming',
          amountPaid: 0,
          balanceDue: 12_600,
          paymentSummary: 'Paid ₹0 · Due at property ₹12,600',
        });
      });

      it("holds the rooms on the review page's first call and confirms them on the guest's final one", async () => {
        const { app, database } = use();
        const held = await book(
          app,
          guest,
          bookingPayload(c.propertyId, [{ id: c.villa }], 24, 25, { initiatePayment: false }),
        );
        expect(held.json().data).toMatchObject({ status: 'pending_payment', payment: null, amountDueNow: 0 });
        const bookingId = held.json().data.bookingId;
        const final = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.villa }], 24, 25, { bookingId }));
        expect(final.statusCode, final.body).toBe(200);
        expect(final.json().data).toMatchObject({ bookingId, status: 'confirmed', payment: null, holdExpiresAt: null });
        expect(await database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([]);
        expect((await bookingRow(database.db, bookingId)).holdsInventory).toBe(true);
      });

      it('refunds nothing online on cancellation and states what the policy leaves owed', async () => {
        const { app } = use();
        const data = await bookTwoNights(c.villa, 10);
        const quote = await app.inject({
          method: 'GET',
          url: `/property/v1/app/booking/${data.bookingId}/cancellation-quote`,
          headers: guest.headers,
        });
        expect(quote.json().data).toMatchObject({ amountPaid: 0, refundAmount: 0, amountOwed: 12_600 });
        expect(quote.json().data.message).toBe(
          'This booking is non-refundable: no refund. By the cancellation policy, ₹12,600 is payable to the property.',
        );
        const cancelled = await app.inject({
          method: 'POST',
          url: '/property/v1/app/booking/cancel',
          headers: guest.headers,
          payload: { bookingId: data.bookingId },
        });
        expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refundAmount: 0 });
      });

      it('lets one booking mix a pay-now room with a pay-at-property villa: the pay-now room is paid online', async () => {
        const { app, database } = use();
        const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.garden }, { id: c.villa }], 14, 15));
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        // Garden ₹4,000 + 5% = ₹4,200 now; the villa's ₹6,300 at the property.
        expect(data).toMatchObject({ status: 'pending_payment', amountDueNow: 4_200, amountDueAtProperty: 6_300 });
        expect(data.payment.orderDetails.amount).toBe(420_000);
        await payInCheckout(app, data.payment.orderDetails.id);
        expect((await bookingRow(database.db, data.bookingId)).status).toBe('confirmed');
      });
    });

    describe('payments at the desk', () => {
      it('records a payment taken at the property, audited, and the details show paid and due', async () => {
        const { database } = use();
        const data = await bookTwoNights(c.villa, 16);
        const first = await recordPayment(data.bookingId, { amount: 5_000, method: 'cash' });
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json().data).toMatchObject({
          paymentPolicy: 'pay_at_property',
          amountDueNow: 0,
          paidOnline: 0,
          paidAtProperty: 5_000,
          balanceDue: 7_600,
          paymentSummary: 'Paid ₹5,000 · Due at property ₹7,600',
          deskPayments: [{ amount: 5_000, method: 'cash', methodLabel: 'Cash', reference: null }],
        });
        const second = await recordPayment(data.bookingId, { amount: 7_600, method: 'upi', reference: 'UPI-4471' });
        expect(second.json().data).toMatchObject({ balanceDue: 0, paidAtProperty: 12_600 });
        expect(second.json().data.timeline.map((t: { title: string }) => t.title)).toContain(
          'Confirmed (to pay at the property)',
        );
        const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, data.bookingId));
        expect(audits.filter((a) => a.action === 'booking.payment_recorded')).toHaveLength(2);
        expect(
          await database.db.select().from(deskPayments).where(eq(deskPayments.bookingId, data.bookingId)),
        ).toHaveLength(2);

        expect(await details(data.bookingId)).toMatchObject({
          amountPaidAtProperty: 12_600,
          balanceDue: 0,
          paymentSummary: 'Paid ₹12,600',
        });
      });

      it('refuses more than the balance, a booking that does not stand, and a bad method', async () => {
        const { app } = use();
        const deposit = await bookTwoNights(c.suite, 20);
        // Not paid yet: pending bookings are paid online, not at the desk.
        expect((await recordPayment(deposit.bookingId, { amount: 100, method: 'card' })).statusCode).toBe(409);
        await payInCheckout(app, deposit.payment.orderDetails.id);
        const tooMuch = await recordPayment(deposit.bookingId, { amount: 7_351, method: 'card' });
        expect(tooMuch.statusCode).toBe(409);
        expect(tooMuch.json().error.message).toBe('Only ₹7,350 is due on this booking.');
        expect((await recordPayment(deposit.bookingId, { amount: 100, method: 'cheque' })).statusCode).toBe(400);
        expect((await recordPayment(deposit.bookingId, { amount: 0, method: 'cash' })).statusCode).toBe(400);
        const ok = await recordPayment(deposit.bookingId, { amount: 7_350, method: 'card', reference: 'SLIP 88' });
        expect(ok.json().data).toMatchObject({ paidOnline: 3_150, paidAtProperty: 7_350, balanceDue: 0 });
        expect((await deskDetails(deposit.bookingId)).json().data.paymentSummary).toBe('Paid ₹10,500');
      });

      it('is for staff who may manage bookings: a guest gets 401 or 403, and records cannot be edited', async () => {
        const { app } = use();
        const data = await bookTwoNights(c.villa, 22);
        const asGuest = await app.inject({
          method: 'POST',
          url: `/api/admin/bookings/${data.bookingId}/payments`,
          headers: guest.headers,
          payload: { amount: 100, method: 'cash' },
        });
        expect([401, 403]).toContain(asGuest.statusCode);
        const recorded = await recordPayment(data.bookingId, { amount: 100, method: 'cash' });
        const id = recorded.json().data.deskPayments[0].id;
        for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
          const res = await app.inject({
            method,
            url: `/api/admin/bookings/${data.bookingId}/payments/${id}`,
            headers: admin.headers,
            payload: { amount: 1 },
          });
          expect(res.statusCode).toBe(404);
        }
      });
    });

    it('leaves the money check at zero over every booking made here', async () => {
      const { database, config } = use();
      await reconcilePayments(deps(database, config), later(3), 25);
      const report = await checkMoney(deps(database, config), later(11), { graceMinutes: 0 });
      expect(report.captures).toBeGreaterThan(0);
      expect(report.unsettled).toEqual([]);
    });
  },
);
