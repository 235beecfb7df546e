import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { bookings, mailOutbox, paymentRefunds, payments } from '../src/db/schema/index.js';
import { reconcileBooksOf } from '../src/modules/ledger/books-check.js';
import { staysOwedAnInvoice } from '../src/modules/ledger/index.js';
import { bookingMoneyProblems } from '../src/modules/payments/booking-money-check.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createRatePlan,
  createRoomForSale,
  type Guest,
  inventoryOf,
  policies,
  type RoomForSale,
  type SignedIn,
  signedInUser,
} from './support/factories.js';
import { payInCheckout, paymentRow, silentLog, withEffects } from './support/payment-helpers.js';

/**
 * Extras at booking (issue 44, docs/folios-and-extras.md): a guest adds breakfast and an airport transfer on the
 * review page; the quote and the hold price each as its own line with its own GST; the payment captured is rooms +
 * extras; the folio has the extras as charges already paid; the tax invoice carries them with their SAC; the money
 * check stays exact; a cancellation refunds the extras whole beside what the rooms' policy returns; an extra that is
 * unknown, not offered online or not at that property, or a quantity out of range, is refused in words, nothing held.
 */

type DocLine = { sac: string; ratePercent: number; taxableValue: number; description: string };
type Doc = { kind: string; total: number; lines: DocLine[] };
type Folio = {
  lines: Array<{ kind: string; sac: string; description: string; total: number; payer: string; date: string }>;
  charged: number;
  paid: number;
  balance: number;
};

let room: RoomForSale;
let elsewhere: RoomForSale;

