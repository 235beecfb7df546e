import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import type { Db } from '../src/db/client.js';
import { changeStayStatus } from '../src/modules/bookings-desk/desk-stay-actions.service.js';
import { backfillBooks, homeRegistrationOf, issueDocuments } from '../src/modules/ledger/index.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
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
  istDay,
  policies,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { payInCheckout, withEffects } from './support/payment-helpers.js';

/** An instant on a stay day, IST: `at('20', 20)` is 8 PM on the day 20 days from today. */
const at = (days: number, hour: number) => new Date(`${istDay(days)}T${String(hour).padStart(2, '0')}:00:00+05:30`);

interface Catalogue {
  propertyId: string;
  /** ₹4,000 a night, pay now; cancelling keeps the first night (its free window closed a year ahead). */
  garden: string;
  /** ₹5,000 a night, 30% deposit, flexible. */
  suite: string;
  /** ₹6,000 a night, pay at property, non-refundable. */
  villa: string;
}
let c: Catalogue;

async function entriesOf(db: Db, bookingId: string) {
  const { rows } = await db.execute(sql`
    select kind, stay_date::text as stay_date, room_nights, rent_paise::int as rent, tax_paise::int as tax,
      cash_paise::int as cash
    from ledger_entries where booking_id = ${bookingId} order by id`);
  return rows as Array<{
    kind: string;
    stay_date: string | null;
    room_nights: number;
    rent: number;
    tax: number;
    cash: number;
  }>;
}

