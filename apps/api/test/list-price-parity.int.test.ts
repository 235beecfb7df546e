import { addDays, type IsoDate, istDateToUnix, todayIst } from '@staybook/contract';
import { MAX_ROOMS_PER_BOOKING, pricingResponseSchema } from '@staybook/contract/booking';
import {
  type PropertyCard,
  partyPriceResponseSchema,
  propertyDetailsResponseSchema,
  propertyListResponseSchema,
  roomsResponseSchema,
} from '@staybook/contract/catalogue';
import { unlockPriceResponseSchema } from '@staybook/contract/price-unlock';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { roomInventory } from '../src/db/schema/catalogue.js';
import { promotions } from '../src/db/schema/promotions.js';
import { ratePlans } from '../src/db/schema/rate-plans.js';
import { quoteStay } from '../src/modules/pricing/index.js';
import { propertyMeta, roomMeta } from '../src/modules/seo/seo.service.js';
import { describeEachDatabase, type TestContext } from './setup-db.js';
import { createPromotion } from './support/factories/promotions.js';
import { createCity } from './support/factories.js';
import { buildCatalogue, HORIZON, RATES, type RoomSpec } from './support/generated-catalogue.js';

/**
 * Issue 21 item 2, issue 24 item 1: the list narrows candidates in SQL (open rooms, free beds) and prices the whole
 * party through the pricing pipeline (the cheapest placement over one or more rooms). On generated stays and parties
 * over a generated catalogue (plans of every kind, extra guests, partner-only rooms, closed, sold-out and missing
 * nights, restrictions, rates across the GST slabs) each card's figure must be exactly what POST …/booking/pricing
 * charges for the placement the card names (before coupons), no dearer than any one room that seats the party, and a
 * property with such a room is never left out; the count, filter, sort and GET …/party-price read the same figure.
 * The property page without dates keeps the SQL "from" price (one adult, the cheapest night of the month): compared
 * with the list below.
 */

const today = todayIst();

interface Stay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
}

/**
 * The single rooms that seat the whole party for the stay, each under each plan it sells, priced by the pipeline (what
 * the guest pays, GST included): the list's placement may use several rooms, but it never costs more than the
 * cheapest of these, and a property with one of these is always listed.
 */
async function oneRoomOffers(ctx: TestContext, rooms: RoomSpec[], stay: Stay): Promise<number[]> {
  const { db } = ctx.database;
  const offers: number[] = [];
  for (const room of rooms) {
    if (room.partnerOnly || room.maxAdults < stay.adults || room.maxChildren < stay.children) continue;
    const line = { roomTypeId: room.id, roomCount: 1, adults: stay.adults, children: stay.children };
    const planIds = [...(await sellablePlanIds(ctx, room.id))];
    for (const ratePlanId of planIds.length > 0 ? planIds : [undefined]) {
      const quote = await quoteStay(
        db,
        {
          propertyId: room.propertyId,
          rooms: [{ ...line, ratePlanId }],
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
        },
        ctx.config.gstSlabs,
      );
      const priced = quote.rooms[0];
      if (!priced || priced.minAvailable < 1 || quote.refusals.has(room.id)) break;
      offers.push(quote.totalPostTaxPaise / 100);
    }
  }
  return offers;
}

const planIdsCache = new Map<string, string[]>();
async function sellablePlanIds(ctx: TestContext, roomTypeId: string): Promise<string[]> {
  const key = `${ctx.kind}:${roomTypeId}`;
  const cached = planIdsCache.get(key);
  if (cached) return cached;
  const rows = await ctx.database.db
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(and(eq(ratePlans.roomTypeId, roomTypeId), eq(ratePlans.status, 'active')));
  const ids = rows.map((r) => r.id);
  planIdsCache.set(key, ids);
  return ids;
}

