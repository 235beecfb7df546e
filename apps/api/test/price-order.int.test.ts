import { randomUUID } from 'node:crypto';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import { propertyListQuerySchema } from '@staybook/contract/catalogue';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listProperties } from '../src/modules/catalogue/catalogue.service.js';
import { type SearchIndex, startSearchIndex } from '../src/modules/catalogue/search-index.service.js';
import type { ModuleContext } from '../src/modules/module-context.js';
import { describeEachDatabase } from './setup-db.js';
import { createPromotion } from './support/factories/promotions.js';
import { createCity } from './support/factories.js';
import { buildCatalogue, HORIZON } from './support/generated-catalogue.js';

/**
 * Issue 42: the list under a price order or a price filter, answered from the read model, places and prices only the
 * candidates that bounds on their prices cannot order or filter (catalogue price-order.service.ts,
 * search-index-bounds.ts); answered in SQL, it prices every candidate. The two must be the same answer — cards, prices,
 * placements, page and count — for generated searches (both price sorts and the base orders, price floors and
 * ceilings, pages, parties of one to six with children, a visitor and a signed-in guest) over the generated catalogue
 * (plans of every kind, extra guests, GST slab edges) with promotions of every kind: brand-wide and one property's,
 * member, early bird, last minute, a length of stay by free nights and by a percentage, for some room types, inside a
 * stay window. A bound that is not one (a floor above a price, a ceiling below it) puts a card out of place or out of
 * the count, and fails it.
 */
const today = todayIst();
const silent = pino({ level: 'silent' });

const searches = fc.record({
  from: fc.integer({ min: 0, max: HORIZON - 2 }),
  nights: fc.integer({ min: 1, max: 5 }),
  adults: fc.integer({ min: 1, max: 6 }),
  children: fc.integer({ min: 0, max: 3 }),
  sort: fc.constantFrom('price_asc', 'price_desc', 'recommended', 'rating'),
  // Whole rupees a night: the catalogue's rates run from ₹800 to ₹12,345 a room.
  minPrice: fc.option(fc.integer({ min: 500, max: 20_000 }), { nil: undefined }),
  maxPrice: fc.option(fc.integer({ min: 500, max: 30_000 }), { nil: undefined }),
  page: fc.integer({ min: 1, max: 3 }),
  limit: fc.integer({ min: 1, max: 4 }),
  signedIn: fc.boolean(),
});

describeEachDatabase('a price order answered from the read model', {}, (use) => {
  let cityName: string;
  let index: SearchIndex;
  const guestId = randomUUID();

  beforeAll(async () => {
    const { db } = use().database;
    const city = await createCity(db);
    cityName = city.name;
    const { propertyIds, rooms } = await buildCatalogue(db, city.id);
    const [p0, p1, p2, p3, p4] = propertyIds as [string, string, string, string, string];
    await createPromotion(db, { name: 'Members', kind: 'member', percentOff: 12 });
    await createPromotion(db, {
      name: 'Stay 3, pay 2',
      kind: 'length_of_stay',
      minNights: 3,
      freeNights: 1,
      propertyId: p0,
    });
    await createPromotion(db, { name: 'Early', kind: 'early_bird', daysBefore: 6, percentOff: 25, propertyId: p1 });
    await createPromotion(db, {
      name: 'Late',
      kind: 'last_minute',
      daysBefore: 3,
      percentOff: 40,
      propertyId: p2,
      roomTypeIds: rooms
        .filter((r) => r.propertyId === p2)
        .map((r) => r.id)
        .slice(0, 1),
    });
    await createPromotion(db, {
      name: 'Week',
      kind: 'length_of_stay',
      minNights: 2,
      percentOff: 30,
      propertyId: p3,
      stayFrom: addDays(today, 4),
      stayUntil: addDays(today, 9),
    });
    await createPromotion(db, { name: 'Half', kind: 'member', percentOff: 50, propertyId: p4 });
    const started = await startSearchIndex(
      { config: use().config, db, database: use().database } as unknown as ModuleContext,
      silent,
    );
    if (!started) throw new Error('the read model is off');
    index = started;
  }, 180_000);

  afterAll(async () => {
    await index?.close();
  });

  it('gives exactly the answer of pricing every candidate', async () => {
    const { db } = use().database;
    let priceOrders = 0;
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(searches, async (s) => {
        const source = await index.current();
        expect(source, 'the read model answers').not.toBeNull();
        const query = propertyListQuerySchema.parse({
          city: cityName,
          propertyType: 'all',
          checkInDate: String(istDateToUnix(addDays(today, s.from))),
          checkOutDate: String(istDateToUnix(addDays(today, Math.min(s.from + s.nights, HORIZON + 1)))),
          adults: String(s.adults),
          children: String(s.children),
          sort: s.sort,
          page: String(s.page),
          limit: String(s.limit),
          ...(s.minPrice === undefined ? {} : { minPrice: String(s.minPrice) }),
          ...(s.maxPrice === undefined ? {} : { maxPrice: String(s.maxPrice) }),
        });
        const now = new Date();
        const guest = s.signedIn ? guestId : null;
        const fromModel = await listProperties(db, query, now, use().config.gstSlabs, guest, source);
        const everyPriced = await listProperties(db, query, now, use().config.gstSlabs, guest, null);
        expect(fromModel, JSON.stringify(s)).toEqual(everyPriced);
        if (s.sort.startsWith('price') || s.minPrice !== undefined || s.maxPrice !== undefined) priceOrders++;
        if (fromModel.total > 0) nonEmpty++;
      }),
      { numRuns: 200, seed: 4242, endOnFailure: true },
    );
    // The generated searches reach what they are for: price orders, with cards to order.
    expect(priceOrders).toBeGreaterThan(100);
    expect(nonEmpty).toBeGreaterThan(60);
  }, 600_000);
});
