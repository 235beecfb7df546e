import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildApp } from '../src/app.js';
import { repoRoot } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { properties, roomTypes } from '../src/db/schema/catalogue.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { createTestDatabase, testConfig } from './setup-db.js';
import { staybookHtmlRules } from './support/standard-attributes.js';

/**
 * Issue 39: what the server sends search engines, checked by validators no one here wrote: html-validate's recommended
 * rules over the server-rendered HTML of every guest page type, the sitemap against the sitemaps.org schema and
 * Google's image extension, and the JSON-LD blocks of every page type for the shape Google reads (the builders' types
 * come from schema-dts, so `tsc` refuses a property schema.org does not have). What is checked and which rules are off
 * (and why) is in docs/crawlers.md.
 *
 * The pages are the web build's own server render (apps/web/dist, which `npm test` builds first and then requires);
 * run alone without a build, the HTML checks are skipped and the rest runs on a bare shell. After changing a
 * component, `npm run build:web` before running this file alone, or it validates the last build.
 *
 * PGlite only: the markup does not depend on the database.
 */

const ORIGIN = 'https://staybook.example';
const webDist = path.join(repoRoot, 'apps/web/dist');
const hasWebBuild =
  existsSync(path.join(webDist, 'index.html')) && existsSync(path.join(webDist, '.server/entry-server.js'));
const webBuildRequired = process.env.STAYBOOK_TEST_WEB_BUILD === 'required';

