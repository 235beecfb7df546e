import { addDays, type IsoDate, istDateToUnix, stayNights, todayIst } from '@staybook/contract';
import { pricingResponseSchema } from '@staybook/contract/booking';
import {
  propertyDetailsResponseSchema,
  propertyListResponseSchema,
  roomsResponseSchema,
} from '@staybook/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { roomInventory } from '../src/db/schema/catalogue.js';
import { ratePlanRates, ratePlans } from '../src/db/schema/rate-plans.js';
import { quoteStay } from '../src/modules/pricing/index.js';
import { propertyMeta, roomMeta } from '../src/modules/seo/seo.service.js';
import { describeEachDatabase, type TestContext } from './setup-db.js';
import {
  createCity,
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  policies,
} from './support/factories.js';

/**
 * Issue 21 item 2: the list prices in SQL (its "from" price filters and sorts a page), the quote through the pricing
 * pipeline. On generated stays over a generated catalogue (plans of every kind, extra guests, partner-only rooms,
 * closed, sold-out and missing nights, restrictions, rates across the GST slabs) the list's card price and its
 * "+ ₹X taxes" must be what the pipeline charges a night for the same room, plan and party, to the rupee.
 */

const today = todayIst();
const HORIZON = 24;

/** A small seeded generator (mulberry32), so the catalogue is the same on both databases and in every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  return { next, int, pick };
}

/** Nightly rates (rupees) either side of the GST slab edges (₹1,000 and ₹7,500). */
const RATES = [800, 1_000, 1_050, 3_999, 7_000, 7_400, 7_500, 7_501, 8_000, 12_345];

interface RoomSpec {
  id: string;
  propertyId: string;
  partnerOnly: boolean;
  maxAdults: number;
  maxChildren: number;
}

/** Properties of one to three room types each, every kind of plan, and nights with every way of not selling. */
async function buildCatalogue(db: Db, cityId: string): Promise<{ propertyIds: string[]; rooms: RoomSpec[] }> {
  const rnd = seeded(21);
  const propertyIds: string[] = [];
  const rooms: RoomSpec[] = [];
  for (let p = 0; p < 10; p++) {
    const property = await createProperty(db, { cityId, name: `Parity ${p}` }, { picture: false });
    propertyIds.push(property.id);
    const policy = await createPolicy(db, property.id, policies.flexible, 'Flexible');
    const roomCount = rnd.int(1, 3);
    for (let r = 0; r < roomCount; r++) {
      const maxAdults = rnd.int(1, 4);
      const maxChildren = rnd.int(0, 2);
      const partnerOnly = rnd.next() < 0.2;
      const room = await createRoomType(db, property.id, {
        name: `Room ${p}.${r}`,
        maxAdults,
        maxChildren,
        baseAdults: rnd.int(1, maxAdults),
        baseChildren: rnd.int(0, Math.min(1, maxChildren)),
        extraAdultPaise: rnd.pick([0, 50_000, 120_000]),
        extraChildPaise: rnd.pick([0, 30_000, 75_000]),
        baseRatePaise: rnd.pick(RATES) * 100,
        ...(partnerOnly ? { externalBookingUrl: `https://partner.example.com/${p}/${r}` } : {}),
      });
      rooms.push({ id: room.id, propertyId: property.id, partnerOnly, maxAdults, maxChildren });
      const nights = stayNights(today, addDays(today, HORIZON)).filter(() => rnd.next() > 0.04);
      await db.insert(roomInventory).values(
        nights.map((date) => ({
          roomTypeId: room.id,
          stayDate: date,
          ratePaise: rnd.pick(RATES) * 100,
          available: rnd.next() < 0.08 ? 0 : rnd.int(1, 3),
          isClosed: rnd.next() < 0.05,
          closedToArrival: rnd.next() < 0.05,
          closedToDeparture: rnd.next() < 0.04,
          minStay: rnd.next() < 0.06 ? rnd.int(2, 3) : null,
          maxStay: rnd.next() < 0.03 ? rnd.int(2, 4) : null,
        })),
      );
      const planCount = rnd.int(0, 4);
      for (let k = 0; k < planCount; k++) {
        const kind = rnd.pick(['percent', 'amount', 'own_rates', 'archived'] as const);
        const common = { name: `Plan ${k}`, isDefault: k === 0, sortOrder: k };
        if (kind === 'percent') {
          await createRatePlan(db, room.id, policy.id, {
            ...common,
            adjustmentKind: 'percent',
            adjustmentValue: rnd.pick([-33, -15, -10, -7, 5, 12, 20]),
          });
        } else if (kind === 'amount') {
          await createRatePlan(db, room.id, policy.id, {
            ...common,
            adjustmentKind: 'amount',
            adjustmentValue: rnd.pick([-150_000, -50_000, -1_000, 30_000, 80_000]),
          });
        } else {
          // Own rates on some nights only (the others sell at the room's rate), or an archived plan never sold.
          const [plan] = await db
            .insert(ratePlans)
            .values({
              roomTypeId: room.id,
              cancellationPolicyId: policy.id,
              ...common,
              adjustmentKind: kind === 'own_rates' ? 'own_rates' : 'percent',
              adjustmentValue: kind === 'own_rates' ? 0 : -50,
              status: kind === 'archived' ? 'archived' : 'active',
            })
            .returning({ id: ratePlans.id });
          const priced = nights.filter(() => rnd.next() < 0.6);
          if (kind === 'own_rates' && plan && priced.length > 0)
            await db
              .insert(ratePlanRates)
              .values(
                priced.map((date) => ({ ratePlanId: plan.id, stayDate: date, ratePaise: rnd.pick(RATES) * 100 })),
              );
        }
      }
    }
  }
  return { propertyIds, rooms };
}

