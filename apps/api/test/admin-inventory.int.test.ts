import { randomBytes } from 'node:crypto';
import { addDays, type IsoDate, istDateToUnix, weekdayOf } from '@staybook/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { Database, Db } from '../src/db/client.js';
import { auditLog, roomInventory } from '../src/db/schema/index.js';
import { createTestDatabase, describeEachDatabase, testConfig } from './setup-db.js';
import {
  addPolicies,
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  inventoryOf,
  istDay,
  type Role,
  type SignedInRoles,
  setInventory,
  signedInRoles,
  tokenFor,
} from './support/factories.js';

/** A night's stay restrictions when none is set. */
const noLimits = { minStay: null, maxStay: null, closedToArrival: false, closedToDeparture: false };

/** The first Saturday at least `days` from today (IST). */
function saturdayFrom(days: number): IsoDate {
  let d = istDay(days);
  while (weekdayOf(d) !== 6) d = addDays(d, 1);
  return d;
}

/** Offset in days of an IST date from today. */
const offsetOf = (date: IsoDate) => {
  for (let i = 0; i < 800; i++) if (istDay(i) === date) return i;
  throw new Error(`${date} is not ahead of today`);
};

interface Fixture {
  propertyId: string;
  propertyName: string;
  /** ₹5,000 a night, 4 free, nights 1–40 from today. */
  deluxe: string;
  /** Archived room type with no inventory, base ₹3,000 × 3 rooms. */
  attic: string;
}

/** A property of the test's own: 'Casa Inventario' with a Deluxe Garden on sale and an archived Attic. */
async function createInventario(db: Db): Promise<Fixture> {
  const property = await createProperty(db, { name: 'Casa Inventario' });
  await addPolicies(db, property.id);
  const deluxe = await createRoomType(db, property.id, {
    name: 'Deluxe Garden',
    totalRooms: 4,
    baseRatePaise: 450_000,
    sortOrder: 0,
  });
  const attic = await createRoomType(db, property.id, {
    name: 'Attic',
    totalRooms: 3,
    baseRatePaise: 300_000,
    status: 'archived',
    sortOrder: 1,
  });
  await setInventory(db, deluxe.id, istDay(1), 40, { rupees: 5_000, available: 4 });
  return { propertyId: property.id, propertyName: property.name, deluxe: deluxe.id, attic: attic.id };
}

