import { addDays, todayIst } from '@staybook/contract';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { auditLog, contactMessages, leads, priceUnlocks } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  type GuestSiteCatalogue,
  type Role,
  type SignedIn,
  seedGuestSiteCatalogue,
  signedInUser,
} from './support/factories.js';

const ADMIN_PHONE = '9000000201';
const STAFF_PHONE = '9000000202';

let catalogue: GuestSiteCatalogue;
let address = 0;

/** Leads at known instants: 10 Jan 11:30 IST, and 16 Jan 01:30 IST (still 15 Jan in UTC). */
async function seedRows(db: Db, catalogueIds: GuestSiteCatalogue) {
  const stay = { checkInAt: new Date('2030-02-01T00:00:00+05:30'), checkOutAt: new Date('2030-02-03T00:00:00+05:30') };
  await db.insert(leads).values([
    {
      email: '=cmd@evil.example',
      phone: '+91 98220 11111',
      propertyType: 'Villa',
      ...stay,
      triggerSource: 'home',
      createdAt: new Date('2030-01-10T06:00:00Z'),
    },
    {
      email: 'anita@example.com',
      phone: '9822022222',
      propertyType: 'Hotel',
      ...stay,
      triggerSource: 'header',
      ip: '10.0.0.9',
      createdAt: new Date('2030-01-15T20:00:00Z'),
    },
  ]);
  await db.insert(priceUnlocks).values([
    {
      name: '=SUM(A1:A9)',
      mobile: '9822033333',
      propertyId: catalogueIds.villaId,
      checkIn: '2030-02-01',
      checkOut: '2030-02-03',
      adults: 2,
      children: 1,
      quotedTotalPaise: 945_000,
      createdAt: new Date('2030-01-12T06:00:00Z'),
    },
    {
      name: 'Rohan Kamat',
      mobile: '9822044444',
      propertyId: catalogueIds.hotelId,
      checkIn: '2030-03-01',
      checkOut: '2030-03-02',
      adults: 1,
      createdAt: new Date('2030-01-13T06:00:00Z'),
    },
  ]);
  await db.insert(contactMessages).values({
    name: 'Old Message',
    email: 'old@example.com',
    subject: 'feedback',
    message: 'Loved the stay.',
    createdAt: new Date('2020-01-01T06:00:00Z'),
  });
}

