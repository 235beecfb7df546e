import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languageAlternates,
  pathInLanguage,
  splitLanguagePath,
} from '@staybook/contract/languages';
import type { PageArea } from '@staybook/contract/messages/areas';
import {
  jsonBlock,
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  ROUTE_CHUNKS_ELEMENT_ID,
  SPLASH_DAY_COOKIE,
  STYLESHEET_COOKIE,
  serializePageData,
} from '@staybook/contract/page-data';
import { isKnownPagePath, isServerRenderedPath, pageAliasOf, pagePaths } from '@staybook/contract/page-paths';
import {
  BOOT_WORDS_ELEMENT_ID,
  bootMessageIds,
  SPLASH_WORDS_ELEMENT_ID,
  splashWordsOf,
} from '@staybook/contract/splash-words';
import { todayIst } from '@staybook/contract/stay-dates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, repoRoot } from '../config.js';
import { translatorFor } from '../lib/messages.js';
import { PAGE_COMPRESSION } from './compression.js';
import { createCriticalCss } from './critical-css.js';
import { isCrawler, loadServerRenderer } from './server-render.js';
import { catalogueModule, routeChunkUrls, servePseudoLocaleChunks, type ViteManifest } from './web-manifest.js';

/** Head tags for one page, filled by the server so shared links unfurl (Open Graph) and crawlers read titles. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  url?: string;
  type?: 'website' | 'article' | 'product';
  /** Images the page shows first (its LCP), fetched while the app's scripts load; must match the <img> exactly. */
  preloadImages?: Array<{ href: string; srcset?: string; sizes?: string }>;
  /** The page's first public API answers, handed to the app in the HTML (see @staybook/contract/page-data). */
  pageData?: PageData;
  /**
   * schema.org objects (JSON-LD) describing the page for search engines; each becomes one data block in the head.
   * modules/seo builds them typed by schema-dts (structured-data-rules.ts).
   */
  structuredData?: ReadonlyArray<{ readonly '@context': 'https://schema.org' }>;
  /** The robots meta tag ('noindex' for a guest's own pages); absent means indexable. */
  robots?: string;
  /**
   * The page's HTTP status when it is not 200: 404 for an address that names nothing (an unknown property or room,
   * an unknown city's list), 410 for something that was here and is gone (a delisted property). The app still draws
   * its own message; crawlers are told the truth.
   */
  status?: 404 | 410;
}

/**
 * A page's head. `request.url` is the address the app knows, without a language prefix ('/hi/property-list?…' is
 * given as '/property-list?…'); `lang` is the page's language, for the resolvers that word their titles in it (home,
 * the list). The head's canonical and alternates are put in the page's language by renderHead.
 */
export type PageMetaResolver = (request: FastifyRequest, lang: Language) => Promise<PageMeta | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules register a resolver for the page paths they know (first match wins). */
    registerPageMeta(matches: (pathname: string) => boolean, resolver: PageMetaResolver): void;
  }
}

/** Where the built SPA is. */
export function webDistDir(config: { WEB_DIST_DIR?: string | undefined }): string {
  return config.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
}

/**
 * CSP hashes ('sha256-…') of the inline scripts in the built index.html (the startup-splash gate), so the policy
 * allows exactly those and still no other inline script.
 */
export function shellInlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * The route modules of the pages people land on (apps/web/src/app/router.tsx), by path, with the message areas each
 * page's texts are (@staybook/contract/messages/areas; the router loads them with the page). Their chunks and the
 * areas' catalogues in the page's language are named in the page so they download with the entry, not a round trip
 * after it has run.
 */
export const LANDING_ROUTE_MODULES: ReadonlyArray<{
  matches: (pathname: string) => boolean;
  module: string;
  areas?: readonly PageArea[];
}> = [
  { matches: (p) => p === '/', module: 'src/features/home/pages/home-page.tsx', areas: ['home'] },
  {
    matches: (p) => p.replace(/\/+$/, '') === '/property-list',
    module: 'src/features/properties/pages/property-list-page.tsx',
    areas: ['list'],
  },
  {
    matches: (p) => p === '/property-details' || p.startsWith('/property-details/'),
    module: 'src/features/property-details/pages/property-details-page.tsx',
    // The stay bar's words are the dialogs' (it opens the guest selector and the price calendar).
    areas: ['property', 'dialogs'],
  },
];

