import { formatDay } from '@staybook/contract/format';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import type { Db } from '../src/db/client.js';
import { undoStayAction } from '../src/modules/bookings-desk/desk-stay-actions.service.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  type Guest,
  inventoryOf,
  istDay,
  paidBooking,
  policies,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { bookingRow, payInCheckout, withEffects } from './support/payment-helpers.js';

/**
 * Issue 23's safety rails at the desk: each stay action is confirmed from the server's own words, can be undone for
 * STAY_UNDO_MINUTES (the nights taken back only if still free, the books following), and the day view lists what
 * happened that day.
 */

interface Catalogue {
  propertyId: string;
  /** ₹4,000 a night (5% GST), 20 rooms for 20 nights from today. */
  garden: string;
  /** ₹6,000 a night, a single room for 20 nights from today (for resale). */
  single: string;
  /** ₹5,000 a night, 30% deposit online, flexible. */
  suite: string;
}
let c: Catalogue;

/** The books of a booking, netted as they count: nights sold (charge and release together) and each fee, by night. */
async function booksOf(db: Db, bookingId: string) {
  const { rows } = await db.execute(sql`
    select case when kind in ('stay_charge', 'stay_release') then 'sold' else kind end as kind,
      stay_date::text as stay_date, sum(room_nights)::int as nights, sum(rent_paise)::int as rent,
      sum(tax_paise)::int as tax
    from ledger_entries where booking_id = ${bookingId} and stay_date is not null
    group by 1, 2 order by 1, 2`);
  return (rows as Array<{ kind: string; stay_date: string; nights: number; rent: number; tax: number }>).filter(
    (r) => r.nights !== 0 || r.rent !== 0 || r.tax !== 0,
  );
}

