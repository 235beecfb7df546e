import { describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { sweepLapsedHolds } from '../src/modules/bookings/hold-sweeper.js';
import { confirmPayment } from '../src/modules/payments/confirm-payment.service.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createProperty,
  createRoomType,
  type Guest,
  holdBooking,
  istDay,
  setInventory,
} from './support/factories.js';
import { bookingRow, payInCheckout, paymentRow, silentLog, withEffects } from './support/payment-helpers.js';

/** Issue 16: a declined payment says why, "Complete payment" reopens checkout, a lapsed hold takes no money. */

let c: { propertyId: string; room: string };

describeEachDatabase(
  'payment outcomes',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Lima' });
      const room = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, room.id, istDay(0), 12, { rupees: 4_000, available: 20 });
      c = { propertyId: property.id, room: room.id };
    },
  },
  (use) => {
    const hold = async (from: number) => {
      const guest = await createGuest(use().database.db, use().config);
      return holdBooking(use().app, guest, { propertyId: c.propertyId, roomTypeId: c.room, from, to: from + 1 });
    };
    const resume = (guest: Pick<Guest, 'headers'>, bookingId: string) =>
      use().app.inject({
        method: 'POST',
        url: `/property/v1/app/booking/${bookingId}/payment`,
        headers: guest.headers,
      });
    const details = async (guest: Guest, bookingId: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/booking-details?bookingId=${bookingId}`,
        headers: guest.headers,
      });
      return res.json().data[0].data;
    };
    const list = async (guest: Guest) => {
      const res = await use().app.inject({ method: 'GET', url: '/property/v1/app/booking', headers: guest.headers });
      return res.json().data;
    };

    describe('a declined payment', () => {
      it("records the provider's reason from its payment.failed webhook and shows it on the booking", async () => {
        const { app, database } = use();
        const { bookingId, orderId, guest } = await hold(1);
        const declined = await payInCheckout(app, orderId, { card_number: '4000 0000 0000 9995' });
        expect(declined.json()).toMatchObject({ paid: false, error: { reason: 'insufficient_funds', source: 'bank' } });
        expect(await paymentRow(database.db, orderId)).toMatchObject({
          status: 'failed',
          lastFailureReason: 'Your bank declined the payment: insufficient funds',
        });
        const summary = await details(guest, bookingId);
        expect(summary.lastPaymentFailure).toBe('Your bank declined the payment: insufficient funds');
        // The same as facts, for a page in another language (issue 43).
        expect(summary.lastPaymentFailureFacts).toEqual({
          side: 'bank',
          reason: 'insufficient_funds',
          described: null,
        });
        expect(summary.unpaidHold).toMatchObject({ hasEnded: false });
        expect(summary.unpaidHold.until).toBe(summary.holdExpiresAt);
      });

      it('records no reason when the provider gave none', async () => {
        const { app, database } = use();
        const { bookingId, orderId, guest } = await hold(2);
        await payInCheckout(app, orderId, { force_failure: true });
        expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'failed', lastFailureReason: null });
        expect((await details(guest, bookingId)).lastPaymentFailure).toBeNull();
        expect((await details(guest, bookingId)).lastPaymentFailureFacts).toBeNull();
      });

      it('keeps the last reason when a later channel carries none, and shows no failure once paid', async () => {
        const { app, database, config } = use();
        const { bookingId, orderId, guest } = await hold(3);
        await payInCheckout(app, orderId, { card_number: '4000 0000 0000 0002' });
        const deps = withEffects({ db: database.db, config, adapters: createAdapters(config, database.db) });
        await confirmPayment(deps, {
          source: 'reconciler',
          eventId: 'reconcile:pay_x',
          kind: 'failed',
          eventType: 'payment.failed',
          orderId,
          paymentId: 'pay_x',
          amountPaise: null,
          method: 'card',
          payload: {},
        });
        expect((await paymentRow(database.db, orderId)).lastFailureReason).toBe('Your bank declined the payment.');
        expect((await payInCheckout(app, orderId)).json().paid).toBe(true);
        const summary = await details(guest, bookingId);
        expect(summary).toMatchObject({ lastPaymentFailure: null, unpaidHold: null });
      });
    });

    describe('POST /property/v1/app/booking/:bookingId/payment', () => {
      it('re-uses the open order of a live hold after a failed attempt (no new hold), and it can be paid', async () => {
        const { app, database } = use();
        const { bookingId, orderId, guest, code } = await hold(4);
        await payInCheckout(app, orderId, { force_failure: true });
        const before = await bookingRow(database.db, bookingId);
        const res = await resume(guest, bookingId);
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        expect(data).toMatchObject({ bookingId, code, status: 'pending_payment' });
        expect(data.payment.orderDetails.id).toBe(orderId);
        expect(data.holdExpiresAt).toBe(Math.floor((before.holdExpiresAt as Date).getTime() / 1000));
        expect((await payInCheckout(app, data.payment.orderDetails.id)).json().paid).toBe(true);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'confirmed' });
        // Paid: checkout is not opened again.
        const again = await resume(guest, bookingId);
        expect(again.statusCode).toBe(409);
        expect(again.json().error.code).toBe('CONFLICT');
      });

      it('lists an unpaid booking with its hold, and the hold as ended once it lapses', async () => {
        const { bookingId, guest } = await hold(5);
        const item = (await list(guest)).find((b: { id: string }) => b.id === bookingId);
        expect(item.unpaidHold).toMatchObject({ hasEnded: false });
        await sweepLapsedHolds({ db: use().database.db, log: silentLog }, new Date(Date.now() + 16 * 60_000));
        const lapsed = (await list(guest)).find((b: { id: string }) => b.id === bookingId);
        expect(lapsed.unpaidHold).toMatchObject({ until: item.unpaidHold.until, hasEnded: true });
      });

      it('refuses to take payment once the hold has lapsed', async () => {
        const { database } = use();
        const { bookingId, guest } = await hold(6);
        await sweepLapsedHolds({ db: database.db, log: silentLog }, new Date(Date.now() + 16 * 60_000));
        const res = await resume(guest, bookingId);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toMatchObject({ code: 'HOLD_EXPIRED', details: { reason: 'hold_ended' } });
        expect(res.json().error.message).toMatch(/hold on these rooms has ended/);
      });

      it("answers 404 for another guest's booking and 401 without signing in", async () => {
        const { app, database, config } = use();
        const { bookingId } = await hold(7);
        const stranger = await createGuest(database.db, config);
        expect((await resume(stranger, bookingId)).statusCode).toBe(404);
        const anonymous = await app.inject({ method: 'POST', url: `/property/v1/app/booking/${bookingId}/payment` });
        expect(anonymous.statusCode).toBe(401);
      });
    });
  },
);
