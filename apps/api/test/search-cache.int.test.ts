import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { sweepLapsedHolds } from '../src/modules/bookings/hold-sweeper.js';
import { describeEachDatabase, testConfig } from './setup-db.js';
import {
  createCity,
  createGuest,
  createRoomForSale,
  dayFromToday,
  holdBooking,
  istDay,
  paidBooking,
  type RoomForSale,
  type SignedInRoles,
  signedInRoles,
} from './support/factories.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The search cache (issue 25): the list and the rooms are served from memory, byte for byte what the route computes,
 * and every kind of change to what they read (made through the console's API and the guest's booking, never by
 * touching the cache) is seen; a change elsewhere keeps the entry. The truth each answer is compared with is the same
 * route on a second app over the same database with the cache off.
 */
describeEachDatabase('the search cache', { config: { SEARCH_CACHE: 'on' } }, (use) => {
  let people: SignedInRoles;
  let uncached: FastifyInstance;
  let cityName: string;
  let a: RoomForSale;
  let b: RoomForSale;
  let elsewhere: RoomForSale;
  const db = () => use().database.db;

  beforeAll(async () => {
    const { database, config } = use();
    people = await signedInRoles(database.db, config, 'revenue_manager');
    const city = await createCity(database.db);
    cityName = city.name;
    a = await createRoomForSale(database.db, { rupees: 4_000, available: 3, property: { cityId: city.id } });
    b = await createRoomForSale(database.db, { rupees: 5_000, available: 3, property: { cityId: city.id } });
    elsewhere = await createRoomForSale(database.db, { rupees: 6_000, available: 3 });
    uncached = await buildApp({
      config: testConfig({ DATA_DIR: config.DATA_DIR, SEARCH_CACHE: 'off' }),
      database,
      logger: false,
    });
    await uncached.ready();
  });
  afterAll(async () => {
    await uncached?.close();
  });

  const list = (from = 5, to = 7) =>
    `/property/v1/app/property?city=${encodeURIComponent(cityName)}&checkInDate=${dayFromToday(from)}&checkOutDate=${dayFromToday(to)}&adults=2`;
  const rooms = (r: RoomForSale, from = 5, to = 7) =>
    `/property/v1/app/rooms?propertyId=${r.propertyId}&checkInDate=${dayFromToday(from)}&checkOutDate=${dayFromToday(to)}`;
  const get = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, cache: res.headers['x-cache'], type: res.headers['content-type'] };
  };
  const served = (url: string, headers?: Record<string, string>) => get(use().app, url, headers);
  const truth = async (url: string, headers?: Record<string, string>) => (await get(uncached, url, headers)).body;
  /** Asks twice so the answer is cached, and checks the second was a hit, byte for byte the truth. */
  const warm = async (url: string, headers?: Record<string, string>) => {
    await served(url, headers);
    const again = await served(url, headers);
    expect(again.cache).toBe('hit');
    expect(again.body).toBe(await truth(url, headers));
    return again.body;
  };
  /**
   * After a change: the served answer is the truth again, and differs from `before`. PostgreSQL delivers the
   * notification to the listening connection a moment after the commit, so this waits for it, at most a second.
   */
  const seesChange = async (url: string, before: string, headers?: Record<string, string>) => {
    const now = await truth(url, headers);
    expect(now).not.toBe(before);
    const started = Date.now();
    for (;;) {
      const got = await served(url, headers);
      if (got.body === now) return;
      expect(got.body).toBe(before);
      expect(Date.now() - started).toBeLessThan(1_000);
      await sleep(20);
    }
  };
  const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    use()
      .app.inject({ method, url, headers: people.admin.headers as Record<string, string>, payload })
      .then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      });
  const bulk = (r: RoomForSale, from: number, to: number, edit: object) =>
    admin('POST', '/api/admin/inventory/bulk', {
      roomTypeId: r.roomTypeId,
      from: istDay(from),
      to: istDay(to),
      ...edit,
    });

  it('answers a repeated query from the cache, byte for byte what the route computes, however the query is spelt', async () => {
    const first = await served(list());
    expect(first.cache).toBe('miss');
    expect(first.type).toBe('application/json; charset=utf-8');
    const second = await served(list());
    expect(second.cache).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.body).toBe(await truth(list()));
    expect(
      JSON.parse(second.body)
        .data.data.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([a.propertyId, b.propertyId].sort());
    // Parameters in another order, defaults spelt out, the city in other letters: the same answer, the same entry.
    const respelt = `/property/v1/app/property?adults=2&page=1&sort=recommended&checkOutDate=${dayFromToday(7)}&checkInDate=${dayFromToday(5)}&city=${encodeURIComponent(cityName.toUpperCase())}&children=0`;
    expect((await served(respelt)).cache).toBe('hit');
    expect((await served(rooms(a))).cache).toBe('miss');
    expect((await served(rooms(a))).body).toBe(await truth(rooms(a)));
    // A hit asked for compressed is the same answer, compressed once and kept with the entry.
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await use().app.inject({ method: 'GET', url: list(), headers: { 'accept-encoding': encoding } });
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(inflate(res.rawPayload).toString('utf8')).toBe(second.body);
    }
  });

  it('sees a rate change, and the pricing reads the new rate at once', async () => {
    const [l, r] = [await warm(list()), await warm(rooms(a))];
    await bulk(a, 5, 6, { action: 'set_rate', rate: 4_400 });
    const priced = await use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/pricing',
      payload: {
        propertyId: a.propertyId,
        roomIds: [{ id: a.roomTypeId, roomCount: 1, adults: 1 }],
        checkInDate: dayFromToday(5),
        checkOutDate: dayFromToday(7),
      },
    });
    expect(priced.json().data.totalPreTax).toBe(8_800);
    await seesChange(list(), l);
    await seesChange(rooms(a), r);
  });

  it('sees a stop-sell and its reopening', async () => {
    const [l, r] = [await warm(list()), await warm(rooms(a))];
    await bulk(a, 6, 6, { action: 'close' });
    await seesChange(list(), l);
    await seesChange(rooms(a), r);
    expect(JSON.parse((await served(list())).body).data.data.map((p: { id: string }) => p.id)).toEqual([b.propertyId]);
    const closed = await warm(rooms(a));
    await bulk(a, 6, 6, { action: 'open' });
    await seesChange(rooms(a), closed);
  });

  it('sees a stay restriction', async () => {
    const r = await warm(rooms(a));
    await bulk(a, 5, 5, { action: 'set_min_stay', minStay: 3 });
    await seesChange(rooms(a), r);
    const refused = await warm(rooms(a));
    await bulk(a, 5, 5, { action: 'clear_min_stay' });
    await seesChange(rooms(a), refused);
  });

  it('sees a rate plan added and edited', async () => {
    const r = await warm(rooms(a));
    const policy = await admin('POST', `/api/admin/rate-plans/properties/${a.propertyId}/policies`, {
      name: 'Flexible',
      kind: 'free_then_charge',
      freeWindowValue: 2,
      freeWindowUnit: 'days',
      chargeKind: 'first_night',
    });
    const plan = {
      name: 'Breakfast rate',
      mealPlan: 'breakfast',
      cancellationPolicyId: policy.id,
      paymentPolicy: 'pay_now',
      adjustmentKind: 'percent',
      adjustmentValue: 10,
      isDefault: true,
    };
    const created = await admin('POST', `/api/admin/rate-plans/room-types/${a.roomTypeId}/plans`, plan);
    await seesChange(rooms(a), r);
    const withPlan = await warm(rooms(a));
    await admin('PUT', `/api/admin/rate-plans/room-types/${a.roomTypeId}/plans/${created.id}`, {
      ...plan,
      adjustmentValue: 20,
    });
    await seesChange(rooms(a), withPlan);
  });

  it('sees a promotion, and keeps a signed-in guest’s member price apart from a visitor’s', async () => {
    const guest = people.guest.headers as Record<string, string>;
    const [visitor, member] = [await warm(list()), await warm(list(), guest)];
    await admin('POST', `/api/admin/promotions/properties/${b.propertyId}`, {
      name: 'Members 15%',
      kind: 'member',
      percentOff: 15,
    });
    // A member promotion changes the signed-in answer only; the visitor's entry is dropped (its property changed) and
    // computed again alike.
    await seesChange(list(), member, guest);
    expect(await truth(list())).toBe(visitor);
    expect((await served(list())).body).toBe(visitor);
    expect((await served(list(), guest)).body).not.toBe((await served(list())).body);
    const priceOf = (body: string) =>
      JSON.parse(body).data.data.find((p: { id: string }) => p.id === b.propertyId).price.party.total;
    expect(priceOf((await served(list(), guest)).body)).toBeLessThan(priceOf((await served(list())).body));
  });

  it('sees a property edited in the console', async () => {
    const l = await warm(list());
    const [row] = (await db().query.properties.findMany({ where: (p, { eq }) => eq(p.id, a.propertyId) })) ?? [];
    if (!row) throw new Error('property missing');
    await admin('PUT', `/api/admin/catalogue/properties/${a.propertyId}`, {
      name: 'Casa Renamed',
      propertyType: row.propertyType,
      category: row.category,
      cityId: row.cityId,
      locality: row.locality,
      address: row.address,
      amenities: [],
    });
    await seesChange(list(), l);
    expect((await served(list())).body).toContain('Casa Renamed');
  });

  it('sees a hold, a paid booking, and a hold given back by the sweeper once it lapses', async () => {
    const r = await warm(rooms(a, 10, 12));
    const held = await holdBooking(use().app, await createGuest(db(), use().config), {
      propertyId: a.propertyId,
      roomTypeId: a.roomTypeId,
      from: 10,
      to: 12,
    });
    expect(held.bookingId).toBeTruthy();
    await seesChange(rooms(a, 10, 12), r);
    const heldAnswer = await warm(rooms(a, 10, 12));
    // The hold lapses by time alone: the answer does not move until the sweeper (run as of after the lapse, as its
    // job clock would) gives the rooms back, which is a write the database notifies.
    const lapsed = new Date(Date.now() + (use().config.HOLD_MINUTES + 1) * 60_000);
    expect(await sweepLapsedHolds({ db: db(), log: silentLog }, lapsed)).toBeGreaterThanOrEqual(1);
    await seesChange(rooms(a, 10, 12), heldAnswer);
    expect(await truth(rooms(a, 10, 12))).toBe(r);

    const paid = await warm(rooms(b, 10, 12));
    await paidBooking(use().app, await createGuest(db(), use().config), {
      propertyId: b.propertyId,
      roomTypeId: b.roomTypeId,
      from: 10,
      to: 12,
    });
    await seesChange(rooms(b, 10, 12), paid);
  });

  it('recomputes an answer past its safety TTL behind the hit that finds it, so a change nobody notified is seen', async () => {
    const { database, config } = use();
    const shortLived = await buildApp({
      config: testConfig({ DATA_DIR: config.DATA_DIR, SEARCH_CACHE: 'on', SEARCH_CACHE_TTL_SECONDS: '1' }),
      database,
      logger: false,
    });
    try {
      const url = rooms(a, 14, 15);
      const ask = async () => {
        const res = await shortLived.inject({ method: 'GET', url });
        return { body: res.body, cache: res.headers['x-cache'] };
      };
      const first = await ask();
      const storedAt = Date.now();
      expect((await ask()).cache).toBe('hit');
      // A write the triggers do not see (none of the app's writers can do this): only the TTL can notice it.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`ALTER TABLE room_inventory DISABLE TRIGGER USER`);
        await tx.execute(
          sql`UPDATE room_inventory SET rate_paise = rate_paise + 10000 WHERE room_type_id = ${a.roomTypeId}`,
        );
        await tx.execute(sql`ALTER TABLE room_inventory ENABLE TRIGGER USER`);
      });
      expect(await ask()).toEqual({ body: first.body, cache: 'hit' });
      await sleep(Math.max(0, storedAt + 1_050 - Date.now()));
      // Past the TTL: this request is still answered from the entry, and its recomputation starts behind it.
      expect(await ask()).toEqual({ body: first.body, cache: 'hit' });
      const changed = await truth(url);
      expect(changed).not.toBe(first.body);
      const started = Date.now();
      for (;;) {
        const got = await ask();
        if (got.body === changed) {
          expect(got.cache).toBe('hit');
          break;
        }
        expect(Date.now() - started).toBeLessThan(1_000);
        await sleep(20);
      }
    } finally {
      await shortLived.close();
    }
  });

  it('keeps an entry when the change is at an unrelated property', async () => {
    const [l, r] = [await warm(list()), await warm(rooms(a))];
    await bulk(elsewhere, 5, 6, { action: 'set_rate', rate: 6_600 });
    // Another property of the same city: the city's list may change, the rooms of a may not.
    await bulk(b, 5, 6, { action: 'set_rate', rate: 5_500 });
    await seesChange(list(), l);
    // Long enough for the notifications to have arrived on PostgreSQL (they did: the list above moved).
    await sleep(100);
    const again = await served(rooms(a));
    expect(again.cache).toBe('hit');
    expect(again.body).toBe(r);
  });
});