describeEachDatabase(
  'desk safety rails: confirmed stay actions, their undo, the day view',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Rails' });
      const garden = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, garden.id, istDay(0), 20, { rupees: 4_000, available: 20 });
      const single = await createRoomType(db, property.id, { name: 'Lone Villa' });
      await setInventory(db, single.id, istDay(0), 20, { rupees: 6_000, available: 1 });
      const flexible = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      const suite = await createRoomType(db, property.id, { name: 'Deposit Suite', baseRatePaise: 500_000 });
      await setInventory(db, suite.id, istDay(0), 20, { rupees: 5_000, available: 5 });
      await createRatePlan(db, suite.id, flexible.id, {
        name: 'Deposit rate',
        isDefault: true,
        paymentPolicy: 'deposit',
        depositPercent: 30,
      });
      c = { propertyId: property.id, garden: garden.id, single: single.id, suite: suite.id };
    },
  },
  (use) => {
    let staff: SignedIn;
    let guest: Guest;
    let other: Guest;
    beforeAll(async () => {
      const { database, config } = use();
      staff = await signedInUser(database.db, config, 'staff', { phone: '9000000303' });
      guest = await createGuest(database.db, config);
      other = await createGuest(database.db, config);
    });
    const get = (url: string) => use().app.inject({ method: 'GET', url, headers: staff.headers });
    const post = (url: string) => use().app.inject({ method: 'POST', url, headers: staff.headers });
    const stay = async (from: number, to: number, room = c.garden, who = guest) =>
      (await paidBooking(use().app, who, { propertyId: c.propertyId, roomTypeId: room, from, to })).bookingId;
    const availability = async (room: string, from: number, to: number) =>
      (await inventoryOf(use().database.db, room))
        .filter((n) => n.date >= istDay(from) && n.date < istDay(to))
        .map((n) => n.available);
    const ids = (rows: Array<{ id: string }>) => rows.map((b) => b.id);

    it('asks before an early check-out on the arrival day, naming every night given back and what is kept', async () => {
      const id = await stay(0, 3);
      expect((await post(`/api/admin/bookings/${id}/check-in`)).statusCode).toBe(200);
      const res = await get(`/api/admin/bookings/${id}/stay-actions/check-out`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        action: 'check_out',
        early: true,
        question: 'Check out Asha Naik early?',
        confirmLabel: 'Check out early',
        nightsBack: 3,
        // Three nights of ₹4,000 and 5% GST, kept in full as the early-departure fee.
        kept: 12_600,
        undoNote: 'It can be undone for 10 minutes.',
        problem: null,
      });
      expect(res.json().data.consequence).toMatch(
        /^It is the arrival day: all 3 nights \(.+\) go back on sale and the stay ends; the policy keeps ₹12,600\.$/,
      );
      const noShow = await get(`/api/admin/bookings/${id}/stay-actions/no-show`);
      expect(noShow.json().data.problem).toBe(
        'Only a confirmed booking can be marked as a no-show; this one is checked in.',
      );
      expect((await get(`/api/admin/bookings/${id}/stay-actions/leave`)).statusCode).toBe(400);
    });

    it('undoes an early check-out within 10 minutes: nights taken back, the books as before the check-out', async () => {
      const { database } = use();
      const id = await stay(0, 3);
      const held = await availability(c.garden, 0, 3);
      expect((await post(`/api/admin/bookings/${id}/check-in`)).statusCode).toBe(200);
      const before = await booksOf(database.db, id);
      expect(before.map((r) => [r.kind, r.nights])).toEqual([
        ['sold', 1],
        ['sold', 1],
        ['sold', 1],
      ]);
      const out = await post(`/api/admin/bookings/${id}/check-out`);
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json().data.booking.undo).toMatchObject({ action: 'check_out', label: 'Undo check-out' });
      expect(await availability(c.garden, 0, 3)).toEqual(held.map((a) => a + 1));
      expect((await booksOf(database.db, id)).map((r) => [r.kind, r.nights, r.rent])).toEqual([
        ['early_departure_fee', 0, 400_000],
        ['early_departure_fee', 0, 400_000],
        ['early_departure_fee', 0, 400_000],
      ]);

      const undo = await post(`/api/admin/bookings/${id}/undo`);
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json().data.message).toMatch(
        /^Check-out of booking \w+ undone; the guest is in house again\. 3 nights taken back\.$/,
      );
      expect(undo.json().data.booking).toMatchObject({
        status: 'checked_in',
        checkedOutAt: null,
        holdsInventory: true,
        undo: null,
        actions: { checkOut: true },
      });
      expect(await availability(c.garden, 0, 3)).toEqual(held);
      expect(await booksOf(database.db, id)).toEqual(before);
      // Both are in the booking's history, with who made them.
      const titles = undo.json().data.booking.timeline.map((t: { title: string }) => t.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Checked in by +91 9000000303',
          'Checked out by +91 9000000303',
          'Check-out undone by +91 9000000303',
        ]),
      );
      // Undone once: nothing left to undo.
      const again = await post(`/api/admin/bookings/${id}/undo`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('There is no check-in, check-out or no-show to undo on this booking.');
    });

    it('refuses the undo after 10 minutes, on the server, and changes nothing', async () => {
      const { database } = use();
      const id = await stay(0, 2);
      expect((await post(`/api/admin/bookings/${id}/no-show`)).statusCode).toBe(200);
      const free = await availability(c.garden, 0, 2);
      const late = new Date(Date.now() + 10 * 60_000 + 5_000);
      const deps = withEffects({
        db: database.db,
        config: use().config,
        adapters: createAdapters(use().config, database.db),
      });
      await expect(undoStayAction(deps, id, { actorUserId: null, ip: null }, late)).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringMatching(/^A no-show can be undone only within 10 minutes; this one was made at /),
      });
      expect((await bookingRow(database.db, id)).status).toBe('no_show');
      expect(await availability(c.garden, 0, 2)).toEqual(free);
      // Within the window it is undone: confirmed again, both nights held again.
      const undo = await post(`/api/admin/bookings/${id}/undo`);
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json().data.booking).toMatchObject({ status: 'confirmed', holdsInventory: true });
      expect(await availability(c.garden, 0, 2)).toEqual(free.map((a) => a - 1));
    });

    it('refuses the undo when a night given back was sold meanwhile, naming the night', async () => {
      const { database } = use();
      const id = await stay(0, 3, c.single);
      expect((await post(`/api/admin/bookings/${id}/check-in`)).statusCode).toBe(200);
      expect((await post(`/api/admin/bookings/${id}/check-out`)).statusCode).toBe(200);
      const books = await booksOf(database.db, id);
      // The last room is sold again for the second night.
      await stay(1, 2, c.single, other);
      expect(await availability(c.single, 0, 3)).toEqual([1, 0, 1]);
      const undo = await post(`/api/admin/bookings/${id}/undo`);
      expect(undo.statusCode).toBe(409);
      expect(undo.json().error.message).toMatch(
        /^The night of \d\d [A-Z][a-z]{2} \d{4} is no longer free \(sold, blocked or closed since\), so the check-out cannot be undone\.$/,
      );
      expect(undo.json().error.message).toContain(`The night of ${formatDay(istDay(1))} `);
      expect((await bookingRow(database.db, id)).status).toBe('completed');
      expect(await availability(c.single, 0, 3)).toEqual([1, 0, 1]);
      expect(await booksOf(database.db, id)).toEqual(books);
    });

    it('undoes a check-in: confirmed again, the books unchanged', async () => {
      const { database } = use();
      const id = await stay(0, 1);
      const before = await booksOf(database.db, id);
      const inRes = await post(`/api/admin/bookings/${id}/check-in`);
      expect(inRes.json().data.booking.undo).toMatchObject({ action: 'check_in', label: 'Undo check-in' });
      const undo = await post(`/api/admin/bookings/${id}/undo`);
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json().data.booking).toMatchObject({ status: 'confirmed', checkedInAt: null });
      expect(await booksOf(database.db, id)).toEqual(before);
    });

    it('the day view keeps arrivals who left or did not come, in-house guests who arrived today, and early departures', async () => {
      const arrived = await stay(0, 2);
      const leftEarly = await stay(0, 3);
      const noShow = await stay(0, 2);
      const expected = await stay(0, 1);
      for (const id of [arrived, leftEarly])
        expect((await post(`/api/admin/bookings/${id}/check-in`)).statusCode).toBe(200);
      expect((await post(`/api/admin/bookings/${leftEarly}/check-out`)).statusCode).toBe(200);
      expect((await post(`/api/admin/bookings/${noShow}/no-show`)).statusCode).toBe(200);
      const res = await get(`/api/admin/arrivals?date=${istDay(0)}&propertyId=${c.propertyId}`);
      expect(res.statusCode, res.body).toBe(200);
      const day = res.json().data;
      expect(ids(day.arrivals)).toEqual(expect.arrayContaining([arrived, leftEarly, expected]));
      expect(ids(day.arrivals)).not.toContain(noShow);
      expect(ids(day.inHouse)).toContain(arrived);
      expect(ids(day.inHouse)).not.toContain(leftEarly);
      expect(ids(day.inHouse)).not.toContain(expected);
      expect(ids(day.noShows)).toContain(noShow);
      expect(ids(day.earlyDepartures)).toContain(leftEarly);
      expect(ids(day.earlyDepartures)).not.toContain(arrived);
      // Tomorrow the guest who arrived today is still in house; the one who left is not.
      const tomorrow = (await get(`/api/admin/arrivals?date=${istDay(1)}&propertyId=${c.propertyId}`)).json().data;
      expect(ids(tomorrow.inHouse)).toContain(arrived);
      expect(ids(tomorrow.inHouse)).not.toContain(leftEarly);
      expect(ids(tomorrow.earlyDepartures)).not.toContain(leftEarly);
    });

    it('an undone no-show of a deposit stay: the books charge the stay again and a debit note follows the invoice', async () => {
      const { app, database } = use();
      const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.suite }], 0, 2));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { bookingId: string; payment: { orderDetails: { id: string } } };
      await payInCheckout(app, data.payment.orderDetails.id);
      const id = data.bookingId;
      const documents = async () => {
        const r = await app.inject({
          method: 'GET',
          url: `/property/v1/app/booking/${id}/documents`,
          headers: guest.headers,
        });
        expect(r.statusCode, r.body).toBe(200);
        return (r.json().data as Array<{ kind: string; reason: string; total: number; number: string }>).map(
          (d) => [d.kind, d.reason, d.total, d.number] as const,
        );
      };
      // Two nights of ₹5,000 + 5% GST = ₹10,500; the 30% deposit (₹3,150) is not the stay paid in full: no invoice yet,
      // a receipt voucher for the advance (issue 41).
      const deposited = await documents();
      expect(deposited).toEqual([['receipt_voucher', 'advance_received', 3_150, expect.any(String)]]);
      const before = await booksOf(database.db, id);

      // A no-show keeps the deposit: the stay ends, and its invoice is the deposit kept (adjusting the advance).
      const preview = await get(`/api/admin/bookings/${id}/stay-actions/no-show`);
      expect(preview.json().data).toMatchObject({ kept: 3_150, nightsBack: 2 });
      expect((await post(`/api/admin/bookings/${id}/no-show`)).statusCode).toBe(200);
      const afterNoShow = await documents();
      expect(afterNoShow).toEqual([deposited[0], ['invoice', 'no_show_charge', 3_150, expect.any(String)]]);

      // Undone: the stay stands again, so the books charge the whole stay as before the no-show; the invoice is
      // never edited: the documents' own rule issues a debit note for what is owed beyond it.
      const undo = await post(`/api/admin/bookings/${id}/undo`);
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json().data.booking).toMatchObject({ status: 'confirmed', holdsInventory: true });
      expect(await booksOf(database.db, id)).toEqual(before);
      const afterUndo = await documents();
      expect(afterUndo.slice(0, 2)).toEqual(afterNoShow);
      expect(afterUndo.slice(2)).toEqual([['debit_note', 'change_higher', 7_350, expect.any(String)]]);
    });
  },
);