/** The app's root in index.html, empty until the server renders into it. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The app's stylesheet as the built index.html links it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
/** The welcome splash index.html draws over the page (one element, its own root). */
const SPLASH_BLOCK = /<div id="splash-root">[\s\S]*?<\/div>\s*(?=<div id="root">)/;

/** The splash's words index.html draws at its start (its first tile and status), as message ids. */
const SPLASH_TEXTS = ['splash.title', 'splash.subtitle', 'splash.tile.villas', 'splash.status.villas'] as const;

/**
 * index.html's splash in `lang`: each of its English words (as index.html writes them, between tags or in the progress
 * bar's name) replaced by the language's, so the app's splash (app/start-splash.tsx, which loads the same words)
 * takes over the same text.
 */
export function splashInLanguage(block: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return block;
  const english = translatorFor(DEFAULT_LANGUAGE);
  const t = translatorFor(lang);
  // React writes an apostrophe in text as &#x27;.
  const asIndexHtml = (text: string) => escapeHtml(text).replaceAll('&#39;', '&#x27;');
  let out = block;
  for (const id of SPLASH_TEXTS) out = out.replace(`>${asIndexHtml(english(id))}<`, `>${escapeHtml(t(id))}<`);
  return out.replace(
    `aria-label="${asIndexHtml(english('splash.loading'))}"`,
    `aria-label="${escapeHtml(t('splash.loading'))}"`,
  );
}

/** index.html's boot words (the failed-start screen's markup and the sign-in spinner's label, lib/boot-words.ts). */
const BOOT_WORDS_BLOCK = new RegExp(`<template id="${BOOT_WORDS_ELEMENT_ID}"[\\s\\S]*?</template>`);

/**
 * index.html's boot words in `lang`: each of its English words (between tags, or the spinner's label in its
 * attribute) replaced by the language's, so a page that cannot start says so in its language with no chunk loaded.
 */
export function bootWordsInLanguage(block: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return block;
  const english = translatorFor(DEFAULT_LANGUAGE);
  const t = translatorFor(lang);
  let out = block;
  for (const id of Object.values(bootMessageIds))
    out = out
      .replace(`>${escapeHtml(english(id))}<`, `>${escapeHtml(t(id))}<`)
      .replace(`="${escapeHtml(english(id))}"`, `="${escapeHtml(t(id))}"`);
  return out;
}

const API_PREFIXES = ['/property/', '/user/', '/api/', '/healthz', '/media/', '/assets/', '/sandbox-pay/'];

/** The picture a page without one of its own is shared with (the build draws it from the icon). */
const BRAND_IMAGE = '/logo.png';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

/**
 * The head tags of a page in `lang`. Its address (canonical, og:url) is the page in its own language, and a page that
 * has one names it in every language (`hreflang`, with x-default: English) so search engines show each guest theirs.
 */
export function renderHead(meta: PageMeta, publicUrl: string, lang: Language = DEFAULT_LANGUAGE): string {
  const abs = (u: string) => (u.startsWith('http') ? u : `${publicUrl}${u}`);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="Staybook" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta name="twitter:card" content="${meta.image || meta.preloadImages?.length ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.url) {
    const url = pathInLanguage(lang, meta.url);
    tags.push(
      `<meta property="og:url" content="${escapeHtml(abs(url))}" />`,
      `<link rel="canonical" href="${escapeHtml(abs(url))}" />`,
      ...languageAlternates(meta.url).map(
        (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(abs(a.path))}" />`,
      ),
    );
  }
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}" />`);
  // Every page unfurls with a picture: its own, else its first preloaded one (the home hero, the list's first card),
  // else the brand's 512 px logo (built from the icon).
  const image = meta.image ?? meta.preloadImages?.[0]?.href ?? BRAND_IMAGE;
  tags.push(`<meta property="og:image" content="${escapeHtml(abs(image))}" />`);
  for (const img of meta.preloadImages ?? [])
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(img.href)}"${img.srcset ? ` imagesrcset="${escapeHtml(img.srcset)}"` : ''}${img.sizes ? ` imagesizes="${escapeHtml(img.sizes)}"` : ''} fetchpriority="high" />`,
    );
  // A data block is never executed, so the content security policy has nothing to allow; serializePageData keeps
  // any '<' in a name or review from closing the element.
  for (const item of meta.structuredData ?? [])
    tags.push(`<script type="application/ld+json">${serializePageData(item)}</script>`);
  return tags.join('\n    ');
}

