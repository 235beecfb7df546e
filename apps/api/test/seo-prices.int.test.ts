import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatInr } from '@staybook/contract';
import { propertyListResponseSchema } from '@staybook/contract/catalogue';
import { unixToIstDate } from '@staybook/contract/stay-dates';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { properties } from '../src/db/schema/catalogue.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { describeEachDatabase } from './setup-db.js';

/** A minimal page shell, so this test does not need a web build. */
const distDir = path.join(tmpdir(), `staybook-seo-prices-dist-${process.pid}`);
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--app-head--></head><body><div id="root"></div></body></html>',
);

const ORIGIN = 'https://staybook.example';

/**
 * Issue 25: the sitemap, the property pages' descriptions and their structured data quote the list's own figure for
 * the search the sitemap stands for (the list with nothing chosen: 2 adults, tonight, one night), for every demo
 * property, on both databases.
 */
describeEachDatabase(
  "the sitemap's and the property pages' prices are the list's",
  {
    config: { WEB_DIST_DIR: distDir, PUBLIC_URL: ORIGIN },
    prepare: async (database) => {
      await seedIfEmpty(database.db, { nights: 30 });
    },
  },
  (use) => {
    it('quotes for every demo property exactly what the list shows for its default search', async () => {
      const { app, database } = use();
      // The list as the page asks for it with an empty address (propertyListApiParams' defaults), page by page.
      const listed = new Map<string, number | null>();
      let checkIn = '';
      for (let page = 1; ; page++) {
        const res = await app.inject({
          method: 'GET',
          url: `/property/v1/app/property?adults=2&children=0&propertyType=all&limit=50&page=${page}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const answer = propertyListResponseSchema.parse(res.json()).data;
        for (const card of answer.data) listed.set(card.id, card.price.min);
        checkIn = unixToIstDate(answer.checkInDate);
        if (page >= answer.totalPages) break;
      }

      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      const entries = new Map(
        [...sitemap.body.matchAll(/<url><loc>[^<]*\/property-details\/([0-9a-f-]+)<\/loc>(.*?)<\/url>/g)].map((m) => [
          m[1] ?? '',
          m[2] ?? '',
        ]),
      );
      const attribute = (entry: string, name: string) =>
        new RegExp(`<Attribute name="${name}">([^<]*)</Attribute>`).exec(entry)?.[1];

      const active = await database.db
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .where(eq(properties.status, 'active'));
      expect(active.length).toBeGreaterThanOrEqual(60);
      // Most demo stays can seat two tonight; the test would prove little if none could.
      expect([...listed.values()].filter((v) => v !== null).length).toBeGreaterThan(active.length / 2);

      let compared = 0;
      for (const property of active) {
        const figure = listed.get(property.id) ?? null;
        const entry = entries.get(property.id);
        expect(entry, property.name).toBeDefined();
        const quoted = attribute(entry ?? '', 'price');
        expect(quoted === undefined ? null : Number(quoted), `${property.name} sitemap`).toBe(figure);
        if (figure !== null) {
          expect(attribute(entry ?? '', 'priceCurrency')).toBe('INR');
          expect(attribute(entry ?? '', 'adults')).toBe('2');
          expect(attribute(entry ?? '', 'checkIn')).toBe(checkIn);
          expect(attribute(entry ?? '', 'nights')).toBe('1');
        }

        const html = (
          await app.inject({
            method: 'GET',
            url: `/property-details/${property.id}`,
            headers: { accept: 'text/html' },
          })
        ).body;
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
        const [lodging] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          (m) => JSON.parse(m[1] ?? '') as { priceRange?: string },
        );
        if (figure === null) {
          expect(description, property.name).not.toContain('from ₹');
          expect(lodging?.priceRange, property.name).toBeUndefined();
        } else {
          const phrase = `from ${formatInr(figure)}/night`;
          expect(description, property.name).toContain(phrase);
          expect(lodging?.priceRange, property.name).toBe(phrase);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(active.length / 2);
    }, 600_000);
  },
);
