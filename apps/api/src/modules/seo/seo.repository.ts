import { summariseScores } from '@staybook/contract/review-rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  cities,
  properties,
  propertyAmenities,
  propertyMedia,
  roomMedia,
  roomTypes,
} from '../../db/schema/catalogue.js';
import { reviews } from '../../db/schema/reviews.js';

export async function activePropertyPages(db: DbOrTx) {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.status, 'active'))
    .orderBy(asc(properties.sortOrder), asc(properties.name));
}

/** Room types on sale in properties on sale: each has a page of its own (the sitemap lists them). */
export async function activeRoomPages(db: DbOrTx) {
  return db
    .select({ id: roomTypes.id, updatedAt: roomTypes.updatedAt })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(and(eq(roomTypes.status, 'active'), eq(properties.status, 'active')))
    .orderBy(asc(properties.sortOrder), asc(roomTypes.sortOrder), asc(roomTypes.name));
}

/** The cities and the property types that have a property on sale: each has its own list page (the sitemap's). */
export async function listLandings(db: DbOrTx) {
  const rows = await db
    .selectDistinct({ city: cities.name, propertyType: properties.propertyType })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(eq(properties.status, 'active'));
  return {
    cities: [...new Set(rows.map((r) => r.city))].sort(),
    types: [...new Set(rows.map((r) => r.propertyType))].sort(),
  };
}

/** The pictures of these properties, in page order (the sitemap's image entries). */
export async function propertyImages(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ propertyId: propertyMedia.propertyId, url: propertyMedia.url })
    .from(propertyMedia)
    .where(and(inArray(propertyMedia.propertyId, [...ids]), eq(propertyMedia.type, 'image')))
    .orderBy(asc(propertyMedia.sortOrder), asc(propertyMedia.id));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.propertyId, [...(out.get(r.propertyId) ?? []), r.url]);
  return out;
}

/**
 * The rating from published reviews only, counted here rather than read from the property's cached columns, so the
 * structured data can never carry a pending or hidden review.
 */
export async function publishedRating(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      overall: sql<number>`coalesce(sum(${reviews.overall}), 0)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.propertyId, propertyId), eq(reviews.status, 'published')));
  const { average, count } = summariseScores({
    count: row?.count ?? 0,
    overall: row?.overall ?? 0,
    cleanliness: 0,
    location: 0,
    service: 0,
    value: 0,
  });
  return { average, count };
}

/** An active property with what its head and structured data state; null when it is not on sale. */
export async function propertyForPage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      propertyType: properties.propertyType,
      description: properties.description,
      address: properties.address,
      locality: properties.locality,
      cityName: cities.name,
      state: cities.state,
      latitude: properties.latitude,
      longitude: properties.longitude,
      amenityKeys: properties.amenities,
      checkInTime: properties.checkInTime,
      checkOutTime: properties.checkOutTime,
      status: properties.status,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(eq(properties.id, id));
  if (row?.status !== 'active') return null;
  const [images, amenities, rooms, rating] = await Promise.all([
    propertyImages(db, [id]),
    db
      .select({ id: propertyAmenities.id, title: propertyAmenities.title })
      .from(propertyAmenities)
      .where(eq(propertyAmenities.propertyId, id))
      .orderBy(asc(propertyAmenities.sortOrder), asc(propertyAmenities.title)),
    activeRooms(db, id),
    publishedRating(db, id),
  ]);
  return {
    ...row,
    images: images.get(id) ?? [],
    /** The amenities' rows (their words per language are keyed by row), in the page's order. */
    amenityRows: amenities,
    rooms,
    rating,
  };
}

/** What a room's page and a property's offers say of a room type. */
const roomColumns = {
  id: roomTypes.id,
  name: roomTypes.name,
  description: roomTypes.description,
  maxAdults: roomTypes.maxAdults,
  maxChildren: roomTypes.maxChildren,
  totalRooms: roomTypes.totalRooms,
};

/** A property's rooms on sale, in the order the page lists them, with each one's first picture. */
async function activeRooms(db: DbOrTx, propertyId: string) {
  const rooms = await db
    .select(roomColumns)
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, propertyId), eq(roomTypes.status, 'active')))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name));
  const images = await roomImages(
    db,
    rooms.map((r) => r.id),
  );
  return rooms.map((r) => ({ ...r, image: images.get(r.id)?.[0] ?? null }));
}

async function roomImages(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ roomTypeId: roomMedia.roomTypeId, url: roomMedia.url })
    .from(roomMedia)
    .where(inArray(roomMedia.roomTypeId, [...ids]))
    .orderBy(asc(roomMedia.sortOrder), asc(roomMedia.id));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.roomTypeId, [...(out.get(r.roomTypeId) ?? []), r.url]);
  return out;
}

/** An active room of an active property, with its property and pictures; null otherwise. */
export async function roomForPage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ...roomColumns,
      status: roomTypes.status,
      propertyId: properties.id,
      propertyName: properties.name,
      propertyType: properties.propertyType,
      propertyStatus: properties.status,
      cityName: cities.name,
    })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(eq(roomTypes.id, id));
  if (row?.status !== 'active' || row.propertyStatus !== 'active') return null;
  const images = (await roomImages(db, [id])).get(id) ?? [];
  return { ...row, images };
}

/** Whether a property was ever here: its status ('active', 'draft', 'archived'), or undefined for an unknown id. */
export async function propertyStatusOf(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ status: properties.status }).from(properties).where(eq(properties.id, id));
  return row?.status;
}

/** A room's status and its property's, or undefined for an unknown id. */
export async function roomStatusOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: roomTypes.status, propertyStatus: properties.status })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(eq(roomTypes.id, id));
  return row;
}

/** A city's name as the catalogue spells it, matched without regard to case; undefined for a city we do not have. */
export async function cityNamed(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: cities.name })
    .from(cities)
    .where(sql`lower(${cities.name}) = lower(${name.trim()})`)
    .limit(1);
  return row?.name;
}
