import { CATALOGUE_OPEN_NIGHTS } from '@staybook/contract/admin-catalogue';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roomInventory, roomTypes } from '../src/db/schema/index.js';
import { extendSaleHorizon } from '../src/modules/inventory/horizon.js';
import { describeEachDatabase } from './setup-db.js';
import { createProperty, createRoomType, istDay, setInventory } from './support/factories.js';
import { silentLog } from './support/payment-helpers.js';

/** Issue 21 item 1: every room type stays on sale for the same horizon, extended by a job safe on many processes. */

describeEachDatabase('inventory sale horizon', {}, (use) => {
  const nightsOf = async (roomTypeId: string) => {
    const { db } = use().database;
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        first: sql<string>`min(${roomInventory.stayDate})::text`,
        last: sql<string>`max(${roomInventory.stayDate})::text`,
      })
      .from(roomInventory)
      .where(and(eq(roomInventory.roomTypeId, roomTypeId), sql`${roomInventory.stayDate} >= ${todayIst()}::date`));
    return { count: Number(row?.count ?? 0), first: row?.first ?? null, last: row?.last ?? null };
  };

  describe('extendSaleHorizon', () => {
    it('opens the nights past each room type’s last open night up to the horizon, at its base rate, every room free', async () => {
      const { db } = use().database;
      const property = await createProperty(db, { name: 'Casa Horizonte' });
      const room = await createRoomType(db, property.id, { totalRooms: 4, baseRatePaise: 512_300 });
      await setInventory(db, room.id, istDay(0), 10, { rupees: 7_000, available: 1, closed: [istDay(3)] });

      await extendSaleHorizon({ db, log: silentLog }, new Date());

      const after = await nightsOf(room.id);
      expect(after).toEqual({
        count: CATALOGUE_OPEN_NIGHTS,
        first: istDay(0),
        last: addDays(todayIst(), CATALOGUE_OPEN_NIGHTS - 1),
      });
      const [opened] = await db
        .select()
        .from(roomInventory)
        .where(and(eq(roomInventory.roomTypeId, room.id), eq(roomInventory.stayDate, istDay(10))));
      expect(opened).toMatchObject({ ratePaise: 512_300, available: 4, booked: 0, isClosed: false });
      // The nights the console had set are untouched: their rate, rooms and the closed night.
      const [kept] = await db
        .select()
        .from(roomInventory)
        .where(and(eq(roomInventory.roomTypeId, room.id), eq(roomInventory.stayDate, istDay(3))));
      expect(kept).toMatchObject({ ratePaise: 700_000, available: 1, isClosed: true });
    });

    it('opens a room type whose nights all lie in the past from today, and leaves archived room types alone', async () => {
      const { db } = use().database;
      const property = await createProperty(db, { name: 'Casa Passada' });
      const lapsed = await createRoomType(db, property.id, { baseRatePaise: 300_000 });
      await setInventory(db, lapsed.id, istDay(-20), 5, { rupees: 3_000, available: 1 });
      const archived = await createRoomType(db, property.id, { baseRatePaise: 300_000 });
      await db.update(roomTypes).set({ status: 'archived' }).where(eq(roomTypes.id, archived.id));

      await extendSaleHorizon({ db, log: silentLog }, new Date());

      expect((await nightsOf(lapsed.id)).count).toBe(CATALOGUE_OPEN_NIGHTS);
      expect((await nightsOf(archived.id)).count).toBe(0);
    });

    it('writes each night once when several processes run it at the same moment, and nothing on a second run', async () => {
      const { db } = use().database;
      const property = await createProperty(db, { name: 'Casa Paralela' });
      const room = await createRoomType(db, property.id, { baseRatePaise: 250_000 });
      await setInventory(db, room.id, istDay(0), 3, { rupees: 2_500, available: 1 });

      const now = new Date();
      const runs = await Promise.all(Array.from({ length: 4 }, () => extendSaleHorizon({ db, log: silentLog }, now)));
      expect((await nightsOf(room.id)).count).toBe(CATALOGUE_OPEN_NIGHTS);
      // Other suites' room types may be opened too; this room type's nights were written exactly once in all.
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(CATALOGUE_OPEN_NIGHTS - 3);
      expect(await extendSaleHorizon({ db, log: silentLog }, now)).toBe(0);
    });

    it('moves the horizon with the calendar: a day later it opens one more night', async () => {
      const { db } = use().database;
      const property = await createProperty(db, { name: 'Casa Amanhã' });
      const room = await createRoomType(db, property.id, { baseRatePaise: 250_000 });
      await extendSaleHorizon({ db, log: silentLog }, new Date());
      const tomorrow = new Date(Date.now() + 24 * 3_600_000);
      await extendSaleHorizon({ db, log: silentLog }, tomorrow);
      expect((await nightsOf(room.id)).last).toBe(addDays(todayIst(), CATALOGUE_OPEN_NIGHTS));
    });
  });
});
