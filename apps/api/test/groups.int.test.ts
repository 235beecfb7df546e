import type { IsoDate } from '@staybook/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { auditLog, bookingGroups, bookings, roomInventory, smsOutbox } from '../src/db/schema/index.js';
import { paymentLinkToken } from '../src/lib/payment-link-token.js';
import { releaseGroupsPastCutoff } from '../src/modules/groups/groups-release.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createRoomForSale,
  istDay,
  type RoomForSale,
  type SignedInRoles,
  signedInRoles,
  uniquePhone,
} from './support/factories.js';

/** [available, booked, blocked] per night of a room type over the allotment's nights (istDay 2, 3, 4) and the next. */
async function countsOf(db: Parameters<typeof releaseGroupsPastCutoff>[0], roomTypeId: string) {
  const rows = await db
    .select({
      date: roomInventory.stayDate,
      available: roomInventory.available,
      booked: roomInventory.booked,
      blocked: roomInventory.blocked,
    })
    .from(roomInventory)
    .where(eq(roomInventory.roomTypeId, roomTypeId))
    .orderBy(roomInventory.stayDate);
  return rows.filter((r) => r.date >= istDay(2) && r.date <= istDay(5)).map((r) => [r.available, r.booked, r.blocked]);
}

/** Noon IST on a day from today: the release job's clock. */
const noonOf = (day: IsoDate) => new Date(`${day}T12:00:00+05:30`);

