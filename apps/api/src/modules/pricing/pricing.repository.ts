import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { properties, roomTypes } from '../../db/schema/index.js';

/** The property and room types a stay is priced for (read only: pricing writes nothing). */

const propertyColumns = {
  id: properties.id,
  name: properties.name,
  address: properties.address,
  status: properties.status,
  checkInTime: properties.checkInTime,
  checkOutTime: properties.checkOutTime,
  contactPhone: properties.contactPhone,
  contactEmail: properties.contactEmail,
  // The party rules a booking is checked against (contract party-rules.ts): pets by amenity, children by age band.
  amenities: properties.amenities,
  infantMaxAge: properties.infantMaxAge,
  childMaxAge: properties.childMaxAge,
};
export async function findProperty(db: DbOrTx, id: string) {
  const [row] = await db.select(propertyColumns).from(properties).where(eq(properties.id, id));
  return row;
}
export type PropertyRow = NonNullable<Awaited<ReturnType<typeof findProperty>>>;

/**
 * The property a quote prices, with the promotions' revision read in the same query (the key of the cache of live
 * promotions: promotions.service.ts), so a quote costs no extra round trip to know whether its cache is current.
 */
export async function findPropertyToPrice(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ...propertyColumns,
      promotionsRevision: sql<string | number | null>`(select revision from promotions_revision where id = 1)`,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

export async function findRoomTypes(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: roomTypes.id,
      propertyId: roomTypes.propertyId,
      name: roomTypes.name,
      status: roomTypes.status,
      maxAdults: roomTypes.maxAdults,
      maxChildren: roomTypes.maxChildren,
      baseRatePaise: roomTypes.baseRatePaise,
      baseAdults: roomTypes.baseAdults,
      baseChildren: roomTypes.baseChildren,
      extraAdultPaise: roomTypes.extraAdultPaise,
      extraChildPaise: roomTypes.extraChildPaise,
    })
    .from(roomTypes)
    .where(inArray(roomTypes.id, ids));
}
export type RoomTypeRow = Awaited<ReturnType<typeof findRoomTypes>>[number];

/**
 * The properties a list prices for a party (issue 24): their age bands and the promotions' revision, and their active
 * room types sold on this site (a partner-only room is booked elsewhere, so it places no one of ours).
 */
export async function findPropertiesToPlace(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return { properties: [], roomTypes: [] };
  const [propertyRows, roomTypeRows] = await Promise.all([
    db
      .select({
        id: properties.id,
        infantMaxAge: properties.infantMaxAge,
        childMaxAge: properties.childMaxAge,
        promotionsRevision: sql<string | number | null>`(select revision from promotions_revision where id = 1)`,
      })
      .from(properties)
      .where(inArray(properties.id, [...ids])),
    db
      .select({
        id: roomTypes.id,
        propertyId: roomTypes.propertyId,
        name: roomTypes.name,
        maxAdults: roomTypes.maxAdults,
        maxChildren: roomTypes.maxChildren,
        baseRatePaise: roomTypes.baseRatePaise,
        baseAdults: roomTypes.baseAdults,
        baseChildren: roomTypes.baseChildren,
        extraAdultPaise: roomTypes.extraAdultPaise,
        extraChildPaise: roomTypes.extraChildPaise,
      })
      .from(roomTypes)
      .where(
        and(
          inArray(roomTypes.propertyId, [...ids]),
          eq(roomTypes.status, 'active'),
          isNull(roomTypes.externalBookingUrl),
        ),
      )
      .orderBy(roomTypes.sortOrder, roomTypes.baseRatePaise, roomTypes.id),
  ]);
  return { properties: propertyRows, roomTypes: roomTypeRows };
}
