import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import type { Db } from '../src/db/client.js';
import { changeStayStatus } from '../src/modules/bookings-desk/desk-stay-actions.service.js';
import { reconcileBooksOf } from '../src/modules/ledger/index.js';
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
  setInventory,
} from './support/factories.js';
import { payInCheckout, withEffects } from './support/payment-helpers.js';

/**
 * Kept fees exactly as documented (issue 41): a cancellation or no-show that keeps money, at tariffs whose GST does
 * not split evenly (₹1,001 at 5%, ₹7,501 at 18%, the booking's GST rounded to the rupee), leaves the ledger's revenue
 * and GST equal to its documents' taxable value and tax — per booking, per stay night and slab, to the paisa.
 */

const at = (days: number, hour: number) => new Date(`${istDay(days)}T${String(hour).padStart(2, '0')}:00:00+05:30`);

let rooms: Record<'half5' | 'all5' | 'first18' | 'prepaid18', string>;
let propertyId: string;

/** Per stay night and slab: the ledger's rent and GST (accrual entries) and the documents' (invoices and debit notes
 * less credit notes; vouchers are advances, not supplies). */
async function ledgerAndDocuments(db: Db, bookingId: string) {
  const { rows: entries } = await db.execute(sql`
    select stay_date::text as d, gst_bp::int as bp, sum(rent_paise)::int as rent, sum(tax_paise)::int as tax
    from ledger_entries where booking_id = ${bookingId} and stay_date is not null group by stay_date, gst_bp`);
  const { rows: docs } = await db.execute(sql`
    select kind, lines from tax_documents where booking_id = ${bookingId}
      and kind in ('invoice', 'debit_note', 'credit_note')`);
  const ledger: Record<string, { rent: number; tax: number }> = {};
  for (const e of entries as Array<{ d: string; bp: number; rent: number; tax: number }>)
    if (e.rent || e.tax) ledger[`${e.d}|${e.bp}`] = { rent: e.rent, tax: e.tax };
  const documents: Record<string, { rent: number; tax: number }> = {};
  for (const doc of docs as Array<{ kind: string; lines: unknown }>) {
    const sign = doc.kind === 'credit_note' ? -1 : 1;
    const lines = (typeof doc.lines === 'string' ? JSON.parse(doc.lines) : doc.lines) as Array<{
      stayDate: string;
      gstBp: number;
      taxablePaise: number;
      cgstPaise: number;
      sgstPaise: number;
      igstPaise: number;
    }>;
    for (const l of lines) {
      const k = `${l.stayDate}|${l.gstBp}`;
      const s = documents[k] ?? { rent: 0, tax: 0 };
      s.rent += sign * l.taxablePaise;
      s.tax += sign * (l.cgstPaise + l.sgstPaise + l.igstPaise);
      documents[k] = s;
    }
  }
  for (const k of Object.keys(documents)) if (!documents[k]!.rent && !documents[k]!.tax) delete documents[k];
  return { ledger, documents, docKinds: (docs as Array<{ kind: string }>).map((d) => d.kind) };
}

describeEachDatabase(
  'kept fees in the ledger exactly as their documents say',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Paisa' });
      propertyId = property.id;
      const half = await createPolicy(db, property.id, policies.halfAfterAYear, 'Half');
      const firstNight = await createPolicy(db, property.id, policies.firstNightAfterAYear, 'First night');
      const nonRefundable = await createPolicy(db, property.id, policies.nonRefundable, 'Non-refundable');
      const room = async (name: string, rupees: number, policyId: string) => {
        const rt = await createRoomType(db, property.id, { name, baseRatePaise: rupees * 100 });
        await setInventory(db, rt.id, istDay(0), 40, { rupees, available: 5 });
        await createRatePlan(db, rt.id, policyId, { name: 'Pay now', isDefault: true, paymentPolicy: 'pay_now' });
        return rt.id;
      };
      rooms = {
        half5: await room('Odd Room', 1_001, half.id),
        all5: await room('Odd Non-refundable', 1_001, nonRefundable.id),
        first18: await room('Odd Suite', 7_501, firstNight.id),
        prepaid18: await room('Odd Villa', 7_501, nonRefundable.id),
      };
    },
  },
  (use) => {
    let guest: Guest;
    beforeAll(async () => {
      const { database, config } = use();
      guest = await createGuest(database.db, config);
    });
    const paidBooking = async (roomTypeId: string, from: number, to: number) => {
      const { app } = use();
      const res = await book(app, guest, bookingPayload(propertyId, [{ id: roomTypeId }], from, to));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { bookingId: string; payment: { orderDetails: { id: string } } };
      await payInCheckout(app, data.payment.orderDetails.id);
      return data.bookingId;
    };
    const cancel = async (bookingId: string) => {
      const res = await use().app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    it.each([
      ['₹1,001 × 3 at 5%, half kept by policy', 'half5', 10, 13],
      ['₹1,001 × 3 at 5%, all kept (non-refundable)', 'all5', 14, 17],
      ['₹7,501 × 3 at 18%, the first night kept', 'first18', 18, 21],
    ] as const)('a cancellation: %s', async (_name, room, from, to) => {
      const { database } = use();
      const bookingId = await paidBooking(rooms[room], from, to);
      await cancel(bookingId);
      const { ledger, documents, docKinds } = await ledgerAndDocuments(database.db, bookingId);
      expect(docKinds[0]).toBe('invoice');
      expect(Object.keys(ledger).length).toBeGreaterThan(0);
      expect(ledger).toEqual(documents);
    });

    it('a no-show of a prepaid stay at ₹7,501 × 2 (18%) keeps it all: the ledger is the invoice', async () => {
      const { database, config } = use();
      const bookingId = await paidBooking(rooms.prepaid18, 22, 24);
      const deps = withEffects({ db: database.db, config, adapters: createAdapters(config, database.db) });
      await changeStayStatus(deps, bookingId, 'no_show', { actorUserId: null, ip: null }, at(22, 21));
      const { ledger, documents } = await ledgerAndDocuments(database.db, bookingId);
      expect(ledger).toEqual(documents);
      const rent = Object.values(ledger).reduce((n, l) => n + l.rent, 0);
      expect(rent).toBe(1_500_200);
    });

    it('the money check reconciles every one of them to the paisa', async () => {
      const { database } = use();
      const books = await reconcileBooksOf(database.db, new Date(Date.now() + 60_000));
      expect(books.unreconciled).toEqual([]);
    });
  },
);
