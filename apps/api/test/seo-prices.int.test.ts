import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { properties, roomTypes } from '../src/db/schema/catalogue.js';
import { seedIfEmpty } from '../src/seed/index.js';
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
 * Issue 39: a property or room page shows no price to a visitor (it is unlocked), so nothing in its markup advertises
 * one: not the description or the link preview, not the structured data, not the sitemap. Every demo property and
 * room page, on both databases.
 */
describeEachDatabase(
  'the property and room pages advertise no price they do not show',
  {
    config: { WEB_DIST_DIR: distDir, PUBLIC_URL: ORIGIN },
    prepare: async (database) => {
      await seedIfEmpty(database.db, { nights: 30 });
    },
  },
  (use) => {
    it('says no price in the head, the structured data or the sitemap of any property or room page', async () => {
      const { app, database } = use();
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).not.toMatch(/PageMap|price/i);
      const active = await database.db
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .where(eq(properties.status, 'active'));
      expect(active.length).toBeGreaterThanOrEqual(60);
      const rooms = await database.db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .where(and(eq(roomTypes.status, 'active'), eq(properties.status, 'active')));
      // Every room page is in the sitemap (a crawler finds them without running the page's script).
      for (const r of rooms) expect(sitemap.body).toContain(`${ORIGIN}/room-details/${r.id}</loc>`);
      const pages = [...active.map((p) => `/property-details/${p.id}`), ...rooms.map((r) => `/room-details/${r.id}`)];
      for (const url of pages) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        const head = res.body.slice(0, res.body.indexOf('</head>'));
        expect(head, url).not.toMatch(/₹|"price"|priceRange|"offers"|makesOffer|AggregateRating/);
        expect(head, url).toMatch(/<title>[^<]+\| Staybook<\/title>/);
      }
    }, 600_000);
  },
);
