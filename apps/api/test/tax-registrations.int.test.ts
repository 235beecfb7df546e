import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { describeEachDatabase, testConfig } from './setup-db.js';
import {
  createCity,
  createGuest,
  createRoomForSale,
  type Guest,
  istDay,
  paidBooking,
  type RoomForSale,
  type SignedIn,
  signedInUser,
} from './support/factories.js';
import { productionEnv } from './support/production-env.js';

const GOA = '30AAKCS9999M1ZC';
const RAJASTHAN = '08AAKCS9999M1ZZ';
const registrationsPath = '/api/admin/tax-registrations';

async function documentsOf(db: Db, bookingId: string) {
  const { rows } = await db.execute(sql`
    select kind, number, series, sequence, supplier->>'gstin' as gstin, place_of_supply, intra_state,
      cgst_paise::int as cgst, sgst_paise::int as sgst, igst_paise::int as igst
    from tax_documents where booking_id = ${bookingId} order by issued_at`);
  return rows as Array<{
    kind: string;
    number: string;
    series: string;
    sequence: number;
    gstin: string;
    place_of_supply: string;
    intra_state: number;
    cgst: number;
    sgst: number;
    igst: number;
  }>;
}

describeEachDatabase('a GST registration per state (issue 41)', {}, (use) => {
  let admin: SignedIn;
  let guest: Guest;
  let goa: RoomForSale;
  let jaipur: RoomForSale;
  let coorg: RoomForSale;
  beforeAll(async () => {
    const { database, config } = use();
    const db = database.db;
    admin = await signedInUser(db, config, 'admin');
    guest = await createGuest(db, config);
    goa = await createRoomForSale(db, { propertyName: 'Casa Calangute', available: 9 });
    jaipur = await createRoomForSale(db, {
      propertyName: 'Haveli Jaipur',
      available: 9,
      property: { cityId: (await createCity(db, { name: 'Jaipur', state: 'Rajasthan' })).id },
    });
    coorg = await createRoomForSale(db, {
      propertyName: 'Coorg Estate',
      property: { cityId: (await createCity(db, { name: 'Coorg', state: 'Karnataka' })).id },
    });
  });
  const put = (stateCode: string, payload: Record<string, unknown>, headers = admin.headers) =>
    use().app.inject({ method: 'PUT', url: `${registrationsPath}/${stateCode}`, headers, payload });
  const gstSummary = async (query: string) => {
    const res = await use().app.inject({
      method: 'GET',
      url: `/api/admin/reports/gst?${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { supplierGstin: string; invoices: { count: number; taxableValue: number } };
  };

  it('lists the configured home registration, and the states on sale without one', async () => {
    const res = await use().app.inject({ method: 'GET', url: registrationsPath, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.registrations).toEqual([
      expect.objectContaining({
        stateCode: '30',
        state: 'Goa',
        gstin: GOA,
        source: 'configuration',
        isHome: true,
        series: { invoice: 'SB', creditNote: 'CN', debitNote: 'DN', receiptVoucher: 'RV', refundVoucher: 'RF' },
      }),
    ]);
    expect(data.unregistered).toEqual([
      { state: 'Karnataka', properties: ['Coorg Estate'] },
      { state: 'Rajasthan', properties: ['Haveli Jaipur'] },
    ]);
  });

  it('refuses a GSTIN with a typing mistake, of another state, or malformed, saying why', async () => {
    const legal = { legalName: 'Staybook Hospitality Private Limited', address: 'C-Scheme, Jaipur, Rajasthan 302001' };
    const typo = await put('08', { ...legal, gstin: '08AAKCS9999M1ZY' });
    expect(typo.statusCode).toBe(400);
    expect(typo.body).toContain('typing mistake');
    const otherState = await put('08', { ...legal, gstin: GOA });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().error.message).toBe(
      `${GOA} is a registration in Goa (its first two digits are 30); a registration in Rajasthan starts with 08.`,
    );
    const short = await put('08', { ...legal, gstin: '08AAKCS' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('A GSTIN has 15 characters.');
    const noState = await put('99', { ...legal, gstin: RAJASTHAN });
    expect(noState.statusCode).toBe(400);
    const noAddress = await put('08', { legalName: legal.legalName, gstin: RAJASTHAN, address: 'Jaipur' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.body).toContain('registered address in full');
  });

  it('is for those who may see the money: the front desk is refused', async () => {
    const { database, config } = use();
    const desk = await signedInUser(database.db, config, 'staff', { staffRole: 'front_desk' });
    const res = await put(
      '08',
      { gstin: RAJASTHAN, legalName: 'Staybook', address: 'C-Scheme, Jaipur, Rajasthan 302001' },
      desk.headers,
    );
    expect(res.statusCode).toBe(403);
  });

  it("invoices a stay in Rajasthan from Rajasthan's GSTIN with CGST + SGST, in its own gap-free series", async () => {
    const saved = await put('08', {
      gstin: ' 08aakcs9999m1zz ',
      legalName: 'Staybook Hospitality Private Limited',
      address: 'Demo Chambers, C-Scheme, Jaipur, Rajasthan 302001',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      stateCode: '08',
      gstin: RAJASTHAN,
      source: 'console',
      isHome: false,
      series: {
        invoice: 'SB08',
        creditNote: 'CN08',
        debitNote: 'DN08',
        receiptVoucher: 'RV08',
        refundVoucher: 'RF08',
      },
      properties: 1,
    });

    const { app, database } = use();
    // Goa and Rajasthan, interleaved: each registration counts its own invoices.
    const stays = [];
    for (const [i, room] of [goa, jaipur, jaipur, goa, jaipur].entries())
      stays.push({ room, booking: await paidBooking(app, guest, { ...room, from: 2 + i, to: 3 + i }) });
    const invoices = [];
    for (const s of stays) invoices.push(...(await documentsOf(database.db, s.booking.bookingId)));
    const rajasthan = invoices.filter((d) => d.gstin === RAJASTHAN);
    const home = invoices.filter((d) => d.gstin === GOA);
    expect(rajasthan.map((d) => d.series)).toEqual(['SB08', 'SB08', 'SB08']);
    expect(home.map((d) => d.series)).toEqual(['SB', 'SB']);
    for (const list of [rajasthan, home]) {
      const first = list[0]!.sequence;
      expect(list.map((d) => d.sequence)).toEqual(list.map((_, i) => first + i));
    }
    expect(rajasthan[0]!.number).toMatch(/^SB08\/\d\d-\d\d\/\d{5}$/);
    expect(home[0]!.number).toMatch(/^SB\/\d\d-\d\d\/\d{6}$/);
    for (const d of rajasthan) {
      expect(d).toMatchObject({ place_of_supply: '08', intra_state: 1, igst: 0 });
      expect(d.cgst).toBeGreaterThan(0);
      expect(d.sgst - d.cgst).toBeGreaterThanOrEqual(0);
      expect(d.sgst - d.cgst).toBeLessThanOrEqual(1);
    }

    // Each registration files its own return: Rajasthan's three invoices, home's two (the default).
    const today = istDay(0);
    const month = today.slice(0, 7);
    expect(await gstSummary(`month=${month}&gstin=${RAJASTHAN}`)).toMatchObject({
      supplierGstin: RAJASTHAN,
      invoices: { count: 3 },
    });
    expect(await gstSummary(`month=${month}`)).toMatchObject({ supplierGstin: GOA, invoices: { count: 2 } });
    const bad = await use().app.inject({
      method: 'GET',
      url: `/api/admin/reports/gst?month=${month}&gstin=08AAKCS9999M1ZY`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('typing mistake');
    const listed = await use().app.inject({
      method: 'GET',
      url: `/api/admin/reports/documents?from=${month}-01&to=${today}&gstin=${RAJASTHAN}`,
      headers: admin.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(new Set(listed.json().data.map((d: { supplierGstin: string }) => d.supplierGstin))).toEqual(
      new Set([RAJASTHAN]),
    );
  });

  it('invoices a stay in a state with no registration from home with IGST (development only)', async () => {
    const { app, database } = use();
    const stay = await paidBooking(app, guest, { ...coorg, from: 3, to: 4 });
    const [invoice] = await documentsOf(database.db, stay.bookingId);
    expect(invoice).toMatchObject({
      gstin: GOA,
      series: 'SB',
      place_of_supply: '29',
      intra_state: 0,
      cgst: 0,
      sgst: 0,
    });
    expect(invoice!.igst).toBeGreaterThan(0);
  });

  it('in production, refuses to start with a property on sale in a state without a registration, naming both', async () => {
    const { database } = use();
    const config = testConfig({ ...productionEnv, LOG_LEVEL: 'silent', SEED_ON_START: 'false' });
    await expect(buildApp({ config, database, logger: false })).rejects.toThrow(
      /Coorg Estate is published in Karnataka, where the brand has no GST registration/,
    );
  });
});

describe('the start-up check in development', () => {
  it('warns instead of refusing', async () => {
    const { checkRegistrationsAtStart } = await import('../src/modules/ledger/index.js');
    const { createTestDatabase } = await import('./setup-db.js');
    const database = await createTestDatabase('pglite');
    try {
      await createRoomForSale(database.db, {
        propertyName: 'Manali Cabins',
        property: { cityId: (await createCity(database.db, { name: 'Manali', state: 'Himachal Pradesh' })).id },
      });
      const warnings: string[] = [];
      await checkRegistrationsAtStart(database.db, testConfig(), {
        warn: (obj) => warnings.push(...(obj as { problems: string[] }).problems),
      });
      expect(warnings).toEqual([expect.stringMatching(/^Manali Cabins is published in Himachal Pradesh/)]);
    } finally {
      await database.close();
    }
  });
});
