import { addDays } from '@staybook/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { cancelAtDesk } from '../src/modules/bookings-desk/desk-stay-actions.service.js';
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
 * GSTR-1 b2csa (issue 41, deliverable 6; docs/books.md "Invoices and returns that pass review"): two prepaid B2C stays
 * invoiced this month (M) are refunded in the next two months. A refund of an earlier month's invoice never makes a
 * month's b2cs negative: it restates M's b2cs row as revised, in the return of the month the credit note is issued,
 * cumulatively; the HSN summary keeps each note in the month it is issued.
 */

type Doc = { kind: string; issueDate: string; taxableValue: number };

let propertyId = '';
let garden = '';

describeEachDatabase(
  'GSTR-1 b2csa: refunds of an earlier month’s B2C invoices amend that month’s b2cs row',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Amendment' });
      const firstNight = await createPolicy(db, property.id, policies.firstNightAfterAYear, 'First night');
      const room = await createRoomType(db, property.id, { name: 'Garden Room', baseRatePaise: 400_000 });
      await setInventory(db, room.id, istDay(0), 100, { rupees: 4_000, available: 5 });
      await createRatePlan(db, room.id, firstNight.id, { name: 'Pay now', isDefault: true, paymentPolicy: 'pay_now' });
      propertyId = property.id;
      garden = room.id;
    },
  },
  (use) => {
    let guest: Guest;
    let admin: SignedIn;
    const month = istDay(0).slice(0, 7);
    const next = addDays(`${month}-28`, 7).slice(0, 7);
    const afterNext = addDays(`${next}-28`, 7).slice(0, 7);
    const [financialYear, monthName] = originalPeriod(month);
    const ids = { partly: '', wholly: '' };

    beforeAll(async () => {
      const { database, config } = use();
      guest = await createGuest(database.db, config);
      admin = await signedInUser(database.db, config, 'admin');
    });
    const prepaid = async (from: number) => {
      const { app } = use();
      const res = await book(app, guest, bookingPayload(propertyId, [{ id: garden }], from, from + 2));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { bookingId: string; payment: { orderDetails: { id: string } } };
      const paid = await payInCheckout(app, data.payment.orderDetails.id);
      expect(paid.statusCode, paid.body).toBe(200);
      return data.bookingId;
    };
    const cancelOn = async (bookingId: string, m: string, refund?: boolean) => {
      const { database, config } = use();
      const deps = withEffects({ db: database.db, config, adapters: createAdapters(config, database.db) });
      await cancelAtDesk(
        deps,
        bookingId,
        { reason: 'Guest asked', ...(refund === undefined ? {} : { refund }) },
        { actorUserId: admin.id, ip: null },
        new Date(`${m}-01T12:00:00+05:30`),
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
    const summaryOf = async (m: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/reports/gst?month=${m}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { sections: Array<{ section: string; rows: number; taxableValue: number }> };
    };

    it('two prepaid stays invoiced this month: one b2cs row of ₹16,000 at 5%', async () => {
      ids.partly = await prepaid(70);
      ids.wholly = await prepaid(80);
      expect(await csv('b2cs', month)).toEqual(['OE,30-Goa,,5,16000.00,0.00,']);
      expect(await csv('b2csa', month)).toEqual([]);
    });

    it('a refund next month: no negative b2cs row, a b2csa row restating this month’s as revised', async () => {
      // The policy keeps the first night: ₹4,000 of the ₹8,000 is credited, in the next month.
      await cancelOn(ids.partly, next);
      const notes = (await documentsOf(ids.partly)).filter((d) => d.kind === 'credit_note');
      expect(notes).toMatchObject([{ issueDate: `${next}-01`, taxableValue: 4_000 }]);
      expect(await csv('b2cs', next)).toEqual([]);
      expect(await csv('b2csa', next)).toEqual([`${financialYear},${monthName},30-Goa,OE,,5,12000.00,0.00,`]);
      // The HSN summary is by the month a document is issued: the note is next month's.
      expect((await csv('hsnb2c', next)).map((r) => r.split(',').slice(5, 7))).toEqual([['5', '-4000.00']]);
      expect((await summaryOf(next)).sections.find((s) => s.section === 'b2csa')).toMatchObject({
        rows: 1,
        taxableValue: 12_000,
      });
      // The month as filed is unchanged.
      expect(await csv('b2cs', month)).toEqual(['OE,30-Goa,,5,16000.00,0.00,']);
    });

    it('a second refund the month after: its b2csa row carries the cumulative revision', async () => {
      await cancelOn(ids.wholly, afterNext, true);
      const notes = (await documentsOf(ids.wholly)).filter((d) => d.kind === 'credit_note');
      expect(notes).toMatchObject([{ issueDate: `${afterNext}-01`, taxableValue: 8_000 }]);
      expect(await csv('b2cs', afterNext)).toEqual([]);
      // ₹16,000 − ₹4,000 − ₹8,000.
      expect(await csv('b2csa', afterNext)).toEqual([`${financialYear},${monthName},30-Goa,OE,,5,4000.00,0.00,`]);
      // The month before still states what it revised then.
      expect(await csv('b2csa', next)).toEqual([`${financialYear},${monthName},30-Goa,OE,,5,12000.00,0.00,`]);
    });
  },
);
