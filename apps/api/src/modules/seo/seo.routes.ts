import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  propertyDetailsQuerySchema,
  propertyDetailsResponseSchema,
  propertyListResponseSchema,
} from '@staybook/contract/catalogue';
import { contentLanguageQuery } from '@staybook/contract/content-language';
import { heroPublicResponseSchema } from '@staybook/contract/hero';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@staybook/contract/languages';
import { correctListSearch } from '@staybook/contract/list-correction';
import { mediaSrcSet, mediaVariant, propertyCardImage } from '@staybook/contract/media';
import { listHeadingMessage } from '@staybook/contract/messages/list-heading';
import {
  type PageData,
  pageDataKey,
  propertyDetailsApiQuery,
  propertyListApiParams,
} from '@staybook/contract/page-data';
import { todayIst } from '@staybook/contract/stay-dates';
import { z } from 'zod';
import { AppError } from '../../lib/http-errors.js';
import { translatorFor } from '../../lib/messages.js';
import { type PageMeta, webDistDir } from '../../plugins/web-app.js';
import * as catalogue from '../catalogue/catalogue.service.js';
import * as home from '../catalogue/catalogue-home.service.js';
import type { AppModule } from '../module-context.js';
import { languageSitemapXml, listCityName, missingStatus, propertyMeta, roomMeta, sitemapXml } from './seo.service.js';
import {
  homePageMeta,
  idFromPath,
  listHeading,
  listPageMeta,
  missingPageMeta,
  privatePageMeta,
  robotsTxt,
  staticPageMeta,
  staticPageMetaIn,
} from './seo-rules.js';
import { homeStructuredData, listStructuredData } from './structured-data-rules.js';

/**
 * One page-data entry: what the public GET route at `path` answers for `query`, validated and encoded with that
 * route's own schemas and computed by the same service call, so the app cannot tell it from the network answer.
 * A query the route would refuse gives no entry (the app then asks and shows the route's error).
 */
async function routeAnswer<Q extends z.ZodType, R extends z.ZodType>(
  path: string,
  query: Record<string, string>,
  schemas: { query: Q; response: R },
  handler: (query: z.output<Q>) => Promise<z.output<R>>,
): Promise<PageData> {
  const parsed = schemas.query.safeParse(query);
  if (!parsed.success) return {};
  return { [pageDataKey(path, Object.entries(query))]: z.encode(schemas.response, await handler(parsed.data)) };
}

/** The list's heading in the page's language (English's as the list page's own, listHeading). */
function listHeadingIn(lang: Language, params: Record<string, string | undefined>): string {
  if (lang === DEFAULT_LANGUAGE) return listHeading(params);
  const heading = listHeadingMessage(params);
  return translatorFor(lang)(heading.id, heading.values);
}

/** The list's title and description in the page's language (English's are listPageMeta's own words). */

function inLanguage(lang: Language, meta: PageMeta, params: Record<string, string | undefined>): PageMeta {
  if (lang === DEFAULT_LANGUAGE) return meta;
  const t = translatorFor(lang);
  const words = listHeadingIn(lang, params);
  return {
    ...meta,
    title: t('list.title', { heading: words }),
    description: t('list.description', { heading: words }),
  };
}

/**
 * The sitemap, and what the server fills into the page shell: head tags (so shared links unfurl), the first
 * picture to preload, and the page's first API answers (page data).
 */
