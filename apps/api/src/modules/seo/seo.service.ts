import { rupeesToPaise } from '@staybook/contract';
import type { Db } from '../../db/client.js';
import { pageFromPrice } from '../catalogue/catalogue.service.js';
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

/**
 * The starting price a shared link quotes (paise): the property page's own "from" price, the list's definition
 * (catalogue's pageFromPrice: the cheapest plan of a room booked on this site, partner-only rooms never), so a link
 * never promises less than the page it opens or the list shows. Null when nothing is for sale in the coming month.
 */
async function fromRatePaise(db: Db, scope: { propertyId: string } | { roomTypeId: string }, now: Date) {
  const { minRupees } = await pageFromPrice(db, scope, now);
  return minRupees === null ? null : rupeesToPaise(minRupees);
}

/** Shared-link tags of a property page; null for a property that is not on sale. */
export async function propertyMeta(db: Db, id: string, now = new Date()) {
  const [property, from] = await Promise.all([propertyForMeta(db, id), fromRatePaise(db, { propertyId: id }, now)]);
  return property ? propertyPageMeta({ ...property, fromRatePaise: from }) : null;
}

/** Shared-link tags of a room page; null for an unknown room. */
export async function roomMeta(db: Db, id: string, now = new Date()) {
  const [room, from] = await Promise.all([roomForMeta(db, id), fromRatePaise(db, { roomTypeId: id }, now)]);
  return room ? roomPageMeta({ ...room, fromRatePaise: from }) : null;
}
