import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@staybook/contract/languages';
import { en } from '@staybook/contract/messages/en';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { repoRoot } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { createTestDatabase, testConfig } from './setup-db.js';

/**
 * Issue 43: a page in another language is its own address, rendered on the server in that language, and every page
 * names its other languages (docs/languages.md). The pages are the web build's own server render (apps/web/dist,
 * which `npm test` builds first and then requires); run alone without a build, the rendered-text checks are skipped
 * and the head's are made on the shell.
 *
 * PGlite only: the words do not depend on the database.
 */
const ORIGIN = 'https://staybook.example';
const webDist = path.join(repoRoot, 'apps/web/dist');
const hasWebBuild =
  existsSync(path.join(webDist, 'index.html')) && existsSync(path.join(webDist, '.server/entry-server.js'));
const webBuildRequired = process.env.STAYBOOK_TEST_WEB_BUILD === 'required';
const rendered = hasWebBuild || webBuildRequired;

/** The page's visible words: its markup without the head, scripts, data blocks and tags. */
function wordsOf(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ');
}

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);

describe('the guest pages in each language [pglite]', () => {
  let app: FastifyInstance;
  let database: Database;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedIfEmpty(database.db, { nights: 3 });
    app = await buildApp({
      config: testConfig({
        DATA_DIR: `/tmp/staybook-languages-${process.pid}`,
        ...(hasWebBuild ? { WEB_DIST_DIR: webDist } : {}),
        PUBLIC_URL: ORIGIN,
      }),
      database,
      logger: false,
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.runIf(rendered)('renders /hi/ in Hindi, marked lang="hi", titled in Hindi, naming every language', async () => {
    expect(hasWebBuild, `no web build with its server bundle in ${webDist} (npm run build)`).toBe(true);
    const res = await get('/hi/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="hi"/);
    expect(res.body).toContain('<title>Staybook — गोवा में विला, होटल और अपार्टमेंट</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/hi" />`);
    const words = wordsOf(res.body);
    for (const text of ['श्रेणी के अनुसार देखें', 'हमारे बारे में', 'Staybook ही क्यों चुनें', 'खोजें', 'कहाँ'])
      expect(words).toContain(text);
    expect(words).not.toContain('Explore by Category');
    // Its links stay in Hindi.
    expect(res.body).toContain('href="/hi/property-list?propertyType=Villa"');
    // Its messages (Hindi's shell and home areas, no other language's) and its date formats load with the entry,
    // named among the page's route chunks (docs/languages.md: the areas).
    // The splash's words in Hindi, for the app's splash (no chunk to fetch for them).
    expect(res.body).toContain('"title":"गोवा के बेहतरीन ठिकानों में आपका स्वागत है"');
    // And the words drawn before any catalogue is in: the failed-start screen's, the sign-in dialog's spinner's.
    // (index.html's template, its words swapped: the page's HTML, not a script's.)
    expect(res.body).toContain(
      '<template id="boot-words" data-sign-in-loading="साइन इन लोड हो रहा है"><h1 class="text-2xl font-bold text-slate-900">ऐप्लिकेशन लोड नहीं हो सका</h1>',
    );
    expect(res.body).not.toContain('Failed to load application');
    const chunks = /id="route-chunks">([^<]*)</.exec(res.body)?.[1] ?? '';
    expect(chunks).toMatch(/\/assets\/intl-formats-[\w-]+\.js/);
    const manifestFile = path.join(webDist, '.vite/manifest.json');
    if (existsSync(manifestFile)) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
      const area = (lang: string, name: string) =>
        `/${manifest[`../../packages/contract/src/messages/compiled/${lang}/${name}.ts`]?.file}`;
      for (const name of ['shell', 'home']) expect(chunks, name).toContain(area('hi', name));
      expect(chunks).not.toContain(area('hi', 'list'));
      for (const lang of ['en', 'es', 'fr', 'de']) expect(chunks, lang).not.toContain(area(lang, 'shell'));
    }
    // The site's structured data: the same site (its @id English's) at its Hindi home, marked Hindi.
    expect(res.body).toMatch(
      new RegExp(
        `"@type":"WebSite","@id":"${ORIGIN}/#website","name":"Staybook","url":"${ORIGIN}/hi","inLanguage":"hi"`,
      ),
    );
    expect(alternatesOf(res.body)).toEqual([
      ...LANGUAGES.map((lang) => [lang, lang === 'en' ? `${ORIGIN}/` : `${ORIGIN}/${lang}`]),
      ['x-default', `${ORIGIN}/`],
    ]);
  });

  it.runIf(rendered)('keeps / in English as it was, naming the same alternates', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<template id="boot-words" data-sign-in-loading="Loading sign-in"><h1 class="text-2xl font-bold text-slate-900">Failed to load application</h1>',
    );
    expect(res.body).toMatch(/<html lang="en-IN"/);
    expect(res.body).toContain('<title>Staybook — Villas, hotels and apartments in Goa</title>');
    const words = wordsOf(res.body);
    for (const text of ['Explore by Category', 'Why Choose Staybook', 'Get Special Offers', 'Search'])
      expect(words).toContain(text);
    expect(res.body).toContain('href="/property-list?propertyType=Villa"');
    expect(alternatesOf(res.body).map(([lang]) => lang)).toEqual([...LANGUAGES, 'x-default']);
  });

  it.runIf(rendered)("renders a city's list in each language, with its heading and title in it", async () => {
    const headings = {
      en: 'Properties in Goa',
      hi: 'Goa में प्रॉपर्टी',
      es: 'Alojamientos en Goa',
      fr: 'Établissements à Goa',
      de: 'Unterkünfte in Goa',
    };
    for (const lang of LANGUAGES) {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const res = await get(`${prefix}/property-list?city=Goa`);
      expect(res.statusCode, lang).toBe(200);
      expect(res.body, lang).toContain(`<title>${headings[lang]} — Staybook</title>`);
      expect(res.body, lang).toMatch(new RegExp(`<h1[^>]*>${headings[lang]}</h1>`));
      expect(res.body, lang).toMatch(new RegExp(`href="${prefix}/property-details/`));
      expect(res.body, lang).toContain(`<link rel="canonical" href="${ORIGIN}${prefix}/property-list?city=Goa" />`);
      // Its structured data: the list at its address in the language, named by its heading, its stays' pages and
      // the breadcrumb's Home in the language too.
      const data = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
        (m) => JSON.parse(m[1] ?? 'null') as unknown,
      ) as Array<{
        '@type': string;
        name?: string;
        url?: string;
        itemListElement: Array<{ url?: string; item?: string }>;
      }>;
      const list = data.find((d) => d['@type'] === 'ItemList');
      expect(list?.name, lang).toBe(headings[lang]);
      expect(list?.url, lang).toBe(`${ORIGIN}${prefix}/property-list?city=Goa`);
      expect(list?.itemListElement[0]?.url, lang).toMatch(new RegExp(`^${ORIGIN}${prefix}/property-details/`));
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs?.itemListElement[0]?.item, lang).toBe(lang === 'en' ? `${ORIGIN}/` : `${ORIGIN}${prefix}`);
    }
  });

  it.runIf(rendered)('never shows a message id, on a translated page or one not translated yet', async () => {
    const ids = Object.keys(en);
    for (const url of ['/hi/', '/de/property-list', '/fr/about-us', '/es/property-details/not-a-property']) {
      const words = wordsOf((await get(url)).body);
      expect(
        ids.filter((id) => words.includes(id)),
        url,
      ).toEqual([]);
    }
  });

  it.runIf(rendered)('renders a property page in Hindi', async () => {
    const list = await get('/hi/property-list?city=Goa');
    const propertyPath = /href="\/hi(\/property-details\/[\w-]+)/.exec(list.body)?.[1];
    expect(propertyPath).toBeDefined();
    const property = await get(`/hi${propertyPath}`);
    expect(property.statusCode).toBe(200);
    expect(property.body).toContain('<html lang="hi"');
    expect(property.body).toContain('aria-label="प्रॉपर्टी की जानकारी"');
    expect(property.body).toContain('सबसे अच्छा दाम अनलॉक करें');
    expect(wordsOf(property.body)).not.toMatch(/Unlock the best price|Property information/);
    // Its head in Hindi too: the title names the type and the city in Hindi's order, the description its sentences.
    expect(property.body).toMatch(/<title>[^<]+ — [^<]+ में [^<]+ \| Staybook<\/title>/);
    expect(property.body).toMatch(/<meta name="description" content="[^"]+ में [^"]+।/);
  });

  it.runIf(rendered)(
    'answers an address in a language like its English one (a page not known is a 404 in every language)',
    async () => {
      expect((await get('/es/no-such-page')).statusCode).toBe(404);
      const about = await get('/de/about-us');
      expect(about.statusCode).toBe(200);
      // Its head in German (the page's own words), and its words: the hero, the story.
      expect(about.body).toContain('<title>Über uns — Staybook</title>');
      expect(wordsOf(about.body)).toContain('Aufenthalte in Goa, ausgewählt von Menschen, die hier leben');
      // The older home's title is its heading in the language (the spec's words in English, as before).
      expect((await get('/fr/old-home')).body).toContain('<title>Votre séjour idéal vous attend — Staybook</title>');
      expect((await get('/old-home')).body).toContain('<title>Your Perfect Stay Awaits — Staybook</title>');
      // A language we do not have is no prefix: the address names no page.
      expect((await get('/it/property-list')).statusCode).toBe(404);
      // An alias leads to the page in the same language.
      const alias = await get('/hi/properties?city=Goa');
      expect(alias.statusCode).toBe(301);
      expect(alias.headers.location).toBe('/hi/property-list?city=Goa');
    },
  );

  it("lists each language's pages in its own sitemap, named by robots.txt", async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/de/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/de</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/de/property-list</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/de/property-list?city=Goa</loc>`);
    expect(sitemap.body).not.toMatch(new RegExp(`<loc>${ORIGIN}/property`));
    // Each property's and each room's page, translated (issue 43), at its German address.
    expect(sitemap.body).toMatch(new RegExp(`<loc>${ORIGIN}/de/property-details/[\\w-]+</loc>`));
    expect(sitemap.body).toMatch(new RegExp(`<loc>${ORIGIN}/de/room-details/[\\w-]+</loc>`));
    // The information pages written in every language, the privacy policy and the terms among them.
    for (const page of [
      'about-us',
      'contact-us',
      'support',
      'refund-cancellation-policy',
      'privacy-policy',
      'terms-and-conditions',
    ])
      expect(sitemap.body).toContain(`<loc>${ORIGIN}/de/${page}</loc>`);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    if (robots.statusCode === 200 && !robots.body.includes('Sitemap: /sitemap.xml'))
      expect(robots.body).toContain(`Sitemap: ${ORIGIN}/hi/sitemap.xml`);
  });
});