describeEachDatabase(
  'console leads, price unlocks, contact messages and audit log',
  {
    prepare: async (database) => {
      catalogue = await seedGuestSiteCatalogue(database.db);
      await seedRows(database.db, catalogue);
    },
  },
  (use) => {
    // Known numbers and a name: the audit log shows the actor and is filtered by phone.
    let people: Record<Role, SignedIn>;
    beforeAll(async () => {
      const { database, config } = use();
      people = {
        admin: await signedInUser(database.db, config, 'admin', { phone: ADMIN_PHONE, name: 'Asha Admin' }),
        staff: await signedInUser(database.db, config, 'staff', { phone: STAFF_PHONE, staffRole: 'revenue_manager' }),
        guest: await createGuest(database.db, config),
      };
    });
    const get = (url: string, role: Role | null = 'staff') =>
      use().app.inject({ method: 'GET', url, headers: role ? people[role].headers : {} });

    it('lets staff and admins read leads and exports, admins alone the audit log', async () => {
      for (const url of [
        '/api/admin/leads',
        '/api/admin/leads.csv',
        '/api/admin/leads/sources',
        '/api/admin/price-unlocks',
        '/api/admin/price-unlocks.csv',
        '/api/admin/contact-messages',
        '/api/admin/contact-messages.csv',
      ]) {
        expect((await get(url, null)).statusCode, `${url} anonymous`).toBe(401);
        expect((await get(url, 'guest')).statusCode, `${url} guest`).toBe(403);
        expect((await get(url, 'staff')).statusCode, `${url} staff`).toBe(200);
        expect((await get(url, 'admin')).statusCode, `${url} admin`).toBe(200);
      }
      for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/facets']) {
        const staff = await get(url, 'staff');
        expect(staff.statusCode, `${url} staff`).toBe(403);
        expect(staff.json().error.code).toBe('FORBIDDEN');
        expect((await get(url, 'admin')).statusCode, `${url} admin`).toBe(200);
      }
    });

    it('lists leads newest first and filters by IST created day, source and e-mail/phone text', async () => {
      const all = (await get('/api/admin/leads')).json().data;
      expect(all.total).toBe(2);
      expect(all.items.map((l: { email: string }) => l.email)).toEqual(['anita@example.com', '=cmd@evil.example']);
      expect(all.items[0]).toMatchObject({
        phone: '9822022222',
        propertyType: 'Hotel',
        checkIn: '2030-02-01',
        checkOut: '2030-02-03',
        source: 'header',
        ip: '10.0.0.9',
        createdAt: '2030-01-15T20:00:00.000Z',
      });

      const emails = async (query: string) =>
        (await get(`/api/admin/leads?${query}`)).json().data.items.map((l: { email: string }) => l.email);
      expect(await emails('source=home')).toEqual(['=cmd@evil.example']);
      expect(await emails('q=ANITA')).toEqual(['anita@example.com']);
      expect(await emails('q=98220%2011111')).toEqual(['=cmd@evil.example']);
      // 20:00 UTC on 15 Jan is 01:30 IST on 16 Jan.
      expect(await emails('from=2030-01-01&to=2030-01-15')).toEqual(['=cmd@evil.example']);
      expect(await emails('from=2030-01-16&to=2030-01-16')).toEqual(['anita@example.com']);
      expect(await emails('from=2030-01-10&to=2030-01-10')).toEqual(['=cmd@evil.example']);
      expect(await emails('q=%25')).toEqual([]);

      const page2 = (await get('/api/admin/leads?pageSize=1&page=2')).json().data;
      expect(page2).toMatchObject({ page: 2, pageSize: 1, total: 2, totalPages: 2 });
      expect(page2.items.map((l: { email: string }) => l.email)).toEqual(['=cmd@evil.example']);

      expect((await get('/api/admin/leads/sources')).json().data).toEqual(['header', 'home']);
    });

    it('refuses bad filters with a readable 400', async () => {
      const cases: Array<[string, RegExp]> = [
        ['/api/admin/leads?from=2030-02-30', /from: must be a real calendar date/],
        ['/api/admin/leads?from=10-01-2030', /from: must be a date written YYYY-MM-DD/],
        ['/api/admin/leads?from=2030-01-10&to=2030-01-09', /to: must be on or after from/],
        ['/api/admin/leads?pageSize=1000', /pageSize may be at most 100/],
        ['/api/admin/leads?page=0', /page/],
        ['/api/admin/leads.csv?to=tomorrow', /to: must be a date written YYYY-MM-DD/],
        ['/api/admin/price-unlocks?propertyId=villa', /propertyId: must be a valid id/],
        ['/api/admin/contact-messages?subject=spam', /subject must be one of booking, support/],
      ];
      for (const [url, message] of cases) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
        expect(res.json().error.message, url).toMatch(message);
      }
      const audit = await get('/api/admin/audit-log?actor=abc', 'admin');
      expect(audit.statusCode).toBe(400);
      expect(audit.json().error.message).toMatch(/actor/);
    });

    it('exports the filtered leads as CSV, with formula-like cells kept as text', async () => {
      const res = await get('/api/admin/leads.csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="leads-${todayIst()}.csv"`);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const lines = res.body.slice(1).split('\r\n');
      expect(lines[0]).toBe('Created (IST),Email,Phone,Property type,Check-in,Check-out,Source,IP,User agent');
      expect(lines[1]).toBe(
        '2030-01-16 01:30,anita@example.com,9822022222,Hotel,2030-02-01,2030-02-03,header,10.0.0.9,',
      );
      // '=' and '+' would start a formula in a spreadsheet: both cells carry an apostrophe.
      expect(lines[2]).toBe("2030-01-10 11:30,'=cmd@evil.example,'+91 98220 11111,Villa,2030-02-01,2030-02-03,home,,");
      expect(lines[3]).toBe('');
      expect(lines).toHaveLength(4);

      const filtered = await get('/api/admin/leads.csv?source=header');
      expect(filtered.body.slice(1).split('\r\n').filter(Boolean)).toHaveLength(2);
      expect(filtered.body).toContain('anita@example.com');
      expect(filtered.body).not.toContain('evil');
    });

    it('lists and exports price-unlock requests with the property and the quote in rupees', async () => {
      const list = (await get('/api/admin/price-unlocks')).json().data;
      expect(list.total).toBe(2);
      expect(list.items[1]).toMatchObject({
        name: '=SUM(A1:A9)',
        mobile: '9822033333',
        property: { id: catalogue.villaId, name: 'Casa Azul Villa' },
        checkIn: '2030-02-01',
        checkOut: '2030-02-03',
        adults: 2,
        children: 1,
        quotedTotal: 9450,
        accountPhone: null,
      });
      expect(list.items[0]).toMatchObject({ name: 'Rohan Kamat', quotedTotal: null });

      const villa = (await get(`/api/admin/price-unlocks?propertyId=${catalogue.villaId}`)).json().data;
      expect(villa.items.map((u: { name: string }) => u.name)).toEqual(['=SUM(A1:A9)']);
      const byMobile = (await get('/api/admin/price-unlocks?q=44444')).json().data;
      expect(byMobile.items.map((u: { name: string }) => u.name)).toEqual(['Rohan Kamat']);

      const csv = await get(`/api/admin/price-unlocks.csv?propertyId=${catalogue.villaId}`);
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="price-unlocks-${todayIst()}.csv"`);
      const lines = csv.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Created (IST),Name,Mobile,Property,Check-in,Check-out,Adults,Children,Quoted total (INR),Account mobile,IP',
      );
      expect(lines[1]).toBe(
        "2030-01-12 11:30,'=SUM(A1:A9),9822033333,Casa Azul Villa,2030-02-01,2030-02-03,2,1,9450,,",
      );
      expect(lines).toHaveLength(3);
    });

    it('shows a message sent through the contact form, filters it and exports it', async () => {
      const { app } = use();
      const sent = await app.inject({
        method: 'POST',
        url: '/property/v1/contact',
        remoteAddress: `10.9.0.${++address}`,
        payload: {
          name: '=HYPERLINK("http://evil.example","Click")',
          email: 'Guest@Example.com',
          phone: '9822055555',
          subject: 'booking',
          message: 'Do you have a room\nfor 4 people, with "sea view"?',
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const id = sent.json().data._id;

      const list = (await get('/api/admin/contact-messages')).json().data;
      expect(list.total).toBe(2);
      expect(list.items[0]).toMatchObject({
        id,
        name: '=HYPERLINK("http://evil.example","Click")',
        phone: '9822055555',
        subject: 'booking',
        message: 'Do you have a room\nfor 4 people, with "sea view"?',
      });
      const names = async (query: string) =>
        (await get(`/api/admin/contact-messages?${query}`)).json().data.items.map((m: { name: string }) => m.name);
      expect(await names('subject=feedback')).toEqual(['Old Message']);
      expect(await names('q=55555')).toEqual([list.items[0].name]);
      expect(await names('q=old%40example')).toEqual(['Old Message']);
      expect(await names(`from=${todayIst()}&to=${todayIst()}`)).toEqual([list.items[0].name]);
      expect(await names(`to=${addDays(todayIst(), -1)}`)).toEqual(['Old Message']);

      const csv = await get('/api/admin/contact-messages.csv?subject=booking');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body.slice(1).startsWith('Created (IST),Name,Email,Phone,Company,Subject,Message,IP\r\n')).toBe(true);
      expect(csv.body).toContain(
        `"'=HYPERLINK(""http://evil.example"",""Click"")",guest@example.com,9822055555,,booking,"Do you have a room\nfor 4 people, with ""sea view""?",`,
      );
      expect(csv.body).not.toContain('Old Message');
    });

    it('reads the audit entries written by hero changes, with the actor and before/after', async () => {
      const { app } = use();
      const created = await app.inject({
        method: 'POST',
        url: '/api/hero',
        headers: people.admin.headers,
        payload: { image: '/media/demo/h/0.webp', title: 'Monsoon offer', ctaLink: '/property-list' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const slideId = created.json().data.id;
      const toggled = await app.inject({
        method: 'PATCH',
        url: `/api/hero/${slideId}/toggle-status`,
        headers: people.admin.headers,
      });
      expect(toggled.statusCode).toBe(200);

      const log = (await get('/api/admin/audit-log?entityType=hero_slide', 'admin')).json().data;
      expect(log.total).toBe(2);
      expect(log.items.map((e: { action: string }) => e.action)).toEqual(['hero.toggle', 'hero.create']);
      expect(log.items[0]).toMatchObject({
        actor: { phone: ADMIN_PHONE, name: 'Asha Admin', role: 'admin' },
        action: 'hero.toggle',
        entityType: 'hero_slide',
        entityId: slideId,
        before: { isActive: true },
        after: { isActive: false },
      });
      expect(Date.now() - Date.parse(log.items[0].createdAt)).toBeLessThan(60_000);
      expect(log.items[1].before).toBeNull();
      expect(log.items[1].after).toMatchObject({ id: slideId, title: 'Monsoon offer', isActive: true });

      const actions = async (query: string) =>
        (await get(`/api/admin/audit-log?${query}`, 'admin'))
          .json()
          .data.items.map((e: { action: string }) => e.action);
      expect(await actions('action=hero.create')).toEqual(['hero.create']);
      expect(await actions(`actor=${ADMIN_PHONE}`)).toEqual(['hero.toggle', 'hero.create']);
      expect(await actions(`actor=%2B91${ADMIN_PHONE}`)).toEqual(['hero.toggle', 'hero.create']);
      expect(await actions(`actor=${STAFF_PHONE}`)).toEqual([]);
      expect(await actions(`from=${todayIst()}&to=${todayIst()}&entityType=hero_slide`)).toHaveLength(2);
      expect(await actions(`to=${addDays(todayIst(), -1)}`)).toEqual([]);
      const paged = (await get('/api/admin/audit-log?pageSize=1&page=2', 'admin')).json().data;
      expect(paged).toMatchObject({ page: 2, pageSize: 1, totalPages: paged.total });
      expect(paged.items).toHaveLength(1);

      const facets = (await get('/api/admin/audit-log/facets', 'admin')).json().data;
      expect(facets.entityTypes).toContain('hero_slide');
      expect(facets.actions).toEqual(expect.arrayContaining(['hero.create', 'hero.toggle']));
    });

    it('answers hostile filter values from a signed-in admin with 200 or 400, never 5xx', async () => {
      const hostile = [
        '',
        ' ',
        '-1',
        '0',
        'NaN',
        '1e309',
        "' OR 1=1 --",
        '%_\\',
        '__proto__',
        '\u0000',
        '💥',
        'x'.repeat(500),
      ];
      const routes: Record<string, string[]> = {
        '/api/admin/leads': ['from', 'to', 'source', 'q', 'page', 'pageSize'],
        '/api/admin/leads.csv': ['from', 'to', 'source', 'q'],
        '/api/admin/price-unlocks': ['from', 'to', 'propertyId', 'q', 'page', 'pageSize'],
        '/api/admin/contact-messages.csv': ['from', 'to', 'subject', 'q'],
        '/api/admin/audit-log': ['from', 'to', 'entityType', 'action', 'actor', 'page', 'pageSize'],
      };
      for (const [path, params] of Object.entries(routes))
        for (const param of params)
          for (const value of hostile) {
            const res = await get(`${path}?${new URLSearchParams({ [param]: value })}`, 'admin');
            expect(
              [200, 400],
              `${path} ${param}=${JSON.stringify(value.slice(0, 20))}: ${res.body.slice(0, 200)}`,
            ).toContain(res.statusCode);
            if (res.statusCode === 400) expect(typeof res.json().error.message).toBe('string');
          }
    });

    it('offers no way to change or delete the audit log', async () => {
      const { app, database } = use();
      await database.db
        .insert(auditLog)
        .values({ actorUserId: null, action: 'test.kept', entityType: 'test_entry', entityId: 'kept' });
      const entries = async () =>
        (await get('/api/admin/audit-log?entityType=test_entry', 'admin'))
          .json()
          .data.items.map((e: { action: string }) => e.action);
      expect(await entries()).toEqual(['test.kept']);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await app.inject({
          method,
          url: '/api/admin/audit-log',
          headers: people.admin.headers,
          payload: {},
        });
        expect(res.statusCode, method).toBe(404);
      }
      expect(await entries()).toEqual(['test.kept']);
    });
  },
);
