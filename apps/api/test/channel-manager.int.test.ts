import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import type { BookingRevision } from '../src/adapters/channel-manager/index.js';
import { createAdapters } from '../src/adapters/index.js';
import { bookings, notificationMessages, propertyContacts, ratePlans, roomInventory } from '../src/db/schema/index.js';
import { receiveRevision } from '../src/modules/channels/channel-pull.service.js';
import { channexChannel } from '../src/modules/channels/channex-channel.js';
import { moduleContext } from '../src/modules/index.js';
import { bookingDepsOf, jobLog } from '../src/modules/module-context.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createPolicy,
  createRatePlan,
  createRoomForSale,
  istDay,
  paidBooking,
  policies,
  type SignedInRoles,
  signedInRoles,
} from './support/factories.js';
import { startFakeChannex } from './support/fake-channex.js';

const fake = await startFakeChannex();
afterAll(() => fake.close());

const remote = () => randomUUID();

/**
 * The jobs' clock: each run a little later than the last (a property's changes are gathered 10 s between two pushes,
 * PUSH_GATHER_MS), never behind the database's own now().
 */
let clock = Date.now();
const later = (ms = 11_000) => {
  clock = Math.max(clock + ms, Date.now());
  return new Date(clock);
};

describeEachDatabase(
  'channel manager (Channex): mapping, pushes in order, bookings from the feed',
  {
    config: {
      CHANNEL_MANAGER: 'channex',
      CHANNEX_BASE_URL: fake.url,
      CHANNEX_API_KEY: fake.key,
      CHANNEX_TIMEOUT_MS: '2000',
    },
  },
  (use) => {
    let people: SignedInRoles;
    const admin = () => people.admin.headers;
    const channel = () => {
      const { config, database } = use();
      const ctx = moduleContext(config, database, createAdapters(config, database.db));
      return channexChannel(ctx, ctx.adapters.channelManager!, { retryBaseMs: 30_000 });
    };
    const view = async (propertyId: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/channels/manager/properties/${propertyId}`,
        headers: admin(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const map = (propertyId: string, payload: Record<string, unknown>) =>
      use().app.inject({
        method: 'PUT',
        url: `/api/admin/channels/manager/properties/${propertyId}`,
        headers: admin(),
        payload,
      });

    /** A room of `available` rooms, its property, room type and a plan mapped; the first full push already taken. */
    const mappedRoom = async (available = 3) => {
      const { database } = use();
      const f = await createRoomForSale(database.db, { roomName: 'Pool Villa', available, nights: 20, rupees: 4000 });
      const policy = await createPolicy(database.db, f.propertyId, policies.flexible);
      const plan = await createRatePlan(database.db, f.roomTypeId, policy.id, {
        name: 'Breakfast',
        adjustmentKind: 'amount',
        adjustmentValue: 50_000,
        isDefault: true,
      });
      const ids = { property: remote(), room: remote(), plan: remote() };
      const res = await map(f.propertyId, {
        remoteId: ids.property,
        roomTypes: [{ roomTypeId: f.roomTypeId, remoteId: ids.room }],
        ratePlans: [{ ratePlanId: plan.id, remoteId: ids.plan }],
      });
      expect(res.statusCode, res.body).toBe(200);
      await channel().publish(later());
      return { f, plan, ids };
    };

    const revision = (ids: { property: string; room: string; plan: string }, over: Record<string, unknown> = {}) => ({
      property_id: ids.property,
      booking_id: randomUUID(),
      status: 'new',
      ota_name: 'Booking.com',
      ota_reservation_code: `BDC${Math.floor(Math.random() * 1e9)}`,
      arrival_date: istDay(4),
      departure_date: istDay(6),
      amount: '10500.00',
      currency: 'INR',
      ota_commission: '1575.00',
      customer: { name: 'Meera', surname: 'Kamat', mail: 'meera@example.com', phone: '+91 98220 55501' },
      rooms: [
        {
          room_type_id: ids.room,
          rate_plan_id: ids.plan,
          checkin_date: istDay(4),
          checkout_date: istDay(6),
          amount: '10500.00',
          occupancy: { adults: 2, children: 0, infants: 0 },
        },
      ],
      ...over,
    });
    const available = async (roomTypeId: string, day: number) => {
      const [row] = await use()
        .database.db.select({ available: roomInventory.available })
        .from(roomInventory)
        .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.stayDate, istDay(day))));
      return row?.available;
    };
    const otaBookings = (code: string) =>
      use().database.db.select().from(bookings).where(eq(bookings.otaReservationNumber, code));

    beforeEach(async () => {
      people ??= await signedInRoles(use().database.db, use().config, 'revenue_manager');
      fake.reset();
    });

    it('refuses a mapping that is not Channex ids, or a plan whose room type is not mapped, and saves nothing', async () => {
      const { database } = use();
      const f = await createRoomForSale(database.db);
      const bad = await map(f.propertyId, { remoteId: 'not-a-uuid', roomTypes: [], ratePlans: [] });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('must be a Channex id');
      const policy = await createPolicy(database.db, f.propertyId, policies.flexible);
      const plan = await createRatePlan(database.db, f.roomTypeId, policy.id);
      const orphan = await map(f.propertyId, {
        remoteId: remote(),
        roomTypes: [],
        ratePlans: [{ ratePlanId: plan.id, remoteId: remote() }],
      });
      expect(orphan.statusCode).toBe(400);
      expect(orphan.json().error.message).toContain('Map Garden Room before its plan');
      expect((await view(f.propertyId)).remoteId).toBeNull();
    });

    it('pushes a newly mapped room type’s nights as ranges: availability per room type, rate and restrictions per plan', async () => {
      const { f, ids } = await mappedRoom(3);
      const avail = fake.pushes.filter((p) => p.kind === 'availability').flatMap((p) => p.values);
      const restrictions = fake.pushes.filter((p) => p.kind === 'restrictions').flatMap((p) => p.values);
      // Twenty equal nights are one range each.
      expect(avail).toEqual([
        {
          property_id: ids.property,
          room_type_id: ids.room,
          date_from: istDay(0),
          date_to: istDay(19),
          availability: 3,
        },
      ]);
      expect(restrictions).toEqual([
        expect.objectContaining({
          property_id: ids.property,
          rate_plan_id: ids.plan,
          date_from: istDay(0),
          date_to: istDay(19),
          rate: '4500.00',
          stop_sell: false,
          min_stay_arrival: 1,
        }),
      ]);
      const state = await view(f.propertyId);
      expect(state.pushes[0]).toMatchObject({ status: 'sent', summary: '20 nights of Pool Villa' });
      expect(state.pendingNights).toBe(0);
    });

    it('coalesces a rate change and a website booking into one ordered push of the property', async () => {
      const { app } = use();
      const { f, ids } = await mappedRoom(3);
      fake.reset();
      const bulk = await app.inject({
        method: 'POST',
        url: '/api/admin/inventory/bulk',
        headers: admin(),
        payload: { roomTypeId: f.roomTypeId, from: istDay(2), to: istDay(3), action: 'set_rate', rate: 5200 },
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      await paidBooking(app, await createGuest(use().database.db, use().config), {
        propertyId: f.propertyId,
        roomTypeId: f.roomTypeId,
        from: 8,
        to: 9,
      });
      // Changed within the 10 s a property's changes are gathered: not yet composed.
      expect(await channel().publish(later(1000))).toBe(0);
      expect(fake.pushes).toEqual([]);
      await channel().publish(later());
      expect(fake.pushes.map((p) => p.kind)).toEqual(['availability', 'restrictions']);
      expect(fake.pushes[0]!.values).toEqual([
        expect.objectContaining({ date_from: istDay(2), date_to: istDay(3), availability: 3 }),
        expect.objectContaining({ date_from: istDay(8), date_to: istDay(8), availability: 2 }),
      ]);
      expect(fake.pushes[1]!.values).toEqual([
        expect.objectContaining({ rate_plan_id: ids.plan, date_from: istDay(2), date_to: istDay(3), rate: '5700.00' }),
        expect.objectContaining({ date_from: istDay(8), date_to: istDay(8), rate: '4500.00' }),
      ]);
    });

    it('retries a push that failed in passing before any later one, in order, and shows a refused push with its reason', async () => {
      const { app, database } = use();
      const { f } = await mappedRoom(3);
      fake.reset();
      const setRate = (day: number, rate: number) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/inventory/bulk',
          headers: admin(),
          payload: { roomTypeId: f.roomTypeId, from: istDay(day), to: istDay(day), action: 'set_rate', rate },
        });
      const t0 = later();
      const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
      fake.failNext(1, 503);
      await setRate(7, 6100);
      expect(await channel().publish(t0)).toBe(0);
      await setRate(9, 6200);
      // The second push is composed, and waits behind the first's backoff (30 s).
      expect(await channel().publish(at(11))).toBe(0);
      expect(fake.pushes).toEqual([]);
      const waiting = await view(f.propertyId);
      expect(waiting.pushes.map((p: { status: string }) => p.status)).toEqual(['pending', 'pending', 'sent']);
      expect(waiting.pushes[1].lastError).toContain('Channex answered 503');
      expect(await channel().publish(at(31))).toBe(2);
      expect(fake.pushes.filter((p) => p.kind === 'restrictions').map((p) => p.values[0]!.rate)).toEqual([
        '6600.00',
        '6700.00',
      ]);
      // A refusal (4xx) is recorded with Channex's words and does not hold back the pushes after it.
      fake.failNext(1, 422);
      await setRate(11, 6300);
      await channel().publish(at(42));
      await setRate(12, 6400);
      expect(await channel().publish(at(53))).toBe(1);
      clock = at(53).getTime();
      const after = await view(f.propertyId);
      expect(after.pushes.slice(0, 2).map((p: { status: string }) => p.status)).toEqual(['sent', 'rejected']);
      expect(after.pushes[1].lastError).toContain('Channex answered 422');
      const [left] = (
        await database.db.execute(sql`select count(*)::int as n from channel_pushes where status = 'pending'`)
      ).rows as Array<{ n: number }>;
      expect(left?.n).toBe(0);
    });

    it('retries a push Channex did not answer in time, after its backoff', async () => {
      const { app } = use();
      const { f, ids } = await mappedRoom(3);
      fake.reset();
      fake.hangNext(1);
      const bulk = await app.inject({
        method: 'POST',
        url: '/api/admin/inventory/bulk',
        headers: admin(),
        payload: { roomTypeId: f.roomTypeId, from: istDay(6), to: istDay(6), action: 'set_rate', rate: 7000 },
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      const t0 = later();
      expect(await channel().publish(t0)).toBe(0);
      const waiting = (await view(f.propertyId)).pushes[0];
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting.lastError).toBe('Channex did not answer within 2 s');
      expect(await channel().publish(new Date(t0.getTime() + 31_000))).toBe(1);
      expect(fake.pushes.find((p) => p.kind === 'restrictions')?.values).toEqual([
        expect.objectContaining({ rate_plan_id: ids.plan, date_from: istDay(6), date_to: istDay(6), rate: '7500.00' }),
      ]);
      clock = t0.getTime() + 31_000;
    });

    it('closes a mapped plan on Channex when it is archived here', async () => {
      const { database } = use();
      const { plan, ids } = await mappedRoom(3);
      fake.reset();
      await database.db
        .update(ratePlans)
        .set({ status: 'archived', isDefault: false })
        .where(eq(ratePlans.id, plan.id));
      await channel().publish(later());
      const closed = fake.pushes.filter((p) => p.kind === 'restrictions').flatMap((p) => p.values);
      expect(closed.length).toBeGreaterThan(0);
      expect(closed.every((v) => v.rate_plan_id === ids.plan && v.stop_sell === true)).toBe(true);
      expect(
        closed
          .map((v) => v.date_to)
          .sort()
          .at(-1),
      ).toBe(istDay(19));
    });

    it('books a new OTA reservation through the booking pipeline, with the OTA’s guest, amount and commission, then acknowledges it', async () => {
      const { f, ids } = await mappedRoom(3);
      const rev = revision(ids);
      const id = fake.addRevision(rev);
      expect(await channel().pullNow(later())).toBe(1);
      expect(fake.acks).toEqual([id]);
      const [booking] = await otaBookings(rev.ota_reservation_code);
      expect(booking).toMatchObject({
        status: 'confirmed',
        channel: 'ota',
        channelName: 'Booking.com',
        guestName: 'Meera Kamat',
        guestPhone: '9822055501',
        guestEmail: 'meera@example.com',
        otaAmountPaise: 1_050_000,
        checkIn: istDay(4),
        checkOut: istDay(6),
      });
      expect(await available(f.roomTypeId, 4)).toBe(2);
      const state = await view(f.propertyId);
      expect(state.revisions[0]).toMatchObject({
        revisionId: id,
        outcome: 'booked',
        bookingCode: booking!.code,
        amount: 10500,
        commission: 1575,
      });
      expect(state.revisions[0].ackedAt).not.toBeNull();
    });

    it('reads a feed longer than a page, each reservation booked and acknowledged once', async () => {
      const { f, ids } = await mappedRoom(20);
      const sent = Array.from({ length: 12 }, () => fake.addRevision(revision(ids)));
      expect(await channel().pullNow(later())).toBe(12);
      expect([...fake.acks].sort()).toEqual([...sent].sort());
      expect(await available(f.roomTypeId, 4)).toBe(8);
    });

    it('books a revision the feed gives again (its acknowledgement lost) only once', async () => {
      const { f, ids } = await mappedRoom(3);
      const rev = revision(ids);
      const id = fake.addRevision(rev);
      fake.failAcks(1);
      await channel().pullNow(later());
      expect(fake.acks).toEqual([]);
      await channel().pullNow(later());
      expect(fake.acks).toEqual([id]);
      expect(await otaBookings(rev.ota_reservation_code)).toHaveLength(1);
      expect(await available(f.roomTypeId, 4)).toBe(2);
    });

    it('books a reservation once when two processes take the same revision at the same moment', async () => {
      const { config, database } = use();
      const { f, ids } = await mappedRoom(3);
      const rev = revision(ids);
      const id = fake.addRevision(rev);
      const ctx = moduleContext(config, database, createAdapters(config, database.db));
      const deps = { booking: bookingDepsOf(ctx, jobLog(config, 'test')), api: ctx.adapters.channelManager! };
      const attributes = { ...rev, id } as unknown as BookingRevision;
      const now = later();
      await Promise.all([
        receiveRevision(deps, f.propertyId, attributes, now),
        receiveRevision(deps, f.propertyId, attributes, now),
      ]);
      expect(await otaBookings(rev.ota_reservation_code)).toHaveLength(1);
      expect(await available(f.roomTypeId, 4)).toBe(2);
      expect(fake.acks).toEqual([id]);
    });

    it('turns a revision for a night just sold on the website into a conflict on the dashboard, never an oversell', async () => {
      const { app, database } = use();
      const { f, ids } = await mappedRoom(1);
      await database.db
        .insert(propertyContacts)
        .values({ propertyId: f.propertyId, name: 'Rosa (manager)', email: 'rosa@example.com' });
      await paidBooking(app, await createGuest(use().database.db, use().config), {
        propertyId: f.propertyId,
        roomTypeId: f.roomTypeId,
        from: 4,
        to: 5,
      });
      const rev = revision(ids);
      const id = fake.addRevision(rev);
      await channel().pullNow(later());
      expect(fake.acks).toEqual([id]);
      expect(await otaBookings(rev.ota_reservation_code)).toHaveLength(0);
      expect(await available(f.roomTypeId, 4)).toBe(0);
      // The night still free (day 5) is held for the OTA's guest; day 4 is the conflict.
      expect(await available(f.roomTypeId, 5)).toBe(0);
      const conflicts = await app.inject({
        method: 'GET',
        url: '/api/admin/channels/conflicts',
        headers: admin(),
        query: { propertyId: f.propertyId },
      });
      expect(conflicts.statusCode, conflicts.body).toBe(200);
      expect(conflicts.json().data).toEqual([
        expect.objectContaining({ roomTypeId: f.roomTypeId, kind: 'channel', conflictDates: [istDay(4)] }),
      ]);
      expect((await view(f.propertyId)).revisions[0]).toMatchObject({ outcome: 'conflict', revisionId: id });
      // The hotel is told at once, the OTA named, as a calendar's conflicts are.
      const told = await database.db
        .select()
        .from(notificationMessages)
        .where(
          and(eq(notificationMessages.kind, 'calendar_conflict'), eq(notificationMessages.propertyId, f.propertyId)),
        );
      expect(told).toHaveLength(1);
      expect(JSON.stringify(told[0])).toContain('Booking.com');
    });

    it('cancels the booking when the feed cancels the reservation, and gives its nights back', async () => {
      const { f, ids } = await mappedRoom(3);
      const rev = revision(ids);
      fake.addRevision(rev);
      await channel().pullNow(later());
      expect(await available(f.roomTypeId, 4)).toBe(2);
      const cancelled = fake.addRevision({ ...rev, id: randomUUID(), status: 'cancelled' });
      await channel().pullNow(later());
      expect(fake.acks).toContain(cancelled);
      const [booking] = await otaBookings(rev.ota_reservation_code);
      expect(booking?.status).toBe('cancelled');
      expect(await available(f.roomTypeId, 4)).toBe(3);
      expect((await view(f.propertyId)).revisions[0]).toMatchObject({ outcome: 'cancelled', bookingId: booking!.id });
    });

    it('moves the booking when the feed changes its dates', async () => {
      const { f, ids } = await mappedRoom(3);
      const rev = revision(ids);
      fake.addRevision(rev);
      await channel().pullNow(later());
      const moved = {
        ...rev,
        id: randomUUID(),
        status: 'modified',
        arrival_date: istDay(10),
        departure_date: istDay(12),
        rooms: [{ ...rev.rooms[0]!, checkin_date: istDay(10), checkout_date: istDay(12) }],
      };
      fake.addRevision(moved);
      await channel().pullNow(later());
      const [booking] = await otaBookings(rev.ota_reservation_code);
      expect(booking).toMatchObject({ checkIn: istDay(10), checkOut: istDay(12), status: 'confirmed' });
      expect(await available(f.roomTypeId, 4)).toBe(3);
      expect(await available(f.roomTypeId, 10)).toBe(2);
      expect((await view(f.propertyId)).revisions[0]).toMatchObject({ outcome: 'changed' });
    });
  },
);
