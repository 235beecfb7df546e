import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlibConstants } from 'node:zlib';
import { expect, it } from 'vitest';
import { cities } from '../src/db/schema/catalogue.js';
import { describeEachDatabase } from './setup-db.js';
import { type GuestSiteCatalogue, seedGuestSiteCatalogue } from './support/factories.js';

/** A minimal page shell, so these tests do not need a web build. */
const distDir = path.join(tmpdir(), `staybook-seo-dist-${process.pid}`);
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--app-head--></head><body><div id="root"></div></body></html>',
);

mkdirSync(path.join(distDir, '.vite'), { recursive: true });
writeFileSync(
  path.join(distDir, '.vite/manifest.json'),
  JSON.stringify({
    'src/features/properties/pages/property-list-page.tsx': {
      file: 'assets/property-list-page-1.js',
      imports: ['_property-card-2.js'],
    },
    '_property-card-2.js': { file: 'assets/property-card-2.js' },
  }),
);

let catalogue: GuestSiteCatalogue;

describeEachDatabase(
  'sitemap and shared-link tags',
  {
    config: { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://staybook.example' },
    prepare: async (database) => {
      catalogue = await seedGuestSiteCatalogue(database.db);
    },
  },
  (use) => {
    const page = (url: string) => use().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const tag = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];

    it('lists home, the list, each city and type list, the information pages and every property and room page', async () => {
      const res = await use().app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(
        expect.arrayContaining([
          'https://staybook.example/',
          'https://staybook.example/property-list',
          'https://staybook.example/about-us',
          'https://staybook.example/contact-us',
          'https://staybook.example/support',
          'https://staybook.example/privacy-policy',
          'https://staybook.example/terms-and-conditions',
          'https://staybook.example/refund-cancellation-policy',
          `https://staybook.example/property-details/${catalogue.villaId}`,
          `https://staybook.example/property-details/${catalogue.hotelId}`,
          `https://staybook.example/room-details/${catalogue.poolSuiteId}`,
        ]),
      );
      expect(locs).not.toContain(`https://staybook.example/property-details/${catalogue.archivedId}`);
      // Each city's and each type's list is a landing page of its own: listed, titled, with its stays as an ItemList.
      const [city] = await use().database.db.select().from(cities).limit(1);
      const cityList = `https://staybook.example/property-list?${new URLSearchParams({ city: city!.name })}`;
      expect(locs).toContain(cityList);
      const typeList = locs.find((l) => l?.includes('/property-list?propertyType='));
      expect(typeList).toBeDefined();
      for (const landing of [cityList, typeList!]) {
        const html = (await page(landing.replace('https://staybook.example', ''))).body;
        expect(html, landing).toContain(`<link rel="canonical" href="${landing.replaceAll('&', '&amp;')}" />`);
        expect(html, landing).toContain('"@type":"ItemList"');
      }
    });

    it("fills a property page's title (name, kind, city) and image for link previews, and no price it hides", async () => {
      const res = await page(`/property-details/${catalogue.villaId}?checkInDate=1&adults=2`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toMatch(/<title>Casa Azul Villa — Villa in Goa[^<]* \| Staybook<\/title>/);
      expect(html).not.toContain('<title>Shell</title>');
      expect(tag(html, 'property="og:title"')).toMatch(/^Casa Azul Villa — Villa in Goa.* \| Staybook$/);
      expect(tag(html, 'property="og:image"')).toBe('https://staybook.example/media/seed/casa-azul-pool.webp');
      expect(tag(html, 'property="og:url"')).toBe(`https://staybook.example/property-details/${catalogue.villaId}`);
      // The page shows no price to a visitor (it is unlocked), so the snippet quotes none. No published review yet,
      // so no rating is claimed (the card's cached 4.7 is not a review).
      expect(tag(html, 'name="description"')).toMatch(/^Villa in Assagao, Goa [\d-]+\. A quiet/);
      expect(tag(html, 'property="og:description"')).not.toContain('₹');
    });

    it("preloads the home page's first active hero slide, exactly as the slideshow requests it", async () => {
      const { app } = use();
      const slides = (await app.inject({ method: 'GET', url: '/property/v1/hero-sections/public' })).json()
        .data as Array<{
        image: string;
      }>;
      const res = await page('/');
      const preload =
        /<link rel="preload" as="image" href="([^"]+)"(?: imagesrcset="([^"]*)")?(?: imagesizes="([^"]*)")? fetchpriority="high" \/>/.exec(
          res.body,
        );
      if (slides.length === 0) {
        expect(preload).toBeNull();
        return;
      }
      const image = slides[0]!.image;
      expect(preload?.[1]).toBe(image);
      if (image.startsWith('/media/') && image.endsWith('.webp')) {
        const smaller = [320, 640, 960].map((w) => `${image.replace(/\.webp$/, `.w${w}.webp`)} ${w}w`);
        expect(preload?.[2]).toBe([...smaller, `${image} 1280w`].join(', '));
        expect(preload?.[3]).toBe('100vw');
      }
      // Other pages do not preload it.
      expect((await page('/about-us')).body).not.toContain('rel="preload" as="image"');
    });

    const pageData = (html: string): Record<string, unknown> | null => {
      const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
      return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null;
    };

    it('hands each page its first API answers in the HTML, exactly as the API gives them', async () => {
      const { app } = use();
      const api = async (url: string) => (await app.inject({ method: 'GET', url })).json();

      expect(pageData((await page('/')).body)).toEqual({
        '/property/v1/hero-sections/public': await api('/property/v1/hero-sections/public'),
      });

      // The list's own defaults are added and the parameters keyed in name order, as the page asks.
      const listHtml = (await page('/property-list?sort=price_desc&children=1')).body;
      const key = '/property/v1/app/property?adults=2&children=1&limit=12&propertyType=all&sort=price_desc';
      const list = pageData(listHtml);
      expect(Object.keys(list ?? {})).toEqual([key]);
      const answer = (await api(key)) as {
        data: { data: Array<{ featuredImage: { images: Array<{ url: string }> } }> };
      };
      expect(list?.[key]).toEqual(answer);
      // The first card's picture is preloaded as the card asks for it.
      const first = answer.data.data[0]?.featuredImage.images[0]?.url;
      expect(first).toBeDefined();
      expect(listHtml).toContain(`imagesizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"`);
      const w640 = first!.replace(/\.webp$/, '.w640.webp');
      expect(listHtml).toContain(
        `rel="preload" as="image" href="${w640}" imagesrcset="${first!.replace(/\.webp$/, '.w320.webp')} 320w, ${w640} 640w"`,
      );

      const detailsKey = `/property/v1/app/propertyDetails?data=detailed&id=${catalogue.hotelId}`;
      const details = pageData((await page(`/property-details/${catalogue.hotelId}`)).body);
      expect(details).toEqual({ [detailsKey]: await api(detailsKey) });
    });

    it('puts no page data in the HTML for a list query the API would refuse, nor on other pages', async () => {
      const refused = await page('/property-list?limit=abc');
      expect(refused.statusCode).toBe(200);
      expect(pageData(refused.body)).toBeNull();
      expect((await use().app.inject({ method: 'GET', url: '/property/v1/app/property?limit=abc' })).statusCode).toBe(
        400,
      );
      expect(pageData((await page('/about-us')).body)).toBeNull();
      expect(pageData((await page('/property-details/00000000-0000-4000-8000-000000000000')).body)).toBeNull();
    });

    it('escapes property names in the tags', async () => {
      const html = (await page(`/property-details/${catalogue.hotelId}`)).body;
      expect(html).toMatch(/<title>Sea Breeze &quot;Hotel&quot; &amp; Spa — Hotel in [^<]* \| Staybook<\/title>/);
      // No picture of its own: it is shared with the brand's logo, as every page without one is.
      expect(tag(html, 'property="og:image"')).toBe('https://staybook.example/logo.png');
      expect(tag(html, 'name="twitter:card"')).toBe('summary');
    });

    it('answers 404 (410 once delisted), noindex, for an unknown, archived, malformed or missing property or room', async () => {
      const cases: Array<[string, number, string]> = [
        ['/property-details/00000000-0000-4000-8000-000000000000', 404, 'Property not found — Staybook'],
        [`/property-details/${catalogue.archivedId}`, 410, 'Property not found — Staybook'],
        ['/property-details/nope', 404, 'Property not found — Staybook'],
        ['/property-details', 404, 'Property not found — Staybook'],
        ['/room-details/00000000-0000-4000-8000-000000000000', 404, 'Room not found — Staybook'],
        ['/room-details/xyz', 404, 'Room not found — Staybook'],
      ];
      for (const [url, status, title] of cases) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(status);
        expect(res.body, url).toContain(`<title>${title}</title>`);
        expect(tag(res.body, 'name="robots"'), url).toBe('noindex');
        expect(res.body, url).not.toContain('rel="canonical"');
      }
    });

    it('gives a city list one canonical (case folded), a 404 for a city we do not have, and noindex to an empty list', async () => {
      const city = (await use().database.db.select().from(cities).limit(1))[0]!.name;
      const lower = await page(`/property-list?city=${encodeURIComponent(city.toLowerCase())}`);
      expect(lower.statusCode).toBe(200);
      expect(lower.body).toContain(
        `rel="canonical" href="https://staybook.example/property-list?city=${encodeURIComponent(city).replace(/%20/g, '+')}"`,
      );
      const atlantis = await page('/property-list?city=Atlantis');
      expect(atlantis.statusCode).toBe(404);
      expect(tag(atlantis.body, 'name="robots"')).toBe('noindex');
    });

    it('sends page shells compressed to browsers, and a JSON 404 for unknown API paths and non-page requests', async () => {
      const { app } = use();
      const url = '/property-list?sort=price_desc&adults=2';
      const plain = await page(url);
      const br = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('text/html');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      // Pages at brotli quality 5 (plugins/compression.ts), smaller than the JSON answers' quality 4 would make them.
      const atQuality = (q: number) =>
        brotliCompressSync(plain.rawPayload, {
          params: {
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_QUALITY]: q,
          },
        }).length;
      expect(atQuality(5)).toBeLessThan(atQuality(4));
      expect(br.rawPayload.length).toBe(atQuality(5));
      // The page's own compression keeps the server's encodings: gzip for who asks only for it, none for deflate.
      const gzip = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const deflate = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'deflate' },
      });
      expect(deflate.headers['content-encoding']).toBeUndefined();
      // The list's route chunks are named for the loader, so they download with the entry.
      expect(plain.body).toContain(
        '<script type="application/json" id="route-chunks">["/assets/property-list-page-1.js","/assets/property-card-2.js"]</script>',
      );
      expect((await page('/about-us')).body).not.toContain('route-chunks');
      // HEAD asks for the same page.
      expect((await app.inject({ method: 'HEAD', url, headers: { accept: 'text/html' } })).statusCode).toBe(200);
      for (const [path, accept] of [
        ['/property/v1/app/nope', 'text/html'],
        ['/user/v1/nope', '*/*'],
        ['/some-page', 'application/json'],
        ['/favicon.ico', '*/*'],
        ['/old-bundle.js', '*/*'],
      ] as const) {
        const res = await app.inject({ method: 'GET', url: path, headers: { accept } });
        expect(res.statusCode, path).toBe(404);
        expect(res.json(), path).toEqual({ error: { code: 'NOT_FOUND', message: `No route GET ${path}.` } });
      }
      expect(
        (await app.inject({ method: 'POST', url: '/about-us', headers: { accept: 'text/html' } })).statusCode,
      ).toBe(404);
    });

    it("serves a payment link's page whatever its token ends with (letters and digits after the dot look like a file)", async () => {
      for (const token of [
        '0b6c1c1e-6f5a-4e59-9b1a-3c2d5e6f7a8b.W6FzpJqDM48WQLxTKgjxR98sOuohc8zY',
        '0b6c1c1e-6f5a-4e59-9b1a-3c2d5e6f7a8b.W6Fzp-qDM48WQLxTKgjxR98sOuohc_zY',
      ]) {
        const res = await page(`/pay/${token}`);
        expect(res.statusCode, token).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
      }
      // The bare path has no page.
      expect((await page('/pay')).statusCode).toBe(404);
    });

    it('gives information pages their own titles', async () => {
      const html = (await page('/refund-cancellation-policy')).body;
      expect(html).toContain('<title>Refund and cancellation policy — Staybook</title>');
      expect(tag(html, 'name="description"')).toContain('7-14 working days');
    });

    it('fills a room page with the room and its property', async () => {
      const html = (await page(`/room-details/${catalogue.poolSuiteId}`)).body;
      expect(html).toContain('<title>Pool Suite — Casa Azul Villa | Staybook</title>');
      expect(tag(html, 'name="description"')).toMatch(/^Pool Suite at Casa Azul Villa\./);
      expect(tag(html, 'name="description"')).not.toContain('₹');
    });
  },
);