describeEachDatabase(
  'extras booked and paid online with the stay',
  {
    prepare: async ({ db }) => {
      // ₹4,000 a night (5%), sold only non-refundable: a cancellation keeps the rooms and gives the extras back.
      room = await createRoomForSale(db, { roomName: 'Sea Room', rupees: 4_000, available: 6, nights: 12 });
      const nonRefundable = await createPolicy(db, room.propertyId, policies.nonRefundable, 'Non-refundable');
      await createRatePlan(db, room.roomTypeId, nonRefundable.id, { name: 'Saver', isDefault: true });
      elsewhere = await createRoomForSale(db, { propertyName: 'Hill House', rupees: 3_000, nights: 12 });
    },
  },
  (use) => {
    let admin: SignedIn;
    let guest: Guest;
    const extra: Record<string, string> = {};
    const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      use().app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });
    const deps = () => {
      const { database, config } = use();
      return withEffects({ db: database.db, config, adapters: createAdapters(config, database.db), log: silentLog });
    };
    const moneyHolds = async (id: string) => {
      const { db } = use().database;
      expect(await bookingMoneyProblems(db, [id])).toEqual([]);
      const later = new Date(Date.now() + 60_000);
      expect((await reconcileBooksOf(db, later)).unreconciled.filter((u) => u.bookingId === id)).toEqual([]);
      expect((await staysOwedAnInvoice(db, later)).filter((s) => s.bookingId === id)).toEqual([]);
      const report = await checkMoney(deps(), new Date(Date.now() + 11 * 60_000), { graceMinutes: 0 });
      expect(report.unsettled.filter((u) => u.bookingId === id)).toEqual([]);
    };

    beforeAll(async () => {
      const { database, config } = use();
      admin = await signedInUser(database.db, config, 'admin');
      guest = await createGuest(database.db, config);
      for (const e of [
        { name: 'Airport transfer', sac: '996601', gstRate: 5, price: 1800, unit: 'per_item', offeredOnline: true },
        { name: 'Breakfast', sac: '996331', gstRate: 5, price: 450, unit: 'per_person', offeredOnline: true },
        { name: 'Late check-out', sac: '996311', gstRate: null, price: 1500, unit: 'per_stay', offeredOnline: true },
        { name: 'Laundry', sac: '999712', gstRate: 18, price: 120, unit: 'per_item' },
        {
          name: 'Scooter rental',
          sac: '997311',
          gstRate: 18,
          price: 500,
          unit: 'per_night',
          offeredOnline: true,
          propertyIds: [elsewhere.propertyId],
        },
      ]) {
        const res = await api('POST', '/api/admin/extras', e);
        expect(res.statusCode, res.body).toBe(200);
        extra[e.name] = res.json().data.id;
      }
    });

    const twoNights = (extras: unknown, from = 3) =>
      bookingPayload(room.propertyId, [{ id: room.roomTypeId, adults: 2 }], from, from + 2, { extras });

    it('lists only the extras offered online at the property, with price, unit and GST rate', async () => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/extras?propertyId=${room.propertyId}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((e: { name: string }) => e.name)).toEqual([
        'Airport transfer',
        'Breakfast',
        'Late check-out',
      ]);
      expect(res.json().data[1]).toMatchObject({ price: 450, unit: 'per_person', gstRate: 5, sac: '996331' });
      const there = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/extras?propertyId=${elsewhere.propertyId}`,
      });
      expect(there.json().data.map((e: { name: string }) => e.name)).toContain('Scooter rental');
    });

    it('quotes each extra as its own line with its own GST, the rooms unchanged, all of it due online', async () => {
      const res = await use().app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/pricing',
        payload: {
          ...twoNights(undefined),
          extras: [
            // Per person: two guests, counted for each of the two nights.
            { extraId: extra.Breakfast, quantity: 2 },
            { extraId: extra['Airport transfer'], quantity: 1 },
            { extraId: extra['Late check-out'], quantity: 1 },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      // Rooms: 2 × ₹4,000 + 5% = ₹8,400, as without extras.
      expect(data).toMatchObject({ totalRoomRent: 8_000, tax: 400, totalPostTax: 8_400 });
      expect(data.extras).toEqual([
        expect.objectContaining({
          name: 'Breakfast',
          sac: '996331',
          quantity: 2,
          nights: 2,
          unitPrice: 450,
          taxableValue: 1_800,
          tax: 90,
        }),
        expect.objectContaining({ name: 'Airport transfer', sac: '996601', taxableValue: 1_800, tax: 90 }),
        // Taxed as the room: the stay's 5% slab.
        expect.objectContaining({ name: 'Late check-out', sac: '996311', gstRate: 5, tax: 75, total: 1_575 }),
      ]);
      expect(data).toMatchObject({ extrasTotal: 5_355, totalWithExtras: 13_755, amountDueNow: 13_755 });
    });

    it('refuses an unknown extra, one not offered online or not at this property, or a bad quantity, holding nothing', async () => {
      const { app, database } = use();
      const before = await inventoryOf(database.db, room.roomTypeId);
      const count = async () =>
        (await database.db.select().from(bookings).where(eq(bookings.propertyId, room.propertyId))).length;
      const held = await count();
      const cases: Array<[unknown, string]> = [
        [[{ extraId: randomUUID(), quantity: 1 }], 'not offered online at this property'],
        [[{ extraId: extra.Laundry, quantity: 1 }], 'not offered online at this property'],
        [[{ extraId: extra['Scooter rental'], quantity: 1 }], 'not offered online at this property'],
        [[{ extraId: extra.Breakfast, quantity: 0 }], 'Quantity of an extra must be at least 1'],
        [[{ extraId: extra.Breakfast, quantity: 21 }], 'Quantity of an extra can be at most 20'],
        [
          [
            { extraId: extra.Breakfast, quantity: 1 },
            { extraId: extra.Breakfast, quantity: 2 },
          ],
          'Each extra can be added once',
        ],
      ];
      for (const [extras, words] of cases) {
        const res = await book(app, guest, twoNights(extras));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.message).toContain(words);
      }
      expect(await count()).toBe(held);
      expect(await inventoryOf(database.db, room.roomTypeId)).toEqual(before);
    });

    it('captures rooms + extras, posts the extras to the folio as paid, invoices every line, refunds the extras on a cancellation', async () => {
      const { app, database } = use();
      const res = await book(
        app,
        guest,
        twoNights([
          { extraId: extra.Breakfast, quantity: 2 },
          { extraId: extra['Airport transfer'], quantity: 1 },
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      // ₹8,400 for the rooms, ₹1,890 breakfast for two on two mornings, ₹1,890 the transfer.
      expect(data.rate_details.totalPostTax).toBe(8_400);
      expect(data).toMatchObject({ extrasTotal: 3_780, totalWithExtras: 12_180, amountDueNow: 12_180 });
      expect(data.extras.map((e: { name: string }) => e.name)).toEqual(['Breakfast', 'Airport transfer']);
      expect(data.payment.orderDetails.amount).toBe(1_218_000);

      const paid = await payInCheckout(app, data.payment.orderDetails.id);
      expect(paid.json().paid).toBe(true);
      const payment = await paymentRow(database.db, data.payment.orderDetails.id);
      expect(payment.capturedPaise ?? payment.amountPaise).toBe(1_218_000);

      const folio = (await api('GET', `/api/admin/bookings/${data.bookingId}/folio`)).json().data as Folio;
      const extrasOnFolio = folio.lines.filter((l) => l.kind === 'extra');
      expect(extrasOnFolio).toEqual([
        expect.objectContaining({
          description: 'Breakfast: ₹450 × 2 guests × 2 nights',
          sac: '996331',
          total: 1_890,
          payer: 'guest',
        }),
        expect.objectContaining({ description: 'Airport transfer × 1', sac: '996601', total: 1_890, payer: 'guest' }),
      ]);
      expect(folio).toMatchObject({ charged: 12_180, paid: 12_180, balance: 0 });

      // Paid in full: the stay is invoiced at once, every line with its SAC.
      const docs = (await api('GET', `/api/admin/bookings/${data.bookingId}/documents`)).json().data as Doc[];
      const invoices = docs.filter((d) => d.kind === 'invoice');
      expect(invoices).toHaveLength(1);
      expect(invoices[0]?.total).toBe(12_180);
      expect(new Set(invoices[0]?.lines.map((l) => l.sac))).toEqual(new Set(['996311', '996331', '996601']));
      // The invoice's line shows the multiplication.
      expect(invoices[0]?.lines.find((l) => l.sac === '996331')?.description).toContain('₹450 × 2 guests × 2 nights');

      const details = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking-details?bookingId=${data.bookingId}`,
        headers: guest.headers,
      });
      expect(details.json().data[0].data).toMatchObject({ extrasTotal: 3_780, totalWithExtras: 12_180 });
      const rows = details.json().data[1].data as Array<{ title: string; value: string }>;
      expect(rows).toContainEqual({ title: 'Airport transfer × 1', value: '₹1,890 (incl. GST)' });
      expect(rows).toContainEqual({ title: 'Total', value: '₹12,180' });
      // The confirmation e-mail names each extra and totals the stay with them.
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Booking confirmed — ${data.code}`));
      expect(mail?.text).toContain('Breakfast: ₹450 × 2 guests × 2 nights: ₹1,890');
      expect(mail?.text).toContain('Airport transfer × 1: ₹1,890');
      await moneyHolds(data.bookingId);

      // A change to three nights does not re-count the breakfast, and its quote says so.
      const longer = bookingPayload(room.propertyId, [{ id: room.roomTypeId, adults: 2 }], 3, 6);
      const preview = await api('POST', `/api/admin/bookings/${data.bookingId}/changes/preview`, {
        checkInDate: longer.checkInDate,
        checkOutDate: longer.checkOutDate,
        roomIds: longer.roomIds,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data.extrasNote).toBe(
        'Extras are not re-counted for the new dates: Breakfast (2 nights) stay as booked and paid. Ask the hotel to add or remove nights of them.',
      );
      // Its facts beside it, for a page in another language (issue 43).
      expect(preview.json().data.extrasNotRecounted).toEqual([{ name: 'Breakfast', nights: 2 }]);

      // Non-refundable rooms: the rooms are kept, the extras (never supplied) come back whole.
      const quote = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${data.bookingId}/cancellation-quote`,
        headers: guest.headers,
      });
      expect(quote.json().data).toMatchObject({ amountPaid: 12_180, refundAmount: 3_780, keptAmount: 8_400 });
      const cancelled = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId: data.bookingId },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data.refundAmount).toBe(3_780);
      const [after] = await database.db.select().from(payments).where(eq(payments.bookingId, data.bookingId));
      expect(after?.refundAmountPaise).toBe(378_000);
      await moneyHolds(data.bookingId);
    });

    it('checks out a stay booked with a transfer on one invoice carrying it, nothing left to pay', async () => {
      const { app } = use();
      const res = await book(
        app,
        guest,
        bookingPayload(room.propertyId, [{ id: room.roomTypeId, adults: 2 }], 0, 1, {
          extras: [{ extraId: extra['Airport transfer'], quantity: 1 }],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.payment.orderDetails.amount).toBe(420_000 + 189_000);
      expect((await payInCheckout(app, data.payment.orderDetails.id)).json().paid).toBe(true);
      expect((await api('POST', `/api/admin/bookings/${data.bookingId}/check-in`)).statusCode).toBe(200);
      const out = await api('POST', `/api/admin/bookings/${data.bookingId}/check-out`);
      expect(out.statusCode, out.body).toBe(200);
      const docs = (await api('GET', `/api/admin/bookings/${data.bookingId}/documents`)).json().data as Doc[];
      const invoices = docs.filter((d) => d.kind === 'invoice');
      expect(invoices).toHaveLength(1);
      expect(invoices[0]?.total).toBe(6_090);
      expect(invoices[0]?.lines.find((l) => l.sac === '996601')).toMatchObject({ ratePercent: 5, taxableValue: 1_800 });
      await moneyHolds(data.bookingId);
    });

    it('gives a no-show’s prepaid extras back: removed from the folio, refunded, said first, the books exact', async () => {
      const { app, database } = use();
      const res = await book(
        app,
        guest,
        bookingPayload(room.propertyId, [{ id: room.roomTypeId, adults: 2 }], 0, 1, {
          extras: [
            { extraId: extra.Breakfast, quantity: 2 },
            { extraId: extra['Airport transfer'], quantity: 1 },
          ],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      // Rooms ₹4,200 (non-refundable), breakfast 2 guests × 1 night ₹945, the transfer ₹1,890.
      expect(data.payment.orderDetails.amount).toBe(420_000 + 94_500 + 189_000);
      expect((await payInCheckout(app, data.payment.orderDetails.id)).json().paid).toBe(true);

      const asked = await api('GET', `/api/admin/bookings/${data.bookingId}/stay-actions/no-show`);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().data.consequence).toContain(
        'the policy keeps ₹4,200 (what was paid). The extras on the folio (₹2,835) were not supplied: they are removed, and the ₹2,835 paid online for them is refunded.',
      );
      expect(asked.json().data.kept).toBe(4_200);

      const marked = await api('POST', `/api/admin/bookings/${data.bookingId}/no-show`);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json().data.refundAmount).toBe(2_835);
      expect(marked.json().data.message).toContain(
        'The extras not supplied (₹2,835) were removed from the folio and ₹2,835 refunded for them.',
      );
      const folio = (await api('GET', `/api/admin/bookings/${data.bookingId}/folio`)).json().data as Folio;
      const lines = folio.lines as Array<Folio['lines'][number] & { removed: { reason: string } | null }>;
      const extrasOnFolio = lines.filter((l) => l.kind === 'extra');
      expect(extrasOnFolio.map((l) => l.removed?.reason)).toEqual([
        'Not supplied: the guest did not arrive (no-show).',
        'Not supplied: the guest did not arrive (no-show).',
      ]);
      // The rooms' ₹4,200 kept by the policy, the extras' ₹2,835 back through the provider: nothing owed either way.
      expect(folio).toMatchObject({ charged: 4_200, paid: 4_200, balance: 0 });
      const refunds = await database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.bookingId, data.bookingId));
      expect(refunds.map((r) => r.amountPaise)).toEqual([283_500]);
      expect(refunds[0]?.providerRefundId).toBeTruthy();
      const docs = (await api('GET', `/api/admin/bookings/${data.bookingId}/documents`)).json().data as Doc[];
      const invoiced = docs.filter((d) => d.kind === 'invoice').reduce((n, d) => n + d.total, 0);
      const credited = docs.filter((d) => d.kind === 'credit_note').reduce((n, d) => n + d.total, 0);
      expect(invoiced - credited).toBe(4_200);
      await moneyHolds(data.bookingId);
    });

    it('names a booked extra in the page’s language on the booking’s details where its words are entered (issue 43)', async () => {
      const { app } = use();
      const res = await book(
        app,
        guest,
        twoNights(
          [
            { extraId: extra.Breakfast, quantity: 2 },
            { extraId: extra['Airport transfer'], quantity: 1 },
          ],
          8,
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { bookingId } = res.json().data;
      const details = async (query: string) => {
        const answer = await app.inject({
          method: 'GET',
          url: `/property/v1/app/booking-details?bookingId=${bookingId}${query}`,
          headers: guest.headers,
        });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer;
      };
      const names = async (query: string) =>
        ((await details(query)).json().data[0].data.extras as Array<{ name: string }>).map((e) => e.name);
      const english = (await details('')).body;
      const saved = await api('PUT', '/api/admin/catalogue/brand/translations/hi', {
        items: [{ kind: 'extra', id: extra.Breakfast, field: 'name', value: 'नाश्ता' }],
      });
      expect(saved.statusCode, saved.body).toBe(200);

      // The Hindi words where entered, the English it was sold with otherwise; German has none.
      expect(await names('&lang=hi')).toEqual(['नाश्ता', 'Airport transfer']);
      expect(await names('&lang=de')).toEqual(['Breakfast', 'Airport transfer']);
      // English, asked as before: byte for byte, and the sections' rows stay English on every language.
      expect((await details('')).body).toBe(english);
      const rows = (await details('&lang=hi')).json().data[1].data as Array<{ title: string }>;
      expect(rows.map((r) => r.title)).toContain('Airport transfer × 1');
      const italian = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking-details?bookingId=${bookingId}&lang=it`,
        headers: guest.headers,
      });
      expect(italian.statusCode).toBe(400);
    });
  },
);
