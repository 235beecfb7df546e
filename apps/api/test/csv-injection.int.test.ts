import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createRoomForSale,
  type Guest,
  istDay,
  primaryGuest,
  type RoomForSale,
  type SignedIn,
  signedInUser,
} from './support/factories.js';
import { payInCheckout } from './support/payment-helpers.js';

const FORMULA_NAME = '=HYPERLINK("http://x")';
const FORMULA_COMPANY = '@SUM(1)';

let room: RoomForSale;

/**
 * A guest who types a formula as a name, or a company that is one, must not make the console's downloads run it on
 * the desk's computer (CSV injection): the three files that carry guests' and companies' names keep them as text,
 * and their amounts stay numbers.
 */
describeEachDatabase(
  'CSV downloads and formulas',
  {
    prepare: async ({ db }) => {
      room = await createRoomForSale(db, { available: 5, rupees: 4_000 });
    },
  },
  (use) => {
    let admin: SignedIn;
    let guest: Guest;
    beforeAll(async () => {
      const { app, database, config } = use();
      admin = await signedInUser(database.db, config, 'admin');
      guest = await createGuest(database.db, config);
      // Paid, so each gets its tax invoice: one to the guest by name, one to a company with a GSTIN (GSTR-1 b2b).
      for (const over of [
        { primaryGuest: { ...primaryGuest, name: FORMULA_NAME } },
        {
          primaryGuest: { ...primaryGuest, name: FORMULA_NAME },
          business: { companyName: FORMULA_COMPANY, gstin: '27AAPFU0939F1ZV' },
        },
      ]) {
        const res = await book(app, guest, bookingPayload(room.propertyId, [{ id: room.roomTypeId }], 5, 6, over));
        expect(res.statusCode, res.body).toBe(200);
        await payInCheckout(app, res.json().data.payment.orderDetails.id);
      }
    });

    const download = async (url: string) => {
      const res = await use().app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      return res.body;
    };
    /** Every cell of a CSV body (RFC 4180: quoted cells may hold commas and doubled quotes). */
    const cellsOf = (body: string) =>
      body
        .split('\r\n')
        .filter(Boolean)
        .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1] ?? ''))
        .map((cells) => cells.slice(0, -1).map((c) => (c.startsWith('"') ? c.slice(1, -1).replaceAll('""', '"') : c)));
    const expectNoFormula = (body: string) => {
      for (const row of cellsOf(body))
        for (const cell of row)
          expect(cell, `a cell a spreadsheet would run: ${row.join(' | ')}`).not.toMatch(/^[=+@\t\r]/);
    };
    const today = istDay(0);

    it('bookings.csv keeps a guest’s formula-like name and company as text, and its amounts as numbers', async () => {
      const body = await download(`/api/admin/reports/bookings.csv?from=${today}&to=${today}`);
      const rows = cellsOf(body);
      const header = rows[0] as string[];
      const mine = rows.filter((r) => r[header.indexOf('Guest')] === `'${FORMULA_NAME}`);
      expect(mine).toHaveLength(2);
      expect(mine.map((r) => r[header.indexOf('Company')])).toContain(`'${FORMULA_COMPANY}`);
      for (const r of mine) expect(r[header.indexOf('Total (INR)')]).toBe('4200.00');
      // Booked today, in IST as the header says (issue 41): '2026-12-05 14:30:09', never UTC's ISO form.
      for (const r of mine)
        expect(r[header.indexOf('Booked at (IST)')]).toMatch(new RegExp(`^${today} \\d\\d:\\d\\d:\\d\\d$`));
      expectNoFormula(body);
    });

    it('documents.csv keeps a formula-like recipient as text, and its amounts as numbers', async () => {
      const body = await download(`/api/admin/reports/documents.csv?from=${today}&to=${today}`);
      const rows = cellsOf(body);
      const header = rows[0] as string[];
      const recipients = rows.map((r) => r[header.indexOf('Recipient')]);
      expect(recipients).toContain(`'${FORMULA_NAME}`);
      expect(recipients).toContain(`'${FORMULA_COMPANY}`);
      const mine = rows.filter((r) => String(r[header.indexOf('Recipient')]).startsWith("'"));
      for (const r of mine) expect(r[header.indexOf('Total (INR)')]).toBe('4200.00');
      expectNoFormula(body);
    });

    it('the GSTR-1 b2b.csv keeps a formula-like receiver as text, and its amounts as numbers', async () => {
      const body = await download(`/api/admin/reports/gst/b2b.csv?month=${today.slice(0, 7)}`);
      const rows = cellsOf(body);
      const header = rows[0] as string[];
      const mine = rows.filter((r) => r[header.indexOf('Receiver Name')] === `'${FORMULA_COMPANY}`);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.[header.indexOf('Invoice Value')]).toBe('4200.00');
      expect(mine[0]?.[header.indexOf('Taxable Value')]).toBe('4000.00');
      expectNoFormula(body);
    });
  },
);