interface Stay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
}

/** One way to book a room for the stay, priced by the pipeline: its rent and GST a night, and if it seats the party. */
interface PipelineOffer {
  seats: boolean;
  rentPaise: number;
  taxPaise: number;
}

/**
 * What the pipeline says a property's "from" price is: each room booked here that the stay's restrictions allow and
 * that has a room free every night, under each plan it sells, for the party in one room where one room seats it
 * (else at the room's base occupancy, as the party would book several rooms). Null when nothing is for sale; the
 * property is listed only when its free rooms hold the party.
 */
async function pipelineFrom(ctx: TestContext, rooms: RoomSpec[], stay: Stay) {
  const { db } = ctx.database;
  const nights = stayNights(stay.checkIn, stay.checkOut).length;
  const offers: PipelineOffer[] = [];
  let adultCapacity = 0;
  let guestCapacity = 0;
  let childCapacity = 0;
  for (const room of rooms) {
    const seats = room.maxAdults >= stay.adults && room.maxChildren >= stay.children;
    const line = {
      roomTypeId: room.id,
      roomCount: 1,
      ...(seats ? { adults: stay.adults, children: stay.children } : {}),
    };
    const base = await quoteStay(
      db,
      { propertyId: room.propertyId, rooms: [line], checkIn: stay.checkIn, checkOut: stay.checkOut },
      ctx.config.gstSlabs,
    );
    const free = base.rooms[0]?.minAvailable ?? 0;
    if (free < 1 || base.refusals.has(room.id)) continue;
    adultCapacity += room.maxAdults * free;
    guestCapacity += (room.maxAdults + room.maxChildren) * free;
    childCapacity += room.maxChildren * free;
    if (room.partnerOnly) continue;
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
      if (priced) offers.push({ seats, rentPaise: priced.roomRentPaise, taxPaise: priced.taxPaise });
    }
  }
  // Children need rooms that take children (issue 24: the booking refuses them elsewhere, so the list does too).
  const listed =
    adultCapacity >= stay.adults && guestCapacity >= stay.adults + stay.children && childCapacity >= stay.children;
  const pool = offers.some((o) => o.seats) ? offers.filter((o) => o.seats) : offers;
  // Sold out (issue 24): with no room sold on this site open for the stay there is no price, and the property is not
  // one of the stays available (a partner's room alone does not list it).
  if (pool.length === 0) return { listed: false, min: null, taxes: [] as number[] };
  const cheapest = Math.min(...pool.map((o) => o.rentPaise));
  const perNight = (paise: number) => Math.round(paise / nights / 100);
  return {
    listed,
    min: perNight(cheapest),
    // Two plans at the same price may carry different GST (their nights fall in different slabs): either is honest.
    taxes: pool.filter((o) => o.rentPaise === cheapest).map((o) => perNight(o.taxPaise)),
  };
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
    adults: fc.integer({ min: 1, max: 5 }),
    children: fc.integer({ min: 0, max: 2 }),
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

  const list = async (stay: Stay) => {
    const res = await use().app.inject({
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
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return propertyListResponseSchema.parse(res.json()).data.data;
  };

  it('lists every property at the per-night price and GST the pipeline charges for its cheapest plan and the party', async () => {
    await fc.assert(
      fc.asyncProperty(stays, async (stay) => {
        const cards = await list(stay);
        for (const propertyId of catalogue.propertyIds) {
          const rooms = catalogue.rooms.filter((r) => r.propertyId === propertyId);
          const expected = await pipelineFrom(use(), rooms, stay);
          const card = cards.find((c) => c.id === propertyId);
          const where = `${JSON.stringify(stay)} property ${catalogue.propertyIds.indexOf(propertyId)}`;
          expect(card !== undefined, `${where} listed`).toBe(expected.listed);
          if (!card) continue;
          expect(card.price.min, `${where} from`).toBe(expected.min);
          if (expected.min !== null) expect(expected.taxes, `${where} taxes`).toContain(card.price.taxes);
        }
      }),
      { numRuns: 30, seed: 2021, endOnFailure: true },
    );
  }, 300_000);

  it('filters by exactly the price the card shows', async () => {
    await fc.assert(
      fc.asyncProperty(stays, async (stay) => {
        const cards = (await list(stay)).filter((c) => c.price.min !== null);
        for (const card of cards.slice(0, 3)) {
          const res = await use().app.inject({
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
          const ids = propertyListResponseSchema.parse(res.json()).data.data.map((c) => c.id);
          expect(ids, `${JSON.stringify(stay)} ₹${card.price.min}`).toContain(card.id);
        }
      }),
      { numRuns: 15, seed: 2022, endOnFailure: true },
    );
  }, 300_000);

  it('quotes in shared links the property page\'s "from" price: the list\'s cheapest one-night stay of the month', async () => {
    const { db } = use().database;
    // The list for each one-night stay of the coming month, for one adult (the stays a page without dates means).
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
    for (const propertyId of catalogue.propertyIds) {
      const meta = await propertyMeta(db, propertyId);
      const quoted = /from ₹([\d,]+)\/night/.exec(meta?.description ?? '')?.[1];
      const expected = cheapest.get(propertyId);
      expect(quoted === undefined ? undefined : Number(quoted.replaceAll(',', '')), propertyId).toBe(expected);
      const res = await use().app.inject({
        method: 'GET',
        url: '/property/v1/app/propertyDetails',
        query: { id: propertyId },
      });
      const info = propertyDetailsResponseSchema.parse(res.json()).data[0];
      expect(info?.id === 'propertyInfo' && info.data.price.min, propertyId).toBe(expected ?? null);
    }
    // A room sold only on a partner's site has no price of ours to quote.
    const partner = catalogue.rooms.find((r) => r.partnerOnly);
    expect(partner).toBeDefined();
    expect((await roomMeta(db, partner?.id ?? ''))?.description).not.toMatch(/from ₹/);
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
            const quoted = pricingResponseSchema.parse(pricing.json()).data.rooms?.[0];
            const where = `${JSON.stringify(stay)} ${room.name} ${plan.name}`;
            expect(
              plan.price.map((n) => n.rate),
              where,
            ).toEqual(quoted?.nightly?.map((n) => n.rate));
            expect(plan.taxPerNight, where).toBe(Math.round((quoted?.tax ?? 0) / plan.price.length));
            compared++;
          }
        }
      }),
      { numRuns: 20, seed: 2023, endOnFailure: true },
    );
    expect(compared).toBeGreaterThan(10);
  }, 300_000);
});
