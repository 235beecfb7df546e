import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { promotions } from '../src/db/schema/index.js';
import { createSharedTestDatabase, databaseKinds, testConfig } from './setup-db.js';
import { createPromotion, createRoomForSale, dayFromToday, type RoomForSale } from './support/factories.js';

/**
 * Issue 21: live promotions are cached per property and read again only when the promotions' revision (bumped by a
 * trigger on every change, read with the property) moved. Two app instances on one database, each with its own pool
 * on PostgreSQL: a change written anywhere is priced by every instance at once.
 */
for (const kind of databaseKinds) {
  describe(`cached live promotions [${kind}]`, () => {
    let primary: Database;
    let second: Database;
    let shared: Awaited<ReturnType<typeof createSharedTestDatabase>> | undefined;
    let apps: [FastifyInstance, FastifyInstance];
    const config = testConfig();

    beforeAll(async () => {
      shared = await createSharedTestDatabase(kind, 5);
      ({ primary, second } = shared);
      const appOn = async (database: Database) => {
        const app = await buildApp({ config, database, logger: false });
        await app.ready();
        return app;
      };
      apps = [await appOn(primary), await appOn(second)];
    }, 120_000);

    afterAll(async () => {
      for (const app of apps ?? []) await app.close();
      await shared?.close();
    });

    const price = async (app: FastifyInstance, room: RoomForSale) => {
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/pricing',
        payload: {
          propertyId: room.propertyId,
          roomIds: [{ id: room.roomTypeId, adults: 2, children: 0, roomCount: 1 }],
          checkInDate: dayFromToday(40),
          checkOutDate: dayFromToday(43),
          addons: [],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { totalRoomRent: number; discounts?: Array<{ label: string; amount: number }> };
    };

    it('prices a promotion added, changed and turned off after the cache was filled, on every instance at once', async () => {
      const room = await createRoomForSale(primary.db, { rupees: 4_000, nights: 60 });
      // Both instances price (and cache) the property with no promotion.
      for (const app of apps) expect((await price(app, room)).discounts).toBeUndefined();

      const promotion = await createPromotion(primary.db, {
        name: 'Early bird 10%',
        kind: 'early_bird',
        propertyId: room.propertyId,
        daysBefore: 30,
        percentOff: 10,
      });
      for (const app of apps)
        expect((await price(app, room)).discounts).toEqual([
          { label: 'Early bird 10%', amount: 1_200, kind: 'promotion' },
        ]);

      await primary.db.update(promotions).set({ percentOff: 20 }).where(eq(promotions.id, promotion.id));
      for (const app of apps) expect((await price(app, room)).discounts?.[0]?.amount).toBe(2_400);

      await primary.db.update(promotions).set({ isActive: false }).where(eq(promotions.id, promotion.id));
      for (const app of apps) {
        const data = await price(app, room);
        expect(data.discounts).toBeUndefined();
        expect(data.totalRoomRent).toBe(12_000);
      }
    });

    it("keeps one property's promotions apart from another's, and brand-wide ones reach both", async () => {
      const a = await createRoomForSale(primary.db, { rupees: 4_000, nights: 60 });
      const b = await createRoomForSale(primary.db, { rupees: 4_000, nights: 60 });
      await createPromotion(primary.db, {
        name: 'Casa A only',
        kind: 'early_bird',
        propertyId: a.propertyId,
        daysBefore: 30,
        percentOff: 5,
      });
      expect((await price(apps[1], a)).discounts?.[0]?.label).toBe('Casa A only');
      expect((await price(apps[1], b)).discounts).toBeUndefined();
      await createPromotion(primary.db, {
        name: 'Brand early bird',
        kind: 'early_bird',
        propertyId: null,
        daysBefore: 30,
        percentOff: 15,
      });
      // The better promotion of each line wins: the brand's 15% over Casa A's 5%.
      expect((await price(apps[1], a)).discounts?.[0]?.label).toBe('Brand early bird');
      expect((await price(apps[0], b)).discounts?.[0]?.label).toBe('Brand early bird');
      await primary.db.update(promotions).set({ isActive: false }).where(eq(promotions.name, 'Brand early bird'));
    });
  });
}