const stays = fc
  .record({
    from: fc.integer({ min: 0, max: HORIZON - 2 }),
    nights: fc.integer({ min: 1, max: 5 }),
    adults: fc.integer({ min: 1, max: 6 }),
    children: fc.integer({ min: 0, max: 3 }),
  })
  .map(
    ({ from, nights, adults, children }): Stay => ({
      checkIn: addDays(today, from),
      checkOut: addDays(today, Math.min(from + nights, HORIZON + 1)),
      adults,
      children,
    }),
  );

describeEachDatabase('the list\'s "from" price and the pricing pipeline', {}, (use) => {
  let cityName: string;
  let catalogue: { propertyIds: string[]; rooms: RoomSpec[] };

  beforeAll(async () => {
    const { db } = use().database;
    const city = await createCity(db);
    cityName = city.name;
    catalogue = await buildCatalogue(db, city.id);
  }, 120_000);

  const list = async (stay: Stay, sort: 'recommended' | 'price_asc' = 'recommended') => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property',
      query: {
        city: cityName,
        propertyType: 'all',
        sort,
        limit: '50',
        adults: String(stay.adults),
        children: String(stay.children),
        checkInDate: String(istDateToUnix(stay.checkIn)),
        checkOutDate: String(istDateToUnix(stay.checkOut)),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return propertyListResponseSchema.parse(res.json()).data.data;
  };

  /** What POST …/booking/pricing charges for the placement a card chose (no coupon). */
  const charge = async (stay: Stay, card: PropertyCard) => {
    const res = await use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/pricing',
      payload: {
        propertyId: card.id,
        roomIds: (card.price.party?.placement ?? []).map((l) => ({
          id: l.roomId,
          roomCount: l.roomCount,
          adults: l.adults,
          children: l.children,
          ...(l.ratePlanId ? { ratePlanId: l.ratePlanId } : {}),
        })),
        checkInDate: istDateToUnix(stay.checkIn),
        checkOutDate: istDateToUnix(stay.checkOut),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return pricingResponseSchema.parse(res.json()).data;
  };

  it("lists each property at exactly what the pricing endpoint charges for the party's placement the list chose", async () => {
    let compared = 0;
    let multiRoom = 0;
    await fc.assert(
      fc.asyncProperty(stays, async (stay) => {
        const cards = await list(stay);
        for (const propertyId of catalogue.propertyIds) {
          const rooms = catalogue.rooms.filter((r) => r.propertyId === propertyId);
          const card = cards.find((c) => c.id === propertyId);
          const where = `${JSON.stringify(stay)} property ${catalogue.propertyIds.indexOf(propertyId)}`;
          const single = await oneRoomOffers(use(), rooms, stay);
          // A property one room of which seats the party is listed, never above that room's price.
          if (single.length > 0) expect(card, `${where} listed`).toBeDefined();
          // Not listed: no room seats the party alone (placements over several rooms are the contract's
          // cheapestPlacement, exhaustive and unit-tested).
          if (!card) continue;
          const party = card.price.party;
          expect(party, where).toBeDefined();
          if (!party) continue;
          // The placement seats the whole party, an adult in each room, within one booking's rooms.
          expect(
            party.placement.reduce((n, l) => n + l.adults, 0),
            where,
          ).toBe(stay.adults);
          expect(
            party.placement.reduce((n, l) => n + l.children, 0),
            where,
          ).toBe(stay.children);
          expect(
            party.placement.reduce((n, l) => n + l.roomCount, 0),
            where,
          ).toBe(party.rooms);
          expect(party.rooms, where).toBeLessThanOrEqual(MAX_ROOMS_PER_BOOKING);
          const priced = await charge(stay, card);
          expect(priced.totalPreTax, `${where} total`).toBe(party.total);
          expect(priced.tax, `${where} taxes`).toBe(party.taxes);
          for (const line of priced.rooms ?? []) expect(line.available, where).toBeGreaterThanOrEqual(line.roomCount);
          expect(card.price.min, `${where} a night`).toBe(Math.round(party.total / party.nights));
          expect(card.price.taxes, `${where} taxes a night`).toBe(Math.round(party.taxes / party.nights));
          if (single.length > 0)
            expect(party.total + party.taxes, `${where} cheapest`).toBeLessThanOrEqual(Math.min(...single));
          compared++;
          if (party.rooms > 1) multiRoom++;
        }
      }),
      { numRuns: 30, seed: 2021, endOnFailure: true },
    );
    expect(compared).toBeGreaterThan(30);
    expect(multiRoom).toBeGreaterThan(3);
  }, 600_000);

  it('counts, filters and sorts by exactly the price the card shows', async () => {
    await fc.assert(
      fc.asyncProperty(stays, async (stay) => {
        const cards = await list(stay);
        const res = await use().app.inject({
          method: 'GET',
          url: '/property/v1/app/property',
          query: {
            city: cityName,
            propertyType: 'all',
            limit: '2',
            sort: 'price_asc',
            adults: String(stay.adults),
            children: String(stay.children),
            checkInDate: String(istDateToUnix(stay.checkIn)),
            checkOutDate: String(istDateToUnix(stay.checkOut)),
          },
        });
        const sorted = propertyListResponseSchema.parse(res.json()).data;
        // The count is the stays that can place the party, whatever the page size and sort (the recommended order
        // prices only the page it shows, the price order every placeable stay).
        const recommended = await use().app.inject({
          method: 'GET',
          url: '/property/v1/app/property',
          query: {
            city: cityName,
            propertyType: 'all',
            limit: '2',
            adults: String(stay.adults),
            children: String(stay.children),
            checkInDate: String(istDateToUnix(stay.checkIn)),
            checkOutDate: String(istDateToUnix(stay.checkOut)),
          },
        });
        expect(propertyListResponseSchema.parse(recommended.json()).data.total).toBe(cards.length);
        expect(sorted.total).toBe(cards.length);
        const prices = cards.map((c) => c.price.min ?? 0).sort((a, b) => a - b);
        expect(sorted.data.map((c) => c.price.min)).toEqual(prices.slice(0, 2));
        for (const card of cards.slice(0, 3)) {
          const filtered = await use().app.inject({
            method: 'GET',
            url: '/property/v1/app/property',
            query: {
              city: cityName,
              propertyType: 'all',
              limit: '50',
              adults: String(stay.adults),
              children: String(stay.children),
              checkInDate: String(istDateToUnix(stay.checkIn)),
              checkOutDate: String(istDateToUnix(stay.checkOut)),
              minPrice: String(card.price.min),
              maxPrice: String(card.price.min),
            },
          });
          const found = propertyListResponseSchema.parse(filtered.json()).data.data;
          expect(
            found.map((c) => c.id),
            `${JSON.stringify(stay)} ₹${card.price.min}`,
          ).toContain(card.id);
          expect(found.every((c) => c.price.min === card.price.min)).toBe(true);
        }
      }),
      { numRuns: 15, seed: 2022, endOnFailure: true },
    );
  }, 300_000);

  it('gives the property page and the rooms bar the same price as the list (GET …/party-price, the unlocked total)', async () => {
    await fc.assert(
      fc.asyncProperty(stays, async (stay) => {
        for (const card of (await list(stay)).slice(0, 3)) {
          const res = await use().app.inject({
            method: 'GET',
            url: '/property/v1/app/party-price',
            query: {
              propertyId: card.id,
              adults: String(stay.adults),
              children: String(stay.children),
              checkInDate: String(istDateToUnix(stay.checkIn)),
              checkOutDate: String(istDateToUnix(stay.checkOut)),
            },
          });
          expect(res.statusCode, res.body).toBe(200);
          expect(partyPriceResponseSchema.parse(res.json()).data.price).toEqual(card.price.party);
          // The property page's unlocked total is the same placement, priced by the same pipeline.
          const unlocked = await use().app.inject({
            method: 'POST',
            url: '/property/v1/app/unlock-price',
            payload: {
              name: 'Parity Guest',
              mobile: '9811100001',
              propertyId: card.id,
              adults: stay.adults,
              children: stay.children,
              checkInDate: istDateToUnix(stay.checkIn),
              checkOutDate: istDateToUnix(stay.checkOut),
            },
          });
          expect(unlocked.statusCode, unlocked.body).toBe(200);
          const quote = unlockPriceResponseSchema.parse(unlocked.json()).data.quote;
          expect({ total: quote?.totalPreTax, taxes: quote?.tax }).toEqual({
            total: card.price.party?.total,
            taxes: card.price.party?.taxes,
          });
        }
      }),
      { numRuns: 8, seed: 2024, endOnFailure: true },
    );
  }, 300_000);

  it('quotes no price in shared links (the page shows none), and keeps the page data\'s month "from" price', async () => {
    const { db } = use().database;
    // The list for each one-night stay of the coming month, for one adult: the page data's "from" price (no dates).
    const cheapest = new Map<string, number>();
    for (let d = 0; d < 30; d++) {
      for (const card of await list({
        checkIn: addDays(today, d),
        checkOut: addDays(today, d + 1),
        adults: 1,
        children: 0,
      })) {
        if (card.price.min === null) continue;
        cheapest.set(card.id, Math.min(card.price.min, cheapest.get(card.id) ?? Number.POSITIVE_INFINITY));
      }
    }
    expect(cheapest.size).toBeGreaterThan(3);
    const site = { publicUrl: '' };
    for (const propertyId of catalogue.propertyIds) {
      // Issue 39: the property page shows no price to a visitor (it is unlocked), so its description quotes none.
      const meta = await propertyMeta(db, propertyId, site);
      expect(meta?.description, propertyId).not.toMatch(/₹/);
      const res = await use().app.inject({
        method: 'GET',
        url: '/property/v1/app/propertyDetails',
        query: { id: propertyId },
      });
      const info = propertyDetailsResponseSchema.parse(res.json()).data[0];
      expect(info?.id === 'propertyInfo' && info.data.price.min, propertyId).toBe(cheapest.get(propertyId) ?? null);
    }
    const partner = catalogue.rooms.find((r) => r.partnerOnly);
    expect(partner).toBeDefined();
    expect((await roomMeta(db, partner?.id ?? '', site))?.description).not.toMatch(/₹/);
  }, 300_000);

  it('shows each plan on the rooms page at the nightly rates and GST a night the pricing endpoint quotes for one room', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(stays, fc.integer({ min: 0, max: 9 }), async (stay, p) => {
        const propertyId = catalogue.propertyIds[p] as string;
        const stayQuery = {
          checkInDate: istDateToUnix(stay.checkIn),
          checkOutDate: istDateToUnix(stay.checkOut),
        };
        const res = await use().app.inject({
          method: 'GET',
          url: '/property/v1/app/rooms',
          query: {
            propertyId,
            checkInDate: String(stayQuery.checkInDate),
            checkOutDate: String(stayQuery.checkOutDate),
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        for (const room of roomsResponseSchema.parse(res.json()).data) {
          for (const plan of room.ratePlans ?? []) {
            const pricing = await use().app.inject({
              method: 'POST',
              url: '/property/v1/app/booking/pricing',
              payload: {
                propertyId,
                roomIds: [{ id: room.id, roomCount: 1, ...(plan.id ? { ratePlanId: plan.id } : {}) }],
                ...stayQuery,
              },
            });
            // Sold out or refused by a restriction: the pricing endpoint names why instead of a price.
            if (pricing.statusCode !== 200) continue;
            const quote = pricingResponseSchema.parse(pricing.json()).data;
            const quoted = quote.rooms?.[0];
            const where = `${JSON.stringify(stay)} ${room.name} ${plan.name}`;
            expect(
              plan.price.map((n) => n.rate),
              where,
            ).toEqual(quoted?.nightly?.map((n) => n.rate));
            // A night of the GST the stay is charged (whole rupees), as the list card divides its own.
            expect(plan.taxPerNight, where).toBe(Math.round(quote.tax / plan.price.length));
            compared++;
          }
        }
      }),
      { numRuns: 20, seed: 2023, endOnFailure: true },
    );
    expect(compared).toBeGreaterThan(10);
  }, 300_000);

  // Issue 42: the list reads a read model kept current by the database's change notifications (catalogue
  // search-index.service.ts). Changes of every kind the list reads, generated and interleaved with searches: the next
  // search after each shows it, at exactly what the pricing endpoint (which reads the database) charges.
  const changes = fc.array(
    fc.record({
      kind: fc.constantFrom('rate', 'sold', 'sold-out', 'promotion', 'promotion-off', 'closed'),
      room: fc.nat(),
      night: fc.integer({ min: 0, max: HORIZON - 1 }),
      rupees: fc.constantFrom(...RATES),
      stay: stays,
    }),
    { minLength: 12, maxLength: 12 },
  );

  it('shows the next search every change before it: a rate changed, a room sold, a promotion started', async () => {
    const { db } = use().database;
    const sold = catalogue.rooms.filter((r) => !r.partnerOnly);
    let checked = 0;
    let vanished = 0;
    await fc.assert(
      fc.asyncProperty(changes, async (steps) => {
        for (const step of steps) {
          const room = sold[step.room % sold.length] as RoomSpec;
          const night = addDays(today, step.night);
          // A price order first: it prices every property and keeps each price on the model's row of the property
          // (catalogue.service.ts remembered), which the change must then replace.
          await list(step.stay, 'price_asc');
          const at = and(eq(roomInventory.roomTypeId, room.id), eq(roomInventory.stayDate, night));
          if (step.kind === 'rate')
            await db
              .update(roomInventory)
              .set({ ratePaise: step.rupees * 100 })
              .where(at);
          if (step.kind === 'sold')
            await db
              .update(roomInventory)
              .set({ available: sql`greatest(0, ${roomInventory.available} - 1)` })
              .where(at);
          if (step.kind === 'closed') await db.update(roomInventory).set({ isClosed: true }).where(at);
          if (step.kind === 'promotion')
            await createPromotion(db, {
              kind: 'last_minute',
              daysBefore: 30,
              propertyId: room.propertyId,
              percentOff: 10 + step.night,
            });
          if (step.kind === 'promotion-off')
            await db.update(promotions).set({ isActive: false }).where(eq(promotions.propertyId, room.propertyId));
          // Every night of a property's rooms sold: the next search must not list it for a stay over that night.
          if (step.kind === 'sold-out') {
            const rooms = catalogue.rooms.filter((r) => r.propertyId === room.propertyId).map((r) => r.id);
            await db
              .update(roomInventory)
              .set({ available: 0 })
              .where(and(inArray(roomInventory.roomTypeId, rooms), eq(roomInventory.stayDate, step.stay.checkIn)));
            const cards = await list(step.stay);
            expect(cards.find((c) => c.id === room.propertyId)).toBeUndefined();
            vanished++;
            continue;
          }
          const cards = [...(await list(step.stay)), ...(await list(step.stay, 'price_asc'))];
          for (const card of cards) {
            const party = card.price.party;
            if (!party) continue;
            const priced = await charge(step.stay, card);
            const where = `${step.kind} ${JSON.stringify(step.stay)} ${card.name}`;
            expect(priced.totalPreTax, where).toBe(party.total);
            expect(priced.tax, where).toBe(party.taxes);
            checked++;
          }
        }
      }),
      { numRuns: 6, seed: 2042, endOnFailure: true },
    );
    expect(checked).toBeGreaterThan(20);
    expect(vanished).toBeGreaterThan(0);
  }, 600_000);
});
