import { addDays, stayNights, todayIst } from '@staybook/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { expect, it } from 'vitest';
import { properties, propertyMedia, roomInventory, roomTypes } from '../src/db/schema/catalogue.js';
import { promotions } from '../src/db/schema/promotions.js';
import { ratePlanRates, ratePlans } from '../src/db/schema/rate-plans.js';
import { readSearchIndex } from '../src/modules/catalogue/search-index.repository.js';
import { startSearchIndex } from '../src/modules/catalogue/search-index.service.js';
import {
  candidatesOf,
  type IndexedProperty,
  orderedIds,
  type SearchIndexState,
  stateOf,
} from '../src/modules/catalogue/search-index-rules.js';
import type { ModuleContext } from '../src/modules/module-context.js';
import { describeEachDatabase } from './setup-db.js';
import { createPromotion } from './support/factories/promotions.js';
import {
  createCity,
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  policies,
} from './support/factories.js';

/**
 * Issue 42: the search's read model (catalogue search-index.service.ts) kept current through the database's change
 * notifications equals the model rebuilt from scratch, after 1,000 generated changes of every kind the list reads
 * (rates, rooms free, stop-sells and restrictions, plans and their own rates, promotions, rooms and properties taken
 * off sale, pictures), written straight to the tables as any writer would (the notifying triggers see them all).
 */

const today = todayIst();
const NIGHTS = 20;
const silent = pino({ level: 'silent' });

