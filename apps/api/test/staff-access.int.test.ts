import { authPaths } from '@staybook/contract/auth-paths';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema/accounts.js';
import {
  auditLog,
  bookingGroups,
  calendarImports,
  propertyMedia,
  reviews,
  roomBlocks,
  roomMedia,
  rooms,
  staffMembers,
  taxDocuments,
} from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import { signInWithOtp, type TestSession } from './support/accounts.js';
import {
  createGuest,
  createRoomForSale,
  istDay,
  paidBooking,
  type RoomForSale,
  type SignedIn,
  signedInUser,
  uniquePhone,
} from './support/factories.js';

const RANDOM_ID = '00000000-0000-4000-8000-000000000000';

interface Fixture {
  a: RoomForSale;
  b: RoomForSale;
  bookingA: string;
  bookingB: string;
  /** B's prepaid stay's tax invoice. */
  documentB: string;
  blockB: string;
  calendarB: string;
  groupB: string;
  mediaB: string;
  roomMediaB: string;
  roomB: string;
  reviewB: string;
}

describeEachDatabase('staff and access by property (decision 005)', { config: { OTP_RESEND_SECONDS: '0' } }, (use) => {
  let f: Fixture;
  let admin: SignedIn;
  beforeAll(async () => {
    const { app, database, config } = use();
    const db = database.db;
    const a = await createRoomForSale(db, { propertyName: 'Anjuna Access Villa', roomName: 'A Room' });
    const b = await createRoomForSale(db, { propertyName: 'Benaulim Access Villa', roomName: 'B Room' });
    const guest = await createGuest(db, config);
    const bookingA = await paidBooking(app, guest, {
      propertyId: a.propertyId,
      roomTypeId: a.roomTypeId,
      from: 3,
      to: 5,
    });
    const bookingB = await paidBooking(app, guest, {
      propertyId: b.propertyId,
      roomTypeId: b.roomTypeId,
      from: 3,
      to: 5,
    });
    const [media] = await db
      .insert(propertyMedia)
      .values({ propertyId: b.propertyId, category: 'Exterior', url: '/media/demo/b/0.webp' })
      .returning();
    const [photo] = await db
      .insert(roomMedia)
      .values({ roomTypeId: b.roomTypeId, url: '/media/demo/b/1.webp' })
      .returning();
    const [review] = await db
      .insert(reviews)
      .values({
        propertyId: b.propertyId,
        guestName: 'Priya S.',
        overall: 4,
        cleanliness: 4,
        location: 4,
        service: 4,
        value: 4,
        title: 'Demo',
        text: 'A demo review of property B.',
        isDemo: true,
      })
      .returning();
    const [block] = await db
      .insert(roomBlocks)
      .values({
        propertyId: b.propertyId,
        roomTypeId: b.roomTypeId,
        kind: 'maintenance',
        startsOn: istDay(30),
        endsOn: istDay(31),
        roomCount: 1,
        reason: 'Repainting',
      })
      .returning();
    const [calendar] = await db
      .insert(calendarImports)
      .values({ roomTypeId: b.roomTypeId, channel: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' })
      .returning();
    const [group] = await db
      .insert(bookingGroups)
      .values({
        propertyId: b.propertyId,
        name: 'Benaulim wedding',
        organiserName: 'Rohit Sharma',
        organiserPhone: '9822012345',
        cutoffDate: istDay(20),
      })
      .returning();
    const [numberedRoom] = await db
      .insert(rooms)
      .values({ propertyId: b.propertyId, roomTypeId: b.roomTypeId, number: '901', floor: 9 })
      .returning();
    f = {
      a,
      b,
      blockB: block!.id,
      calendarB: calendar!.id,
      groupB: group!.id,
      reviewB: review!.id,
      bookingA: bookingA.bookingId,
      bookingB: bookingB.bookingId,
      documentB: (await db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingB.bookingId)))[0]!.id,
      mediaB: media!.id,
      roomMediaB: photo!.id,
      roomB: numberedRoom!.id,
    };
    admin = await signedInUser(db, config, 'admin', { name: 'Asha Admin' });
  });

  const member = (
    staffRole: 'front_desk' | 'property_manager' | 'revenue_manager' | 'housekeeping',
    scope?: string[],
  ) =>
    signedInUser(use().database.db, use().config, 'staff', {
      staffRole,
      ...(scope ? { scope } : {}),
      name: `${staffRole} member`,
    });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    who: { headers: object },
    payload?: object,
  ) =>
    use().app.inject({ method, url, headers: who.headers as Record<string, string>, ...(payload ? { payload } : {}) });

  describe('every console route (generated from the OpenAPI document)', () => {
    /** Routes that name no single property: they answer a member of A, but never with B's rows. */
    const unscoped = new Set([
      'GET /api/admin/me',
      'GET /api/admin/catalogue/properties',
      'GET /api/admin/catalogue/cities',
      // The fields lacking a translation, narrowed to the member's properties (content-translations.int.test.ts).
      'GET /api/admin/catalogue/translations/missing',
      'POST /api/admin/catalogue/upload-image',
      'GET /api/admin/inventory/room-types',
      'GET /api/admin/bookings/properties',
      'GET /api/admin/kyc/policy',
      // Its room type is in the body, checked once the body is valid (a test below).
      'POST /api/admin/inventory/bulk',
      'POST /api/admin/inventory/blocks',
      'POST /api/admin/channels/imports',
      'POST /api/admin/desk-bookings',
      'POST /api/admin/groups',
      // The brand's register of OTAs by name (issue 41), for the desk's OTA booking: no property's rows.
      'GET /api/admin/ota-channels',
      'POST /api/admin/room-assignments/auto',
      // The brand-wide rate bulk edit names no single property: the service narrows its room types to the member's
      // and refuses a listed one outside them (rate-plans-admin.int.test.ts).
      'POST /api/admin/rates/bulk-preview',
      'POST /api/admin/rates/bulk-apply',
      'POST /api/admin/rates/bulk-undo',
    ]);

    it("refuses a property manager of A everything about B, and shows them none of B's rows", async () => {
      const { app } = use();
      const manager = await member('property_manager', [f.a.propertyId]);
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      /** B's row of the kind a path names. */
      const idFor = (path: string): string => {
        if (/\/properties\/\{id\}/.test(path)) return f.b.propertyId;
        if (/\/room-types\/\{id\}/.test(path)) return f.b.roomTypeId;
        if (/\/room-media\/\{id\}/.test(path)) return f.roomMediaB;
        if (/\/media\/\{id\}/.test(path)) return f.mediaB;
        if (/\/bookings\/\{id\}/.test(path)) return f.bookingB;
        if (/\/reviews\/\{id\}/.test(path)) return f.reviewB;
        if (/\/documents\/\{id\}/.test(path)) return f.documentB;
        if (/\/blocks\/\{id\}/.test(path)) return f.blockB;
        if (/\/imports\/\{id\}/.test(path)) return f.calendarB;
        if (/\/groups\/\{id\}/.test(path)) return f.groupB;
        if (/\/rooms\/\{id\}/.test(path)) return f.roomB;
        return RANDOM_ID;
      };
      const routes = Object.entries(doc.paths)
        .filter(([path]) => path.startsWith('/api/hero') || path.startsWith('/api/admin'))
        .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })));
      expect(routes.length).toBeGreaterThanOrEqual(60);
      let checked = 0;
      for (const { method, path } of routes) {
        const key = `${method} ${path}`;
        const url = `${path.replace(/\{[^}]+\}/g, idFor(path))}${
          method === 'GET' ? `?propertyId=${f.b.propertyId}&roomTypeId=${f.b.roomTypeId}` : ''
        }`;
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers: manager.headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (unscoped.has(key)) {
          expect(res.statusCode, key).toBeLessThan(500);
          expect(res.body, `${key} shows B`).not.toContain(f.b.propertyId);
          expect(res.body, `${key} shows B`).not.toContain(f.b.propertyName);
        } else {
          expect(res.statusCode, `${key} → ${res.body}`).toBe(403);
          expect(res.json().error.code).toBe('FORBIDDEN');
        }
        checked++;
      }
      expect(checked).toBe(routes.length);
    });
  });

  it("lets a front desk member of A work A's bookings and refuses B's bookings, rates and media", async () => {
    const desk = await member('front_desk', [f.a.propertyId]);
    expect((await call('GET', `/api/admin/bookings/${f.bookingA}`, desk)).statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/bookings', desk)).json().data.items as Array<{ id: string }>;
    expect(list.map((b) => b.id)).toContain(f.bookingA);
    expect(list.map((b) => b.id)).not.toContain(f.bookingB);

    const refused = [
      await call('GET', `/api/admin/bookings/${f.bookingB}`, desk),
      await call('POST', `/api/admin/bookings/${f.bookingB}/cancel`, desk, { reason: 'Guest asked', refund: 'none' }),
      await call('POST', `/api/admin/bookings/${f.bookingB}/check-in`, desk),
      await call('GET', `/api/admin/arrivals?propertyId=${f.b.propertyId}`, desk),
      await call('GET', `/api/admin/dashboard?propertyId=${f.b.propertyId}`, desk),
      // Rates and media are not a front desk's at all, on any property.
      await call('GET', `/api/admin/inventory?roomTypeId=${f.b.roomTypeId}&from=2026-12-01&to=2026-12-31`, desk),
      await call('GET', `/api/admin/inventory?roomTypeId=${f.a.roomTypeId}&from=2026-12-01&to=2026-12-31`, desk),
      await call('DELETE', `/api/admin/catalogue/media/${f.mediaB}`, desk),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(Array(refused.length).fill(403));
    expect(refused[0]!.json().error.message).toBe('You do not have access to this property.');
    expect(refused[5]!.json().error.message).toBe('Your role does not allow this.');
  });

  it("lets a property manager of A change A's rates and photos but not B's", async () => {
    const manager = await member('property_manager', [f.a.propertyId]);
    const bulk = (roomTypeId: string) =>
      call('POST', '/api/admin/inventory/bulk', manager, {
        roomTypeId,
        from: istDay(1),
        to: istDay(2),
        action: 'close',
      });
    expect((await bulk(f.b.roomTypeId)).statusCode).toBe(403);
    const own = await bulk(f.a.roomTypeId);
    expect(own.statusCode, own.body).toBe(200);
    // A block names its room type in the body: B's is refused once the body is valid, A's is placed.
    const block = (roomTypeId: string) =>
      call('POST', '/api/admin/inventory/blocks', manager, {
        roomTypeId,
        kind: 'maintenance',
        from: istDay(3),
        to: istDay(3),
        roomCount: 1,
        reason: 'Leaking tap',
      });
    expect((await block(f.b.roomTypeId)).statusCode).toBe(403);
    const placed = await block(f.a.roomTypeId);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await call('DELETE', `/api/admin/catalogue/media/${f.mediaB}`, manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/catalogue/room-media/${f.roomMediaB}`, manager)).statusCode).toBe(403);
    const properties = (await call('GET', '/api/admin/catalogue/properties?status=all', manager)).json().data.items;
    expect(properties.map((p: { id: string }) => p.id)).toEqual([f.a.propertyId]);
    const options = (await call('GET', '/api/admin/inventory/room-types', manager)).json().data;
    expect(options.map((p: { id: string }) => p.id)).toEqual([f.a.propertyId]);
  });

  it('tells each member what they may do (/api/admin/me)', async () => {
    const desk = await member('front_desk', [f.a.propertyId]);
    const me = (await call('GET', '/api/admin/me', desk)).json().data;
    expect(me).toEqual({
      role: 'front_desk',
      roleLabel: 'Front desk',
      allProperties: false,
      properties: [{ id: f.a.propertyId, name: f.a.propertyName }],
      permissions: ['dashboard.view', 'bookings.view', 'bookings.manage', 'kyc.view', 'housekeeping.update'],
    });
    // A housekeeper keeps the rooms of their properties and nothing else.
    const housekeeper = await member('housekeeping', [f.a.propertyId]);
    expect((await call('GET', '/api/admin/me', housekeeper)).json().data).toMatchObject({
      role: 'housekeeping',
      roleLabel: 'Housekeeping',
      permissions: ['housekeeping.update'],
    });
    expect((await call('GET', '/api/admin/bookings', housekeeper)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/housekeeping?propertyId=${f.b.propertyId}`, housekeeper)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/admin/housekeeping?propertyId=${f.a.propertyId}`, housekeeper)).statusCode).toBe(
      200,
    );
    const revenue = await member('revenue_manager');
    expect((await call('GET', '/api/admin/me', revenue)).json().data.permissions).toContain('engagement.view');
    const scopedRevenue = await member('revenue_manager', [f.a.propertyId]);
    // Leads are the brand's: a revenue manager of one property does not read them.
    expect((await call('GET', '/api/admin/me', scopedRevenue)).json().data.permissions).not.toContain(
      'engagement.view',
    );
    expect((await call('GET', '/api/admin/leads', scopedRevenue)).statusCode).toBe(403);
  });

  describe('the staff list', () => {
    it('invites a person by mobile number: told by SMS, on the list, audited, and a member at their first sign-in', async () => {
      const { app, database } = use();
      const phone = uniquePhone('6');
      const invited = await call('POST', '/api/admin/staff', admin, {
        phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
        name: 'Rhea Desk',
        role: 'front_desk',
        propertyIds: [f.a.propertyId],
      });
      expect(invited.statusCode, invited.body).toBe(200);
      const created = invited.json().data;
      expect(created).toMatchObject({
        phone,
        name: 'Rhea Desk',
        role: 'front_desk',
        allProperties: false,
        properties: [{ id: f.a.propertyId, name: f.a.propertyName }],
        state: 'invited',
        lastSignInAt: null,
      });
      const [sms] = await database.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.template, 'staff_invite')));
      expect(sms?.body).toMatch(
        /^Staybook: Rhea Desk, you have been added to the Staybook console as Front desk\. .*\/admin$/,
      );
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.invite'), eq(auditLog.entityId, created.id)));
      expect(entry?.actorUserId).toBe(admin.id);
      expect(entry?.after).toMatchObject({ role: 'front_desk', propertyIds: [f.a.propertyId] });

      const again = await call('POST', '/api/admin/staff', admin, { phone, name: 'Rhea', role: 'admin' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This number is already on the staff list.');

      const session = await signInWithOtp(app, phone);
      expect(session.user.role).toBe('staff');
      expect((await call('GET', `/api/admin/bookings/${f.bookingA}`, session)).statusCode).toBe(200);
      const listed = (await call('GET', '/api/admin/staff', admin)).json().data.members as Array<{
        id: string;
        state: string;
      }>;
      expect(listed.find((m) => m.id === created.id)?.state).toBe('active');
    });

    it('lets one of two invitations of the same number sent at once through and refuses the other with 409', async () => {
      const { database } = use();
      const phone = uniquePhone('6');
      // Several rounds: on PostgreSQL both usually find no row to lock and race to insert; one loses on the unique index.
      for (let round = 0; round < 3; round++) {
        const number = round === 0 ? phone : uniquePhone('6');
        const invite = (name: string) =>
          call('POST', '/api/admin/staff', admin, { phone: number, name, role: 'front_desk', allProperties: true });
        const answers = await Promise.all([invite('Rhea'), invite('Rhea Desk')]);
        expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
        const refused = answers.find((a) => a.statusCode === 409);
        expect(refused?.json().error).toEqual({
          code: 'CONFLICT',
          message: 'This number is already on the staff list.',
        });
        const rows = await database.db.select().from(staffMembers).where(eq(staffMembers.phone, number));
        expect(rows).toHaveLength(1);
      }
    });

    it('refuses an invitation without properties, with unknown ones, or a bad number, saying why', async () => {
      const none = await call('POST', '/api/admin/staff', admin, {
        phone: uniquePhone('6'),
        name: 'Nobody',
        role: 'front_desk',
      });
      expect(none.statusCode).toBe(400);
      expect(none.body).toContain('Choose at least one property, or every property.');
      const unknown = await call('POST', '/api/admin/staff', admin, {
        phone: uniquePhone('6'),
        name: 'Nobody',
        role: 'front_desk',
        propertyIds: [RANDOM_ID],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details.propertyIds).toEqual([RANDOM_ID]);
      const badPhone = await call('POST', '/api/admin/staff', admin, {
        phone: '12345',
        name: 'Nobody',
        role: 'admin',
      });
      expect(badPhone.statusCode).toBe(400);
    });

    /** An invited member signed in through the real OTP flow. */
    async function invitedAndSignedIn(
      role: string,
      propertyIds: string[],
    ): Promise<{ id: string; session: TestSession }> {
      const phone = uniquePhone('6');
      const invited = await call('POST', '/api/admin/staff', admin, { phone, name: 'Kiran', role, propertyIds });
      expect(invited.statusCode, invited.body).toBe(200);
      return { id: invited.json().data.id, session: await signInWithOtp(use().app, phone) };
    }

    it("takes a change of properties at once, on the member's current token", async () => {
      const { id, session } = await invitedAndSignedIn('front_desk', [f.a.propertyId]);
      expect((await call('GET', `/api/admin/bookings/${f.bookingB}`, session)).statusCode).toBe(403);
      const changed = await call('PUT', `/api/admin/staff/${id}`, admin, {
        name: 'Kiran',
        role: 'front_desk',
        propertyIds: [f.a.propertyId, f.b.propertyId],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call('GET', `/api/admin/bookings/${f.bookingB}`, session)).statusCode).toBe(200);
      const narrowed = await call('PUT', `/api/admin/staff/${id}`, admin, {
        name: 'Kiran',
        role: 'front_desk',
        propertyIds: [f.b.propertyId],
      });
      expect(narrowed.statusCode).toBe(200);
      expect((await call('GET', `/api/admin/bookings/${f.bookingA}`, session)).statusCode).toBe(403);
      const [entry] = await use()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.update'), eq(auditLog.entityId, id)))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect((entry!.before as { propertyIds: string[] }).propertyIds.sort()).toEqual(
        [f.a.propertyId, f.b.propertyId].sort(),
      );
      expect(entry?.after).toMatchObject({ propertyIds: [f.b.propertyId] });
    });

    it('ends the sessions of a member whose role becomes administrator, or who is removed', async () => {
      const { app } = use();
      const promoted = await invitedAndSignedIn('front_desk', [f.a.propertyId]);
      const up = await call('PUT', `/api/admin/staff/${promoted.id}`, admin, {
        name: 'Kiran',
        role: 'admin',
      });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().data.allProperties).toBe(true);
      expect((await call('GET', `/api/admin/bookings/${f.bookingA}`, promoted.session)).statusCode).toBe(401);

      const leaving = await invitedAndSignedIn('front_desk', [f.a.propertyId]);
      const removed = await call('DELETE', `/api/admin/staff/${leaving.id}`, admin);
      expect(removed.statusCode).toBe(200);
      expect((await call('GET', `/api/admin/bookings/${f.bookingA}`, leaving.session)).statusCode).toBe(401);
      const back = await signInWithOtp(app, leaving.session.user.phone);
      expect(back.user.role).toBe('guest');
      expect((await call('GET', `/api/admin/bookings/${f.bookingA}`, back)).statusCode).toBe(403);
      const [row] = await use().database.db.select().from(staffMembers).where(eq(staffMembers.id, leaving.id));
      expect(row?.removedAt).not.toBeNull();
    });

    it('refuses changing your own access and leaving the brand without an administrator', async () => {
      const { database, config } = use();
      // A database of its own would be cleaner, but one administrator is enough to show the rule: make this admin
      // the only one by looking at what the rule counts.
      const me = (await call('GET', '/api/admin/staff', admin))
        .json()
        .data.members.find((m: { phone: string }) => m.phone === admin.phone);
      const self = await call('PUT', `/api/admin/staff/${me.id}`, admin, {
        name: 'Asha',
        role: 'front_desk',
        allProperties: true,
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().error.message).toBe('You cannot change your own access. Ask another administrator.');
      expect((await call('DELETE', `/api/admin/staff/${me.id}`, admin)).statusCode).toBe(409);

      // Another administrator removes every administrator but themselves, then cannot demote themselves either.
      const other = await signedInUser(database.db, config, 'admin', { name: 'Other Admin' });
      const admins = (await call('GET', '/api/admin/staff', other))
        .json()
        .data.members.filter((m: { role: string; phone: string }) => m.role === 'admin' && m.phone !== other.phone);
      for (const a of admins) expect((await call('DELETE', `/api/admin/staff/${a.id}`, other)).statusCode).toBe(200);
      const otherId = (await call('GET', '/api/admin/staff', other))
        .json()
        .data.members.find((m: { phone: string }) => m.phone === other.phone).id;
      const last = await call('PUT', `/api/admin/staff/${otherId}`, other, {
        name: 'x',
        role: 'front_desk',
        allProperties: true,
      });
      expect(last.statusCode).toBe(409);
      // The removed administrator's token died with the removal.
      expect((await call('GET', '/api/admin/staff', admin)).statusCode).toBe(401);
      admin = other;
    });

    it('keeps the staff list to administrators', async () => {
      const revenue = await member('revenue_manager');
      for (const [method, url] of [
        ['GET', '/api/admin/staff'],
        ['POST', '/api/admin/staff'],
        ['PUT', `/api/admin/staff/${RANDOM_ID}`],
        ['DELETE', `/api/admin/staff/${RANDOM_ID}`],
      ] as const)
        expect(
          (await call(method, url, revenue, method === 'POST' || method === 'PUT' ? {} : undefined)).statusCode,
        ).toBe(403);
    });
  });

  it('ends the guest sessions of an account invited to the staff list: the next sign-in is a member', async () => {
    const { app } = use();
    const phone = uniquePhone('6');
    const asGuest = await signInWithOtp(app, phone);
    expect(asGuest.user.role).toBe('guest');
    const invited = await call('POST', '/api/admin/staff', admin, {
      phone,
      name: 'Late',
      role: 'revenue_manager',
      allProperties: true,
    });
    expect(invited.statusCode).toBe(200);
    expect((await call('GET', authPaths.me, asGuest)).statusCode).toBe(401);
    const again = await signInWithOtp(app, phone);
    expect(again.user.role).toBe('staff');
    expect((await call('GET', '/api/admin/leads', again)).statusCode).toBe(200);
  });
});
