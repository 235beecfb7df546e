import { randomUUID } from 'node:crypto';
import { gstinCheckCharacter } from '@staybook/contract/gst';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { reconcileBooksOf } from '../src/modules/ledger/books-check.js';
import { staysOwedAnInvoice } from '../src/modules/ledger/index.js';
import { bookingMoneyProblems } from '../src/modules/payments/booking-money-check.js';
import { describeEachDatabase } from './setup-db.js';
import { createRoomForSale, istDay, type RoomForSale, type SignedIn, signedInUser } from './support/factories.js';

/**
 * Folios and extras (issue 44, docs/folios-and-extras.md): the brand's extras as data with their SAC and rate, posted
 * to a walk-in's folio at the desk, billed to the guest or a company; check-out refused while the folio owes, then
 * one tax invoice carrying the room and every extra with its SAC, rate and tax; the money check exact.
 */

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const ACME = gstin('30AAKCS9999M1Z');

type Folio = {
  lines: Array<{
    id: string;
    kind: string;
    sac: string;
    ratePercent: number;
    taxableValue: number;
    tax: number;
    total: number;
    payer: string;
    removed: unknown;
  }>;
  payers: Array<{ payer: string; name: string; gstin: string | null; charged: number }>;
  charged: number;
  paid: number;
  balance: number;
  extras: Array<{ id: string; name: string }>;
};
type DocLine = {
  sac: string;
  ratePercent: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  description: string;
};
type Doc = { kind: string; total: number; lines: DocLine[] };

let room: RoomForSale;