describeEachDatabase(
  'the books: ledger, tax invoices, credit notes and reports',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Ledger' });
      const firstNight = await createPolicy(db, property.id, policies.firstNightAfterAYear, 'First night');
      const flexible = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      const nonRefundable = await createPolicy(db, property.id, policies.nonRefundable, 'Non-refundable');
      const garden = await createRoomType(db, property.id, { name: 'Garden Room', baseRatePaise: 400_000 });
      await setInventory(db, garden.id, istDay(0), 40, { rupees: 4_000, available: 5 });
      await createRatePlan(db, garden.id, firstNight.id, {
        name: 'Pay now',
        isDefault: true,
        paymentPolicy: 'pay_now',
      });
      const suite = await createRoomType(db, property.id, { name: 'Deposit Suite', baseRatePaise: 500_000 });
      await setInventory(db, suite.id, istDay(0), 40, { rupees: 5_000, available: 5 });
      await createRatePlan(db, suite.id, flexible.id, {
        name: 'Deposit rate',
        isDefault: true,
        paymentPolicy: 'deposit',
        depositPercent: 30,
      });
      const villa = await createRoomType(db, property.id, { name: 'Pool Villa', baseRatePaise: 600_000 });
      await setInventory(db, villa.id, istDay(0), 40, { rupees: 6_000, available: 1 });
      await createRatePlan(db, villa.id, nonRefundable.id, {
        name: 'Pay at the villa',
        isDefault: true,
        paymentPolicy: 'pay_at_property',
      });
      c = { propertyId: property.id, garden: garden.id, suite: suite.id, villa: villa.id };
    },
  },
  (use) => {
    let guest: Guest;
    let admin: SignedIn;
    const ids: Record<'cancelled' | 'deposit' | 'noShow' | 'early', string> = {
      cancelled: '',
      deposit: '',
      noShow: '',
      early: '',
    };
    beforeAll(async () => {
      const { database, config } = use();
      guest = await createGuest(database.db, config);
      admin = await signedInUser(database.db, config, 'admin');
    });
    const reserve = async (roomTypeId: string, from: number, to: number, over: Record<string, unknown> = {}) => {
      const res = await book(use().app, guest, bookingPayload(c.propertyId, [{ id: roomTypeId }], from, to, over));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { bookingId: string; payment: { orderDetails: { id: string } } | null };
    };
    const guestDocuments = async (bookingId: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents`,
        headers: guest.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Array<Record<string, unknown> & { kind: string; number: string; total: number }>;
    };
    const desk = { actorUserId: null, ip: null };
    const deskDeps = () => {
      const { database, config } = use();
      return withEffects({ db: database.db, config, adapters: createAdapters(config, database.db) });
    };

    it('a prepaid stay is sold night by night, captured once and invoiced when paid, with the business GSTIN', async () => {
      const { app, database } = use();
      const data = await reserve(c.garden, 10, 12, {
        business: { companyName: 'Konkan Traders Pvt Ltd', gstin: ' 27aapfu0939f1zv ' },
      });
      ids.cancelled = data.bookingId;
      await payInCheckout(app, data.payment!.orderDetails.id);
      expect(await entriesOf(database.db, data.bookingId)).toEqual([
        { kind: 'capture', stay_date: null, room_nights: 0, rent: 0, tax: 0, cash: 840_000 },
        { kind: 'stay_charge', stay_date: istDay(10), room_nights: 1, rent: 400_000, tax: 20_000, cash: 0 },
        { kind: 'stay_charge', stay_date: istDay(11), room_nights: 1, rent: 400_000, tax: 20_000, cash: 0 },
      ]);
      const [invoice, ...rest] = await guestDocuments(data.bookingId);
      expect(rest).toEqual([]);
      expect(invoice).toMatchObject({
        kind: 'invoice',
        reason: 'stay_paid',
        supplyType: 'intra_state',
        placeOfSupply: '30-Goa',
        taxableValue: 8_000,
        cgst: 200,
        sgst: 200,
        igst: 0,
        total: 8_400,
        recipient: { companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: '27-Maharashtra' },
      });
      expect(invoice!.number).toMatch(/^SB\/\d\d-\d\d\/\d{6}$/);
      expect(invoice!.number.length).toBeLessThanOrEqual(16);
      // Issuing again finds nothing to issue.
      expect(await issueDocuments({ db: database.db, home: homeRegistrationOf(use().config) }, data.bookingId)).toEqual(
        [],
      );
    });

    it('refuses a GSTIN with a typing mistake, saying so', async () => {
      const res = await book(
        use().app,
        guest,
        bookingPayload(c.propertyId, [{ id: c.garden }], 10, 11, {
          business: { companyName: 'Konkan Traders', gstin: '27AAPFU0939F1ZX' },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('typing mistake');
    });

    it('a cancellation gives the nights back, keeps the policy’s fee and issues a credit note for the refund', async () => {
      const { app, database } = use();
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId: ids.cancelled },
      });
      expect(res.statusCode, res.body).toBe(200);
      const entries = await entriesOf(database.db, ids.cancelled);
      expect(entries.slice(3)).toEqual(
        expect.arrayContaining([
          { kind: 'stay_release', stay_date: istDay(10), room_nights: -1, rent: -400_000, tax: -20_000, cash: 0 },
          { kind: 'stay_release', stay_date: istDay(11), room_nights: -1, rent: -400_000, tax: -20_000, cash: 0 },
          // The first night (₹4,200 with GST) is kept, shared over the nights given back by what they were charged.
          { kind: 'cancellation_fee', stay_date: istDay(10), room_nights: 0, rent: 200_000, tax: 10_000, cash: 0 },
          { kind: 'cancellation_fee', stay_date: istDay(11), room_nights: 0, rent: 200_000, tax: 10_000, cash: 0 },
          { kind: 'refund', stay_date: null, room_nights: 0, rent: 0, tax: 0, cash: -420_000 },
        ]),
      );
      const documents = await guestDocuments(ids.cancelled);
      expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
      expect(documents[1]).toMatchObject({
        reason: 'cancellation_refund',
        taxableValue: 4_000,
        cgst: 100,
        sgst: 100,
        total: 4_200,
        refersTo: { number: documents[0]!.number },
      });
      expect(documents[1]!.number).toMatch(/^CN\//);
    });

    it('a deposit stay is invoiced when the desk takes the balance, adjusting the deposit’s receipt voucher', async () => {
      const { app } = use();
      const data = await reserve(c.suite, 14, 16);
      ids.deposit = data.bookingId;
      await payInCheckout(app, data.payment!.orderDetails.id);
      // The deposit is an advance (rule 50): a receipt voucher, GST in it, until the invoice (advances.int.test.ts).
      const [voucher, ...none] = await guestDocuments(data.bookingId);
      expect(none).toEqual([]);
      expect(voucher).toMatchObject({ kind: 'receipt_voucher', taxableValue: 3_000, total: 3_150 });
      const paid = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${data.bookingId}/payments`,
        headers: admin.headers,
        payload: { amount: 7_350, method: 'upi', reference: 'UPI-778812' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [, invoice] = await guestDocuments(data.bookingId);
      expect(invoice).toMatchObject({
        kind: 'invoice',
        taxableValue: 10_000,
        total: 10_500,
        advancesAdjusted: { vouchers: [{ number: voucher!.number, amount: 3_150 }], balance: 7_350 },
      });
    });

    it('a no-show keeps what the desk took and is invoiced for it; nothing is sold', async () => {
      const { database, app } = use();
      const data = await reserve(c.villa, 20, 23);
      ids.noShow = data.bookingId;
      expect(data.payment).toBeNull();
      const paid = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${data.bookingId}/payments`,
        headers: admin.headers,
        payload: { amount: 6_300, method: 'cash' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      // The no-show's invoice is a side effect of the move: nothing else issues it.
      await changeStayStatus(deskDeps(), data.bookingId, 'no_show', desk, at(20, 21));
      // The desk's ₹6,300 before the stay was an advance (a receipt voucher); the no-show's invoice adjusts it.
      const [voucher, invoice, ...rest] = await guestDocuments(data.bookingId);
      expect(rest).toEqual([]);
      expect(voucher).toMatchObject({ kind: 'receipt_voucher', total: 6_300 });
      expect(invoice).toMatchObject({ kind: 'invoice', reason: 'no_show_charge', taxableValue: 6_000, total: 6_300 });
      expect(invoice!.advancesAdjusted).toMatchObject({ total: 6_300, balance: 0 });
      const entries = await entriesOf(database.db, data.bookingId);
      expect(entries.filter((e) => e.kind === 'no_show_fee').reduce((n, e) => n + e.rent + e.tax, 0)).toBe(630_000);
      expect(entries.reduce((n, e) => n + e.room_nights, 0)).toBe(0);
    });

    it('an early departure keeps the nights left as a fee and sells the nights stayed; the invoice stands', async () => {
      const { app, database, config } = use();
      const data = await reserve(c.garden, 25, 28);
      ids.early = data.bookingId;
      await payInCheckout(app, data.payment!.orderDetails.id);
      await changeStayStatus(deskDeps(), data.bookingId, 'check_in', desk, at(25, 15));
      await changeStayStatus(deskDeps(), data.bookingId, 'check_out', desk, at(26, 10));
      expect(
        await issueDocuments({ db: database.db, home: homeRegistrationOf(config) }, data.bookingId, at(26, 10)),
      ).toEqual([]);
      const entries = await entriesOf(database.db, data.bookingId);
      expect(entries.reduce((n, e) => n + e.room_nights, 0)).toBe(1);
      expect(entries.filter((e) => e.kind === 'early_departure_fee')).toEqual([
        { kind: 'early_departure_fee', stay_date: istDay(26), room_nights: 0, rent: 400_000, tax: 20_000, cash: 0 },
        { kind: 'early_departure_fee', stay_date: istDay(27), room_nights: 0, rent: 400_000, tax: 20_000, cash: 0 },
      ]);
      expect((await guestDocuments(data.bookingId)).map((d) => [d.kind, d.total])).toEqual([['invoice', 12_600]]);
    });

    it('reports on a stay-night basis: revenue = invoices − credit notes, occupancy, ADR and RevPAR by hand', async () => {
      const { app } = use();
      const query = `from=${istDay(10)}&to=${istDay(28)}&propertyId=${c.propertyId}`;
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/stay-nights?${query}&groupBy=property`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json().data;
      // 19 nights × (5 garden + 5 suites + 1 villa) = 209 available; sold: the deposit stay's 2 nights and the early
      // departure's first night. Revenue ₹10,000 + ₹4,000; fees ₹4,000 + ₹6,000 + ₹8,000; GST ₹500 + ₹200 + ₹200 +
      // ₹300 + ₹400.
      expect(report.total).toEqual({
        roomNightsAvailable: 209,
        roomNightsSold: 3,
        occupancy: 1.4,
        adr: 4_667,
        revpar: 67,
        roomRevenue: 14_000,
        feesKept: 18_000,
        gst: 1_600,
      });
      const docs = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/documents?from=${istDay(-1)}&to=${istDay(30)}`,
        headers: admin.headers,
      });
      // Supplies only: receipt and refund vouchers are advances, adjusted by the invoices.
      const rows = (docs.json().data as Array<{ kind: string; bookingId: string; taxableValue: number }>).filter(
        (d) => Object.values(ids).includes(d.bookingId) && !d.kind.endsWith('_voucher'),
      );
      const taxable = rows.reduce((n, d) => n + (d.kind === 'credit_note' ? -1 : 1) * d.taxableValue, 0);
      expect(taxable).toBe(report.total.roomRevenue + report.total.feesKept);

      const cancellations = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/cancellations?${query}`,
        headers: admin.headers,
      });
      expect(cancellations.json().data.totals).toEqual({
        cancellations: 1,
        noShows: 1,
        earlyDepartures: 1,
        roomNightsLost: 7,
        feesKept: 18_000,
        feeGst: 900,
        exact: { feesKept: 18_000, feeGst: 900 },
      });
      const csv = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/stay-nights.csv?${query}&groupBy=city`,
        headers: admin.headers,
      });
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n')[0]).toBe(
        'City,Room-nights available,Room-nights sold,Occupancy %,ADR (INR),RevPAR (INR),Room revenue (INR),Fees kept (INR),GST (INR)',
      );
    });

    it('the payments report agrees with the ledger and the money check; GSTR-1 holds the business invoice', async () => {
      const { app } = use();
      const range = `from=${istDay(0)}&to=${istDay(0)}`;
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/payments?${range}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json().data;
      const mine = (
        report.rows as Array<{
          bookingId: string;
          status: string;
          method: string;
          amount: number;
          providerReference: string;
        }>
      ).filter((r) => Object.values(ids).includes(r.bookingId));
      const sum = (status: string) => mine.filter((r) => r.status === status).reduce((n, r) => n + r.amount, 0);
      // Online: ₹8,400 + ₹3,150 + ₹12,600; at the desk: ₹7,350 + ₹6,300; back: ₹4,200 of the cancelled stay.
      expect(sum('captured')).toBe(8_400 + 3_150 + 12_600 + 7_350 + 6_300);
      expect(sum('refunded')).toBe(4_200);
      // Every row names its reference: the provider's payment or refund id, the desk's UPI slip; cash may have none.
      expect(mine.filter((r) => r.method !== 'cash').every((r) => r.providerReference)).toBe(true);
      expect(report.totals.net).toBe(report.totals.captured - report.totals.refunded);
      expect(report.unsettled).toBe(0);

      const month = istDay(0).slice(0, 7);
      const gst = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/gst?month=${month}`,
        headers: admin.headers,
      });
      expect(gst.statusCode, gst.body).toBe(200);
      const b2b = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/gst/b2b.csv?month=${month}`,
        headers: admin.headers,
      });
      const rows = b2b.body.trim().split('\r\n');
      expect(rows[0]).toContain('GSTIN/UIN of Recipient,Receiver Name,Invoice Number');
      expect(rows.some((r) => r.startsWith('27AAPFU0939F1ZV,Konkan Traders Pvt Ltd,SB/'))).toBe(true);
      const cdnr = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/gst/cdnr.csv?month=${month}`,
        headers: admin.headers,
      });
      expect(cdnr.body).toMatch(/27AAPFU0939F1ZV,Konkan Traders Pvt Ltd,CN\//);
      // GSTR-3B from the same documents: 3.1(a) is GSTR-1's taxed rates plus the month's net advances (11A less 11B:
      // the no-show's desk advance stays in 11A when its invoice, 20 days on, falls in the next month), to the paisa.
      const threeB = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/gstr3b?month=${month}`,
        headers: admin.headers,
      });
      expect(threeB.statusCode, threeB.body).toBe(200);
      const summary = gst.json().data as {
        byRate: Array<{ ratePercent: number; taxableValue: number; igst: number }>;
        sections: Array<{ section: string; taxableValue: number }>;
      };
      const taxed = summary.byRate.filter((r) => r.ratePercent > 0);
      const outward = threeB.json().data.outwardTaxable;
      const advances = (section: string) => summary.sections.find((s) => s.section === section)?.taxableValue ?? 0;
      expect(threeB.json().data.advances.taxableValue).toBeCloseTo(advances('at') - advances('atadj'), 2);
      expect(outward.taxableValue).toBeCloseTo(
        taxed.reduce((n, r) => n + r.taxableValue, 0) + advances('at') - advances('atadj'),
        2,
      );
      const threeBCsv = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/gstr3b.csv?month=${month}`,
        headers: admin.headers,
      });
      expect(threeBCsv.body.split('\r\n')[1]).toMatch(/^3\.1\(a\),/);
      const guestTries = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/gst?month=${month}`,
        headers: guest.headers,
      });
      expect(guestTries.statusCode).toBe(403);
    });

    it('brings a booking made before the ledger into the books, and the money check reads them', async () => {
      const { app, database, config } = use();
      const paid = await reserve(c.garden, 35, 37);
      await payInCheckout(app, paid.payment!.orderDetails.id);
      // A copy of the paid stay as it would stand in a database from before the ledger: booking, rooms and payment,
      // no entries.
      const copy = (table: string, where: string, over: string) =>
        database.db.execute(
          sql.raw(`insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || ${over})).*
            from ${table} t where ${where} returning id`),
        );
      const legacy = (
        await copy(
          'bookings',
          `id = '${paid.bookingId}'`,
          `jsonb_build_object('id', gen_random_uuid(), 'code', 'LEGACY01', 'idempotency_key', null)`,
        )
      ).rows[0] as { id: string };
      await copy(
        'booking_rooms',
        `booking_id = '${paid.bookingId}'`,
        `jsonb_build_object('id', gen_random_uuid(), 'booking_id', '${legacy.id}', 'supply', null)`,
      );
      await copy(
        'payments',
        `booking_id = '${paid.bookingId}'`,
        `jsonb_build_object('id', gen_random_uuid(), 'booking_id', '${legacy.id}', 'provider_order_id', 'order_legacy01', 'provider_payment_id', 'pay_legacy01')`,
      );
      const deps = { db: database.db, adapters: createAdapters(config, database.db) };
      const soon = new Date(Date.now() + 20 * 60_000);
      const before = await checkMoney(deps, soon);
      expect(before.unsettled.find((u) => u.bookingId === legacy.id)?.problem).toBe('captured, but not in the books');

      expect(await backfillBooks(database.db)).toContain(legacy.id);
      expect(await backfillBooks(database.db)).toEqual([]);
      const entries = await entriesOf(database.db, legacy.id);
      expect(entries.map((e) => [e.kind, e.room_nights, e.rent + e.tax, e.cash])).toEqual([
        ['capture', 0, 0, 840_000],
        ['stay_charge', 1, 420_000, 0],
        ['stay_charge', 1, 420_000, 0],
      ]);
      expect((await checkMoney(deps, soon)).unsettled.filter((u) => u.bookingId === legacy.id)).toEqual([]);
    });

    it('refuses to edit or delete the books', async () => {
      const { database } = use();
      const refusal = (query: Promise<unknown>) =>
        query.then(
          () => 'accepted',
          (err: Error & { cause?: Error }) => (err.cause ?? err).message,
        );
      expect(await refusal(database.db.execute(sql`update ledger_entries set cash_paise = 0`))).toMatch(
        /ledger_entries rows are never updated or deleted/,
      );
      expect(await refusal(database.db.execute(sql`delete from tax_documents`))).toMatch(
        /tax_documents rows are never updated or deleted/,
      );
    });

    describe('numbers', () => {
      it('are consecutive per series, and two invoices issued at once never share one', async () => {
        const { app, database, config } = use();
        const a = await reserve(c.garden, 30, 31);
        const b = await reserve(c.garden, 32, 33);
        // Paid in the same instant through the sandbox; each payment issues its invoice after commit.
        await Promise.all([
          payInCheckout(app, a.payment!.orderDetails.id),
          payInCheckout(app, b.payment!.orderDetails.id),
        ]);
        await issueDocuments({ db: database.db, home: homeRegistrationOf(config) }, a.bookingId);
        const { rows } = await database.db.execute(sql`
          select series, financial_year, array_agg(sequence order by sequence) as seqs from tax_documents
          group by 1, 2`);
        for (const row of rows as Array<{ seqs: number[] }>) {
          const seqs = row.seqs.map(Number);
          expect(seqs).toEqual(seqs.map((_, i) => i + 1));
        }
      });
    });
  },
);
