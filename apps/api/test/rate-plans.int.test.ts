import { formatDeadline, formatInstant } from '@staybook/contract';
import { checkInInstant } from '@staybook/contract/cancellation-rules';
import type { RoomsResponse } from '@staybook/contract/catalogue';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRooms, bookings, cancellationPolicies, mailOutbox } from '../src/db/schema/index.js';
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
  istDay,
  policies,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { bookingRow, payInCheckout, paymentRow } from './support/payment-helpers.js';

interface Catalogue {
  propertyId: string;
  /** ₹8,000 a night (18% GST): Flexible (default), Saver (non-refundable, −10%: ₹7,200 at 5%), Breakfast (+₹500). */
  suite: string;
  flexible: string;
  saver: string;
  breakfast: string;
  /** ₹4,000 a night: Half (50% kept, window already closed) and First night (first night kept, window closed). */
  garden: string;
  half: string;
  firstNight: string;
  /** ₹4,000 a night and no plans of its own: the built-in standard plan. */
  plain: string;
  saverPolicyId: string;
}
let c: Catalogue;

describeEachDatabase(
  'rate plans and cancellation policies',
  {
    prepare: async ({ db }) => {
      // A villa with its own times: check-in 1 PM, check-out 11 AM.
      const property = await createProperty(db, {
        name: 'Casa Plan Villa',
        checkInTime: '13:00',
        checkOutTime: '11:00',
      });
      const flexiblePolicy = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      const saverPolicy = await createPolicy(db, property.id, policies.nonRefundable, 'Non-refundable');
      const halfPolicy = await createPolicy(db, property.id, policies.halfAfterAYear, 'Half');
      const firstPolicy = await createPolicy(db, property.id, policies.firstNightAfterAYear, 'First night');
      const suite = await createRoomType(db, property.id, { name: 'Sea Suite', baseRatePaise: 800_000 });
      await setInventory(db, suite.id, istDay(0), 20, { rupees: 8_000, available: 5 });
      const flexible = await createRatePlan(db, suite.id, flexiblePolicy.id, { name: 'Flexible', isDefault: true });
      const saver = await createRatePlan(db, suite.id, saverPolicy.id, {
        name: 'Saver',
        adjustmentValue: -10,
        sortOrder: 1,
      });
      const breakfast = await createRatePlan(db, suite.id, flexiblePolicy.id, {
        name: 'Breakfast',
        mealPlan: 'breakfast',
        adjustmentKind: 'amount',
        adjustmentValue: 50_000,
        sortOrder: 2,
      });
      const garden = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, garden.id, istDay(0), 20, { rupees: 4_000, available: 5 });
      const half = await createRatePlan(db, garden.id, halfPolicy.id, { name: 'Half', isDefault: true });
      const firstNight = await createRatePlan(db, garden.id, firstPolicy.id, { name: 'First night' });
      const plain = await createRoomType(db, property.id, { name: 'Plain Room' });
      await setInventory(db, plain.id, istDay(0), 20, { rupees: 4_000, available: 5 });
      c = {
        propertyId: property.id,
        suite: suite.id,
        flexible: flexible.id,
        saver: saver.id,
        breakfast: breakfast.id,
        garden: garden.id,
        half: half.id,
        firstNight: firstNight.id,
        plain: plain.id,
        saverPolicyId: saverPolicy.id,
      };
    },
  },
  (use) => {
    let guest: Guest;
    let other: Guest;
    let admin: SignedIn;
    beforeAll(async () => {
      const { database, config } = use();
      guest = await createGuest(database.db, config);
      other = await createGuest(database.db, config);
      admin = await signedInUser(database.db, config, 'admin');
    });

    const price = (roomIds: Array<Record<string, unknown>>, from = 5, to = 7) =>
      use().app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/pricing',
        payload: { propertyId: c.propertyId, roomIds, checkInDate: dayFromToday(from), checkOutDate: dayFromToday(to) },
      });

    /** A booking of one room under a plan, paid in the sandbox checkout. */
    async function paidStay(roomTypeId: string, ratePlanId: string | undefined, from: number, to: number) {
      const { app, database } = use();
      const payload = bookingPayload(c.propertyId, [{ id: roomTypeId }], from, to);
      if (ratePlanId) payload.roomIds[0] = { ...payload.roomIds[0]!, ratePlanId } as (typeof payload.roomIds)[0];
      const res = await book(app, guest, payload);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      const paid = await payInCheckout(app, data.payment.orderDetails.id);
      expect(paid.json().paid).toBe(true);
      expect((await bookingRow(database.db, data.bookingId)).status).toBe('confirmed');
      return { id: data.bookingId as string, orderId: data.payment.orderDetails.id as string, data };
    }
    const quote = (bookingId: string, who: Guest = guest) =>
      use().app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/cancellation-quote`,
        headers: who.headers,
      });
    const cancel = (bookingId: string) =>
      use().app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId },
      });

    describe('offers', () => {
      it("shows each room's plans side by side with their price, meals and cancellation terms", async () => {
        const url = `/property/v1/app/rooms?propertyId=${c.propertyId}&checkInDate=${dayFromToday(5)}&checkOutDate=${dayFromToday(6)}`;
        const res = await use().app.inject({ method: 'GET', url });
        expect(res.statusCode, res.body).toBe(200);
        const rooms = (res.json() as RoomsResponse).data;
        const suite = rooms.find((r) => r.id === c.suite)!;
        const deadline = checkInInstant(istDay(5), '13:00') - 24 * 3600;
        expect(
          (suite.ratePlans ?? []).map((p) => [p.name, p.mealPlanLabel, p.price[0]?.rate, p.cancellation.headline]),
        ).toEqual([
          ['Flexible', 'Room only', 8_000, `Free cancellation until ${formatDeadline(deadline)}`],
          ['Saver', 'Room only', 7_200, 'Non-refundable'],
          ['Breakfast', 'Breakfast included', 8_500, `Free cancellation until ${formatDeadline(deadline)}`],
        ]);
        expect(formatInstant(deadline)).toMatch(/, 1:00 PM$/);
        const plain = rooms.find((r) => r.id === c.plain)!;
        expect(plain.ratePlans).toHaveLength(1);
        expect(plain.ratePlans?.[0]).toMatchObject({ id: null, name: 'Standard rate', isDefault: true });
      });
    });

    describe('pricing', () => {
      it('prices each night under the plan and charges GST by the slab of the tariff actually charged', async () => {
        const flexible = await price([{ id: c.suite, roomCount: 1 }]);
        expect(flexible.json().data).toMatchObject({
          totalRoomRent: 16_000,
          tax: 2_880,
          totalPostTax: 18_880,
          nights: 2,
        });
        expect(flexible.json().data.rooms[0].ratePlan).toMatchObject({ id: c.flexible, name: 'Flexible' });

        const saver = await price([{ id: c.suite, roomCount: 2, ratePlanId: c.saver }]);
        expect(saver.statusCode, saver.body).toBe(200);
        // ₹7,200 a night falls in the 5% slab: 2 rooms × 2 nights × ₹7,200 = ₹28,800, GST ₹1,440.
        expect(saver.json().data).toMatchObject({ totalRoomRent: 28_800, tax: 1_440, totalPostTax: 30_240 });
        expect(saver.json().data.rooms[0]).toMatchObject({
          nightly: [expect.objectContaining({ rate: 7_200 }), expect.objectContaining({ rate: 7_200 })],
          ratePlan: { id: c.saver, cancellation: { kind: 'non_refundable', freeCancellationUntil: null } },
        });

        const breakfast = await price([{ id: c.suite, ratePlanId: c.breakfast }]);
        expect(breakfast.json().data).toMatchObject({ totalRoomRent: 17_000, tax: 3_060 });
      });

      it("refuses a plan the room type does not sell (another room's, or unknown)", async () => {
        const wrong = await price([{ id: c.suite, ratePlanId: c.half }]);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().error.message).toBe('Sea Suite is not sold under that rate plan.');
        const unknown = await price([{ id: c.suite, ratePlanId: '00000000-0000-4000-8000-000000000000' }]);
        expect(unknown.statusCode).toBe(400);
      });
    });

    describe('snapshot', () => {
      it('copies the plan, its policy and the computed deadline onto the booking', async () => {
        const { id, data } = await paidStay(c.suite, c.breakfast, 5, 7);
        const deadline = checkInInstant(istDay(5), '13:00') - 24 * 3600;
        expect(data).toMatchObject({
          rate_details: { totalRoomRent: 17_000 },
          roomIds: [{ id: c.suite, ratePlanId: c.breakfast }],
          freeCancellationUntil: deadline,
        });
        const [line] = await use().database.db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, id));
        expect(line).toMatchObject({
          ratePlanId: c.breakfast,
          ratePlan: { id: c.breakfast, name: 'Breakfast', mealPlan: 'breakfast', paymentPolicy: 'pay_now' },
          cancellationPolicy: {
            name: 'Flexible',
            kind: 'free_then_charge',
            freeWindowValue: 24,
            chargeKind: 'first_night',
          },
          nightlyRates: [
            { date: istDay(5), ratePaise: 850_000 },
            { date: istDay(6), ratePaise: 850_000 },
          ],
        });
        expect(line?.freeCancellationUntil?.getTime()).toBe(deadline * 1000);
      });

      it('never promises a passed deadline: a booking for tonight has no free window', async () => {
        const { app, database } = use();
        const payload = bookingPayload(c.propertyId, [{ id: c.suite }], 0, 1);
        const res = await book(app, guest, payload);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.freeCancellationUntil).toBeNull();
        const [row] = await database.db.select().from(bookings).where(eq(bookings.id, res.json().data.bookingId));
        expect(row?.freeCancellationUntil).toBeNull();
      });

      it("shows the plan, the booked policy and the property's own times in the booking details", async () => {
        const { id } = await paidStay(c.suite, c.saver, 8, 9);
        // The confirmation e-mail promises what was booked: nothing back on cancelling.
        const booking = await bookingRow(use().database.db, id);
        const [mail] = await use()
          .database.db.select()
          .from(mailOutbox)
          .where(eq(mailOutbox.subject, `Booking confirmed — ${booking.code}`));
        expect(mail?.text).toMatch(/\nCancellation: Non-refundable/);
        const res = await use().app.inject({
          method: 'GET',
          url: `/property/v1/app/booking-details?bookingId=${id}`,
          headers: guest.headers,
        });
        const [summary, rooms, , , cancellation] = res.json().data;
        expect(summary.data).toMatchObject({
          checkInTime: '13:00',
          checkOutTime: '11:00',
          canCancel: true,
          isFreeCancellation: false,
          ratePlans: [
            { roomName: 'Sea Suite', ratePlan: { name: 'Saver', cancellation: { headline: 'Non-refundable' } } },
          ],
        });
        expect(rooms.data).toContainEqual({ title: 'Rate', value: 'Saver · Room only' });
        expect(rooms.data).toContainEqual({ title: 'Check-in', value: expect.stringMatching(/, from 1:00 PM$/) });
        expect(cancellation.data[0]).toEqual({
          title: 'Non-refundable',
          description: 'Non-refundable: cancelling gives no refund. Refunds are processed in 7-14 working days.',
        });
      });
    });

    describe('guest cancellation', () => {
      it('refunds nothing on a non-refundable booking and says so before confirming, even after the policy changed', async () => {
        const { database } = use();
        const { id, orderId } = await paidStay(c.suite, c.saver, 10, 11);
        // The hotel relaxes the policy afterwards: the booking keeps the terms it was sold under.
        await database.db
          .update(cancellationPolicies)
          .set({ kind: 'free_then_charge', freeWindowValue: 0, freeWindowUnit: 'hours', chargeKind: 'full' })
          .where(eq(cancellationPolicies.id, c.saverPolicyId));
        try {
          const before = await quote(id);
          expect(before.statusCode, before.body).toBe(200);
          expect(before.json().data).toMatchObject({
            canCancel: true,
            amountPaid: 7_560,
            refundAmount: 0,
            keptAmount: 7_560,
            isNonRefundable: true,
            message: 'This booking is non-refundable: no refund.',
          });
          const res = await cancel(id);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().data).toMatchObject({ status: 'cancelled', refundAmount: 0 });
          expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'captured' });
        } finally {
          await database.db
            .update(cancellationPolicies)
            .set(policies.nonRefundable)
            .where(eq(cancellationPolicies.id, c.saverPolicyId));
        }
      });

      it('refunds everything on a flexible booking inside its free window', async () => {
        const { id, orderId } = await paidStay(c.suite, c.flexible, 10, 12);
        expect((await quote(id)).json().data).toMatchObject({
          refundAmount: 18_880,
          isFree: true,
          message: 'You will be refunded ₹18,880.',
        });
        const res = await cancel(id);
        expect(res.json().data).toMatchObject({ refundAmount: 18_880, statusText: 'Cancelled — refund initiated' });
        expect(await paymentRow(use().database.db, orderId)).toMatchObject({
          status: 'refunded',
          refundAmountPaise: null,
        });
      });

      it('keeps a percentage with its GST after the free window and refunds the rest', async () => {
        const { id, orderId } = await paidStay(c.garden, c.half, 3, 5);
        // 2 nights × ₹4,000 + 5% = ₹8,400; half is kept (₹4,000 + ₹200 GST).
        expect((await quote(id)).json().data).toMatchObject({
          amountPaid: 8_400,
          refundAmount: 4_200,
          keptAmount: 4_200,
        });
        const res = await cancel(id);
        expect(res.json().data.refundAmount).toBe(4_200);
        expect(await paymentRow(use().database.db, orderId)).toMatchObject({
          status: 'refunded',
          refundAmountPaise: 420_000,
        });
        const list = await use().app.inject({ method: 'GET', url: '/property/v1/app/booking', headers: guest.headers });
        expect(list.json().data.find((b: { id: string }) => b.id === id)).toMatchObject({ amountPaid: 4_200 });
      });

      it("answers 404 for another guest's quote", async () => {
        const { id } = await paidStay(c.plain, undefined, 12, 13);
        expect((await quote(id, other)).statusCode).toBe(404);
      });
    });

    describe('desk cancellation', () => {
      const deskCancel = (id: string, body: Record<string, unknown>) =>
        use().app.inject({
          method: 'POST',
          url: `/api/admin/bookings/${id}/cancel`,
          headers: admin.headers,
          payload: body,
        });

      it('refunds what the booked policy allows by default: the first night is kept', async () => {
        const { id, orderId } = await paidStay(c.garden, c.firstNight, 6, 8);
        const details = await use().app.inject({
          method: 'GET',
          url: `/api/admin/bookings/${id}`,
          headers: admin.headers,
        });
        expect(details.json().data).toMatchObject({ defaultRefund: true, policyRefund: 4_200, refundable: 8_400 });
        const res = await deskCancel(id, { reason: 'Guest asked by phone' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.refundAmount).toBe(4_200);
        expect(await paymentRow(use().database.db, orderId)).toMatchObject({ refundAmountPaise: 420_000 });
      });

      it('shows the desk a non-refundable booking as it was sold: no free-cancellation deadline, nothing refunded by default', async () => {
        const { id } = await paidStay(c.suite, c.saver, 15, 18);
        const details = await use().app.inject({
          method: 'GET',
          url: `/api/admin/bookings/${id}`,
          headers: admin.headers,
        });
        expect(details.statusCode, details.body).toBe(200);
        expect(details.json().data).toMatchObject({
          freeCancellationUntil: null,
          defaultRefund: false,
          policyRefund: 0,
          cancellationTerms: [expect.stringMatching(/^Non-refundable/)],
        });
      });

      it('lets staff override the policy with a full refund', async () => {
        const { id, orderId } = await paidStay(c.suite, c.saver, 6, 7);
        const res = await deskCancel(id, { reason: 'Goodwill: property issue', refund: true });
        expect(res.json().data.refundAmount).toBe(7_560);
        expect(await paymentRow(use().database.db, orderId)).toMatchObject({
          status: 'refunded',
          refundAmountPaise: null,
        });
      });
    });
  },
);
