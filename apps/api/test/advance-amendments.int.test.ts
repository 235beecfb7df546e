import { addDays } from '@staybook/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { cancelAtDesk } from '../src/modules/bookings-desk/desk-stay-actions.service.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { originalPeriod } from '../src/modules/reports/gstr1.js';
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
 * GSTR-1 ata (issue 41; docs/books.md "Advances"): three deposits received this month (M) for stays months away are
 * this month's at row; one is refunded next month (M+1), another the month after (M+2). A refund of an earlier month's
 * advance never makes a month's at negative: the refund's month restates M's at row as revised (ata), cumulatively;
 * GSTR-3B takes its tax off the refund's month; the books still reconcile. A deposit refunded in its own month nets
 * inside at, as before.
 */

type Doc = { kind: string; issueDate: string; taxableValue: number; refersTo: { number: string } | null };

let propertyId = '';
let suite = '';

describeEachDatabase(
  'GSTR-1 ata: refunds of an earlier month’s advances amend that month’s at row',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Advance Amendment' });
      const flexible = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      const room = await createRoomType(db, property.id, { name: 'Deposit Suite', baseRatePaise: 500_000 });
      await setInventory(db, room.id, istDay(0), 100, { rupees: 5_000, available: 5 });
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
    const month = istDay(0).slice(0, 7);
    const next = addDays(`${month}-28`, 7).slice(0, 7);
    const afterNext = addDays(`${next}-28`, 7).slice(0, 7);
    const [financialYear, monthName] = originalPeriod(month);
    const ids = { first: '', second: '', kept: '', sameMonth: '' };

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
    const cancelOn = async (bookingId: string, at: Date) => {
      const { database, config } = use();
      const deps = withEffects({ db: database.db, config, adapters: createAdapters(config, database.db) });
      await cancelAtDesk(
        deps,
        bookingId,
        { reason: 'Guest asked', refund: true },
        { actorUserId: admin.id, ip: null },
        at,
      );
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
    const sectionOf = async (section: string, m: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/reports/gst?month=${m}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { sections: Array<{ section: string; rows: number; taxableValue: number }> };
      return data.sections.find((s) => s.section === section);
    };
    const advancesOf3b = async (m: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/reports/gstr3b?month=${m}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { advances: { taxableValue: number; cgst: number; sgst: number } }).advances;
    };
    const unreconciled = async (at: Date) => {
      const { database, config } = use();
      const report = await checkMoney({ db: database.db, adapters: createAdapters(config, database.db) }, at);
      return report.books.unreconciled;
    };

    it('three deposits this month and one refunded in it: the refund nets inside this month’s at', async () => {
      ids.first = await depositFor(70);
      ids.second = await depositFor(75);
      ids.kept = await depositFor(80);
      ids.sameMonth = await depositFor(85);
      await cancelOn(ids.sameMonth, new Date());
      expect((await documentsOf(ids.sameMonth)).map((d) => d.kind)).toEqual(['receipt_voucher', 'refund_voucher']);
      // Two nights at ₹5,000 + 5%: a 30% deposit of ₹3,150, ₹3,000 taxable; three outstanding.
      expect(await csv('at', month)).toEqual(['30-Goa,,5,9000.00,0.00']);
      expect(await csv('ata', month)).toEqual([]);
    });

    it('a refund next month: no negative at row, an ata row restating this month’s as revised', async () => {
      await cancelOn(ids.first, new Date(`${next}-01T12:00:00+05:30`));
      const refund = (await documentsOf(ids.first)).find((d) => d.kind === 'refund_voucher');
      expect(refund).toMatchObject({ issueDate: `${next}-01`, taxableValue: 3_000 });
      expect(await csv('at', next)).toEqual([]);
      expect(await csv('ata', next)).toEqual([`${financialYear},${monthName},30-Goa,,5,6000.00,0.00`]);
      expect(await sectionOf('ata', next)).toMatchObject({ rows: 1, taxableValue: 6_000 });
      // GSTR-3B takes the refunded advance's tax off the month of the refund (ata's revised less as filed).
      expect(await advancesOf3b(next)).toEqual({ taxableValue: -3_000, igst: 0, cgst: -75, sgst: -75 });
      // The month as filed is unchanged; the books reconcile.
      expect(await csv('at', month)).toEqual(['30-Goa,,5,9000.00,0.00']);
      expect(await unreconciled(new Date(`${next}-01T13:00:00+05:30`))).toEqual([]);
    });

    it('a second refund the month after: its ata row carries the cumulative revision', async () => {
      await cancelOn(ids.second, new Date(`${afterNext}-01T12:00:00+05:30`));
      const refund = (await documentsOf(ids.second)).find((d) => d.kind === 'refund_voucher');
      expect(refund).toMatchObject({ issueDate: `${afterNext}-01`, taxableValue: 3_000 });
      expect(await csv('at', afterNext)).toEqual([]);
      // ₹9,000 − ₹3,000 − ₹3,000.
      expect(await csv('ata', afterNext)).toEqual([`${financialYear},${monthName},30-Goa,,5,3000.00,0.00`]);
      // The month before still states what it revised then.
      expect(await csv('ata', next)).toEqual([`${financialYear},${monthName},30-Goa,,5,6000.00,0.00`]);
      expect(await advancesOf3b(afterNext)).toEqual({ taxableValue: -3_000, igst: 0, cgst: -75, sgst: -75 });
      expect(await unreconciled(new Date(`${afterNext}-01T13:00:00+05:30`))).toEqual([]);
    });
  },
);
