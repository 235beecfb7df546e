import { like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { categories, deals, heroSlides, propertyMedia, roomMedia } from '../db/schema/index.js';

/**
 * Every picture URL of the catalogue under a prefix such as '/media/demo/' or '/media/uploads/' (photos, room photos,
 * category tiles, deals, hero slides).
 */
export async function listCatalogueMediaUrls(
  db: DbOrTx,
  prefix: '/media/demo/' | '/media/uploads/',
): Promise<string[]> {
  const pattern = `${prefix}%`;
  const lists = await Promise.all([
    db.select({ url: propertyMedia.url }).from(propertyMedia).where(like(propertyMedia.url, pattern)),
    db.select({ url: roomMedia.url }).from(roomMedia).where(like(roomMedia.url, pattern)),
    db.select({ url: categories.imageUrl }).from(categories).where(like(categories.imageUrl, pattern)),
    db.select({ url: deals.imageUrl }).from(deals).where(like(deals.imageUrl, pattern)),
    db.select({ url: heroSlides.imageUrl }).from(heroSlides).where(like(heroSlides.imageUrl, pattern)),
  ]);
  return lists.flat().flatMap((row) => (row.url ? [row.url] : []));
}

/** Whether one URL is a picture of the catalogue: one short query over the five tables, stopping at the first hit. */
export async function isCatalogueMediaUrl(db: DbOrTx, url: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM (
      (SELECT 1 FROM ${propertyMedia} WHERE ${propertyMedia.url} = ${url} LIMIT 1)
      UNION ALL (SELECT 1 FROM ${roomMedia} WHERE ${roomMedia.url} = ${url} LIMIT 1)
      UNION ALL (SELECT 1 FROM ${categories} WHERE ${categories.imageUrl} = ${url} LIMIT 1)
      UNION ALL (SELECT 1 FROM ${deals} WHERE ${deals.imageUrl} = ${url} LIMIT 1)
      UNION ALL (SELECT 1 FROM ${heroSlides} WHERE ${heroSlides.imageUrl} = ${url} LIMIT 1)
    ) AS found LIMIT 1
  `);
  return rows.length > 0;
}