/**
 * The HTML without `fragment` and, when the fragment is alone on its line, without that line: no line of spaces is
 * left in the page (html-validate's no-trailing-whitespace, docs/crawlers.md).
 */
function withoutLine(html: string, fragment: string): string {
  const at = fragment ? html.indexOf(fragment) : -1;
  if (at < 0) return html;
  const lineStart = html.lastIndexOf('\n', at - 1) + 1;
  const end = at + fragment.length;
  const alone = html.slice(lineStart, at).trim() === '' && (html[end] === '\n' || end === html.length);
  return alone ? html.slice(0, lineStart) + html.slice(end + 1) : html.slice(0, at) + html.slice(end);
}

/**
 * The head is sent at once without the stylesheet, and the rest of the page's start once its markup is rendered:
 * with a `<style>` element holding the CSS that markup (and the splash drawn over it) can use. The app's loader
 * adds the whole stylesheet once the page is on screen. A failed render still gets the stylesheet's link, in the
 * head: the browser then draws the page itself.
 */
function withCriticalCss(
  before: string,
  after: string,
  link: string,
  criticalCss: (html: string) => string,
): { before: string; beforeMarkup: (markup: string | null) => string } {
  const headEnd = before.indexOf('</head>');
  const rest = `${before.slice(headEnd)}<div id="root">`;
  return {
    before: withoutLine(before.slice(0, headEnd), link),
    beforeMarkup: (markup) =>
      markup === null
        ? link + rest
        : // A `</style` inside the CSS would end the element: written as its CSS escape.
          `<style>${criticalCss(rest + markup + after).replace(/<\/(style)/gi, '<\\/$1')}</style>${rest}`,
  };
}

/** A JSON block in the page (page data, route chunks): not a script, so the content security policy has nothing to allow. */
function jsonElement(id: string, value: unknown): string {
  return jsonBlock(id, serializePageData(value));
}

/** The page's closing elements (its data blocks, the route chunks to fetch) placed just before `</body>`. */
function withTail(html: string, tail: ReadonlyArray<string>): string {
  const elements = tail.filter(Boolean);
  return elements.length > 0 ? html.replace('</body>', `${elements.join('\n  ')}\n  </body>`) : html;
}

export const DEFAULT_META: PageMeta = {
  title: "Staybook — Goa's finest villas, hotels and apartments",
  description:
    'Book premium villas, beachfront hotels and budget stays in Goa and beyond. Best rates, instant confirmation, 24/7 support.',
};

/**
 * Drawn by the server above the app's root, in the page's flow: on every page from the first paint (no layout
 * shift, nothing covered), and no page of the app can forget it. In the page's language (the server's own `splash`
 * messages: no chunk of the app carries them); English's are the words it always had.
 */
export function testPaymentsRibbon(lang: Language): string {
  const t = translatorFor(lang);
  // Styled by the app's stylesheet (apps/web/src/index.css, by its id), which a server-rendered page carries the
  // part of it uses: no style attribute (docs/crawlers.md, html-validate).
  return `<aside id="test-payments-ribbon" aria-label="${escapeHtml(t('splash.testPayments.label'))}">${escapeHtml(t('splash.testPayments.text'))}</aside>`;
}

/**
 * Serves the built SPA (hashed assets cached for a year) on the API's port (public media are media/media.routes.ts,
 * registered beside it by app.ts). Page routes get index.html with their own head tags; unknown API paths stay JSON
 * 404s.
 */
