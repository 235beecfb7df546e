import { addDays, istDateToUnix, todayIst, unixToIstDate } from '@staybook/contract';
import { DATE_PRICES_CAPTION, datePricesResponseSchema } from '@staybook/contract/date-prices';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { roomInventory } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomForSale,
  createRoomType,
  policies,
  setInventory,
} from './support/factories.js';

/**
 * The date picker's prices (issue 24): each date's lowest nightly price for one room before taxes (the cheapest open
 * room type under its cheapest plan), sold-out dates marked, and the cheapest check-in within ±3 days for a stay.
 */
describeEachDatabase('date picker prices', {}, (use) => {
  const day = (n: number) => addDays(todayIst(), n);
  const ask = async (query: Record<string, string | number>) => {
    const res = await use().app.inject({ method: 'GET', url: '/property/v1/app/date-prices', query: stringify(query) });
    expect(res.statusCode, res.body).toBe(200);
    return datePricesResponseSchema.parse(res.json()).data;
  };
  const stringify = (q: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

  it('prices each date from the cheapest open room under its cheapest plan, and marks sold-out dates', async () => {
    const { db } = use().database;
    // Garden Room ₹4,000 every night; Pool Room ₹3,000 with a 10%-off plan (₹2,700), closed on day 2, full on day 3.
    const garden = await createRoomForSale(db, { rupees: 4_000, nights: 10 });
    const pool = await createRoomType(db, garden.propertyId, { name: 'Pool Room' });
    await setInventory(db, pool.id, day(0), 10, { rupees: 3_000, available: 2, closed: [day(2)] });
    await db
      .update(roomInventory)
      .set({ available: 0 })
      .where(and(eq(roomInventory.roomTypeId, pool.id), eq(roomInventory.stayDate, day(3))));
    const policy = await createPolicy(db, garden.propertyId, policies.flexible);
    await createRatePlan(db, pool.id, policy.id, { name: 'Standard', isDefault: true });
    await createRatePlan(db, pool.id, policy.id, { name: 'Saver', adjustmentKind: 'percent', adjustmentValue: -10 });
    // Day 4: nothing open anywhere (the garden room's night closed too).
    await db
      .update(roomInventory)
      .set({ isClosed: true })
      .where(and(eq(roomInventory.roomTypeId, garden.roomTypeId), eq(roomInventory.stayDate, day(4))));
    await db
      .update(roomInventory)
      .set({ available: 0 })
      .where(and(eq(roomInventory.roomTypeId, pool.id), eq(roomInventory.stayDate, day(4))));

    const data = await ask({ propertyId: garden.propertyId, from: istDateToUnix(day(-2)), days: 14 });
    expect(data.caption).toBe(DATE_PRICES_CAPTION);
    expect(data.flexible).toBeNull();
    // Dates before today are not priced; the window still ends where it was asked to.
    expect(data.dates.map((d) => unixToIstDate(d.date))).toEqual(Array.from({ length: 12 }, (_, i) => day(i)));
    expect(data.dates.slice(0, 5).map((d) => [d.lowestPrice, d.soldOut])).toEqual([
      [2_700, false],
      [2_700, false],
      [4_000, false],
      [4_000, false],
      [null, true],
    ]);
    // Nights never opened are sold out, not guessed at.
    expect(data.dates.slice(10).every((d) => d.soldOut && d.lowestPrice === null)).toBe(true);
  });

  it('offers the cheapest check-in within three days either side for the same number of nights', async () => {
    const { db } = use().database;
    // Nights from today: ₹5,000 except ₹2,000 on days 6 and 7; the arrival on day 5 is closed.
    const property = await createProperty(db);
    const roomType = await createRoomType(db, property.id);
    const rates = [5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 2_000, 2_000, 5_000, 5_000, 5_000, 5_000];
    await setInventory(db, roomType.id, day(0), 12, { rupees: rates, available: 3 });
    const room = { propertyId: property.id, roomTypeId: roomType.id };
    await db
      .update(roomInventory)
      .set({ closedToArrival: true })
      .where(and(eq(roomInventory.roomTypeId, room.roomTypeId), eq(roomInventory.stayDate, day(5))));

    const data = await ask({
      propertyId: room.propertyId,
      from: istDateToUnix(day(0)),
      days: 31,
      checkInDate: istDateToUnix(day(4)),
      nights: 2,
    });
    const stays = data.flexible?.stays ?? [];
    expect(data.flexible?.caption).toBe('Price of 2 nights for one room, before taxes');
    expect(stays.map((s) => [unixToIstDate(s.checkInDate), unixToIstDate(s.checkOutDate), s.totalPrice])).toEqual([
      [day(1), day(3), 10_000],
      [day(2), day(4), 10_000],
      [day(3), day(5), 10_000],
      [day(4), day(6), 10_000],
      [day(5), day(7), null],
      [day(6), day(8), 4_000],
      [day(7), day(9), 7_000],
    ]);
    expect(stays.filter((s) => s.isCheapest).map((s) => unixToIstDate(s.checkInDate))).toEqual([day(6)]);
    expect(stays.filter((s) => s.isChosen).map((s) => unixToIstDate(s.checkInDate))).toEqual([day(4)]);

    // Near today, check-ins before today are not offered.
    const early = await ask({
      propertyId: room.propertyId,
      from: istDateToUnix(day(0)),
      days: 7,
      checkInDate: istDateToUnix(day(1)),
      nights: 1,
    });
    expect(early.flexible?.stays.map((s) => unixToIstDate(s.checkInDate))).toEqual([0, 1, 2, 3, 4].map(day));
  });

  it('prices nothing for a property without rooms on sale and refuses a stay without its nights', async () => {
    const { db } = use().database;
    const room = await createRoomForSale(db, { nights: 3, room: { externalBookingUrl: 'https://partner.example' } });
    const data = await ask({ propertyId: room.propertyId, from: istDateToUnix(day(0)), days: 3 });
    expect(data.dates.map((d) => d.lowestPrice)).toEqual([null, null, null]);
    const bad = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/date-prices',
      query: {
        propertyId: room.propertyId,
        from: String(istDateToUnix(day(0))),
        checkInDate: String(istDateToUnix(day(1))),
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});
