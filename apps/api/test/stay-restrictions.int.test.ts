import { formatDayMonth, istDateToUnix } from '@staybook/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  addPolicies,
  book,
  bookingPayload,
  createCity,
  createGuest,
  createProperty,
  createRoomType,
  dayFromToday,
  inventoryOf,
  istDay,
  type SignedInRoles,
  setInventory,
  signedInRoles,
} from './support/factories.js';

/** The day a guest reads in a refusal ('24 Dec'), `days` from today. */
const shown = (days: number) => formatDayMonth(istDay(days));

interface Resort {
  propertyId: string;
  propertyName: string;
  city: string;
  /** ₹9,000 a night, 3 free, nights 0–39 from today. */
  suite: string;
  villa: string;
}

/** An Elite resort in a city of its own with two room types on sale, no restrictions yet. */
async function createResort(db: Parameters<typeof createProperty>[0]): Promise<Resort> {
  const city = await createCity(db);
  const property = await createProperty(db, { name: `Restricta ${city.name}`, category: 'Elite', cityId: city.id });
  await addPolicies(db, property.id);
  const suite = await createRoomType(db, property.id, { name: 'Sea Suite', totalRooms: 3, sortOrder: 0 });
  const villa = await createRoomType(db, property.id, { name: 'Pool Villa', totalRooms: 3, sortOrder: 1 });
  for (const room of [suite, villa]) await setInventory(db, room.id, istDay(0), 40, { rupees: 9_000, available: 3 });
  return { propertyId: property.id, propertyName: property.name, city: city.name, suite: suite.id, villa: villa.id };
}

