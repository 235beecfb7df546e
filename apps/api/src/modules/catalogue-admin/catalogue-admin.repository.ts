// Longer than 500 lines because it is the only writer of the catalogue's tables (properties, rooms, media, brand
// lists), each write beside the scoped read the console shows it with.
import type { IsoDate } from '@staybook/contract/stay-dates';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, readTogether } from '../../db/client.js';
import { inPropertyScope, type PropertyScope } from '../../db/property-scope.js';
import {
  bookingRooms,
  bookings,
  categories,
  cities,
  contentTranslations,
  deals,
  nearbyPlaces,
  properties,
  propertyAmenities,
  propertyContacts,
  propertyMedia,
  propertyPolicies,
  ratePlans,
  roomAmenities,
  roomInventory,
  roomMedia,
  roomPolicies,
  roomTypes,
} from '../../db/schema/index.js';
import { amenityGroupId } from '../../lib/amenity-group-id.js';
import { amenityGroupMoves, keptRows } from './catalogue-admin-rules.js';

/** Catalogue editing for the console: the only place it touches the database. Missing rows are `undefined`. */

export type PropertyRow = typeof properties.$inferSelect;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type MediaRow = typeof propertyMedia.$inferSelect;
export type RoomMediaRow = typeof roomMedia.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// ─── Properties ─────────────────────────────────────────────────────────────────────────────────

export interface PropertyFilter {
  q?: string;
  cityId?: string;
  type?: string;
  status: 'draft' | 'active' | 'archived' | 'all';
  limit: number;
  offset: number;
  scope: PropertyScope;
}

export async function listProperties(db: DbOrTx, f: PropertyFilter) {
  const where: SQL[] = [];
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    where.push(or(ilike(properties.name, like), ilike(properties.locality, like), ilike(properties.slug, like))!);
  }
  if (f.cityId) where.push(eq(properties.cityId, f.cityId));
  if (f.type) where.push(eq(properties.propertyType, f.type));
  if (f.status !== 'all') where.push(eq(properties.status, f.status));
  const scoped = inPropertyScope(properties.id, f.scope);
  if (scoped) where.push(scoped);
  const condition = where.length ? and(...where) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(properties).where(condition);
  const rows = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      name: properties.name,
      propertyType: properties.propertyType,
      category: properties.category,
      cityId: properties.cityId,
      city: cities.name,
      locality: properties.locality,
      status: properties.status,
      updatedAt: properties.updatedAt,
      image: sql<
        string | null
      >`(SELECT m.url FROM property_media m WHERE m.property_id = "properties"."id" ORDER BY m.sort_order LIMIT 1)`,
      roomTypeCount: sql<number>`(SELECT count(*)::int FROM room_types r WHERE r.property_id = "properties"."id" AND r.status = 'active')`,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(condition)
    .orderBy(asc(properties.name), asc(properties.id))
    .limit(f.limit)
    .offset(f.offset);
  return { rows: rows.map((r) => ({ ...r, roomTypeCount: Number(r.roomTypeCount) })), total: Number(totalRow?.n ?? 0) };
}

export async function findProperty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ property: properties, city: cities.name })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(eq(properties.id, id));
  return row;
}

/** Locks the property row for the rest of the transaction (edits of one property queue). */
export async function lockProperty(db: DbOrTx, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('no key update');
  return row;
}

export async function slugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: properties.slug })
    .from(properties)
    .where(or(eq(properties.slug, base), sql`${properties.slug} LIKE ${`${escapeLike(base)}-%`}`));
  return rows.map((r) => r.slug);
}

export async function insertProperty(db: DbOrTx, values: typeof properties.$inferInsert): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

export async function updateProperty(
  db: DbOrTx,
  id: string,
  values: Partial<typeof properties.$inferInsert>,
): Promise<PropertyRow> {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning();
  return row!;
}

export async function propertyExtras(db: DbOrTx, propertyId: string) {
  const [media, amenityRows, policies, nearby] = await readTogether(db, [
    () =>
      db
        .select()
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, propertyId))
        .orderBy(asc(propertyMedia.sortOrder), asc(propertyMedia.id)),
    () =>
      db
        .select()
        .from(propertyAmenities)
        .where(eq(propertyAmenities.propertyId, propertyId))
        .orderBy(asc(propertyAmenities.sortOrder)),
    () =>
      db
        .select()
        .from(propertyPolicies)
        .where(eq(propertyPolicies.propertyId, propertyId))
        .orderBy(asc(propertyPolicies.sortOrder)),
    () =>
      db
        .select()
        .from(nearbyPlaces)
        .where(eq(nearbyPlaces.propertyId, propertyId))
        .orderBy(asc(nearbyPlaces.sortOrder)),
  ]);
  return { media, amenityRows, policies, nearby };
}