/** Without a web build: a bare shell, enough for the head's structured data and the sitemap. */
function bareShell(): string {
  const dir = path.join(tmpdir(), `staybook-crawler-validators-dist-${process.pid}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Shell</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** What xmllint says is wrong with a sitemap, against the sitemaps.org schema and Google's image extension. */
async function sitemapErrors(xml: string): Promise<string[]> {
  const xsd = (name: string) => ({
    fileName: name,
    contents: readFileSync(path.join(import.meta.dirname, 'fixtures/xsd', name), 'utf8'),
  });
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: xsd('sitemap-with-images.xsd'),
    preload: [xsd('sitemap.xsd'), xsd('sitemap-image.xsd')],
  });
  return result.valid ? [] : result.errors.map((e) => e.message || e.rawMessage);
}

/** html-validate with the repository's configuration (.htmlvalidate.json) and our standard-attributes rule. */
function htmlValidator(): HtmlValidate {
  const config = JSON.parse(readFileSync(path.join(repoRoot, '.htmlvalidate.json'), 'utf8'));
  return new HtmlValidate({
    ...config,
    plugins: [staybookHtmlRules],
    rules: { ...config.rules, 'staybook/standard-attributes': 'error' },
  });
}

interface Page {
  /** What the page is, in a failure message. */
  name: string;
  url: string;
  status: number;
  /** Whether it describes something to a search engine (structured data): not an information, private or missing page. */
  describes?: true;
}

type Json = Record<string, unknown>;

/** Every JSON-LD block of a page, as text (each is parsed on its own, as a crawler does). */
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

/** Every object in a JSON-LD tree, with its path. */
function nodesOf(value: unknown, at = '$'): Array<{ at: string; node: Json }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => nodesOf(v, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const node = value as Json;
  return [{ at, node }, ...Object.entries(node).flatMap(([k, v]) => nodesOf(v, `${at}.${k}`))];
}

const typesOf = (node: Json): string[] => {
  const t = node['@type'];
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
};

/** What is wrong with one JSON-LD block, against what Google reads of each type (empty when nothing). */
function jsonLdProblems(text: string): string[] {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (err) {
    return [`does not parse: ${(err as Error).message}`];
  }
  const problems: string[] = [];
  if (root === null || typeof root !== 'object' || Array.isArray(root)) return ['is not one object'];
  if ((root as Json)['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  for (const { at, node } of nodesOf(root)) {
    const types = typesOf(node);
    const isValue = at !== '$' && Object.keys(node).every((k) => k === '@type' || k === '@id');
    if (types.length === 0 && !isValue) problems.push(`${at} has no @type`);
    for (const key of ['url', 'item', 'logo', '@id'])
      if (typeof node[key] === 'string' && !(node[key] as string).startsWith(`${ORIGIN}/`))
        problems.push(`${at}.${key} is not an absolute address on the site: ${node[key]}`);
    const images = node.image === undefined ? [] : Array.isArray(node.image) ? node.image : [node.image];
    for (const image of images)
      if (typeof image !== 'string' || !/^https?:\/\//.test(image))
        problems.push(`${at}.image is not an absolute address: ${String(image)}`);
    if (types.includes('Offer') || at.endsWith('.offers') || /\.offers\[\d+\]$/.test(at)) {
      for (const key of ['price', 'priceCurrency', 'validFrom', 'priceValidUntil'])
        if (node[key] === undefined || node[key] === '') problems.push(`${at} (an Offer) has no ${key}`);
      if (node.priceCurrency !== undefined && node.priceCurrency !== 'INR')
        problems.push(`${at}.priceCurrency is not INR`);
    }
    // schema.org's range of `offers` is Product, Service, Trip, Event…: a room sells only when typed a Product too.
    if (node.offers !== undefined && !types.some((t) => t === 'Product' || t === 'Service'))
      problems.push(`${at} carries offers but is not a Product (${types.join(', ')})`);
    if (types.includes('BreadcrumbList') || types.includes('ItemList')) {
      const items = (node.itemListElement ?? []) as Json[];
      if (!Array.isArray(items)) problems.push(`${at}.itemListElement is not a list`);
      else
        items.forEach((item, i) => {
          if (item.position !== i + 1) problems.push(`${at}.itemListElement[${i}].position is not ${i + 1}`);
          if (typeof item.name !== 'string' || item.name === '')
            problems.push(`${at}.itemListElement[${i}] has no name`);
          if (typeof (item.item ?? item.url) !== 'string') problems.push(`${at}.itemListElement[${i}] has no address`);
        });
      if (types.includes('ItemList') && node.numberOfItems !== items.length)
        problems.push(`${at}.numberOfItems is not the number of items`);
    }
    if (types.some((t) => ['Hotel', 'Resort', 'BedAndBreakfast', 'VacationRental', 'LodgingBusiness'].includes(t))) {
      const address = node.address as Json | undefined;
      if (at === '$' && (!address || typeof address.addressLocality !== 'string' || !address.addressCountry))
        problems.push(`${at} (a lodging) has no address with locality and country`);
      if (at === '$' && typeof node.name !== 'string') problems.push(`${at} (a lodging) has no name`);
    }
    if (types.includes('AggregateRating')) problems.push(`${at} is a self-serving AggregateRating`);
  }
  return problems;
}

describe('validators no one here wrote, over what crawlers are sent [pglite]', () => {
  let app: FastifyInstance;
  let database: Database;
  let pages: Page[] = [];
  /** Each page's HTML, fetched once. */
  const bodies = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedIfEmpty(database.db, { nights: 3 });
    app = await buildApp({
      config: testConfig({
        DATA_DIR: `/tmp/staybook-crawler-validators-${process.pid}`,
        WEB_DIST_DIR: hasWebBuild ? webDist : bareShell(),
        PUBLIC_URL: ORIGIN,
        SUPPORT_EMAIL: 'help@staybook.example',
        SUPPORT_PHONE: '+919876543210',
        BRAND_SAME_AS: 'https://www.instagram.com/staybook.example',
      }),
      database,
      logger: false,
    });
    await app.ready();

    // One property of each kind (each has its own lodging type and room type in the JSON-LD) and its first room.
    const active = await database.db
      .select({ id: properties.id, propertyType: properties.propertyType })
      .from(properties)
      .where(eq(properties.status, 'active'))
      .orderBy(asc(properties.sortOrder), asc(properties.name));
    const byType = new Map<string, string>();
    for (const p of active) if (!byType.has(p.propertyType)) byType.set(p.propertyType, p.id);
    const rooms: Page[] = [];
    for (const [type, id] of byType) {
      const [room] = await database.db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.propertyId, id), eq(roomTypes.status, 'active')))
        .orderBy(asc(roomTypes.name))
        .limit(1);
      if (room)
        rooms.push({ name: `a room page (${type})`, url: `/room-details/${room.id}`, status: 200, describes: true });
    }
    pages = [
      { name: 'home', url: '/', status: 200, describes: true },
      { name: 'the list', url: '/property-list', status: 200, describes: true },
      { name: "a city's list", url: '/property-list?city=Goa', status: 200, describes: true },
      { name: "the list's second page", url: '/property-list?page=2', status: 200, describes: true },
      // Pages in another language (issue 43): the same markup rules, in Hindi and German.
      { name: 'home in Hindi', url: '/hi/', status: 200, describes: true },
      { name: "a city's list in German", url: '/de/property-list?city=Goa', status: 200, describes: true },
      ...[...byType].map(([type, id]) => ({
        name: `a property page (${type})`,
        url: `/property-details/${id}`,
        status: 200,
        describes: true as const,
      })),
      ...rooms,
      { name: 'about us', url: '/about-us', status: 200 },
      { name: 'contact us', url: '/contact-us', status: 200 },
      { name: 'support', url: '/support', status: 200 },
      { name: 'privacy policy', url: '/privacy-policy', status: 200 },
      { name: 'terms', url: '/terms-and-conditions', status: 200 },
      { name: 'refund policy', url: '/refund-cancellation-policy', status: 200 },
      { name: 'an unknown address', url: '/no-such-page', status: 404 },
      {
        name: 'an unknown property',
        url: '/property-details/00000000-0000-4000-8000-000000000000',
        status: 404,
      },
      { name: "an unknown city's list", url: '/property-list?city=Atlantis', status: 404 },
      { name: 'a private page, signed out', url: '/bookings', status: 200 },
    ];
    for (const page of pages) {
      // As a person's browser asks (the splash included): the crawler's page is the same without it.
      const res = await app.inject({ method: 'GET', url: page.url, headers: { accept: 'text/html' } });
      expect(res.statusCode, page.name).toBe(page.status);
      bodies.set(page.url, res.body);
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.runIf(hasWebBuild || webBuildRequired)(
    "has html-validate's recommended rules (and no attribute HTML does not define) find no error in any guest page type",
    async () => {
      expect(hasWebBuild, `no web build with its server bundle in ${webDist} (npm run build)`).toBe(true);
      const validator = htmlValidator();
      const errors: string[] = [];
      for (const page of pages) {
        const html = bodies.get(page.url) ?? '';
        // Server-rendered, not the bare shell: the page's own markup is what is checked.
        if (page.url !== '/bookings' && page.status === 200) expect(html, page.name).toMatch(/<main[\s>]/);
        const report = await validator.validateString(html, `${page.name}.html`);
        for (const message of report.results.flatMap((r) => r.messages))
          errors.push(`${page.name} (${page.url}): ${message.ruleId}: ${message.message} at ${message.selector}`);
      }
      expect(errors).toEqual([]);
    },
  );

  it("is a sitemap valid against the sitemaps.org schema and Google's image extension", async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(await sitemapErrors(res.body)).toEqual([]);
    // What the schema cannot say: each address is absolute on the public origin, and there is no sitemap index to
    // validate (one file holds up to 50,000 addresses; the catalogue is far from it).
    const locs = [...res.body.matchAll(/<(?:image:)?loc>([^<]*)<\/(?:image:)?loc>/g)].map((m) => m[1] ?? '');
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN}/`))).toEqual([]);
    expect(res.body).not.toContain('<sitemapindex');
  });

  it("is each other language's sitemap valid against the same schema", async () => {
    for (const lang of ['hi', 'es', 'fr', 'de']) {
      const res = await app.inject({ method: 'GET', url: `/${lang}/sitemap.xml` });
      expect(res.statusCode, lang).toBe(200);
      expect(await sitemapErrors(res.body), lang).toEqual([]);
      const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
      expect(
        locs.filter((loc) => !loc.startsWith(`${ORIGIN}/${lang}`)),
        lang,
      ).toEqual([]);
    }
  });

  it('sends JSON-LD on every indexable page type that parses and has the shape Google reads', () => {
    const problems: string[] = [];
    const seenTypes = new Set<string>();
    for (const page of pages.filter((p) => p.describes)) {
      const blocks = jsonLdBlocks(bodies.get(page.url) ?? '');
      if (blocks.length === 0) problems.push(`${page.name}: no JSON-LD`);
      for (const [i, text] of blocks.entries()) {
        for (const problem of jsonLdProblems(text)) problems.push(`${page.name}, block ${i + 1}: ${problem}`);
        try {
          for (const { node } of nodesOf(JSON.parse(text))) for (const t of typesOf(node)) seenTypes.add(t);
        } catch {}
      }
    }
    expect(problems).toEqual([]);
    // Every page type's data was read: the site, the organisation, lists, breadcrumbs, lodgings and rooms.
    for (const type of ['WebSite', 'Organization', 'ItemList', 'BreadcrumbList', 'HotelRoom', 'Product', 'Room'])
      expect([...seenTypes], type).toContain(type);
  });

  it('sends no JSON-LD on a page that names nothing, is private or only informs', () => {
    for (const page of pages.filter((p) => !p.describes))
      expect(jsonLdBlocks(bodies.get(page.url) ?? ''), page.name).toEqual([]);
  });

  it('has its HTML validator catch what it is for', async () => {
    const report = await htmlValidator().validateString(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><main>' +
        '<img src="/a.webp" alt="" width="1" height="1" elementtiming="main-picture">' +
        '<a href="tel:+918322400000">+91 832 240 0000</a><input name="q" aria-label="q"></main></body></html>',
      'broken.html',
    );
    expect(report.results.flatMap((r) => r.messages.map((m) => m.ruleId)).sort()).toEqual([
      'no-implicit-input-type',
      'staybook/standard-attributes',
      'tel-non-breaking',
      'tel-non-breaking',
      'tel-non-breaking',
    ]);
  });

  it('has its sitemap schemas catch what they are for', async () => {
    const urlset = (url: string) =>
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
      `xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">${url}</urlset>`;
    const image = `<image:image><image:loc>${ORIGIN}/media/a.webp</image:loc></image:image>`;
    expect(
      await sitemapErrors(urlset(`<url><loc>${ORIGIN}/</loc><lastmod>2025-01-31</lastmod>${image}</url>`)),
    ).toEqual([]);
    // The image after the page's own facts; a date the protocol's W3C format does not allow; an unknown element.
    for (const broken of [
      `<url><loc>${ORIGIN}/</loc>${image}<lastmod>2025-01-31</lastmod></url>`,
      `<url><loc>${ORIGIN}/</loc><lastmod>31/01/2025</lastmod></url>`,
      `<url><loc>${ORIGIN}/</loc><image:image><image:url>${ORIGIN}/a.webp</image:url></image:image></url>`,
    ])
      expect(await sitemapErrors(urlset(broken)), broken).not.toEqual([]);
  });

  it('has its JSON-LD checker catch what it is for', () => {
    const offer = { '@type': 'Offer', price: '100', priceCurrency: 'INR', validFrom: '2025-01-01' };
    expect(
      jsonLdProblems(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': ['HotelRoom', 'Product'],
          url: `${ORIGIN}/room-details/x`,
          offers: offer,
        }),
      ),
    ).toEqual(['$.offers (an Offer) has no priceValidUntil']);
    expect(
      jsonLdProblems(JSON.stringify({ '@context': 'https://schema.org', '@type': 'HotelRoom', offers: { ...offer } })),
    ).toContain('$ carries offers but is not a Product (HotelRoom)');
    expect(jsonLdProblems('{"@context":"http://schema.org","@type":"Thing","url":"/x"}')).toEqual([
      '@context is not https://schema.org',
      '$.url is not an absolute address on the site: /x',
    ]);
    expect(jsonLdProblems('{"@type": ')[0]).toMatch(/^does not parse/);
  });
});