/** The model as plain data, comparable with toEqual (typed arrays as arrays, properties by id). */
function plain(state: SearchIndexState | IndexedProperty[]) {
  const list = Array.isArray(state) ? state : [...state.properties.values()];
  return list
    .map((p) => ({
      ...p,
      promotionsRevision: null,
      rooms: p.rooms.map((r) => ({
        ...r,
        plans: r.plans.map((plan) => ({ sellable: plan.sellable, ownRates: plan.ownRates && [...plan.ownRates] })),
        nights: Object.fromEntries(Object.entries(r.nights).map(([k, v]) => [k, [...(v as Int32Array)]])),
      })),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

const change = fc.record({
  kind: fc.constantFrom(
    'rate',
    'rooms',
    'close',
    'open',
    'min-stay',
    'arrival',
    'plan',
    'plan-off',
    'own-rate',
    'promotion',
    'property-off',
    'property-on',
    'room-off',
    'room-on',
    'picture',
    'rating',
    'favourite',
    'rename',
  ),
  target: fc.nat(),
  night: fc.integer({ min: 0, max: NIGHTS - 1 }),
  value: fc.integer({ min: 0, max: 9 }),
});

describeEachDatabase('the search read model', {}, (use) => {
  it('kept current through 1,000 generated changes equals the model rebuilt from scratch', async () => {
    const { database, config } = use();
    const db = database.db;
    const city = await createCity(db);
    const rooms: Array<{ id: string; propertyId: string; policyId: string }> = [];
    for (let p = 0; p < 6; p++) {
      const property = await createProperty(db, { cityId: city.id, name: `Model ${p}` });
      const policy = await createPolicy(db, property.id, policies.flexible);
      for (let r = 0; r < 2; r++) {
        const room = await createRoomType(db, property.id, { name: `Room ${p}.${r}`, baseRatePaise: 500_000 });
        rooms.push({ id: room.id, propertyId: property.id, policyId: policy.id });
        await db.insert(roomInventory).values(
          stayNights(today, addDays(today, NIGHTS)).map((stayDate) => ({
            roomTypeId: room.id,
            stayDate,
            ratePaise: 400_000,
            available: 3,
          })),
        );
      }
    }
    const index = await startSearchIndex({ config, db, database } as unknown as ModuleContext, silent);
    if (!index) throw new Error('the read model is off');
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(change, { minLength: 1_000, maxLength: 1_000 }), async (changes) => {
          for (const [i, c] of changes.entries()) {
            const room = rooms[c.target % rooms.length] as (typeof rooms)[number];
            const night = addDays(today, c.night);
            const at = and(eq(roomInventory.roomTypeId, room.id), eq(roomInventory.stayDate, night));
            switch (c.kind) {
              case 'rate':
                await db
                  .update(roomInventory)
                  .set({ ratePaise: 300_000 + c.value * 50_000 })
                  .where(at);
                break;
              case 'rooms':
                await db
                  .update(roomInventory)
                  .set({ available: c.value % 4 })
                  .where(at);
                break;
              case 'close':
              case 'open':
                await db
                  .update(roomInventory)
                  .set({ isClosed: c.kind === 'close' })
                  .where(at);
                break;
              case 'min-stay':
                await db
                  .update(roomInventory)
                  .set({
                    minStay: c.value > 5 || c.value < 1 ? null : Math.min(c.value, 4),
                    maxStay: c.value > 7 ? 4 : null,
                  })
                  .where(at);
                break;
              case 'arrival':
                await db
                  .update(roomInventory)
                  .set({ closedToArrival: c.value % 2 === 0, closedToDeparture: c.value % 3 === 0 })
                  .where(at);
                break;
              case 'plan':
                await createRatePlan(db, room.id, room.policyId, {
                  name: `Plan ${i}`,
                  adjustmentKind: c.value % 2 ? 'percent' : 'amount',
                  adjustmentValue: c.value % 2 ? -c.value : c.value * 1_000,
                });
                break;
              case 'plan-off':
                await db.update(ratePlans).set({ status: 'archived' }).where(eq(ratePlans.roomTypeId, room.id));
                break;
              case 'own-rate': {
                const [plan] = await db
                  .insert(ratePlans)
                  .values({
                    roomTypeId: room.id,
                    cancellationPolicyId: room.policyId,
                    name: `Own ${i}`,
                    adjustmentKind: 'own_rates',
                    adjustmentValue: 0,
                  })
                  .returning({ id: ratePlans.id });
                if (plan)
                  await db
                    .insert(ratePlanRates)
                    .values({ ratePlanId: plan.id, stayDate: night, ratePaise: 200_000 + c.value * 10_000 });
                break;
              }
              case 'promotion':
                if (c.value < 5)
                  await createPromotion(db, { kind: 'length_of_stay', propertyId: room.propertyId, minNights: 3 });
                else
                  await db
                    .update(promotions)
                    .set({ isActive: false })
                    .where(eq(promotions.propertyId, room.propertyId));
                break;
              case 'property-off':
              case 'property-on':
                await db
                  .update(properties)
                  .set({ status: c.kind === 'property-on' ? 'active' : 'inactive' })
                  .where(eq(properties.id, room.propertyId));
                break;
              case 'room-off':
              case 'room-on':
                await db
                  .update(roomTypes)
                  .set({ status: c.kind === 'room-on' ? 'active' : 'inactive' })
                  .where(eq(roomTypes.id, room.id));
                break;
              // What moves a property in the list's orders (the model keeps each city's orders: putProperties).
              case 'rating':
                await db
                  .update(properties)
                  .set({ ratingAverage: 3 + c.value / 5, ratingCount: c.value * 3 })
                  .where(eq(properties.id, room.propertyId));
                break;
              case 'favourite':
                await db
                  .update(properties)
                  .set({ isGuestFavorite: c.value % 2 === 0 })
                  .where(eq(properties.id, room.propertyId));
                break;
              case 'rename':
                await db
                  .update(properties)
                  .set({ name: `Model ${String.fromCharCode(65 + c.value)} ${i}` })
                  .where(eq(properties.id, room.propertyId));
                break;
              case 'picture':
                await db.insert(propertyMedia).values({
                  propertyId: room.propertyId,
                  category: 'Gallery',
                  title: `Picture ${i}`,
                  url: `/media/test/${i}.webp`,
                  sortOrder: c.value - 5,
                });
                break;
            }
            // Searches in between, so the model is kept current step by step, not only rebuilt at the end.
            // Each order is asked for, so the orders kept are the ones a change must keep right.
            if (i % 50 === 49) {
              const source = await index.current();
              if (!source) throw new Error('the model did not answer');
              for (const sort of ['recommended', 'rating', 'price_asc'] as const)
                for (const cityName of [city.name, null])
                  source.candidates({
                    checkIn: today,
                    checkOut: addDays(today, 1),
                    nights: 1,
                    typeKeys: null,
                    category: null,
                    city: cityName,
                    adults: 1,
                    children: 0,
                    amenities: [],
                    q: null,
                    sort,
                  });
            }
          }
          await index.current();
          const kept = index.state;
          if (!kept) throw new Error('no model');
          const rebuilt = await readSearchIndex(db, null, kept.from, kept.days);
          expect(plain(kept)).toEqual(plain(rebuilt));
          // Every order kept through the changes is the order a model built now makes.
          const fresh = stateOf(kept.from, kept.days, rebuilt);
          expect(kept.orders.size).toBeGreaterThan(0);
          for (const [key, { ids }] of kept.orders) {
            const [order, cityName] = key.split('\n') as ['recommended' | 'rating' | 'name', string];
            expect(ids, key).toEqual(orderedIds(fresh, cityName === '' ? null : cityName, order));
          }
          // The grid the searches walk (kept through the changes) answers every stay as one built now: each night
          // as the arrival, one to four nights, parties of one to five, each page and the count.
          const answers = (state: SearchIndexState) =>
            stayNights(today, addDays(today, NIGHTS - 5)).flatMap((checkIn) =>
              [1, 2, 4].flatMap((nights) =>
                [1, 3, 5].map((adults) => {
                  const search = {
                    checkIn,
                    checkOut: addDays(checkIn, nights),
                    nights,
                    typeKeys: null,
                    category: null,
                    city: city.name,
                    adults,
                    children: 0,
                    amenities: [],
                    q: null,
                    sort: 'recommended' as const,
                  };
                  const party = { adults, children: 0 };
                  const all = candidatesOf(state, search, party);
                  const page = candidatesOf(state, search, party, { offset: 1, limit: 2 });
                  return {
                    all: all?.rows.map((c) => [c.id, c.rooms.map((r) => [r.id, r.free, r.rates])]),
                    total: all?.total,
                    page: page?.rows.map((c) => c.id),
                    pageTotal: page?.total,
                  };
                }),
              ),
            );
          const kept_ = answers(kept);
          expect(kept_.some((a) => (a.total ?? 0) > 0)).toBe(true);
          expect(kept_).toEqual(answers(fresh));
        }),
        { numRuns: 1, seed: 42, endOnFailure: true },
      );
    } finally {
      await index.close();
    }
  }, 600_000);
});