// ─── Property media ─────────────────────────────────────────────────────────────────────────────

export async function listMedia(db: DbOrTx, propertyId: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, propertyId))
    .orderBy(asc(propertyMedia.sortOrder), asc(propertyMedia.id));
}

export async function insertMedia(db: DbOrTx, values: typeof propertyMedia.$inferInsert): Promise<MediaRow> {
  const [max] = await db
    .select({ m: sql<number>`coalesce(max(${propertyMedia.sortOrder}), -1)::int` })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, values.propertyId));
  const [row] = await db
    .insert(propertyMedia)
    .values({ ...values, sortOrder: Number(max?.m ?? -1) + 1 })
    .returning();
  return row!;
}

export async function findMedia(db: DbOrTx, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(propertyMedia).where(eq(propertyMedia.id, id));
  return row;
}

export async function deleteMedia(db: DbOrTx, id: string): Promise<void> {
  await db.delete(propertyMedia).where(eq(propertyMedia.id, id));
}

export async function setMediaOrder(db: DbOrTx, propertyId: string, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .update(propertyMedia)
      .set({ sortOrder: i })
      .where(and(eq(propertyMedia.id, id), eq(propertyMedia.propertyId, propertyId)));
}

// ─── Amenities, policies, nearby places (replaced whole) ───────────────────────────────────────

/**
 * A list saved whole keeps the rows it sends back (by id, or by an unchanged English title) and their ids, so the
 * words entered for them in other languages stay (docs/languages.md, "Content per language"); a row left out goes,
 * with its words; a new one is inserted. A kept row is written only when something of it changed.
 */
async function replaceKeepingRows<
  Row extends { id: string; sortOrder: number },
  Item extends { id?: string | undefined },
>(
  db: DbOrTx,
  list: {
    kind: 'property_amenity' | 'property_policy' | 'room_amenity' | 'room_policy' | 'nearby_place';
    existing: Row[];
    items: Item[];
    same: (row: Row, item: Item) => boolean;
    remove: (ids: string[]) => Promise<unknown>;
    update: (id: string, values: Omit<Item, 'id'> & { sortOrder: number }) => Promise<unknown>;
    insert: (values: Array<Omit<Item, 'id'> & { sortOrder: number }>) => Promise<unknown>;
  },
): Promise<void> {
  const kept = keptRows(list.existing, list.items, list.same);
  const keptIds = new Set(kept.flatMap((r) => (r ? [r.id] : [])));
  const gone = list.existing.filter((r) => !keptIds.has(r.id)).map((r) => r.id);
  if (gone.length) {
    await list.remove(gone);
    await db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.entityKind, list.kind), inArray(contentTranslations.entityId, gone)));
  }
  const fresh: Array<Omit<Item, 'id'> & { sortOrder: number }> = [];
  for (const [i, item] of list.items.entries()) {
    const { id: _, ...rest } = item;
    const values = { ...rest, sortOrder: i };
    const row = kept[i];
    if (!row) fresh.push(values);
    else if (Object.entries(values).some(([k, v]) => !sameValue((row as Record<string, unknown>)[k], v)))
      await list.update(row.id, values);
  }
  if (fresh.length) await list.insert(fresh);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function replaceAmenities(
  db: DbOrTx,
  propertyId: string,
  items: Array<Omit<typeof propertyAmenities.$inferInsert, 'propertyId' | 'sortOrder'> & { id?: string | undefined }>,
): Promise<void> {
  const existing = await db.select().from(propertyAmenities).where(eq(propertyAmenities.propertyId, propertyId));
  await replaceKeepingRows(db, {
    kind: 'property_amenity',
    existing,
    items,
    same: (row, item) => row.title === item.title,
    remove: (ids) => db.delete(propertyAmenities).where(inArray(propertyAmenities.id, ids)),
    update: (id, values) => db.update(propertyAmenities).set(values).where(eq(propertyAmenities.id, id)),
    insert: (rows) => db.insert(propertyAmenities).values(rows.map((a) => ({ ...a, propertyId }))),
  });
  // The groups' headings: a renamed group's words follow it (stale), a group gone takes its words with it.
  const after = await db
    .select({ id: propertyAmenities.id, groupTitle: propertyAmenities.groupTitle })
    .from(propertyAmenities)
    .where(eq(propertyAmenities.propertyId, propertyId));
  for (const move of amenityGroupMoves(existing, after)) {
    const words = (heading: string) =>
      and(
        eq(contentTranslations.propertyId, propertyId),
        eq(contentTranslations.entityKind, 'amenity_group'),
        eq(contentTranslations.entityId, amenityGroupId(propertyId, heading)),
      );
    if (move.to === null) {
      await db.delete(contentTranslations).where(words(move.from));
      continue;
    }
    await db.delete(contentTranslations).where(words(move.to));
    await db
      .update(contentTranslations)
      .set({ entityId: amenityGroupId(propertyId, move.to) })
      .where(words(move.from));
  }
}

