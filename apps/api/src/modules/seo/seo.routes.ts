import { todayIst } from '@staybook/contract';
import { mediaSrcSet, mediaVariant } from '@staybook/contract/media';
import { DEFAULT_META } from '../../plugins/web-app.js';
import { findPublicHeroSlides } from '../catalogue/catalogue.repository.js';
import type { AppModule } from '../module-context.js';
import { activePropertyPages, propertyForMeta, roomForMeta } from './seo.repository.js';
import {
  buildSitemapXml,
  idFromPath,
  propertyPageMeta,
  roomPageMeta,
  sitemapStaticPaths,
  staticPageMeta,
} from './seo-rules.js';

/** The sitemap, and the head tags the server fills into the page shell so shared links unfurl. */
export const seoRoutes: AppModule = async (app, { ctx }) => {
  const { db, config } = ctx;

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of public pages (home, list, information and property pages)' } },
    async (_request, reply) => {
      const properties = await activePropertyPages(db);
      const xml = buildSitemapXml(
        [
          ...sitemapStaticPaths.map((path) => ({ path })),
          ...properties.map((p) => ({ path: `/property-details/${p.id}`, lastModified: p.updatedAt })),
        ],
        config.publicUrl,
      );
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
    },
  );

  // Home: the first hero slide is the page's largest picture; the browser fetches it while the app loads, with
  // the same srcset and sizes the slideshow's <img> uses, so that request is reused.
  app.registerPageMeta(
    (pathname) => pathname === '/' || pathname === '/old-home',
    async (request) => {
      const [first] = await findPublicHeroSlides(db, 'home');
      const pathname = request.url.split('?')[0] ?? '/';
      const image = first?.imageUrl;
      return {
        ...DEFAULT_META,
        url: pathname,
        preloadImages: image
          ? [{ href: mediaVariant(image, 1280), srcset: mediaSrcSet(image), sizes: '100vw' }]
          : undefined,
      };
    },
  );

  app.registerPageMeta(
    (pathname) => idFromPath(pathname, '/property-details/') !== null,
    async (request) => {
      const id = idFromPath(request.url.split('?')[0] ?? '', '/property-details/');
      const property = id ? await propertyForMeta(db, id, todayIst()) : null;
      return property ? propertyPageMeta(property) : null;
    },
  );

  app.registerPageMeta(
    (pathname) => idFromPath(pathname, '/room-details/') !== null,
    async (request) => {
      const id = idFromPath(request.url.split('?')[0] ?? '', '/room-details/');
      const room = id ? await roomForMeta(db, id, todayIst()) : null;
      return room ? roomPageMeta(room) : null;
    },
  );

  app.registerPageMeta(
    (pathname) => pathname.replace(/\/+$/, '') in staticPageMeta,
    async (request) => {
      const pathname = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
      const meta = staticPageMeta[pathname];
      return meta ? { ...meta, url: pathname } : null;
    },
  );
};