describeEachDatabase('stay restrictions', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'revenue_manager');
  });
  const resort = () => createResort(use().database.db);

  /** A console bulk edit of restrictions over nights `from`–`to` (days from today). */
  const restrict = async (roomTypeId: string, from: number, to: number, edit: Record<string, unknown>) => {
    const res = await use().app.inject({
      method: 'POST',
      url: '/api/admin/inventory/bulk',
      headers: people.admin.headers,
      payload: { roomTypeId, from: istDay(from), to: istDay(to), ...edit },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const rooms = async (r: Resort, from: number, to: number) => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/rooms',
      query: {
        propertyId: r.propertyId,
        checkInDate: String(dayFromToday(from)),
        checkOutDate: String(dayFromToday(to)),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{
      id: string;
      available: number;
      unavailableReason?: string;
      unavailableRefusal?: { kind: string; date: number; nights?: number };
    }>;
  };
  const price = (r: Resort, roomId: string, from: number, to: number) =>
    use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/pricing',
      payload: {
        propertyId: r.propertyId,
        roomIds: [{ id: roomId, adults: 2, children: 0, roomCount: 1 }],
        checkInDate: dayFromToday(from),
        checkOutDate: dayFromToday(to),
        addons: [],
      },
    });
  const listed = async (r: Resort, from: number, to: number) => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property',
      query: {
        city: r.city,
        propertyType: 'all',
        checkInDate: String(dayFromToday(from)),
        checkOutDate: String(dayFromToday(to)),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.data as Array<{ name: string }>).some((p) => p.name === r.propertyName);
  };

  it('sets and clears every restriction in bulk, shows them in the calendar and audits each edit', async () => {
    const r = await resort();
    const set = await restrict(r.suite, 5, 7, { action: 'set_min_stay', minStay: 3 });
    expect(set.nights.map((n: { minStay: number | null }) => n.minStay)).toEqual([3, 3, 3]);
    await restrict(r.suite, 5, 5, { action: 'set_max_stay', maxStay: 7 });
    await restrict(r.suite, 6, 6, { action: 'close_to_arrival' });
    await restrict(r.suite, 7, 7, { action: 'close_to_departure' });

    const calendar = await use().app.inject({
      method: 'GET',
      url: '/api/admin/inventory',
      headers: people.admin.headers,
      query: { roomTypeId: r.suite, from: istDay(4), to: istDay(7) },
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const limits = (n: Record<string, unknown>) => [n.minStay, n.maxStay, n.closedToArrival, n.closedToDeparture];
    expect(calendar.json().data.nights.map(limits)).toEqual([
      [null, null, false, false],
      [3, 7, false, false],
      [3, null, true, false],
      [3, null, false, true],
    ]);

    const [audit] = await use()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inventory.bulk'), eq(auditLog.entityId, r.suite)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.after).toMatchObject({
      operation: { action: 'close_to_departure', from: istDay(7), to: istDay(7) },
      closedToDepartureNights: 1,
    });

    for (const action of ['clear_min_stay', 'clear_max_stay', 'open_to_arrival', 'open_to_departure'])
      await restrict(r.suite, 4, 7, { action });
    const cleared = await restrict(r.suite, 4, 7, { action: 'open' });
    expect(cleared.nights.map(limits)).toEqual(Array(4).fill([null, null, false, false]));
  });

  it('refuses a minimum stay longer than a night’s maximum, changing nothing', async () => {
    const r = await resort();
    await restrict(r.suite, 8, 8, { action: 'set_max_stay', maxStay: 2 });
    const res = await use().app.inject({
      method: 'POST',
      url: '/api/admin/inventory/bulk',
      headers: people.admin.headers,
      payload: { roomTypeId: r.suite, from: istDay(7), to: istDay(9), action: 'set_min_stay', minStay: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/minimum stay of 3 nights and a maximum of 2 nights/);
    expect((await rooms(r, 7, 8)).find((x) => x.id === r.suite)?.unavailableReason).toBeUndefined();
  });

  it('shows a room the restrictions refuse as not bookable, with the reason, and the others as they are', async () => {
    const r = await resort();
    await restrict(r.suite, 10, 12, { action: 'set_min_stay', minStay: 3 });
    const oneNight = await rooms(r, 10, 11);
    expect(oneNight.find((x) => x.id === r.suite)).toMatchObject({
      available: 0,
      unavailableReason: `Minimum stay 3 nights from ${shown(10)}`,
      // The same refusal as facts, for a page in another language to word it (issue 43).
      unavailableRefusal: { kind: 'min_stay', date: dayFromToday(10), nights: 3 },
    });
    expect(oneNight.find((x) => x.id === r.villa)).toMatchObject({ available: 3 });
    expect(oneNight.find((x) => x.id === r.villa)?.unavailableReason).toBeUndefined();
    expect(oneNight.find((x) => x.id === r.villa)?.unavailableRefusal).toBeUndefined();
    // Long enough, or arriving the night before the minimum applies: bookable.
    expect((await rooms(r, 10, 13)).find((x) => x.id === r.suite)).toMatchObject({ available: 3 });
    expect((await rooms(r, 9, 11)).find((x) => x.id === r.suite)).toMatchObject({ available: 3 });
  });

  it('refuses a 1-night stay in pricing and booking with the reason, holding nothing', async () => {
    const r = await resort();
    await restrict(r.suite, 14, 16, { action: 'set_min_stay', minStay: 3 });
    const priced = await price(r, r.suite, 14, 15);
    expect(priced.statusCode).toBe(400);
    expect(priced.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: `Minimum stay 3 nights from ${shown(14)}`,
      details: {
        roomId: r.suite,
        reason: 'restriction',
        restriction: 'min_stay',
        date: istDateToUnix(istDay(14)),
        nights: 3,
      },
    });
    expect((await price(r, r.suite, 14, 17)).statusCode).toBe(200);

    const guest = await createGuest(use().database.db, use().config);
    const booked = await book(use().app, guest, bookingPayload(r.propertyId, [{ id: r.suite, adults: 2 }], 14, 15));
    expect(booked.statusCode, booked.body).toBe(400);
    expect(booked.json().error.message).toBe(`Minimum stay 3 nights from ${shown(14)}`);
    // The facts beside the English, for the review page in another language (issue 43).
    expect(booked.json().error.details).toMatchObject({ reason: 'restriction', restriction: 'min_stay', nights: 3 });
    expect((await inventoryOf(use().database.db, r.suite)).every((n) => n.booked === 0)).toBe(true);
  });

  it('reads closed-to-arrival on the arrival night and closed-to-departure on the departure date', async () => {
    const r = await resort();
    await restrict(r.suite, 20, 20, { action: 'close_to_arrival' });
    await restrict(r.suite, 22, 22, { action: 'close_to_departure' });
    expect((await price(r, r.suite, 20, 21)).json().error.message).toBe(`No arrivals on ${shown(20)}`);
    expect((await price(r, r.suite, 19, 21)).statusCode).toBe(200);
    expect((await price(r, r.suite, 21, 22)).json().error.message).toBe(`No departures on ${shown(22)}`);
    expect((await price(r, r.suite, 21, 23)).statusCode).toBe(200);

    const guest = await createGuest(use().database.db, use().config);
    const booked = await book(use().app, guest, bookingPayload(r.propertyId, [{ id: r.suite, adults: 2 }], 21, 22));
    expect(booked.json().error.message).toBe(`No departures on ${shown(22)}`);
    expect(booked.json().error.details).toMatchObject({ reason: 'restriction', restriction: 'closed_to_departure' });
    expect(booked.json().error.details).not.toHaveProperty('nights');
  });

  it('leaves a property out of the list only when every room type refuses the stay', async () => {
    const r = await resort();
    expect(await listed(r, 25, 26)).toBe(true);
    await restrict(r.suite, 25, 25, { action: 'set_min_stay', minStay: 2 });
    expect(await listed(r, 25, 26)).toBe(true);
    await restrict(r.villa, 25, 25, { action: 'close_to_arrival' });
    expect(await listed(r, 25, 26)).toBe(false);
    // The suite allows two nights, the villa still refuses the arrival; a stay arriving a night earlier is fine.
    expect(await listed(r, 25, 27)).toBe(true);
    expect(await listed(r, 24, 26)).toBe(true);
    // Closed to departure on the departure date's row; a longer stay runs through it.
    for (const room of [r.suite, r.villa]) await restrict(room, 28, 28, { action: 'close_to_departure' });
    expect(await listed(r, 27, 28)).toBe(false);
    expect(await listed(r, 27, 29)).toBe(true);
    for (const room of [r.suite, r.villa]) await restrict(room, 30, 30, { action: 'set_max_stay', maxStay: 1 });
    expect(await listed(r, 30, 32)).toBe(false);
    expect(await listed(r, 30, 31)).toBe(true);
  });
});