describeEachDatabase('rates and inventory (/api/admin/inventory)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'revenue_manager');
  });
  const as = (role: Role) => people[role].headers;
  const inventario = () => createInventario(use().database.db);
  const bulk = (payload: Record<string, unknown>, role: Role = 'admin') =>
    use().app.inject({ method: 'POST', url: '/api/admin/inventory/bulk', headers: as(role), payload });
  const calendar = (roomTypeId: string, from: IsoDate, to: IsoDate, role: Role = 'admin') =>
    use().app.inject({
      method: 'GET',
      url: '/api/admin/inventory',
      headers: as(role),
      query: { roomTypeId, from, to },
    });
  const rows = (roomTypeId: string) =>
    use()
      .database.db.select()
      .from(roomInventory)
      .where(eq(roomInventory.roomTypeId, roomTypeId))
      .orderBy(roomInventory.stayDate);
  const audits = () =>
    use()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'inventory.bulk'))
      .orderBy(desc(auditLog.createdAt));
  /** What the guest site's room list says about the Deluxe Garden for a stay. */
  const guestRoom = async (f: Fixture, checkIn: IsoDate, nights: number) => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/rooms',
      query: {
        propertyId: f.propertyId,
        checkInDate: String(istDateToUnix(checkIn)),
        checkOutDate: String(istDateToUnix(addDays(checkIn, nights))),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const room = (
      res.json().data as Array<{
        id: string;
        available: number;
        price: Array<{ rate: number; available_inventory: number }>;
      }>
    ).find((r) => r.id === f.deluxe);
    if (!room) throw new Error('room not on the guest site');
    return { available: room.available, rates: room.price.map((p) => p.rate) };
  };

  it('is for staff and admins only', async () => {
    const f = await inventario();
    const { app } = use();
    for (const [method, url] of [
      ['GET', '/api/admin/inventory/room-types'],
      ['GET', `/api/admin/inventory?roomTypeId=${f.deluxe}&from=${istDay(1)}&to=${istDay(2)}`],
      ['POST', '/api/admin/inventory/bulk'],
    ] as const) {
      const payload =
        method === 'POST' ? { roomTypeId: f.deluxe, from: istDay(1), to: istDay(1), action: 'close' } : undefined;
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await app.inject({ method, url, payload, headers: as('guest') })).statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/inventory/room-types', headers: as('staff') })).statusCode,
    ).toBe(200);
    // Nothing changed by the refused calls.
    expect((await rows(f.deluxe)).every((r) => !r.isClosed)).toBe(true);
  });

  it('lists properties with their room types, archived ones flagged, for the pickers', async () => {
    const f = await inventario();
    const res = await use().app.inject({
      method: 'GET',
      url: '/api/admin/inventory/room-types',
      headers: as('admin'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const property = res.json().data.find((p: { id: string }) => p.id === f.propertyId);
    expect(property).toMatchObject({ name: 'Casa Inventario', archived: false, city: expect.stringMatching(/^Goa/) });
    expect(property.roomTypes).toEqual([
      { id: f.deluxe, name: 'Deluxe Garden', baseRate: 4500, totalRooms: 4, archived: false },
      { id: f.attic, name: 'Attic', baseRate: 3000, totalRooms: 3, archived: true },
    ]);
  });

  it('reads a calendar: every night of the range, nights without inventory marked', async () => {
    const f = await inventario();
    const res = await calendar(f.deluxe, istDay(0), istDay(2));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ roomTypeName: 'Deluxe Garden', propertyName: 'Casa Inventario', today: istDay(0) });
    expect(data.nights).toEqual([
      {
        date: istDay(0),
        hasInventory: false,
        rate: null,
        available: 0,
        booked: 0,
        blocked: 0,
        total: 0,
        isClosed: false,
        ...noLimits,
      },
      {
        date: istDay(1),
        hasInventory: true,
        rate: 5000,
        available: 4,
        booked: 0,
        blocked: 0,
        total: 4,
        isClosed: false,
        ...noLimits,
      },
      {
        date: istDay(2),
        hasInventory: true,
        rate: 5000,
        available: 4,
        booked: 0,
        blocked: 0,
        total: 4,
        isClosed: false,
        ...noLimits,
      },
    ]);
    const tooLong = await calendar(f.deluxe, istDay(0), istDay(92));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('to: the range may cover at most 92 nights');
    const reversed = await calendar(f.deluxe, istDay(3), istDay(2));
    expect(reversed.json().error.message).toBe('to: must be on or after from');
    expect((await calendar('00000000-0000-4000-8000-000000000000', istDay(0), istDay(1))).statusCode).toBe(404);
  });

  it('sets a weekend rate: only Saturday and Sunday nights change, the guest site shows it at once, one audit entry', async () => {
    const f = await inventario();
    const sat = saturdayFrom(7);
    const fri = addDays(sat, -1);
    const before = await guestRoom(f, fri, 3);
    expect(before.rates).toEqual([5000, 5000, 5000]);
    const auditCount = (await audits()).length;

    const res = await bulk({
      roomTypeId: f.deluxe,
      from: addDays(sat, -5),
      to: addDays(sat, 1),
      weekdays: [6, 0],
      action: 'set_rate',
      rate: 7499,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ updated: 2, created: 0 });
    expect(res.json().data.nights.map((n: { date: string; rate: number }) => [n.date, n.rate])).toEqual([
      [sat, 7499],
      [addDays(sat, 1), 7499],
    ]);
    expect((await guestRoom(f, fri, 3)).rates).toEqual([5000, 7499, 7499]);

    const entries = await audits();
    expect(entries).toHaveLength(auditCount + 1);
    expect(entries[0]).toMatchObject({
      entityType: 'room_type',
      entityId: f.deluxe,
      before: { affectedDates: 2, nights: 2, rate: { min: 5000, max: 5000 } },
      after: {
        operation: { action: 'set_rate', rate: 7499, weekdays: [6, 0], from: addDays(sat, -5), to: addDays(sat, 1) },
        roomType: 'Deluxe Garden',
        property: 'Casa Inventario',
        affectedDates: 2,
        createdDates: 0,
        rate: { min: 7499, max: 7499 },
      },
    });
    expect(entries[0]!.actorUserId).not.toBeNull();
  });

  it('adjusts rates by a percentage, rounded to whole rupees, and keeps them within bounds', async () => {
    const f = await inventario();
    const day = istDay(20);
    const res = await bulk({
      roomTypeId: f.deluxe,
      from: day,
      to: addDays(day, 1),
      action: 'adjust_rate',
      percent: 12.345,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.nights.map((n: { rate: number }) => n.rate)).toEqual([5617, 5617]); // 5000 × 1.12345 = 5617.25
    const down = await bulk({ roomTypeId: f.deluxe, from: day, to: day, action: 'adjust_rate', percent: -10 });
    expect(down.json().data.nights[0].rate).toBe(5055); // 5617 × 0.9 = 5055.3

    const high = await bulk({ roomTypeId: f.deluxe, from: day, to: day, action: 'set_rate', rate: 900_000 });
    expect(high.statusCode).toBe(200);
    const tooHigh = await bulk({
      roomTypeId: f.deluxe,
      from: day,
      to: addDays(day, 1),
      action: 'adjust_rate',
      percent: 20,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.message).toMatch(/would make .* ₹10,80,000; rates must stay between ₹1 and ₹10,00,000/);
    // All or nothing: the second night (₹5,617) was not raised either.
    expect(
      (await rows(f.deluxe)).filter((r) => r.stayDate >= day && r.stayDate <= addDays(day, 1)).map((r) => r.ratePaise),
    ).toEqual([90_000_000, 561_700]);
  });

  it('sets total rooms as available = total − booked, never below rooms already booked (409, nothing changes)', async () => {
    const f = await inventario();
    const checkIn = istDay(25);
    const booked = await book(
      use().app,
      await createGuest(use().database.db, use().config),
      bookingPayload(
        f.propertyId,
        [{ id: f.deluxe, roomCount: 3, adults: 3 }],
        offsetOf(checkIn),
        offsetOf(checkIn) + 2,
      ),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const held = (await inventoryOf(use().database.db, f.deluxe)).filter(
      (n) => n.date >= checkIn && n.date < addDays(checkIn, 2),
    );
    expect(held.map((n) => [n.available, n.booked])).toEqual([
      [1, 3],
      [1, 3],
    ]);

    const snapshot = await rows(f.deluxe);
    const auditCount = (await audits()).length;
    const refused = await bulk({
      roomTypeId: f.deluxe,
      from: addDays(checkIn, -2),
      to: addDays(checkIn, 3),
      action: 'set_rooms',
      rooms: 2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /^Cannot set 2 rooms: \w{3}, \d{1,2} \w{3} \d{4} already has 3 rooms booked\. Nothing was changed\.$/,
      ),
      details: { date: checkIn, booked: 3, rooms: 2 },
    });
    expect(await rows(f.deluxe)).toEqual(snapshot);
    expect(await audits()).toHaveLength(auditCount);

    const ok = await bulk({
      roomTypeId: f.deluxe,
      from: addDays(checkIn, -1),
      to: addDays(checkIn, 2),
      action: 'set_rooms',
      rooms: 3,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      ok
        .json()
        .data.nights.map((n: { available: number; booked: number; total: number }) => [n.available, n.booked, n.total]),
    ).toEqual([
      [3, 0, 3],
      [0, 3, 3],
      [0, 3, 3],
      [3, 0, 3],
    ]);
    expect((await guestRoom(f, checkIn, 2)).available).toBe(0);
    const more = await bulk({ roomTypeId: f.deluxe, from: checkIn, to: checkIn, action: 'set_rooms', rooms: 10 });
    expect(more.json().data.nights[0]).toMatchObject({ available: 7, booked: 3, total: 10 });
  });

  it('closes a night: the guest site shows the room unavailable for a stay including it; opening restores it', async () => {
    const f = await inventario();
    const night = istDay(30);
    expect((await guestRoom(f, addDays(night, -1), 3)).available).toBe(4);
    const closed = await bulk({ roomTypeId: f.deluxe, from: night, to: night, action: 'close' }, 'staff');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.nights).toEqual([
      {
        date: night,
        hasInventory: true,
        rate: 5000,
        available: 4,
        booked: 0,
        blocked: 0,
        total: 4,
        isClosed: true,
        ...noLimits,
      },
    ]);
    const during = await guestRoom(f, addDays(night, -1), 3);
    expect(during.available).toBe(0);
    // A hold for that stay is refused.
    const guest = await createGuest(use().database.db, use().config);
    const refused = await book(use().app, guest, bookingPayload(f.propertyId, [{ id: f.deluxe }], 29, 32));
    expect(refused.statusCode).toBe(409);
    // Stays around it are still sellable.
    expect((await guestRoom(f, addDays(night, 1), 2)).available).toBe(4);

    const opened = await bulk({ roomTypeId: f.deluxe, from: night, to: night, action: 'open' });
    expect(opened.json().data.nights[0].isClosed).toBe(false);
    expect((await guestRoom(f, addDays(night, -1), 3)).available).toBe(4);
  });

  it('opens new dates: setting a rate or rooms creates the missing nights from the room type defaults', async () => {
    const f = await inventario();
    const from = istDay(39);
    const res = await bulk({ roomTypeId: f.deluxe, from, to: addDays(from, 3), action: 'set_rooms', rooms: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ updated: 4, created: 2 });
    expect(
      res
        .json()
        .data.nights.map((n: { rate: number; total: number; available: number }) => [n.rate, n.total, n.available]),
    ).toEqual([
      [5000, 2, 2],
      [5000, 2, 2],
      [4500, 2, 2],
      [4500, 2, 2],
    ]);
    // Closing, opening or adjusting nights that do not exist yet creates nothing.
    const attic = await bulk({ roomTypeId: f.attic, from, to: addDays(from, 1), action: 'close' });
    expect(attic.statusCode).toBe(400);
    expect(attic.json().error.message).toBe(
      'None of these nights has inventory yet: set a rate or the number of rooms first to open them.',
    );
    expect(await rows(f.attic)).toHaveLength(0);
    const opened = await bulk({ roomTypeId: f.attic, from, to: addDays(from, 1), action: 'set_rate', rate: 3200 });
    expect(opened.json().data.nights.map((n: { rate: number; total: number }) => [n.rate, n.total])).toEqual([
      [3200, 3],
      [3200, 3],
    ]);
    const partly = await bulk({
      roomTypeId: f.attic,
      from: addDays(from, -1),
      to: addDays(from, 2),
      action: 'close',
    });
    expect(partly.json().data).toMatchObject({ updated: 2, created: 0 });
  });

  it('refuses past nights, bad ranges, unknown room types and malformed actions with readable messages', async () => {
    const f = await inventario();
    const past = await bulk({ roomTypeId: f.deluxe, from: istDay(-1), to: istDay(2), action: 'close' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toMatch(/^from: nights before today \(.+\) cannot be edited\.$/);
    const today = await bulk({
      roomTypeId: f.deluxe,
      from: istDay(0),
      to: istDay(0),
      action: 'set_rate',
      rate: 5000,
    });
    expect(today.statusCode, today.body).toBe(200);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ from: istDay(5), to: istDay(4), action: 'close' }, 'to: must be on or after from'],
      [{ from: istDay(1), to: istDay(401), action: 'close' }, 'to: the range may cover at most 400 nights'],
      [{ from: '2030-02-30', to: istDay(4), action: 'close' }, 'from: must be a real calendar date'],
      [{ from: istDay(1), to: istDay(1), action: 'set_rate', rate: 0 }, 'rate: rate must be at least ₹1'],
      [
        { from: istDay(1), to: istDay(1), action: 'set_rate', rate: 1_000_001 },
        'rate: rate must be at most ₹10,00,000',
      ],
      [{ from: istDay(1), to: istDay(1), action: 'set_rooms', rooms: -2 }, 'rooms: rooms cannot be negative'],
      [
        { from: istDay(1), to: istDay(1), action: 'close', weekdays: [9] },
        'weekdays.0: weekdays must be from 0 (Sunday) to 6 (Saturday)',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await bulk({ roomTypeId: f.deluxe, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const unknownAction = await bulk({ roomTypeId: f.deluxe, from: istDay(1), to: istDay(1), action: 'delete' });
    expect(unknownAction.statusCode).toBe(400);
    expect(unknownAction.json().error.message).toContain('action');

    const noNight = await bulk({
      roomTypeId: f.deluxe,
      from: saturdayFrom(3),
      to: saturdayFrom(3),
      weekdays: [1],
      action: 'close',
    });
    expect(noNight.statusCode).toBe(400);
    expect(noNight.json().error.message).toMatch(/^No night from .+ to .+ falls on the chosen weekdays\.$/);

    const unknown = await bulk({
      roomTypeId: '00000000-0000-4000-8000-000000000000',
      from: istDay(1),
      to: istDay(1),
      action: 'close',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Room type not found.');
    expect((await rows(f.deluxe)).some((r) => r.isClosed)).toBe(false);
  });
});

/** A bulk edit racing guest holds for the same nights: PostgreSQL only (PGlite runs one transaction at a time). */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
describe.skipIf(!postgres)('bulk inventory edits under concurrent holds [postgres]', () => {
  let database: Database;
  let config: Config;
  let app: FastifyInstance;

  beforeAll(async () => {
    config = testConfig({ DATA_DIR: `/tmp/staybook-test-${process.pid}-${randomBytes(3).toString('hex')}` });
    database = await createTestDatabase('postgres');
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('never lets available go below zero and conserves rooms, whichever commits first', async () => {
    const { db } = database;
    const property = await createProperty(db);
    await addPolicies(db, property.id);
    const admin = await tokenFor(db, config, 'admin');
    const guests = await Promise.all(Array.from({ length: 12 }, () => createGuest(db, config)));
    for (let round = 0; round < 4; round++) {
      const room = await createRoomType(db, property.id, { name: `Race ${round}`, totalRooms: 6 });
      await setInventory(db, room.id, istDay(5), 3, { rupees: 4_000, available: 6 });
      const target = 2 + round; // 2..5 total rooms
      const [edit, ...holds] = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/admin/inventory/bulk',
          headers: { authorization: `Bearer ${admin}` },
          payload: { roomTypeId: room.id, from: istDay(5), to: istDay(7), action: 'set_rooms', rooms: target },
        }),
        ...guests.map((g) => book(app, g, bookingPayload(property.id, [{ id: room.id }], 5, 8))),
      ]);
      const sold = holds.filter((h) => h.statusCode === 200).length;
      expect(holds.every((h) => h.statusCode === 200 || h.statusCode === 409)).toBe(true);
      expect([200, 409]).toContain(edit!.statusCode);
      const nights = await inventoryOf(db, room.id);
      const total = edit!.statusCode === 200 ? target : 6;
      for (const n of nights) {
        expect(n.available).toBeGreaterThanOrEqual(0);
        expect(n.booked).toBe(sold);
        expect(n.available + n.booked).toBe(total);
      }
      if (edit!.statusCode === 409) expect(sold).toBeGreaterThan(target);
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inventory.bulk'), eq(auditLog.entityId, room.id)));
      expect(Boolean(entry)).toBe(edit!.statusCode === 200);
    }
  });
});