export async function replacePolicies(
  db: DbOrTx,
  propertyId: string,
  items: Array<Omit<typeof propertyPolicies.$inferInsert, 'propertyId' | 'sortOrder'> & { id?: string | undefined }>,
): Promise<void> {
  await replaceKeepingRows(db, {
    kind: 'property_policy',
    existing: await db.select().from(propertyPolicies).where(eq(propertyPolicies.propertyId, propertyId)),
    items,
    same: (row, item) => row.kind === item.kind && row.title === item.title,
    remove: (ids) => db.delete(propertyPolicies).where(inArray(propertyPolicies.id, ids)),
    update: (id, values) => db.update(propertyPolicies).set(values).where(eq(propertyPolicies.id, id)),
    insert: (rows) => db.insert(propertyPolicies).values(rows.map((p) => ({ ...p, propertyId }))),
  });
}

/** A property's nearby places saved whole, keeping the rows sent back by id or by an unchanged name (their words stay). */
export async function replaceNearby(
  db: DbOrTx,
  propertyId: string,
  items: Array<Omit<typeof nearbyPlaces.$inferInsert, 'propertyId' | 'sortOrder'> & { id?: string | undefined }>,
): Promise<void> {
  await replaceKeepingRows(db, {
    kind: 'nearby_place',
    existing: await db.select().from(nearbyPlaces).where(eq(nearbyPlaces.propertyId, propertyId)),
    items,
    same: (row, item) => row.name === item.name,
    remove: (ids) => db.delete(nearbyPlaces).where(inArray(nearbyPlaces.id, ids)),
    update: (id, values) => db.update(nearbyPlaces).set(values).where(eq(nearbyPlaces.id, id)),
    insert: (rows) => db.insert(nearbyPlaces).values(rows.map((p) => ({ ...p, propertyId }))),
  });
}

// ─── Room types ─────────────────────────────────────────────────────────────────────────────────

export async function listRoomTypes(db: DbOrTx, propertyId: string): Promise<RoomTypeRow[]> {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.propertyId, propertyId))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.createdAt));
}

export async function findRoomType(db: DbOrTx, id: string): Promise<RoomTypeRow | undefined> {
  const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, id));
  return row;
}

/** Locks the room type (FOR NO KEY UPDATE, like the inventory console, so bookings are not blocked). */
export async function lockRoomType(db: DbOrTx, id: string): Promise<RoomTypeRow | undefined> {
  const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, id)).for('no key update');
  return row;
}

export async function insertRoomType(db: DbOrTx, values: typeof roomTypes.$inferInsert): Promise<RoomTypeRow> {
  const [row] = await db.insert(roomTypes).values(values).returning();
  return row!;
}

export async function updateRoomType(
  db: DbOrTx,
  id: string,
  values: Partial<typeof roomTypes.$inferInsert>,
): Promise<RoomTypeRow> {
  const [row] = await db
    .update(roomTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roomTypes.id, id))
    .returning();
  return row!;
}

/** Nights from `from` on with inventory, and the last one, per room type. */
export async function inventorySummary(db: DbOrTx, roomTypeIds: string[], from: IsoDate) {
  if (roomTypeIds.length === 0) return new Map<string, { openNights: number; lastOpenNight: string | null }>();
  const rows = await db
    .select({
      roomTypeId: roomInventory.roomTypeId,
      openNights: sql<number>`count(*)::int`,
      lastOpenNight: sql<string | null>`max(${roomInventory.stayDate})::text`,
    })
    .from(roomInventory)
    .where(and(inArray(roomInventory.roomTypeId, roomTypeIds), sql`${roomInventory.stayDate} >= ${from}::date`))
    .groupBy(roomInventory.roomTypeId);
  return new Map(
    rows.map((r) => [r.roomTypeId, { openNights: Number(r.openNights), lastOpenNight: r.lastOpenNight ?? null }]),
  );
}

