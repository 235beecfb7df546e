import { addDays } from '@staybook/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { recordDeskPayment } from '../src/modules/bookings-desk/desk-payments.service.js';
import { moduleContext } from '../src/modules/index.js';
import { documentsJob } from '../src/modules/ledger/index.js';
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

/**
 * Advances (issue 41, deliverable 4; docs/books.md "Advances"): a deposit gets a receipt voucher and is taxed in the
 * month it is received; the invoice adjusts it (GSTR-1 at in the month of the deposit, atadj in the month of the
 * invoice); an advance invoiced in its own month nets out; a refunded deposit gets a refund voucher; the books
 * reconcile: cash = documents + advances outstanding, per GSTIN.
 *
 * The deposit is paid today (month M) for a stay 45 days out (a later month); the balance of the first stay is taken
 * at the desk on the 1st of the next month (M+1), so its invoice is issued then.
 */

type Doc = Record<string, unknown> & {
  id: string;
  kind: string;
  number: string;
  issueDate: string;
  total: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  refersTo: { number: string } | null;
  advancesAdjusted?: {
    vouchers: Array<{ number: string; amount: number; taxableValue: number; tax: number }>;
    total: number;
    balance: number;
  } | null;
};

let propertyId = '';
let suite = '';

describeEachDatabase(
  'advances: receipt vouchers, their adjustment on the invoice, refund vouchers, at and atadj',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Advance' });
      const flexible = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      const room = await createRoomType(db, property.id, { name: 'Deposit Suite', baseRatePaise: 500_000 });
      await setInventory(db, room.id, istDay(0), 80, { rupees: 5_000, available: 5 });
      await createRatePlan(db, room.id, flexible.id, {
        name: 'Deposit rate',
        isDefault: true,
        paymentPolicy: 'deposit',
        depositPercent: 30,
      });
      propertyId = property.id;
      suite = room.id;
    },
  },
  (use) => {
    let guest: Guest;
    let admin: SignedIn;
    const ids = { later: '', sameMonth: '', refunded: '' };
    const month = istDay(0).slice(0, 7);
    // The 1st of the next month, noon IST.
    const nextMonthDay = addDays(`${month}-28`, 7).slice(0, 7);
    const nextMonth = new Date(`${nextMonthDay}-01T12:00:00+05:30`);

    beforeAll(async () => {
      const { database, config } = use();
      guest = await createGuest(database.db, config);
      admin = await signedInUser(database.db, config, 'admin');
    });
    const depositFor = async (from: number) => {
      const { app } = use();
      const res = await book(app, guest, bookingPayload(propertyId, [{ id: suite }], from, from + 2));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { bookingId: string; payment: { orderDetails: { id: string } } };
      const paid = await payInCheckout(app, data.payment.orderDetails.id);
      expect(paid.statusCode, paid.body).toBe(200);
      return data.bookingId;
    };
    const documentsOf = async (bookingId: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/bookings/${bookingId}/documents`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Doc[];
    };
    const csv = async (section: string, m: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/reports/gst/${section}.csv?month=${m}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.trim().split('\r\n').slice(1);
    };
    const threeB = async (m: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/reports/gstr3b?month=${m}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        outwardTaxable: { taxableValue: number; cgst: number; sgst: number };
        advances?: { taxableValue: number; cgst: number; sgst: number };
      };
    };
    const books = async () => {
      const { database, config } = use();
      const report = await checkMoney(
        { db: database.db, adapters: createAdapters(config, database.db) },
        new Date(nextMonth.getTime() + 60 * 60_000),
      );
      return report.books;
    };

    it('a deposit for a stay in a later month gets a receipt voucher with the GST in it, e-mailed like the others', async () => {
      ids.later = await depositFor(45);
      const [voucher, ...rest] = await documentsOf(ids.later);
      expect(rest).toEqual([]);
      // Two nights at ₹5,000 + 5%: ₹10,500; the 30% deposit is ₹3,150, of which ₹3,000 taxable and ₹150 GST.
      expect(voucher).toMatchObject({
        kind: 'receipt_voucher',
        kindLabel: 'Receipt voucher',
        reason: 'advance_received',
        issueDate: istDay(0),
        total: 3_150,
        taxableValue: 3_000,
        cgst: 75,
        sgst: 75,
        igst: 0,
        placeOfSupply: '30-Goa',
        supplyType: 'intra_state',
        refersTo: null,
      });
      expect(voucher!.number).toMatch(/^RV\/\d\d-\d\d\/000001$/);
      expect(voucher!.lines).toHaveLength(2);
      const pdf = await use().app.inject({
        method: 'GET',
        url: `/api/admin/documents/${voucher!.id}/pdf`,
        headers: admin.headers,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      const { rows } = await use().database.db.execute(
        sql`select count(*)::int as n from side_effects where kind = 'tax-document-mail' and dedupe_key = ${voucher!.id}`,
      );
      expect((rows[0] as { n: number }).n).toBe(1);
      // The money held is the advance outstanding.
      const reconciled = await books();
      expect(reconciled.unreconciled).toEqual([]);
    });

    it('an advance received and invoiced in the same month nets out', async () => {
      const { app } = use();
      ids.sameMonth = await depositFor(50);
      const paid = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${ids.sameMonth}/payments`,
        headers: admin.headers,
        payload: { amount: 7_350, method: 'upi', reference: 'UPI-4411' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [voucher, invoice] = await documentsOf(ids.sameMonth);
      expect(voucher).toMatchObject({ kind: 'receipt_voucher', total: 3_150 });
      expect(invoice).toMatchObject({
        kind: 'invoice',
        total: 10_500,
        advancesAdjusted: {
          vouchers: [{ number: voucher!.number, amount: 3_150, taxableValue: 3_000, tax: 150 }],
          total: 3_150,
          balance: 7_350,
        },
      });
    });

    it('a deposit refunded on a cancellation gets a refund voucher against its receipt voucher', async () => {
      const { app } = use();
      ids.refunded = await depositFor(55);
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId: ids.refunded },
      });
      expect(res.statusCode, res.body).toBe(200);
      const documents = await documentsOf(ids.refunded);
      expect(documents.map((d) => d.kind)).toEqual(['receipt_voucher', 'refund_voucher']);
      expect(documents[1]).toMatchObject({
        reason: 'advance_refunded',
        total: 3_150,
        taxableValue: 3_000,
        refersTo: { number: documents[0]!.number },
      });
      expect(documents[1]!.number).toMatch(/^RF\//);
    });

    it('GSTR-1 of the month lists the advance not yet invoiced in at, and nothing in atadj', async () => {
      // Only the first stay's deposit: the second was invoiced in the month, the third refunded in it.
      expect(await csv('at', month)).toEqual(['30-Goa,,5,3000.00,0.00']);
      expect(await csv('atadj', month)).toEqual([]);
      // The vouchers are in the documents table, and in no table of supplies.
      const docs = await csv('docs', month);
      expect(docs.some((r) => r.startsWith('Receipt voucher,RV/'))).toBe(true);
      expect(docs.some((r) => r.startsWith('Refund voucher,RF/'))).toBe(true);
      expect(await csv('b2cs', month)).toEqual(['OE,30-Goa,,5,10000.00,0.00,']);
      const summary = await threeB(month);
      expect(summary.advances).toEqual({ taxableValue: 3_000, igst: 0, cgst: 75, sgst: 75 });
      expect(summary.outwardTaxable).toEqual({ taxableValue: 13_000, igst: 0, cgst: 325, sgst: 325 });
    });

    it('the invoice of the next month adjusts the advance: atadj then, and the books reconcile per GSTIN', async () => {
      const { database, config } = use();
      const deps = withEffects({ db: database.db, config, adapters: createAdapters(config, database.db) });
      await recordDeskPayment(
        deps,
        ids.later,
        { amount: 7_350, method: 'card', reference: 'POS-1' },
        { actorUserId: admin.id, ip: null },
        nextMonth,
      );
      const [voucher, invoice, ...rest] = await documentsOf(ids.later);
      expect(rest).toEqual([]);
      expect(invoice).toMatchObject({
        kind: 'invoice',
        issueDate: `${nextMonthDay}-01`,
        total: 10_500,
        taxableValue: 10_000,
        advancesAdjusted: { vouchers: [{ number: voucher!.number, amount: 3_150 }], balance: 7_350 },
      });
      const pdf = await use().app.inject({
        method: 'GET',
        url: `/api/admin/documents/${invoice!.id}/pdf`,
        headers: admin.headers,
      });
      expect(pdf.statusCode).toBe(200);

      expect(await csv('at', nextMonthDay)).toEqual([]);
      expect(await csv('atadj', nextMonthDay)).toEqual(['30-Goa,,5,3000.00,0.00']);
      const summary = await threeB(nextMonthDay);
      // The invoice's ₹10,000 less the ₹3,000 taxed in the month before.
      expect(summary.advances).toEqual({ taxableValue: -3_000, igst: 0, cgst: -75, sgst: -75 });
      expect(summary.outwardTaxable).toEqual({ taxableValue: 7_000, igst: 0, cgst: 175, sgst: 175 });

      const reconciled = await books();
      expect(reconciled.unreconciled).toEqual([]);
      const home = reconciled.byGstin.find((g) => g.gstin === config.brand.gstin);
      // Two stays of ₹10,500 paid and invoiced; the refunded deposit left nothing.
      expect(home).toMatchObject({ cashPaise: 2_100_000, documentsPaise: 2_100_000, advancesPaise: 0 });
      for (const g of reconciled.byGstin) expect(g.cashPaise).toBe(g.documentsPaise + g.advancesPaise + 0);
    });

    it('lists receipt and refund vouchers among the console’s documents, by kind', async () => {
      const { app } = use();
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/documents?from=${istDay(0)}&to=${istDay(0)}&kind=receipt_voucher`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as Array<{ kind: string; kindLabel: string; pdfUrl: string }>;
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.kind === 'receipt_voucher' && r.kindLabel === 'Receipt voucher')).toBe(true);
    });

    it('the documents job vouchers a stay to come that holds money with no document (a deposit from before)', async () => {
      const { database, config } = use();
      const db = database.db;
      const original = await depositFor(60);
      // A copy of the deposit stay as it would stand from before receipt vouchers: booking, rooms and its entries
      // (nights and the deposit), no document.
      const [copy] = (
        await db.execute(
          sql.raw(`insert into bookings select (jsonb_populate_record(null::bookings, to_jsonb(t)
              || jsonb_build_object('id', gen_random_uuid(), 'code', 'LEGACYRV', 'idempotency_key', null))).*
            from bookings t where id = '${original}' returning id`),
        )
      ).rows as Array<{ id: string }>;
      await db.execute(
        sql.raw(`insert into booking_rooms select (jsonb_populate_record(null::booking_rooms, to_jsonb(t)
            || jsonb_build_object('id', gen_random_uuid(), 'booking_id', '${copy!.id}'))).*
          from booking_rooms t where booking_id = '${original}'`),
      );
      await db.execute(sql`
        insert into ledger_entries (booking_id, property_id, kind, stay_date, room_type_id, gst_bp, room_nights,
          rent_paise, tax_paise, cash_paise, method, channel, recorded_at)
        select ${copy!.id}, property_id, kind, stay_date, room_type_id, gst_bp, room_nights, rent_paise, tax_paise,
          cash_paise, method, channel, recorded_at
        from ledger_entries where booking_id = ${original}`);
      expect(await documentsOf(copy!.id)).toEqual([]);
      const ctx = moduleContext(config, database, createAdapters(config, db));
      expect(await documentsJob.run(ctx, new Date())).toBe(1);
      const [voucher, ...none] = await documentsOf(copy!.id);
      expect(none).toEqual([]);
      expect(voucher).toMatchObject({ kind: 'receipt_voucher', total: 3_150, taxableValue: 3_000 });
      // Once documented, nothing more.
      expect(await documentsJob.run(ctx, new Date())).toBe(0);
    });
  },
);
