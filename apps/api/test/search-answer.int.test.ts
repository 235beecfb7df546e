import { randomUUID } from 'node:crypto';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import { propertyListQuerySchema, propertyListResponseSchema } from '@staybook/contract/catalogue';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAnswer, listProperties } from '../src/modules/catalogue/catalogue.service.js';
import { cardPriceText, listAnswerText } from '../src/modules/catalogue/search-answer.js';
import { type SearchIndex, startSearchIndex } from '../src/modules/catalogue/search-index.service.js';
import type { ModuleContext } from '../src/modules/module-context.js';
import { EncodedAnswer } from '../src/modules/search-cache/index.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { describeEachDatabase } from './setup-db.js';
import { createPromotion } from './support/factories/promotions.js';

/**
 * Issue 42: the list's answer from the read model is assembled from pre-encoded fragments (catalogue
 * search-answer.ts: a card's columns encoded once per model row, its price and the envelope written out) instead of
 * zod encoding every card per request. Its bytes must be exactly those of the ordinary way — zod's encoding of
 * listProperties' answer, which the route sent before — for generated searches over the demo catalogue (pictures,
 * amenities, every city, parties with children and their ages, every sort, price filters, pages, visitor and member
 * with a member promotion), in the service and through the route; and a change to a property must show in the next
 * answer (the kept encoding belongs to the row the change replaced).
 */
const today = todayIst();
const silent = pino({ level: 'silent' });
const NIGHTS = 40;

const zodText = (data: unknown) => JSON.stringify(propertyListResponseSchema.encode({ success: true, data } as never));

const searches = fc.record({
  city: fc.constantFrom('Goa', 'goa', 'Coorg', 'all', undefined),
  from: fc.integer({ min: 0, max: NIGHTS - 8 }),
  nights: fc.integer({ min: 1, max: 5 }),
  adults: fc.integer({ min: 1, max: 6 }),
  children: fc.integer({ min: 0, max: 3 }),
  withAges: fc.boolean(),
  sort: fc.constantFrom('price_asc', 'price_desc', 'recommended', 'rating'),
  minPrice: fc.option(fc.integer({ min: 500, max: 20_000 }), { nil: undefined }),
  maxPrice: fc.option(fc.integer({ min: 500, max: 40_000 }), { nil: undefined }),
  amenities: fc.constantFrom(undefined, 'wifi', 'pool'),
  page: fc.integer({ min: 1, max: 3 }),
  limit: fc.integer({ min: 1, max: 12 }),
  signedIn: fc.boolean(),
});
type Search = typeof searches extends fc.Arbitrary<infer T> ? T : never;

function queryOf(s: Search) {
  return {
    ...(s.city === undefined ? {} : { city: s.city }),
    propertyType: 'all',
    checkInDate: String(istDateToUnix(addDays(today, s.from))),
    checkOutDate: String(istDateToUnix(addDays(today, s.from + s.nights))),
    adults: String(s.adults),
    children: String(s.children),
    ...(s.withAges && s.children > 0
      ? { childAges: Array.from({ length: s.children }, (_, i) => 2 + i * 4).join(',') }
      : {}),
    sort: s.sort,
    page: String(s.page),
    limit: String(s.limit),
    ...(s.minPrice === undefined ? {} : { minPrice: String(s.minPrice) }),
    ...(s.maxPrice === undefined ? {} : { maxPrice: String(s.maxPrice) }),
    ...(s.amenities === undefined ? {} : { amenities: s.amenities }),
  };
}

