import { todayIst } from '@staybook/contract';
import type { Db } from '../../db/client.js';
import { activePropertyPages, propertyForMeta, roomForMeta } from './seo.repository.js';
import { buildSitemapXml, propertyPageMeta, roomPageMeta, sitemapStaticPaths } from './seo-rules.js';

/** The sitemap: home, the list, the information pages and every active property page. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const properties = await activePropertyPages(db);
  return buildSitemapXml(
    [
      ...sitemapStaticPaths.map((path) => ({ path })),
      ...properties.map((p) => ({ path: `/property-details/${p.id}`, lastModified: p.updatedAt })),
    ],
    publicUrl,
  );
}

/** Shared-link tags of a property page; null for a property that is not on sale. */
export async function propertyMeta(db: Db, id: string, now = new Date()) {
  const property = await propertyForMeta(db, id, todayIst(now));
  return property ? propertyPageMeta(property) : null;
}

/** Shared-link tags of a room page; null for an unknown room. */
export async function roomMeta(db: Db, id: string, now = new Date()) {
  const room = await roomForMeta(db, id, todayIst(now));
  return room ? roomPageMeta(room) : null;
}