export const webAppPlugin = fp<{ config: Config }>(async (app: FastifyInstance, { config }) => {
  const resolvers: Array<{ matches: (p: string) => boolean; resolver: PageMetaResolver }> = [];
  app.decorate('registerPageMeta', (matches: (p: string) => boolean, resolver: PageMetaResolver) => {
    resolvers.push({ matches, resolver });
  });

  const distDir = webDistDir(config);
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: serving the API only (run npm run build)');
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  // The guest pages' HTML rendered by the server from the app's own components (the web build's dist/.server).
  const renderer = config.SERVER_RENDERING === 'true' ? await loadServerRenderer(app, distDir) : null;
  if (config.SERVER_RENDERING === 'true' && !renderer)
    app.log.warn({ distDir }, 'web build has no server bundle: pages start in the browser (run npm run build)');
  // A server-rendered page carries the part of the stylesheet its markup uses (plugins/critical-css.ts).
  const stylesheetLink = STYLESHEET_LINK.exec(template);
  const stylesheetFile = stylesheetLink ? path.join(distDir, stylesheetLink[1]!) : null;
  const criticalCss =
    renderer && stylesheetFile && existsSync(stylesheetFile)
      ? createCriticalCss(readFileSync(stylesheetFile, 'utf8'))
      : null;
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest: ViteManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // Worked out once: the route chunks of each landing page whose build has chunks to name.
  const landingChunks = LANDING_ROUTE_MODULES.map(({ matches, module, areas = [] }) => ({
    matches,
    urls: routeChunkUrls(manifest, module, template),
    // The page's own messages in each language, loaded by the router with the page's chunk.
    areaUrls: Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        areas.flatMap((area) => routeChunkUrls(manifest, catalogueModule(lang, area), template)),
      ]),
    ) as Record<Language, string[]>,
  })).filter((r) => r.urls.length > 0);
  // The page's language's shell messages (and, outside English, its Intl formats) are chunks the app waits for
  // before it hydrates: named with the route's, they load with the entry rather than a round trip after the app's
  // shell.
  const languageChunks = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      [
        ...routeChunkUrls(manifest, catalogueModule(lang, 'shell'), template),
        ...(lang === DEFAULT_LANGUAGE ? [] : routeChunkUrls(manifest, 'src/lib/intl-formats.ts', template)),
      ],
    ]),
  ) as Record<Language, string[]>;
  /** The route-chunks element of a page: its landing route's chunks, its language's and its own messages'. */
  const routeChunksElement = (pathname: string, lang: Language): string => {
    const landing = landingChunks.find((r) => r.matches(pathname));
    const urls = [...(landing?.urls ?? []), ...languageChunks[lang], ...(landing?.areaUrls[lang] ?? [])];
    return urls.length > 0 ? jsonElement(ROUTE_CHUNKS_ELEMENT_ID, urls) : '';
  };

  // English's pages in the pseudo-locale for a browser holding its cookie, on a server started with PSEUDO_LOCALE.
  const pseudoLocaleAsked = servePseudoLocaleChunks(app, config, manifest, distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  // @fastify/static with wildcard:false registers only files present at start; hashed assets need the glob.
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    maxAge: '365d',
    immutable: true,
  });

  /** Page paths of the single-page app get its shell (a real route, so compression and the other route hooks apply). */
  function isPageRequest(request: FastifyRequest): boolean {
    const pathname = request.url.split('?')[0] ?? '/';
    // '/property/v1/…' is the API; '/property-details' and '/property-list' are pages.
    if (API_PREFIXES.some((p) => pathname.startsWith(p))) return false;
    // A missing file ('/favicon.ico', '/old.js') is a 404, not a page: no page path has an extension, but a payment
    // link's token may end like one ('/pay/<bookingId>.<mac>', the mac often letters and digits only).
    // In every language: '/hi/pay/<token>' is the same page under its prefix.
    if (/\.[a-z0-9]+$/i.test(pathname) && !splitLanguagePath(pathname).path.startsWith(`${pagePaths.paymentLink}/`))
      return false;
    const accept = request.headers.accept ?? '';
    return accept.includes('text/html') || accept.includes('*/*') || accept === '';
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply, lang: Language): Promise<FastifyReply> {
    // The address the app knows: a page in another language is the same page under its prefix (docs/languages.md).
    const [fullPath = '/', query] = request.url.split('?');
    const pathname = splitLanguagePath(fullPath).path;
    const pageRequest: FastifyRequest =
      lang === DEFAULT_LANGUAGE
        ? request
        : Object.create(request, { url: { value: query === undefined ? pathname : `${pathname}?${query}` } });
    let meta: PageMeta | null = null;
    for (const r of resolvers) {
      if (!r.matches(pathname)) continue;
      try {
        meta = await r.resolver(pageRequest, lang);
      } catch (err) {
        request.log.warn({ err }, 'page meta resolver failed');
      }
      break;
    }
    const head =
      renderHead(meta ?? { ...DEFAULT_META, url: pathname }, config.publicUrl, lang) +
      // The splash's words in the page's language, for the app's splash to take over what the server swapped in.
      (lang === DEFAULT_LANGUAGE ? '' : jsonElement(SPLASH_WORDS_ELEMENT_ID, splashWordsOf(translatorFor(lang))));
    const chunks = routeChunksElement(pathname, lang);
    const title = /<title>[\s\S]*?<\/title>/.exec(template)?.[0] ?? '';
    let html = withoutLine(template, title).replace('<!--app-head-->', head);
    // English pages keep the shell's own tag ('en-IN'); another language's page is marked as that language.
    if (lang !== DEFAULT_LANGUAGE)
      html = html
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace(SPLASH_BLOCK, (block) => splashInLanguage(block, lang))
        // The words drawn before any catalogue is in: the failed-start screen, the sign-in dialog's spinner.
        .replace(BOOT_WORDS_BLOCK, (block) => bootWordsInLanguage(block, lang));
    if (config.testPayments) html = html.replace('<body>', `<body>\n    ${testPaymentsRibbon(lang)}`);
    // An address the app has no page for still gets the app (it draws its not-found page), with the honest status.
    const status = meta?.status ?? (isKnownPagePath(pathname) ? 200 : 404);

    if (renderer && isServerRenderedPath(pathname)) {
      const crawler = isCrawler(request.headers['user-agent']);
      // A crawler reads the page, not the welcome splash drawn over it for people; nor is the splash sent again to a
      // guest who saw it today (the app would only hide it: it shows once a day).
      const splashSeen = request.cookies?.[SPLASH_DAY_COOKIE] === todayIst();
      const page = crawler || splashSeen ? html.replace(SPLASH_BLOCK, '') : html;
      const [before = '', after = ''] = page.split(ROOT_ELEMENT);
      // A guest whose browser holds the current stylesheet (the loader's cookie names it) gets it linked, not the
      // page's own copy of the rules it uses: it is in their cache, and the page is ~5 KB smaller (one round trip
      // less on a slow line). The cookie names the file, so a new build's stylesheet is never assumed cached.
      const stylesheetCached = Boolean(stylesheetLink && request.cookies?.[STYLESHEET_COOKIE] === stylesheetLink[1]);
      try {
        const pseudoLocale = lang === DEFAULT_LANGUAGE && pseudoLocaleAsked(request);
        const rendered = await renderer.render(request, meta?.pageData ?? {}, {
          ...(criticalCss && stylesheetLink && !stylesheetCached
            ? withCriticalCss(before, after, stylesheetLink[0], criticalCss)
            : { before: `${before}<div id="root">` }),
          after: (queryState) => withTail(`</div>${after}`, [queryState, chunks]),
          ...(pseudoLocale ? { pseudoLocale } : {}),
        });
        if (rendered)
          return reply
            .status(meta?.status ?? (rendered.status === 404 ? 404 : status))
            .header('cache-control', 'no-cache')
            .header('vary', 'cookie')
            .type('text/html; charset=utf-8')
            .send(rendered.body);
      } catch (err) {
        // The page still works: the browser renders it from the shell, as it does every page it is not sent.
        request.log.warn({ err, url: request.url }, 'server render failed; sending the shell');
      }
    }

    const pageData = meta?.pageData && Object.keys(meta.pageData).length > 0 ? meta.pageData : null;
    html = withTail(html, [pageData ? jsonElement(PAGE_DATA_ELEMENT_ID, pageData) : '', chunks]);
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  // Files and API routes are matched first (find-my-way prefers static segments); anything else that asks for a
  // page gets the shell, and the rest goes to the JSON 404 handler.
  app.get('/*', { schema: { hide: true }, compress: PAGE_COMPRESSION }, async (request, reply) => {
    if (!isPageRequest(request)) return reply.callNotFound();
    const [fullPath = '/', query] = request.url.split('?');
    const { lang, path: pathname } = splitLanguagePath(fullPath);
    const alias = pageAliasOf(pathname);
    if (alias) {
      const target = pathInLanguage(lang, alias);
      return reply.redirect(query ? `${target}?${query}` : target, 301);
    }
    return sendShell(request, reply, lang);
  });
});