describeEachDatabase(
  'folios and extras at the desk',
  {
    prepare: async ({ db }) => {
      // ₹4,000 a night: the room is taxed at 5%.
      room = await createRoomForSale(db, { roomName: 'Garden Room', rupees: 4_000, available: 6, nights: 10 });
    },
  },
  (use) => {
    let admin: SignedIn;
    const extra: Record<string, string> = {};
    const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      use().app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });

    beforeAll(async () => {
      const { database, config } = use();
      admin = await signedInUser(database.db, config, 'admin');
      for (const e of [
        { name: 'Airport transfer', sac: '996601', gstRate: 5, price: 1800, unit: 'per_item' },
        { name: 'Laundry', sac: '999712', gstRate: 18, price: 120, unit: 'per_item' },
        { name: 'Late check-out', sac: '996311', gstRate: null, price: 1500, unit: 'per_stay' },
      ]) {
        const res = await api('POST', '/api/admin/extras', e);
        expect(res.statusCode, res.body).toBe(200);
        extra[e.name] = res.json().data.id;
      }
    });

    const walkIn = async (guestPhone: string) => {
      const res = await api('POST', '/api/admin/desk-bookings', {
        propertyId: room.propertyId,
        checkIn: istDay(0),
        checkOut: istDay(1),
        rooms: [{ roomTypeId: room.roomTypeId, roomCount: 1, adults: 2 }],
        guest: { name: 'Rohan Desai', phone: guestPhone },
        source: 'walk_in',
        payment: { kind: 'at_property' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.bookingId as string;
      expect((await api('POST', `/api/admin/bookings/${id}/check-in`)).statusCode).toBe(200);
      return id;
    };
    const post = (id: string, body: Record<string, unknown>) =>
      api('POST', `/api/admin/bookings/${id}/folio/charges`, body);
    const documents = async (id: string) =>
      (await api('GET', `/api/admin/bookings/${id}/documents`)).json().data as Doc[];
    const moneyHolds = async (id: string) => {
      const { db } = use().database;
      expect(await bookingMoneyProblems(db, [id])).toEqual([]);
      const later = new Date(Date.now() + 60_000);
      expect((await reconcileBooksOf(db, later)).unreconciled.filter((u) => u.bookingId === id)).toEqual([]);
      expect((await staysOwedAnInvoice(db, later)).filter((s) => s.bookingId === id)).toEqual([]);
    };

    it('refuses an extra without a six-digit SAC or with a name taken, in words', async () => {
      const bad = await api('POST', '/api/admin/extras', {
        name: 'Spa',
        sac: '9963',
        gstRate: 18,
        price: 2000,
        unit: 'per_item',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('SAC must be the six digits');
      const taken = await api('POST', '/api/admin/extras', {
        name: 'laundry',
        sac: '999712',
        gstRate: 18,
        price: 100,
        unit: 'per_item',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe('An extra named “laundry” exists already.');
      const nowhere = await api('POST', '/api/admin/extras', {
        name: 'Spa',
        sac: '999722',
        gstRate: 18,
        price: 2000,
        unit: 'per_item',
        propertyIds: [randomUUID()],
      });
      expect(nowhere.statusCode, nowhere.body).toBe(400);
      expect(nowhere.json().error.message).toBe(
        'A property chosen for this extra does not exist. Reload the page and choose again.',
      );
    });

    it('settles a walk-in with two extras at check-out on one invoice carrying every line and its SAC', async () => {
      const id = await walkIn('9811100001');
      expect((await post(id, { extraId: extra['Airport transfer'], quantity: 1 })).statusCode).toBe(200);
      const res = await post(id, { extraId: extra.Laundry, quantity: 3 });
      expect(res.statusCode, res.body).toBe(200);
      const f = res.json().data as Folio;
      // Room ₹4,000 + ₹200 GST; transfer ₹1,800 + ₹90; laundry ₹360 + ₹64.80 → ₹65 (rounded to the rupee).
      expect(f.lines.map((l) => [l.kind, l.sac, l.ratePercent, l.taxableValue, l.tax])).toEqual([
        ['room', '996311', 5, 4000, 200],
        ['extra', '996601', 5, 1800, 90],
        ['extra', '999712', 18, 360, 65],
      ]);
      expect(f).toMatchObject({ charged: 6515, paid: 0, balance: 6515 });
      // The desk's booking answers the extras beside its total, and the balance the payment form offers.
      expect((await api('GET', `/api/admin/bookings/${id}`)).json().data).toMatchObject({
        total: 4200,
        extras: 2315,
        balanceDue: 6515,
      });
      expect(f.extras.map((e) => e.name)).toEqual(['Airport transfer', 'Late check-out', 'Laundry']);

      // Said before the desk confirms, and refused if it confirms anyway.
      const preview = await api('GET', `/api/admin/bookings/${id}/stay-actions/check-out`);
      expect(preview.json().data.problem).toBe(
        'The folio has a balance: take the payment (cash, card or UPI) before checking the guest out.',
      );
      const refused = await api('POST', `/api/admin/bookings/${id}/check-out`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'The folio has a balance: take the payment (cash, card or UPI) before checking the guest out.',
      );
      // The desk cannot take more than the folio owes, and takes exactly that.
      const over = await api('POST', `/api/admin/bookings/${id}/payments`, { amount: 6516, method: 'upi' });
      expect(over.statusCode).toBe(409);
      const paid = await api('POST', `/api/admin/bookings/${id}/payments`, {
        amount: 6515,
        method: 'upi',
        reference: 'UPI-4411',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await api('GET', `/api/admin/bookings/${id}/stay-actions/check-out`)).json().data.problem).toBeNull();
      expect((await api('POST', `/api/admin/bookings/${id}/check-out`)).statusCode).toBe(200);

      const docs = await documents(id);
      expect(docs.map((d) => d.kind)).toEqual(['invoice']);
      const [invoice] = docs;
      expect(invoice!.total).toBe(6515);
      // Lines in the books' order (night, then room type or folio charge): compared by SAC.
      const bySac = [...invoice!.lines].sort((a, b) => a.sac.localeCompare(b.sac));
      expect(bySac.map((l) => [l.sac, l.ratePercent, l.taxableValue, l.cgst + l.sgst])).toEqual([
        ['996311', 5, 4000, 200],
        ['996601', 5, 1800, 90],
        ['999712', 18, 360, 65],
      ]);
      expect(bySac[1]!.description).toMatch(/^Airport transfer × 1 · /);
      await moneyHolds(id);
    });

    it('taxes a late check-out as the room, and removes a charge posted by mistake with its reason, audited', async () => {
      const id = await walkIn('9811100002');
      const late = (await post(id, { extraId: extra['Late check-out'], quantity: 1 })).json().data as Folio;
      expect(late.lines.at(-1)).toMatchObject({ sac: '996311', ratePercent: 5, taxableValue: 1500, tax: 75 });
      const wrong = (await post(id, { extraId: extra.Laundry, quantity: 2 })).json().data as Folio;
      const chargeId = wrong.lines.at(-1)!.id;
      expect(wrong.balance).toBe(4200 + 1575 + 240 + 43);

      const noReason = await api('POST', `/api/admin/bookings/${id}/folio/charges/${chargeId}/remove`, { reason: '' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.body).toContain('Say why the charge is removed');
      const removed = await api('POST', `/api/admin/bookings/${id}/folio/charges/${chargeId}/remove`, {
        reason: 'Posted to the wrong room',
      });
      expect(removed.statusCode, removed.body).toBe(200);
      const after = removed.json().data as Folio;
      expect(after.balance).toBe(4200 + 1575);
      expect(after.lines.at(-1)!.removed).toMatchObject({ reason: 'Posted to the wrong room' });
      const again = await api('POST', `/api/admin/bookings/${id}/folio/charges/${chargeId}/remove`, {
        reason: 'twice',
      });
      expect(again.statusCode).toBe(409);
      const { rows } = await use().database.db.execute(
        sql`select action, after from audit_log where entity_id = ${id} and action like 'booking.folio%' order by created_at`,
      );
      expect((rows as Array<{ action: string }>).map((r) => r.action)).toEqual([
        'booking.folio_charge_posted',
        'booking.folio_charge_posted',
        'booking.folio_charge_removed',
      ]);
      // Settled and out: the removed laundry is on no document.
      expect(
        (await api('POST', `/api/admin/bookings/${id}/payments`, { amount: 5775, method: 'cash' })).statusCode,
      ).toBe(200);
      expect((await api('POST', `/api/admin/bookings/${id}/check-out`)).statusCode).toBe(200);
      const [invoice] = await documents(id);
      expect(invoice!.lines.map((l) => l.sac)).toEqual(['996311', '996311']);
      expect(invoice!.total).toBe(5775);
      await moneyHolds(id);
    });

    it('bills an extra to a company by its GSTIN on its own B2B invoice beside the guest’s, refusing one without it', async () => {
      const id = await walkIn('9811100003');
      const missing = await post(id, {
        extraId: extra['Airport transfer'],
        quantity: 1,
        payer: 'company',
        companyName: 'Acme Travel',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain("A company's charge needs its GSTIN");
      const res = await post(id, {
        extraId: extra['Airport transfer'],
        quantity: 2,
        payer: 'company',
        companyName: 'Acme Travel Pvt Ltd',
        gstin: ACME,
      });
      expect(res.statusCode, res.body).toBe(200);
      const laundry = await post(id, { extraId: extra.Laundry, quantity: 1 });
      // Laundry ₹120 + ₹21.60 → ₹22.
      expect((laundry.json().data as Folio).payers).toEqual([
        { payer: 'guest', name: 'Rohan Desai', gstin: null, charged: 4342 },
        { payer: 'company', name: 'Acme Travel Pvt Ltd', gstin: ACME, charged: 3780 },
      ]);
      expect(
        (await api('POST', `/api/admin/bookings/${id}/payments`, { amount: 8122, method: 'card' })).statusCode,
      ).toBe(200);
      expect((await api('POST', `/api/admin/bookings/${id}/check-out`)).statusCode).toBe(200);
      type B2b = Doc & { recipient: { gstin: string | null; companyName: string | null } };
      const docs = (await documents(id)) as B2b[];
      expect(docs.map((d) => [d.kind, d.recipient.gstin, d.total])).toEqual([
        ['invoice', ACME, 3780],
        ['invoice', null, 4342],
      ]);
      expect(docs[0]!.recipient.companyName).toBe('Acme Travel Pvt Ltd');
      expect(docs[0]!.lines.map((l) => [l.sac, l.taxableValue])).toEqual([['996601', 3600]]);
      expect(docs[1]!.lines.map((l) => l.sac).sort()).toEqual(['996311', '999712']);
      await moneyHolds(id);
    });

    it('invoices a company’s extra at once on a stay invoiced already, and credits it on its own note when removed', async () => {
      const id = await walkIn('9811100006');
      expect(
        (await api('POST', `/api/admin/bookings/${id}/payments`, { amount: 4200, method: 'cash' })).statusCode,
      ).toBe(200);
      const posted = await post(id, {
        extraId: extra['Airport transfer'],
        quantity: 1,
        payer: 'company',
        companyName: 'Acme Travel Pvt Ltd',
        gstin: ACME,
      });
      const chargeId = (posted.json().data as Folio).lines.at(-1)!.id;
      type Numbered = Doc & {
        number: string;
        refersTo: { number: string } | null;
        recipient: { gstin: string | null };
      };
      let docs = (await documents(id)) as Numbered[];
      expect(docs.map((d) => [d.kind, d.recipient.gstin, d.total])).toEqual([
        ['invoice', null, 4200],
        ['invoice', ACME, 1890],
      ]);
      // The company's invoice is marked as its own, so the stay's stays the one in force (the guest's page, the desk).
      expect(docs.map((d) => (d as { companyExtras?: true }).companyExtras ?? false)).toEqual([false, true]);
      await moneyHolds(id);
      const removed = await api('POST', `/api/admin/bookings/${id}/folio/charges/${chargeId}/remove`, {
        reason: 'The company did not order it',
      });
      expect(removed.statusCode, removed.body).toBe(200);
      docs = (await documents(id)) as Numbered[];
      expect(docs.map((d) => [d.kind, d.recipient.gstin, d.total, d.refersTo?.number ?? null])).toEqual([
        ['invoice', null, 4200, null],
        ['invoice', ACME, 1890, null],
        ['credit_note', ACME, 1890, docs[1]!.number],
      ]);
      await moneyHolds(id);
    });

    it('counts an extra per night over the stay’s nights, or the nights the desk enters, never more', async () => {
      const scooter = await api('POST', '/api/admin/extras', {
        name: 'Scooter rental',
        sac: '997311',
        gstRate: 18,
        price: 500,
        unit: 'per_night',
      });
      expect(scooter.statusCode, scooter.body).toBe(200);
      const booked = await api('POST', '/api/admin/desk-bookings', {
        propertyId: room.propertyId,
        checkIn: istDay(0),
        checkOut: istDay(3),
        rooms: [{ roomTypeId: room.roomTypeId, roomCount: 1, adults: 2 }],
        guest: { name: 'Meera Naik', phone: '9811100077' },
        source: 'walk_in',
        payment: { kind: 'at_property' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().data.bookingId as string;
      const extraId = scooter.json().data.id as string;
      const stay = await post(id, { extraId, quantity: 1 });
      expect(stay.statusCode, stay.body).toBe(200);
      const line = (stay.json().data as Folio).lines.find((l) => l.kind === 'extra');
      // ₹500 × 1 × 3 nights = ₹1,500, 18% = ₹270.
      expect(line).toMatchObject({ description: 'Scooter rental: ₹500 × 1 × 3 nights', taxableValue: 1_500, tax: 270 });
      const tooMany = await post(id, { extraId, quantity: 1, nights: 4 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.message).toBe('Nights can be at most the stay’s 3 nights.');
      const one = await post(id, { extraId, quantity: 2, nights: 1 });
      expect(one.statusCode, one.body).toBe(200);
      expect((one.json().data as Folio).lines.filter((l) => l.kind === 'extra').at(-1)).toMatchObject({
        description: 'Scooter rental: ₹500 × 2 × 1 night',
        taxableValue: 1_000,
      });
    });

    it('refuses an extra on a booking that has checked out, and an extra not offered', async () => {
      const id = await walkIn('9811100004');
      expect(
        (await api('POST', `/api/admin/bookings/${id}/payments`, { amount: 4200, method: 'cash' })).statusCode,
      ).toBe(200);
      expect((await api('POST', `/api/admin/bookings/${id}/check-out`)).statusCode).toBe(200);
      const late = await post(id, { extraId: extra.Laundry, quantity: 1 });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('Extras can be added only to a confirmed or checked-in booking.');
      const other = await walkIn('9811100005');
      const gone = await post(other, { extraId: '00000000-0000-4000-8000-000000000000', quantity: 1 });
      expect(gone.statusCode).toBe(409);
      expect(gone.json().error.message).toBe('This extra is not offered at this property.');
    });
  },
);
