import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema/accounts.js';
import { auditLog } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createProperty,
  createRoomForSale,
  createRoomType,
  type Guest,
  inventoryOf,
  istDay,
  paidBooking,
  type Role,
  type SignedIn,
  type StayRequest,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { bookingRow, paymentRow } from './support/payment-helpers.js';

interface Catalogue {
  propertyId: string;
  /** ₹4,000 a night (5% GST), 5 rooms for 20 nights from today. */
  garden: string;
  /** A second property for the dashboard: 2 rooms at ₹4,000 on nights 30–33 from today, night 33 closed. */
  dashProperty: string;
  dashRoom: string;
}
let c: Catalogue;

describeEachDatabase(
  'bookings desk (/api/admin/bookings, arrivals, dashboard)',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Desk Villa' });
      const garden = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, garden.id, istDay(0), 20, { rupees: 4_000, available: 5 });
      const dash = await createProperty(db, { name: 'Dashboard Bay' });
      const dashRoom = await createRoomType(db, dash.id, { name: 'Bay Room' });
      await setInventory(db, dashRoom.id, istDay(30), 4, { rupees: 4_000, available: 2, closed: [istDay(33)] });
      c = { propertyId: property.id, garden: garden.id, dashProperty: dash.id, dashRoom: dashRoom.id };
    },
  },
  (use) => {
    // The staff member's number shows in the booking timeline.
    let people: Record<Role, SignedIn>;
    let guest: Guest;
    let other: Guest;
    beforeAll(async () => {
      const { database, config } = use();
      people = {
        admin: await signedInUser(database.db, config, 'admin'),
        staff: await signedInUser(database.db, config, 'staff', { phone: '9000000202' }),
        guest: await createGuest(database.db, config),
      };
      guest = await createGuest(database.db, config);
      other = await createGuest(database.db, config);
    });
    const as = (role: Role) => people[role].headers;

    /** A confirmed booking of one room (the Garden Room unless told), made and paid as a guest would. */
    async function paidStay(from: number, to: number, who: Guest = guest, room?: Omit<StayRequest, 'from' | 'to'>) {
      const { app, database } = use();
      const stay = room ?? { propertyId: c.propertyId, roomTypeId: c.garden };
      const booking = await paidBooking(app, who, { ...stay, from, to });
      expect((await bookingRow(database.db, booking.bookingId)).status).toBe('confirmed');
      return { id: booking.bookingId, code: booking.code, orderId: booking.orderId };
    }

    const get = (url: string, role: Role = 'staff') => use().app.inject({ method: 'GET', url, headers: as(role) });
    const post = (url: string, payload?: Record<string, unknown>, role: Role = 'staff') =>
      use().app.inject(
        payload === undefined
          ? { method: 'POST', url, headers: as(role) }
          : { method: 'POST', url, headers: as(role), payload },
      );
    const availability = async (room: string, from: number, to: number) =>
      (await inventoryOf(use().database.db, room))
        .filter((n) => n.date >= istDay(from) && n.date < istDay(to))
        .map((n) => [n.available, n.booked]);

    it('is for staff and admins only', async () => {
      expect((await use().app.inject({ method: 'GET', url: '/api/admin/bookings' })).statusCode).toBe(401);
      const forGuest = await get('/api/admin/bookings', 'guest');
      expect(forGuest.statusCode).toBe(403);
      expect((await get('/api/admin/bookings', 'admin')).statusCode).toBe(200);
      expect((await get('/api/admin/arrivals', 'staff')).statusCode).toBe(200);
    });

    describe('search', () => {
      // A property and two guests of its own, so the counts below see these two bookings alone.
      let desk: { propertyId: string; garden: string; guest: Guest; other: Guest };
      let mine: { id: string; code: string };
      let theirs: { id: string; code: string };
      beforeAll(async () => {
        const { database, config } = use();
        const room = await createRoomForSale(database.db, { propertyName: 'Casa Busca' });
        const stay = { propertyId: room.propertyId, roomTypeId: room.roomTypeId };
        desk = {
          propertyId: room.propertyId,
          garden: room.roomTypeId,
          guest: await createGuest(database.db, config),
          other: await createGuest(database.db, config),
        };
        mine = await paidStay(10, 12, desk.guest, stay);
        theirs = await paidStay(14, 15, desk.other, stay);
      });

      it('finds a booking by the account phone, with its summary and what the desk may do', async () => {
        const res = await get(`/api/admin/bookings?phone=${desk.guest.phone}`);
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        expect(data.total).toBe(1);
        expect(data.items[0]).toMatchObject({
          id: mine.id,
          code: mine.code,
          status: 'confirmed',
          property: { id: desk.propertyId, name: 'Casa Busca' },
          checkIn: istDay(10),
          checkOut: istDay(12),
          nights: 2,
          rooms: 1,
          guestName: 'Asha Naik',
          guestPhone: '9822012345',
          accountPhone: desk.guest.phone,
          total: 8_400,
          paymentStatus: 'captured',
          actions: { cancel: true, checkIn: false, checkOut: false, noShow: false },
        });
        // '+91 ' and separators are ignored; part of a number matches too.
        const typed = await get(`/api/admin/bookings?phone=${encodeURIComponent(`+91 ${desk.other.phone}`)}`);
        expect(typed.json().data.items.map((b: { id: string }) => b.id)).toEqual([theirs.id]);
      });

      it('filters by code, stay dates, status and property, and pages', async () => {
        const byCode = await get(`/api/admin/bookings?q=${mine.code.toLowerCase()}`);
        expect(byCode.json().data.items.map((b: { id: string }) => b.id)).toEqual([mine.id]);
        // The stay touches the range: leaving on day 12 still matches a range starting on day 12.
        const touching = await get(
          `/api/admin/bookings?from=${istDay(12)}&to=${istDay(13)}&propertyId=${desk.propertyId}`,
        );
        expect(touching.json().data.items.map((b: { id: string }) => b.id)).toEqual([mine.id]);
        const later = await get(
          `/api/admin/bookings?from=${istDay(13)}&to=${istDay(20)}&propertyId=${desk.propertyId}`,
        );
        expect(later.json().data.items.map((b: { id: string }) => b.id)).toEqual([theirs.id]);
        const none = await get(`/api/admin/bookings?status=no_show&propertyId=${desk.propertyId}`);
        expect(none.json().data).toMatchObject({ items: [], total: 0, totalPages: 1 });

        const page1 = await get(`/api/admin/bookings?propertyId=${desk.propertyId}&status=confirmed&pageSize=1`);
        const page2 = await get(`/api/admin/bookings?propertyId=${desk.propertyId}&status=confirmed&pageSize=1&page=2`);
        expect(page1.json().data).toMatchObject({ total: 2, totalPages: 2, page: 1, pageSize: 1 });
        // Newest first.
        expect(page1.json().data.items[0].id).toBe(theirs.id);
        expect(page2.json().data.items[0].id).toBe(mine.id);
      });

      it('refuses a reversed range and a bad status with a readable message', async () => {
        const reversed = await get(`/api/admin/bookings?from=${istDay(5)}&to=${istDay(4)}`);
        expect(reversed.statusCode).toBe(400);
        expect(reversed.json().error.message).toContain('must be on or after from');
        const bad = await get('/api/admin/bookings?status=lost');
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error.message).toContain('status must be one of');
        const nul = await get('/api/admin/bookings?q=SB%00');
        expect(nul.statusCode).toBe(400);
        expect(nul.json().error.message).toContain('contains a character that is not allowed');
      });

      it('shows details: rooms with nightly rates, payments and a timeline', async () => {
        const res = await get(`/api/admin/bookings/${mine.id}`);
        expect(res.statusCode, res.body).toBe(200);
        const d = res.json().data;
        expect(d).toMatchObject({
          id: mine.id,
          roomRent: 8_000,
          tax: 400,
          total: 8_400,
          refundable: 8_400,
          defaultRefund: true,
          holdsInventory: true,
          property: { name: 'Casa Busca', checkInTime: '14:00', checkOutTime: '12:00' },
          roomLines: [
            {
              roomTypeId: desk.garden,
              name: 'Garden Room',
              roomCount: 1,
              roomRent: 8_000,
              tax: 400,
              nights: [
                { date: istDay(10), rate: 4_000 },
                { date: istDay(11), rate: 4_000 },
              ],
            },
          ],
          payments: [{ status: 'captured', amount: 8_400, method: 'card', paymentId: expect.stringMatching(/^pay_/) }],
        });
        const titles = d.timeline.map((t: { title: string }) => t.title);
        expect(titles[0]).toBe('Booked on the website');
        expect(titles).toContain('Confirmed (paid)');
        expect(titles).toContain('Provider event: payment.captured');
        const missing = await get('/api/admin/bookings/00000000-0000-4000-8000-000000000000');
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error.message).toBe('Booking not found.');
      });

      it('lists the properties for the filter', async () => {
        const res = await get('/api/admin/bookings/properties');
        expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(
          expect.arrayContaining(['Casa Busca', 'Casa Desk Villa', 'Dashboard Bay']),
        );
      });
    });

    describe('cancel', () => {
      it('requires a reason', async () => {
        const { id } = await paidStay(5, 6);
        const res = await post(`/api/admin/bookings/${id}/cancel`, {});
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toContain('reason is required');
        const short = await post(`/api/admin/bookings/${id}/cancel`, { reason: ' x ' });
        expect(short.json().error.message).toContain('Please give a reason');
        const nul = await post(`/api/admin/bookings/${id}/cancel`, { reason: 'bad\u0000reason' });
        expect(nul.statusCode).toBe(400);
        expect(nul.json().error.message).toContain('contains a character that is not allowed');
        expect((await bookingRow(use().database.db, id)).status).toBe('confirmed');
      });

      it('cancels with a full refund by default inside the free window; the rooms return; audited', async () => {
        const { database } = use();
        const before = await availability(c.garden, 6, 9);
        const { id, code, orderId } = await paidStay(6, 9);
        expect(await availability(c.garden, 6, 9)).toEqual(before.map(([a, b]) => [a! - 1, b! + 1]));

        const res = await post(`/api/admin/bookings/${id}/cancel`, { reason: 'Guest called: flight cancelled' });
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        expect(data.refundAmount).toBe(12_600);
        expect(data.message).toBe(`Booking ${code} cancelled; its rooms are back on sale. ₹12,600 refunded.`);
        expect(data.booking).toMatchObject({
          status: 'cancelled',
          cancelReason: 'Guest called: flight cancelled',
          holdsInventory: false,
          refundable: 0,
          actions: { cancel: false, checkIn: false, checkOut: false, noShow: false },
          payments: [{ status: 'refunded', refundId: expect.stringMatching(/^rfnd_/) }],
        });
        expect(data.booking.timeline.map((t: { title: string }) => t.title)).toContain(
          'Cancelled at the desk by +91 9000000202',
        );
        expect(await availability(c.garden, 6, 9)).toEqual(before);
        expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'refunded' });

        const [audit] = await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.cancel')));
        expect(audit).toMatchObject({
          actorUserId: people.staff.id,
          entityType: 'booking',
          before: { status: 'confirmed', holdsInventory: true },
          after: {
            status: 'cancelled',
            reason: 'Guest called: flight cancelled',
            refund: true,
            refundAmount: 12_600,
            releasedNights: { from: istDay(6), to: istDay(9) },
          },
        });
        const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.template, 'booking_cancelled'));
        expect(sms.some((m) => m.body.includes(code) && m.body.includes('refund of ₹12,600'))).toBe(true);

        const again = await post(`/api/admin/bookings/${id}/cancel`, { reason: 'twice' });
        expect(again.statusCode).toBe(409);
        expect(again.json().error.message).toBe(
          'Only a confirmed or unpaid booking can be cancelled; this one is cancelled.',
        );
        // The guest's own cancel still answers as before.
        const guestCancel = await use().app.inject({
          method: 'POST',
          url: '/property/v1/app/booking/cancel',
          headers: guest.headers,
          payload: { bookingId: id },
        });
        expect(guestCancel.statusCode).toBe(409);
      });

      it('keeps the money when staff choose no refund', async () => {
        const { id, code, orderId } = await paidStay(7, 8);
        const before = await availability(c.garden, 7, 8);
        const res = await post(`/api/admin/bookings/${id}/cancel`, { reason: 'Rule breach', refund: false }, 'admin');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({
          refundAmount: 0,
          message: `Booking ${code} cancelled; its rooms are back on sale. No refund: ₹4,200 kept.`,
        });
        expect(await paymentRow(use().database.db, orderId)).toMatchObject({ status: 'captured' });
        expect(await availability(c.garden, 7, 8)).toEqual(before.map(([a, b]) => [a! + 1, b! - 1]));
      });

      it('follows the guest rule after the free window: no refund unless staff choose one', async () => {
        const late = await paidStay(0, 1);
        const details = await get(`/api/admin/bookings/${late.id}`);
        expect(details.json().data).toMatchObject({ defaultRefund: false, refundable: 4_200 });
        const res = await post(`/api/admin/bookings/${late.id}/cancel`, { reason: 'Guest stuck in traffic' });
        expect(res.json().data.refundAmount).toBe(0);

        const goodwill = await paidStay(0, 1);
        const refunded = await post(`/api/admin/bookings/${goodwill.id}/cancel`, {
          reason: 'Goodwill: property issue',
          refund: true,
        });
        expect(refunded.json().data.refundAmount).toBe(4_200);
        expect(await paymentRow(use().database.db, goodwill.orderId)).toMatchObject({ status: 'refunded' });
      });
    });

    describe('arrival, departure and no-show', () => {
      it('refuses check-in before the arrival day and check-out before check-in, with 409 and a reason', async () => {
        const { id } = await paidStay(3, 4);
        const early = await post(`/api/admin/bookings/${id}/check-in`);
        expect(early.statusCode).toBe(409);
        expect(early.json().error).toMatchObject({ code: 'CONFLICT' });
        expect(early.json().error.message).toMatch(/^Check-in opens on the arrival day, \d\d [A-Z][a-z]{2} \d{4}\.$/);
        const out = await post(`/api/admin/bookings/${id}/check-out`);
        expect(out.json().error.message).toBe('Only a checked-in booking can be checked out; this one is confirmed.');
        const noShow = await post(`/api/admin/bookings/${id}/no-show`);
        expect(noShow.statusCode).toBe(409);
        expect((await bookingRow(use().database.db, id)).status).toBe('confirmed');
      });

      it("checks a guest in and out; today's board follows; an early check-out frees the nights left", async () => {
        const { database } = use();
        const { id, code } = await paidStay(0, 3);
        const held = await availability(c.garden, 0, 3);

        const board = await get('/api/admin/arrivals');
        expect(board.json().data.date).toBe(istDay(0));
        const arrival = board.json().data.arrivals.find((b: { id: string }) => b.id === id);
        expect(arrival).toMatchObject({ code, actions: { checkIn: true, noShow: true, cancel: true } });

        const inRes = await post(`/api/admin/bookings/${id}/check-in`);
        expect(inRes.statusCode, inRes.body).toBe(200);
        expect(inRes.json().data).toMatchObject({
          message: `Booking ${code} checked in.`,
          booking: {
            status: 'checked_in',
            checkedInAt: expect.any(String),
            actions: { checkOut: true, cancel: false },
          },
        });
        const twice = await post(`/api/admin/bookings/${id}/check-in`);
        expect(twice.json().error.message).toBe('Only a confirmed booking can be checked in; this one is checked in.');
        // Still on today's arrivals as checked in; in house tomorrow; departing on day 3.
        const tomorrow = await get(`/api/admin/arrivals?date=${istDay(1)}`);
        expect(tomorrow.json().data.inHouse.map((b: { id: string }) => b.id)).toContain(id);
        const leaving = await get(`/api/admin/arrivals?date=${istDay(3)}&propertyId=${c.propertyId}`);
        expect(leaving.json().data.departures.map((b: { id: string }) => b.id)).toContain(id);

        const outRes = await post(`/api/admin/bookings/${id}/check-out`, undefined, 'admin');
        expect(outRes.statusCode, outRes.body).toBe(200);
        expect(outRes.json().data).toMatchObject({
          message: `Booking ${code} checked out. 3 night(s) are back on sale.`,
          booking: { status: 'completed', checkedOutAt: expect.any(String), holdsInventory: false },
        });
        expect(await availability(c.garden, 0, 3)).toEqual(held.map(([a, b]) => [a! + 1, b! - 1]));
        const actions = await database.db
          .select({ action: auditLog.action, actor: auditLog.actorUserId })
          .from(auditLog)
          .where(eq(auditLog.entityId, id));
        expect(actions).toEqual([
          { action: 'booking.check_in', actor: people.staff.id },
          { action: 'booking.check_out', actor: people.admin.id },
        ]);
      });

      it('marks a no-show from the arrival day and puts the nights from today back on sale', async () => {
        const { id, code } = await paidStay(0, 2);
        const held = await availability(c.garden, 0, 2);
        const res = await post(`/api/admin/bookings/${id}/no-show`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({
          message: `Booking ${code} marked as a no-show. 2 night(s) are back on sale.`,
          booking: { status: 'no_show', holdsInventory: false },
        });
        expect(await availability(c.garden, 0, 2)).toEqual(held.map(([a, b]) => [a! + 1, b! - 1]));
        const cancel = await post(`/api/admin/bookings/${id}/cancel`, { reason: 'after no-show' });
        expect(cancel.json().error.message).toBe(
          'Only a confirmed or unpaid booking can be cancelled; this one is no-show.',
        );
      });
    });

    describe('dashboard', () => {
      it('reports occupancy, revenue, ADR, bookings and cancellations for a property and range', async () => {
        const dash = { propertyId: c.dashProperty, roomTypeId: c.dashRoom };
        const stayA = await paidStay(30, 32, guest, dash);
        const stayB = await paidStay(32, 33, other, dash);
        expect((await post(`/api/admin/bookings/${stayB.id}/cancel`, { reason: 'Changed plans' })).statusCode).toBe(
          200,
        );
        expect(stayA.id).toBeTruthy();

        const res = await get(`/api/admin/dashboard?from=${istDay(0)}&to=${istDay(40)}&propertyId=${c.dashProperty}`);
        expect(res.statusCode, res.body).toBe(200);
        const d = res.json().data;
        // On sale: nights 30, 31, 32 × 2 rooms (night 33 is closed). Sold: 1 room × nights 30 and 31.
        expect(d).toMatchObject({
          from: istDay(0),
          to: istDay(40),
          propertyId: c.dashProperty,
          roomNightsOnSale: 6,
          roomNightsSold: 2,
          occupancy: 33.3,
          revenue: 8_000,
          tax: 400,
          adr: 4_000,
          bookings: 2,
          cancellations: 1,
          noShows: 0,
        });
        expect(d.nights).toHaveLength(41);
        expect(d.nights.find((n: { date: string }) => n.date === istDay(30))).toEqual({
          date: istDay(30),
          roomsOnSale: 2,
          roomsSold: 1,
          occupancy: 50,
          revenue: 4_000,
        });
        expect(d.nights.find((n: { date: string }) => n.date === istDay(33))).toMatchObject({
          roomsOnSale: 0,
          occupancy: null,
        });

        // A narrower range counts only its nights.
        const one = await get(`/api/admin/dashboard?from=${istDay(31)}&to=${istDay(31)}&propertyId=${c.dashProperty}`);
        expect(one.json().data).toMatchObject({
          roomNightsOnSale: 2,
          roomNightsSold: 1,
          occupancy: 50,
          revenue: 4_000,
        });
      });

      it('defaults to this month and refuses a range over a year', async () => {
        const res = await get('/api/admin/dashboard', 'admin');
        expect(res.statusCode, res.body).toBe(200);
        const d = res.json().data;
        expect(d.from).toBe(`${istDay(0).slice(0, 7)}-01`);
        expect(d.nights.length).toBeGreaterThanOrEqual(28);
        expect(d.to.slice(0, 7)).toBe(istDay(0).slice(0, 7));
        const long = await get(`/api/admin/dashboard?from=${istDay(0)}&to=${istDay(400)}`);
        expect(long.statusCode).toBe(400);
        expect(long.json().error.message).toContain('at most 366 days');
      });
    });
  },
);
