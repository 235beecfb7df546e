import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cities, properties, propertyMedia, roomMedia, roomTypes } from '../../db/schema/catalogue.js';

export async function activePropertyPages(db: DbOrTx) {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.status, 'active'))
    .orderBy(asc(properties.sortOrder), asc(properties.name));
}

export async function propertyForMeta(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      propertyType: properties.propertyType,
      locality: properties.locality,
      cityName: cities.name,
      description: properties.description,
      ratingAverage: properties.ratingAverage,
      ratingCount: properties.ratingCount,
      status: properties.status,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(eq(properties.id, id));
  if (row?.status !== 'active') return null;
  const [image] = await db
    .select({ url: propertyMedia.url })
    .from(propertyMedia)
    .where(and(eq(propertyMedia.propertyId, id), eq(propertyMedia.type, 'image')))
    .orderBy(asc(propertyMedia.sortOrder))
    .limit(1);
  return { ...row, imageUrl: image?.url ?? null };
}

export async function roomForMeta(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      description: roomTypes.description,
      status: roomTypes.status,
      propertyName: properties.name,
      propertyStatus: properties.status,
    })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(eq(roomTypes.id, id));
  if (row?.status !== 'active' || row.propertyStatus !== 'active') return null;
  const [image] = await db
    .select({ url: roomMedia.url })
    .from(roomMedia)
    .where(eq(roomMedia.roomTypeId, id))
    .orderBy(asc(roomMedia.sortOrder))
    .limit(1);
  return { ...row, imageUrl: image?.url ?? null };
}