export async function roomExtras(db: DbOrTx, roomTypeIds: string[]) {
  if (roomTypeIds.length === 0) return { amenities: [], policies: [], media: [] };
  const [amenities, policies, media] = await readTogether(db, [
    () =>
      db
        .select()
        .from(roomAmenities)
        .where(inArray(roomAmenities.roomTypeId, roomTypeIds))
        .orderBy(asc(roomAmenities.sortOrder)),
    () =>
      db
        .select()
        .from(roomPolicies)
        .where(inArray(roomPolicies.roomTypeId, roomTypeIds))
        .orderBy(asc(roomPolicies.sortOrder)),
    () =>
      db
        .select()
        .from(roomMedia)
        .where(inArray(roomMedia.roomTypeId, roomTypeIds))
        .orderBy(asc(roomMedia.sortOrder), asc(roomMedia.id)),
  ]);
  return { amenities, policies, media };
}

/**
 * A room type's amenities saved as names: an amenity whose name stays keeps its row (and with it its words in other
 * languages, its description, image and tags: replaceKeepingRows); a new name is a new row.
 */
export async function replaceRoomAmenities(db: DbOrTx, roomTypeId: string, names: string[]): Promise<void> {
  await replaceKeepingRows<typeof roomAmenities.$inferSelect, { id?: string; name: string }>(db, {
    kind: 'room_amenity',
    existing: await db.select().from(roomAmenities).where(eq(roomAmenities.roomTypeId, roomTypeId)),
    items: names.map((name) => ({ name })),
    same: (row, item) => row.name === item.name,
    remove: (ids) => db.delete(roomAmenities).where(inArray(roomAmenities.id, ids)),
    update: (id, values) => db.update(roomAmenities).set(values).where(eq(roomAmenities.id, id)),
    insert: (rows) => db.insert(roomAmenities).values(rows.map((a) => ({ ...a, roomTypeId }))),
  });
}

/** A room type's policies saved whole, keeping the rows sent back by id or by an unchanged title (their words stay). */
export async function replaceRoomPolicies(
  db: DbOrTx,
  roomTypeId: string,
  items: { id?: string | undefined; title: string; description: string }[],
): Promise<void> {
  await replaceKeepingRows(db, {
    kind: 'room_policy',
    existing: await db.select().from(roomPolicies).where(eq(roomPolicies.roomTypeId, roomTypeId)),
    items,
    same: (row, item) => row.title === item.title,
    remove: (ids) => db.delete(roomPolicies).where(inArray(roomPolicies.id, ids)),
    update: (id, values) => db.update(roomPolicies).set(values).where(eq(roomPolicies.id, id)),
    insert: (rows) => db.insert(roomPolicies).values(rows.map((p) => ({ ...p, roomTypeId }))),
  });
}

export async function insertRoomMedia(db: DbOrTx, values: typeof roomMedia.$inferInsert): Promise<RoomMediaRow> {
  const [max] = await db
    .select({ m: sql<number>`coalesce(max(${roomMedia.sortOrder}), -1)::int` })
    .from(roomMedia)
    .where(eq(roomMedia.roomTypeId, values.roomTypeId));
  const [row] = await db
    .insert(roomMedia)
    .values({ ...values, sortOrder: Number(max?.m ?? -1) + 1 })
    .returning();
  return row!;
}

export async function findRoomMedia(db: DbOrTx, id: string): Promise<RoomMediaRow | undefined> {
  const [row] = await db.select().from(roomMedia).where(eq(roomMedia.id, id));
  return row;
}

export async function deleteRoomMedia(db: DbOrTx, id: string): Promise<void> {
  await db.delete(roomMedia).where(eq(roomMedia.id, id));
}

// ─── Cities ─────────────────────────────────────────────────────────────────────────────────────

// Written out in full: inside a sub-select Drizzle would leave a bare "id", which would bind to the inner table.
const propertyCountSql = sql<number>`(SELECT count(*)::int FROM properties p WHERE p.city_id = "cities"."id")`;

export async function listCities(db: DbOrTx) {
  const rows = await db
    .select({ city: cities, propertyCount: propertyCountSql })
    .from(cities)
    .orderBy(asc(cities.sortOrder), asc(cities.name));
  return rows.map((r) => ({ ...r.city, propertyCount: Number(r.propertyCount) }));
}