describeEachDatabase(
  "the list's answer from pre-encoded fragments",
  {
    prepare: async (database) => {
      await seedIfEmpty(database.db, { nights: NIGHTS });
      await createPromotion(database.db, { name: 'Members', kind: 'member', percentOff: 12 });
    },
  },
  (use) => {
    let index: SearchIndex;
    const guestId = randomUUID();

    beforeAll(async () => {
      const { db } = use().database;
      const started = await startSearchIndex(
        { config: use().config, db, database: use().database } as unknown as ModuleContext,
        silent,
      );
      if (!started) throw new Error('the read model is off');
      index = started;
      // Built in the background (and listening on PostgreSQL) before it answers.
      for (let i = 0; i < 300 && !(await index.current()); i++) await new Promise((r) => setTimeout(r, 200));
    }, 180_000);

    afterAll(async () => {
      await index?.close();
    });

    it("gives zod's bytes for generated searches", async () => {
      const { db } = use().database;
      let encoded = 0;
      let cards = 0;
      await fc.assert(
        fc.asyncProperty(searches, async (s) => {
          const source = await index.current();
          expect(source, 'the read model answers').not.toBeNull();
          const query = propertyListQuerySchema.parse(queryOf(s));
          const now = new Date();
          const guest = s.signedIn ? guestId : null;
          const plain = await listProperties(db, query, now, use().config.gstSlabs, guest, source);
          const answer = await listAnswer(db, query, now, use().config.gstSlabs, guest, source);
          const expected = zodText(plain);
          if (answer instanceof EncodedAnswer) {
            encoded++;
            expect(answer.text, JSON.stringify(s)).toBe(expected);
          } else expect(zodText(answer.data), JSON.stringify(s)).toBe(expected);
          cards += plain.data.length;
        }),
        { numRuns: 300, seed: 4243, endOnFailure: true },
      );
      // Every search the model answers is encoded the fast way, and they show cards.
      expect(encoded).toBe(300);
      expect(cards).toBeGreaterThan(600);
    }, 600_000);

    it("sends zod's bytes through the route, and a changed property in the next answer", async () => {
      const { app, database, config } = use();
      const source = await index.current();
      let compared = 0;
      for (const s of fc.sample(searches, { numRuns: 60, seed: 77 })) {
        const visitor = { ...s, signedIn: false };
        const query = queryOf(visitor);
        const res = await app.inject({ method: 'GET', url: '/property/v1/app/property', query });
        expect(res.statusCode).toBe(200);
        const plain = await listProperties(
          database.db,
          propertyListQuerySchema.parse(query),
          new Date(),
          config.gstSlabs,
          null,
          source,
        );
        expect(res.body, JSON.stringify(visitor)).toBe(zodText(plain));
        compared++;
      }
      expect(compared).toBe(60);
      // A property renamed: the next answer (its model row replaced on the notification) shows the new name.
      const query = { city: 'Goa', propertyType: 'all', adults: '2', limit: '12' };
      const before = JSON.parse((await app.inject({ method: 'GET', url: '/property/v1/app/property', query })).body);
      const first = before.data.data[0] as { id: string; name: string };
      await database.db.execute(sql`UPDATE properties SET name = ${`${first.name} Renamed`} WHERE id = ${first.id}`);
      const res = await app.inject({ method: 'GET', url: '/property/v1/app/property', query });
      const after = JSON.parse(res.body) as { data: { data: Array<{ id: string; name: string }> } };
      expect(after.data.data.find((c) => c.id === first.id)?.name).toBe(`${first.name} Renamed`);
      const plain = await listProperties(
        database.db,
        propertyListQuerySchema.parse(query),
        new Date(),
        config.gstSlabs,
        null,
        await index.current(),
      );
      expect(res.body).toBe(zodText(plain));
    }, 300_000);
  },
);

describe('search-answer fragments', () => {
  const party = {
    rooms: 1,
    nights: 2,
    total: 7000.5,
    taxes: 840.06,
    placement: [{ roomId: 'r"1', ratePlanId: 'p\\1', roomCount: 1, adults: 2, children: 0 }],
  };
  it('write what zod would for a price', () => {
    const text = cardPriceText({ min: 3500, taxes: 420, party });
    expect(JSON.parse(`{"x":1${text}`)).toEqual({
      x: 1,
      price: { min: 3500, currency: 'INR', taxes: 420, party },
    });
    const noPlan = { ...party, placement: [{ roomId: 'r', roomCount: 2, adults: 3, children: 1 }] };
    expect(cardPriceText({ min: null, taxes: 0, party: noPlan })).toBe(
      ',"price":{"min":null,"currency":"INR","taxes":0,"party":{"rooms":1,"nights":2,"total":7000.5,"taxes":840.06,' +
        '"placement":[{"roomId":"r","roomCount":2,"adults":3,"children":1}]}}}',
    );
  });
  it('refuse what zod refuses (the ordinary way then answers)', () => {
    expect(cardPriceText({ min: Number.NaN, taxes: 0, party })).toBeNull();
    expect(cardPriceText({ min: 1, taxes: Number.POSITIVE_INFINITY, party })).toBeNull();
    expect(cardPriceText({ min: 1, taxes: 0, party: { ...party, rooms: 1.5 } })).toBeNull();
    expect(
      cardPriceText({
        min: 1,
        taxes: 0,
        party: { ...party, placement: [{ ...party.placement[0], adults: 2.5 }] },
      } as never),
    ).toBeNull();
    const figures = { total: 1, page: 1, limit: 12, totalPages: 1, checkInDate: 1, checkOutDate: 2 };
    expect(listAnswerText([], figures)).toBe(
      '{"success":true,"data":{"data":[],"total":1,"page":1,"limit":12,"totalPages":1,"checkInDate":1,"checkOutDate":2}}',
    );
    expect(listAnswerText([], { ...figures, totalPages: 0.5 })).toBeNull();
  });
});