export const seoRoutes: AppModule = async (app, { ctx }) => {
  const { db, config } = ctx;
  const site = { publicUrl: config.publicUrl };

  // The web build's static robots.txt names the sitemap by a relative address, which crawlers ignore; only the server
  // knows the public origin. Served here once the build no longer ships that file (two routes cannot share a path).
  if (!existsSync(path.join(webDistDir(config), 'robots.txt')))
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(config.publicUrl)),
    );

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of public pages (home, list, information and property pages)' } },
    async (_request, reply) => {
      const xml = await sitemapXml(db, config.publicUrl);
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
    },
  );

  // Each other language's sitemap: the pages written in it so far, at their addresses in it (docs/languages.md).
  for (const lang of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE))
    app.get(
      `/${lang}/sitemap.xml`,
      { schema: { tags: ['seo'], summary: `Sitemap of the pages in ${lang}` } },
      async (_request, reply) => {
        const xml = await languageSitemapXml(db, config.publicUrl, lang);
        return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
      },
    );

  // Home: the first hero slide is the page's largest picture; the browser fetches it while the app loads, with
  // the same srcset and sizes the slideshow's <img> uses, so that request is reused. The slides come as page data.
  app.registerPageMeta(
    (pathname) => pathname === '/' || pathname === '/old-home',
    async (request, lang) => {
      const slides = await home.listPublicHeroSlides(db, lang);
      const pathname = request.url.split('?')[0] ?? '/';
      const image = slides[0]?.image;
      const t = translatorFor(lang);
      // The old home shows the same search under another heading: its own title (its heading, in the page's
      // language), the home page as its canonical.
      const title = pathname === '/old-home' ? `${t('oldHome.title')} — Staybook` : t('home.title');
      return {
        ...homePageMeta,
        title,
        description: t('home.description'),
        structuredData: homeStructuredData(
          {
            origin: config.publicUrl,
            supportEmail: config.SUPPORT_EMAIL,
            supportPhone: config.SUPPORT_PHONE ?? null,
            sameAs: config.BRAND_SAME_AS,
          },
          lang,
        ),
        preloadImages: image
          ? [{ href: mediaVariant(image, 1280), srcset: mediaSrcSet(image), sizes: '100vw' }]
          : undefined,
        pageData: {
          // Keyed as the page's own call asks (contentLanguageQuery: no `lang` in English).
          [pageDataKey('/property/v1/hero-sections/public', Object.entries(contentLanguageQuery(lang)))]: z.encode(
            heroPublicResponseSchema,
            {
              success: true as const,
              data: slides,
            },
          ),
        },
      };
    },
  );

  // The list: its first page of results as page data, and the first card's picture preloaded.
  app.registerPageMeta(
    (pathname) => pathname.replace(/\/+$/, '') === '/property-list',
    async (request, lang) => {
      const address = new URLSearchParams(request.url.split('?')[1] ?? '');
      // The page runs on the corrected address (and the address bar follows), so its head describes that one.
      const search = correctListSearch(address, todayIst()).corrected ?? address;
      const params = propertyListApiParams(search, null);
      // Asked of the list route itself, so a popular list is served from the search cache (and counted against the
      // visitor's own rate limit) rather than computed again for every page view.
      const res = await app.inject({
        method: 'GET',
        url: '/property/v1/app/property',
        query: params,
        headers: { accept: 'application/json' },
        remoteAddress: request.ip,
      });
      const answer = res.statusCode === 200 ? propertyListResponseSchema.safeParse(res.json()) : null;
      const pageData: PageData = answer?.success
        ? { [pageDataKey('/property/v1/app/property', Object.entries(params))]: res.json() }
        : {};
      const first = answer?.success ? answer.data : undefined;
      const image = first?.data.data[0]?.featuredImage.images[0]?.url;
      const card = image ? propertyCardImage(image) : null;
      // One canonical per city, as the catalogue spells it ('goa' and 'Goa' are one page); a city we do not have is
      // a 404, and a list with no stays is not indexed.
      const asked = params.city && params.city.toLowerCase() !== 'all' ? params.city : null;
      const city = asked ? await listCityName(db, asked) : null;
      const meta = inLanguage(
        lang,
        listPageMeta(city ? { ...params, city } : params),
        city ? { ...params, city } : params,
      );
      const empty = first !== undefined && first.data.data.length === 0;
      const missing = Boolean(asked && !city);
      return {
        ...meta,
        ...(missing ? { robots: 'noindex', status: 404 as const } : empty ? { robots: 'noindex' } : {}),
        preloadImages: card ? [{ href: card.src, srcset: card.srcSet, sizes: card.sizes }] : undefined,
        pageData,
        // The stays of the page's first answer, in its order: exactly what the HTML's list shows. A city we do not
        // have is no list of anything (a 404), so it describes none.
        ...(missing
          ? {}
          : {
              structuredData: listStructuredData(
                {
                  heading: listHeadingIn(lang, params),
                  path: meta.url ?? '/property-list',
                  items: first?.data.data ?? [],
                },
                config.publicUrl,
                { lang, home: translatorFor(lang)('header.home') },
              ),
            }),
      };
    },
  );

  // A property page: its head and page data; an address that names no property on sale answers 404 (410 once
  // delisted), noindex, whatever follows the prefix (the bare path, a malformed or unknown id).
  app.registerPageMeta(
    (pathname) => pathname.replace(/\/+$/, '') === '/property-details' || pathname.startsWith('/property-details/'),
    async (request, lang) => {
      const id = idFromPath(request.url.split('?')[0] ?? '', '/property-details/');
      if (!id) return missingPageMeta('property', 404);
      // The head and the page data together; a property not on sale has neither (its details answer is a 404).
      const [meta, pageData] = await Promise.all([
        propertyMeta(db, id, site, lang),
        routeAnswer(
          '/property/v1/app/propertyDetails',
          { ...propertyDetailsApiQuery(id), ...contentLanguageQuery(lang) },
          { query: propertyDetailsQuerySchema, response: propertyDetailsResponseSchema },
          async (query) => ({
            success: true as const,
            data: await catalogue.getPropertyDetails(db, query.id, new Date(), config.gstSlabs, query.lang),
          }),
        ).catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 404) return {};
          throw err;
        }),
      ]);
      if (meta) return { ...meta, pageData };
      return missingPageMeta('property', await missingStatus(db, 'property', id));
    },
  );

  app.registerPageMeta(
    (pathname) => pathname.replace(/\/+$/, '') === '/room-details' || pathname.startsWith('/room-details/'),
    async (request, lang) => {
      const id = idFromPath(request.url.split('?')[0] ?? '', '/room-details/');
      if (!id) return missingPageMeta('room', 404);
      const meta = await roomMeta(db, id, site, lang);
      if (meta) return meta;
      return missingPageMeta('room', await missingStatus(db, 'room', id));
    },
  );

  app.registerPageMeta(
    (pathname) => pathname.replace(/\/+$/, '') in staticPageMeta,
    async (request, lang) => {
      const pathname = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
      const meta = staticPageMetaIn(pathname, lang === DEFAULT_LANGUAGE ? undefined : translatorFor(lang));
      return meta ? { ...meta, url: pathname } : null;
    },
  );

  // A guest's own pages and the booking steps: their titles, and never indexed.
  app.registerPageMeta(
    (pathname) => privatePageMeta(pathname) !== null,
    async (request, lang) =>
      privatePageMeta(request.url.split('?')[0] ?? '', lang === DEFAULT_LANGUAGE ? undefined : translatorFor(lang)),
  );
};