export async function findCity(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ city: cities, propertyCount: propertyCountSql })
    .from(cities)
    .where(eq(cities.id, id));
  return row ? { ...row.city, propertyCount: Number(row.propertyCount) } : undefined;
}

export async function cityNameTaken(db: DbOrTx, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(sql`lower(${cities.name}) = lower(${name})`, exceptId ? ne(cities.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function insertCity(db: DbOrTx, values: typeof cities.$inferInsert): Promise<CityRow> {
  const [row] = await db.insert(cities).values(values).returning();
  return row!;
}

export async function updateCity(db: DbOrTx, id: string, values: Partial<typeof cities.$inferInsert>) {
  const [row] = await db.update(cities).set(values).where(eq(cities.id, id)).returning();
  return row!;
}

export async function deleteCity(db: DbOrTx, id: string): Promise<void> {
  await db.delete(cities).where(eq(cities.id, id));
}

// ─── Categories ─────────────────────────────────────────────────────────────────────────────────

export async function listCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function findCategory(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function insertCategory(db: DbOrTx, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: string, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

export async function deleteCategory(db: DbOrTx, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

// ─── Deals ──────────────────────────────────────────────────────────────────────────────────────

export async function listDeals(db: DbOrTx) {
  const rows = await db
    .select({ deal: deals, propertyName: properties.name })
    .from(deals)
    .leftJoin(properties, eq(properties.id, deals.propertyId))
    .orderBy(asc(deals.sortOrder), desc(deals.isActive), asc(deals.title));
  return rows.map((r) => ({ ...r.deal, propertyName: r.propertyName ?? null }));
}

export async function findDeal(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ deal: deals, propertyName: properties.name })
    .from(deals)
    .leftJoin(properties, eq(properties.id, deals.propertyId))
    .where(eq(deals.id, id));
  return row ? { ...row.deal, propertyName: row.propertyName ?? null } : undefined;
}

export async function insertDeal(db: DbOrTx, values: typeof deals.$inferInsert): Promise<DealRow> {
  const [row] = await db.insert(deals).values(values).returning();
  return row!;
}

export async function updateDeal(db: DbOrTx, id: string, values: Partial<typeof deals.$inferInsert>) {
  const [row] = await db.update(deals).set(values).where(eq(deals.id, id)).returning();
  return row!;
}

export async function deleteDeal(db: DbOrTx, id: string): Promise<void> {
  await db.delete(deals).where(eq(deals.id, id));
}

/** `SELECT pg_advisory_xact_lock(hashtext(name))`: serialises checks-then-writes on one name until commit. */
export async function holdAdvisoryLock(tx: DbOrTx, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
}

/**
 * Bookings of a room type still to come or in house (unpaid holds, confirmed, checked in) leaving after `today`: the
 * ones archiving it would strand. Soonest first, at most 200.
 */
export async function futureBookingsOfRoomType(db: DbOrTx, roomTypeId: string, today: IsoDate) {
  return db
    .selectDistinct({
      id: bookings.id,
      code: bookings.code,
      guestName: bookings.guestName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        eq(bookingRooms.roomTypeId, roomTypeId),
        inArray(bookings.status, ['pending_payment', 'confirmed', 'checked_in']),
        sql`${bookings.checkOut} > ${today}`,
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.code))
    .limit(200);
}

/** What the publish checklist counts of a property (photos, room types on sale with a plan, policies, contacts). */
export async function publishFacts(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({
      photos: sql<number>`(select count(*)::int from ${propertyMedia} m where m.property_id = ${propertyId})`,
      roomTypesWithPlan: sql<number>`(select count(*)::int from ${roomTypes} rt where rt.property_id = ${propertyId}
        and rt.status = 'active'
        and exists (select 1 from ${ratePlans} rp where rp.room_type_id = rt.id and rp.status = 'active'))`,
      policies: sql<number>`(select count(*)::int from ${propertyPolicies} pp where pp.property_id = ${propertyId})`,
      contacts: sql<number>`(select count(*)::int from ${propertyContacts} pc where pc.property_id = ${propertyId})`,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return {
    photos: Number(row?.photos ?? 0),
    roomTypesWithPlan: Number(row?.roomTypesWithPlan ?? 0),
    policies: Number(row?.policies ?? 0),
    contacts: Number(row?.contacts ?? 0),
  };
}