describeEachDatabase('groups and allotments (/api/admin/groups)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'front_desk');
  });
  const staff = () => people.staff.headers;
  const hall = (available = 12): Promise<RoomForSale> =>
    createRoomForSale(use().database.db, { roomName: 'Deluxe Room', available, nights: 10, rupees: 5_000 });
  const create = (f: RoomForSale, over: Record<string, unknown> = {}) =>
    use().app.inject({
      method: 'POST',
      url: '/api/admin/groups',
      headers: staff(),
      payload: {
        propertyId: f.propertyId,
        name: 'Sharma–Naik wedding',
        organiser: { name: 'Rohit Sharma', phone: '9822012345', email: 'rohit@example.com', company: 'Sharma Events' },
        cutoffDate: istDay(0),
        payer: 'master',
        lines: [{ roomTypeId: f.roomTypeId, from: istDay(2), to: istDay(4), rooms: 10, rate: 4_200 }],
        ...over,
      },
    });
  const pickUp = (groupId: string, f: RoomForSale, over: Record<string, unknown> = {}) =>
    use().app.inject({
      method: 'POST',
      url: `/api/admin/groups/${groupId}/rooms`,
      headers: staff(),
      payload: {
        guestName: 'Anita Naik',
        roomTypeId: f.roomTypeId,
        checkIn: istDay(2),
        checkOut: istDay(5),
        adults: 2,
        ...over,
      },
    });

  it('holds the rooms off sale at once, and refuses a hold naming the nights when not enough are free', async () => {
    const f = await hall(12);
    const { database } = use();
    const res = await create(f);
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json().data;
    expect(group).toMatchObject({ name: 'Sharma–Naik wedding', status: 'holding', payer: 'master', rooms: [] });
    expect(group.roomTypes[0].nights).toEqual([
      { date: istDay(2), rate: 4200, allotted: 10, held: 10, picked: 0, released: 0 },
      { date: istDay(3), rate: 4200, allotted: 10, held: 10, picked: 0, released: 0 },
      { date: istDay(4), rate: 4200, allotted: 10, held: 10, picked: 0, released: 0 },
    ]);
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [2, 0, 10],
      [2, 0, 10],
      [2, 0, 10],
      [12, 0, 0],
    ]);
    // A second group wanting 3 of the 2 rooms left is refused, naming the nights; nothing of it is held or kept.
    const refused = await create(f, {
      name: 'Goa offsite',
      lines: [{ roomTypeId: f.roomTypeId, from: istDay(3), to: istDay(5), rooms: 3, rate: 4_000 }],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toMatch(
      /Not enough Deluxe Room rooms are free on .*\(2 free, 3 wanted\).*Nothing was held\./,
    );
    expect(refused.json().error.details.dates).toEqual([istDay(3), istDay(4)]);
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [2, 0, 10],
      [2, 0, 10],
      [2, 0, 10],
      [12, 0, 0],
    ]);
    const offsites = await database.db.select().from(bookingGroups).where(eq(bookingGroups.name, 'Goa offsite'));
    expect(offsites).toEqual([]);
  });

  it('picks a room up from the held rooms, never from open inventory, and refuses a stay outside the allotment', async () => {
    const f = await hall(12);
    const { database } = use();
    const group = (await create(f)).json().data;
    const res = await pickUp(group.id, f);
    expect(res.statusCode, res.body).toBe(201);
    const after = res.json().data;
    expect(after.rooms).toHaveLength(1);
    // Charged at the group's rate (₹4,200 a night, not the calendar's ₹5,000) with GST at 5%: 3 × 4,200 × 1.05.
    expect(after.rooms[0].total).toBe(13_230);
    expect(after.rooms[0]).toMatchObject({
      guestName: 'Anita Naik',
      status: 'confirmed',
      checkIn: istDay(2),
      checkOut: istDay(5),
    });
    expect(after.roomTypes[0].nights.map((n: { held: number; picked: number }) => [n.held, n.picked])).toEqual([
      [9, 1],
      [9, 1],
      [9, 1],
    ]);
    // The two open rooms are still open: the booking took a held one.
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [2, 1, 9],
      [2, 1, 9],
      [2, 1, 9],
      [12, 0, 0],
    ]);
    const outside = await pickUp(group.id, f, { checkOut: istDay(6) });
    expect(outside.statusCode, outside.body).toBe(409);
    expect(outside.json().error.message).toMatch(/is not a night of the group’s Deluxe Room allotment/);
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [2, 1, 9],
      [2, 1, 9],
      [2, 1, 9],
      [12, 0, 0],
    ]);
  });

  it('imports a rooming list: each good row a booking of the group, each bad row its own message', async () => {
    const f = await hall(12);
    const group = (await create(f)).json().data;
    const csv = [
      'name,room type,arrival,departure,adults,children,phone,email',
      'Anita Naik,Deluxe Room,,,2,0,,',
      `"Sharma, Vikram",deluxe room,${istDay(2)},${istDay(4)},2,1,,`,
      'Priya Desai,Suite,,,2,0,,',
      'Kiran Rao,Deluxe Room,,,2,0,,not-an-email',
      'Meera Kamat,Deluxe Room,31/02/2026,,2,0,,',
      'Rahul Naik,Deluxe Room,,,1,0,9822098220,',
    ].join('\r\n');
    const res = await use().app.inject({
      method: 'POST',
      url: `/api/admin/groups/${group.id}/rooming-list`,
      headers: staff(),
      payload: { csv },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results, group: after } = res.json().data;
    expect(results.map((r: { line: number; ok: boolean }) => [r.line, r.ok])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
      [5, false],
      [6, true],
    ]);
    expect(results[2].message).toBe('“Suite” is not a room type of this group (Deluxe Room).');
    expect(results[3].message).toMatch(/^E-mail: /);
    expect(results[4].message).toMatch(/^The arrival “31\/02\/2026” is not a date/);
    expect(after.rooms.map((r: { guestName: string }) => r.guestName).sort()).toEqual([
      'Anita Naik',
      'Rahul Naik',
      'Sharma, Vikram',
    ]);
    expect(after.roomTypes[0].nights.map((n: { picked: number }) => n.picked)).toEqual([3, 3, 2]);
    // A list without the columns it needs reads nothing.
    const headless = await use().app.inject({
      method: 'POST',
      url: `/api/admin/groups/${group.id}/rooming-list`,
      headers: staff(),
      payload: { csv: 'Anita Naik,Deluxe Room\n' },
    });
    expect(headless.statusCode).toBe(400);
  });

  it('releases exactly the unpicked rooms after the cut-off, once, audited', async () => {
    const f = await hall(12);
    const { database } = use();
    const group = (await create(f)).json().data;
    expect((await pickUp(group.id, f)).statusCode).toBe(201);
    expect((await pickUp(group.id, f, { guestName: 'Vikram Sharma', checkOut: istDay(3) })).statusCode).toBe(201);
    // On the cut-off day itself nothing moves.
    await releaseGroupsPastCutoff(database.db, noonOf(istDay(0)));
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [2, 2, 8],
      [2, 1, 9],
      [2, 1, 9],
      [12, 0, 0],
    ]);
    // The next IST day (even at 00:05) the unpicked go back on sale; the picked stay booked.
    const nextDay = new Date(`${istDay(1)}T00:05:00+05:30`);
    const [first, again] = await Promise.all([
      releaseGroupsPastCutoff(database.db, nextDay),
      releaseGroupsPastCutoff(database.db, nextDay),
    ]);
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [10, 2, 0],
      [11, 1, 0],
      [11, 1, 0],
      [12, 0, 0],
    ]);
    expect(first + again).toBeGreaterThanOrEqual(1);
    await releaseGroupsPastCutoff(database.db, noonOf(istDay(1)));
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [10, 2, 0],
      [11, 1, 0],
      [11, 1, 0],
      [12, 0, 0],
    ]);
    const view = await use().app.inject({ method: 'GET', url: `/api/admin/groups/${group.id}`, headers: staff() });
    expect(view.json().data.status).toBe('released');
    expect(view.json().data.roomTypes[0].nights.map((n: { released: number }) => n.released)).toEqual([8, 9, 9]);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, group.id), eq(auditLog.action, 'group.release_at_cutoff')));
    expect(audits).toHaveLength(1);
    // A released group takes no more rooms.
    const late = await pickUp(group.id, f);
    expect(late.statusCode).toBe(409);
  });

  it('lets one of two desks picking the last held room win; the other is refused and nothing is oversold', async () => {
    const f = await hall(3);
    const { database } = use();
    const group = (
      await create(f, { lines: [{ roomTypeId: f.roomTypeId, from: istDay(2), to: istDay(4), rooms: 1, rate: 4_200 }] })
    ).json().data;
    const [a, b] = await Promise.all([pickUp(group.id, f), pickUp(group.id, f, { guestName: 'Vikram Sharma' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.message).toMatch(/already picked up/);
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [2, 1, 0],
      [2, 1, 0],
      [2, 1, 0],
      [3, 0, 0],
    ]);
  });

  it('shows what each payer owes and has paid, and the money check stays exact', async () => {
    const f = await hall(12);
    const { app, database } = use();
    const gstin = '27AAPFU0939F1ZV';
    const master = (
      await create(f, {
        organiser: {
          name: 'Rohit Sharma',
          phone: '9822012345',
          email: 'rohit@example.com',
          company: 'Sharma Events',
          gstin,
        },
      })
    ).json().data;
    const one = (await pickUp(master.id, f)).json().data.rooms[0];
    const paid = await app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${one.bookingId}/payments`,
      headers: people.admin.headers,
      payload: { amount: 10_000, method: 'upi', reference: 'UPI-GROUP-1' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The master payer's GSTIN is the room's business details: its tax invoice is made out to the company (B2B).
    const [row] = await database.db
      .select({ name: bookings.businessName, gstin: bookings.businessGstin })
      .from(bookings)
      .where(eq(bookings.id, one.bookingId));
    expect(row).toEqual({ name: 'Sharma Events', gstin });
    await pickUp(master.id, f, { guestName: 'Vikram Sharma' });
    const statement = (
      await app.inject({ method: 'GET', url: `/api/admin/groups/${master.id}`, headers: staff() })
    ).json().data;
    const owes = statement.rooms.reduce((s: number, r: { total: number }) => s + r.total, 0);
    expect(statement.statement).toEqual([
      {
        payer: 'Sharma Events (Rohit Sharma)',
        rooms: 2,
        owes,
        paid: 10_000,
        due: Math.round((owes - 10_000) * 100) / 100,
      },
    ]);
    // Each guest paying their own room: a payment link per room, and a statement line per guest.
    const own = (
      await create(f, {
        name: 'Kamat offsite',
        payer: 'each_guest',
        lines: [{ roomTypeId: f.roomTypeId, from: istDay(6), to: istDay(7), rooms: 2, rate: 3_900 }],
      })
    ).json().data;
    const noPhone = await pickUp(own.id, f, { checkIn: istDay(6), checkOut: istDay(8) });
    expect(noPhone.statusCode).toBe(400);
    const linked = await pickUp(own.id, f, {
      checkIn: istDay(6),
      checkOut: istDay(8),
      phone: '9822011111',
      guestName: 'Meera Kamat',
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const room = linked.json().data.rooms[0];
    expect(room.status).toBe('pending_payment');
    expect(room.paymentLink).toMatch(/\/pay\//);
    expect(linked.json().data.statement).toEqual([
      { payer: 'Meera Kamat', rooms: 1, owes: room.total, paid: 0, due: room.total },
    ]);
    const report = await checkMoney(
      { db: database.db, adapters: createAdapters(use().config, database.db) },
      new Date(Date.now() + 60_000),
      { graceMinutes: 0 },
    );
    const ours = [one.bookingId, room.bookingId];
    expect(report.unsettled.filter((u) => u.bookingId && ours.includes(u.bookingId))).toEqual([]);
  });

  it('leads a room’s payment link to the payment page in its booking’s language, an English one’s as before', async () => {
    const f = await hall(12);
    const { app, database, config } = use();
    const group = (await create(f, { payer: 'each_guest' })).json().data;
    // A guest whose profile is in Hindi: the room the desk picks up for them is booked in Hindi (as any desk booking).
    const asha = await createGuest(database.db, config);
    const saved = await app.inject({
      method: 'PATCH',
      url: '/user/v1/guest-auth/me',
      headers: asha.headers,
      payload: { language: 'hi' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await pickUp(group.id, f, { guestName: 'Asha Rao', phone: asha.phone })).statusCode).toBe(201);
    const last = await pickUp(group.id, f, { guestName: 'Vikram Sharma', phone: uniquePhone('9') });
    expect(last.statusCode, last.body).toBe(201);
    const rooms: Array<{ guestName: string; bookingId: string; paymentLink: string }> = last.json().data.rooms;
    const [hindi, english] = ['Asha Rao', 'Vikram Sharma'].map((name) => rooms.find((r) => r.guestName === name)!);
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, hindi!.bookingId));
    expect(stored?.language).toBe('hi');
    const token = (bookingId: string) => paymentLinkToken(config.authSecret, bookingId);
    expect(hindi!.paymentLink.startsWith(`${config.publicUrl}/hi/pay/`)).toBe(true);
    expect(hindi!.paymentLink).toBe(`${config.publicUrl}/hi/pay/${token(hindi!.bookingId)}`);
    expect(english!.paymentLink).toBe(`${config.publicUrl}/pay/${token(english!.bookingId)}`);
    // The console's link is the one the guest's SMS carries, in its language's words.
    const smsOf = async (bookingId: string) => {
      const [sms] = await database.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.template, 'payment_link'), like(smsOutbox.body, `%${token(bookingId)}%`)));
      return sms?.body ?? '';
    };
    const hindiSms = await smsOf(hindi!.bookingId);
    expect(hindiSms).toMatch(/ पक्की करने के लिए /);
    expect(hindiSms.endsWith(`: ${hindi!.paymentLink}`)).toBe(true);
    const englishSms = await smsOf(english!.bookingId);
    expect(englishSms).toMatch(/^Staybook: to confirm booking /);
    expect(englishSms.endsWith(` at ${english!.paymentLink}`)).toBe(true);
    // The view read again (the console's group page) gives the same links.
    const view = await app.inject({ method: 'GET', url: `/api/admin/groups/${group.id}`, headers: staff() });
    expect(view.json().data.rooms.map((r: { paymentLink: string }) => r.paymentLink)).toEqual(
      rooms.map((r) => r.paymentLink),
    );
  });

  it('moves the cut-off while holding, releases early from the console, and then refuses a new cut-off', async () => {
    const f = await hall(12);
    const { app, database } = use();
    const group = (await create(f)).json().data;
    const cutoff = (date: IsoDate) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/groups/${group.id}/cutoff`,
        headers: staff(),
        payload: { cutoffDate: date },
      });
    expect((await cutoff(istDay(1))).json().data.cutoffDate).toBe(istDay(1));
    const late = await cutoff(istDay(2));
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/before the first night held/);
    // The job as of the old cut-off's next day leaves it: its cut-off is now a day later.
    await releaseGroupsPastCutoff(database.db, noonOf(istDay(1)));
    expect((await countsOf(database.db, f.roomTypeId))[0]).toEqual([2, 0, 10]);
    const released = await app.inject({
      method: 'POST',
      url: `/api/admin/groups/${group.id}/release`,
      headers: staff(),
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data.status).toBe('released');
    expect(await countsOf(database.db, f.roomTypeId)).toEqual([
      [12, 0, 0],
      [12, 0, 0],
      [12, 0, 0],
      [12, 0, 0],
    ]);
    // Releasing again changes nothing and records nothing more.
    await app.inject({ method: 'POST', url: `/api/admin/groups/${group.id}/release`, headers: staff() });
    expect((await countsOf(database.db, f.roomTypeId))[0]).toEqual([12, 0, 0]);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, group.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['group.create', 'group.cutoff', 'group.release']);
    expect((await cutoff(istDay(1))).statusCode).toBe(409);
  });

  it('puts a group’s room on a numbered room like any booking (the room grid)', async () => {
    const f = await hall(4);
    const { app } = use();
    for (const number of ['101', '102', '103', '104']) {
      const made = await app.inject({
        method: 'POST',
        url: `/api/admin/room-types/${f.roomTypeId}/rooms`,
        headers: people.admin.headers,
        payload: { number, floor: 1, features: [], connectsToRoomId: null },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const group = (
      await create(f, { lines: [{ roomTypeId: f.roomTypeId, from: istDay(2), to: istDay(4), rooms: 3, rate: 4_200 }] })
    ).json().data;
    const room = (await pickUp(group.id, f)).json().data.rooms[0];
    const rooms = (
      await app.inject({ method: 'GET', url: `/api/admin/bookings/${room.bookingId}/rooms`, headers: staff() })
    ).json().data;
    const slot = rooms.slots[0];
    expect(slot.freeRooms.length).toBe(4);
    const assigned = await app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${room.bookingId}/rooms`,
      headers: staff(),
      payload: { bookingRoomId: slot.bookingRoomId, slot: slot.slot, roomId: slot.freeRooms[0].id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });

  it('lets only staff of the group’s property read or change it', async () => {
    const f = await hall(12);
    const group = (await create(f)).json().data;
    const guest = await use().app.inject({
      method: 'GET',
      url: `/api/admin/groups/${group.id}`,
      headers: people.guest.headers,
    });
    expect(guest.statusCode).toBe(403);
  });
});
