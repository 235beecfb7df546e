import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type DbOrTx, readTogether, type Tx } from '../../db/client.js';
import { inPropertyScope, type PropertyScope } from '../../db/property-scope.js';
import {
  categories,
  contentTranslations,
  deals,
  extras,
  heroSlides,
  nearbyPlaces,
  promotions,
  properties,
  propertyAmenities,
  propertyPolicies,
  ratePlans,
  roomAmenities,
  roomPolicies,
  roomTypes,
} from '../../db/schema/index.js';

/** The catalogue's words per language (content_translations): their one writer, beside the reads the console shows. */

export type TranslationRow = typeof contentTranslations.$inferSelect;

/**
 * The English texts that can be translated: properties, their room types (not archived), amenities and policies, each
 * as its kind, id, name in the console and English per field (the contract's TRANSLATABLE_FIELDS).
 */
export async function translatableTexts(db: DbOrTx, scope: PropertyScope, propertyId?: string) {
  // One property's texts whatever its status (its editor); a list's, those of the properties still in use.
  const where = propertyId
    ? eq(properties.id, propertyId)
    : and(ne(properties.status, 'archived'), inPropertyScope(properties.id, scope));
  const [props, rooms, amenities, policies, plans, roomAmenityRows, roomPolicyRows, places] = await readTogether(db, [
    () =>
      db
        .select({ id: properties.id, name: properties.name, description: properties.description })
        .from(properties)
        .where(where)
        .orderBy(asc(properties.sortOrder), asc(properties.name)),
    () =>
      db
        .select({
          id: roomTypes.id,
          propertyId: roomTypes.propertyId,
          name: roomTypes.name,
          description: roomTypes.description,
        })
        .from(roomTypes)
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .where(and(where, ne(roomTypes.status, 'archived')))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name)),
    () =>
      db
        .select({
          id: propertyAmenities.id,
          propertyId: propertyAmenities.propertyId,
          groupTitle: propertyAmenities.groupTitle,
          title: propertyAmenities.title,
          description: propertyAmenities.description,
          details: propertyAmenities.details,
        })
        .from(propertyAmenities)
        .innerJoin(properties, eq(properties.id, propertyAmenities.propertyId))
        .where(where)
        .orderBy(asc(propertyAmenities.sortOrder)),
    () =>
      db
        .select({
          id: propertyPolicies.id,
          propertyId: propertyPolicies.propertyId,
          title: propertyPolicies.title,
          texts: propertyPolicies.texts,
        })
        .from(propertyPolicies)
        .innerJoin(properties, eq(properties.id, propertyPolicies.propertyId))
        .where(where)
        .orderBy(asc(propertyPolicies.sortOrder)),
    () =>
      db
        .select({ id: ratePlans.id, propertyId: roomTypes.propertyId, roomName: roomTypes.name, name: ratePlans.name })
        .from(ratePlans)
        .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .where(and(where, ne(roomTypes.status, 'archived'), eq(ratePlans.status, 'active')))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name), asc(ratePlans.sortOrder), asc(ratePlans.name)),
    () =>
      db
        .select({
          id: roomAmenities.id,
          propertyId: roomTypes.propertyId,
          roomName: roomTypes.name,
          name: roomAmenities.name,
          description: roomAmenities.description,
        })
        .from(roomAmenities)
        .innerJoin(roomTypes, eq(roomTypes.id, roomAmenities.roomTypeId))
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .where(and(where, ne(roomTypes.status, 'archived')))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name), asc(roomAmenities.sortOrder)),
    () =>
      db
        .select({
          id: roomPolicies.id,
          propertyId: roomTypes.propertyId,
          roomName: roomTypes.name,
          title: roomPolicies.title,
          description: roomPolicies.description,
        })
        .from(roomPolicies)
        .innerJoin(roomTypes, eq(roomTypes.id, roomPolicies.roomTypeId))
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .where(and(where, ne(roomTypes.status, 'archived')))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name), asc(roomPolicies.sortOrder)),
    () =>
      db
        .select({
          id: nearbyPlaces.id,
          propertyId: nearbyPlaces.propertyId,
          name: nearbyPlaces.name,
          address: nearbyPlaces.address,
        })
        .from(nearbyPlaces)
        .innerJoin(properties, eq(properties.id, nearbyPlaces.propertyId))
        .where(where)
        .orderBy(asc(nearbyPlaces.sortOrder)),
  ]);
  return {
    properties: props,
    rooms,
    amenities,
    policies,
    plans,
    roomAmenities: roomAmenityRows,
    roomPolicies: roomPolicyRows,
    places,
  };
}

/** The brand's own English texts (no property): promotions, home deal cards, hero slides, extras and tiles in use. */
export async function brandTexts(db: DbOrTx) {
  const [promos, dealCards, slides, extraRows, tiles] = await readTogether(db, [
    () =>
      db
        .select({ id: promotions.id, name: promotions.name })
        .from(promotions)
        .where(eq(promotions.isActive, true))
        .orderBy(asc(promotions.name)),
    () =>
      db
        .select({ id: deals.id, title: deals.title, subTitle: deals.subTitle })
        .from(deals)
        .where(eq(deals.isActive, true))
        .orderBy(asc(deals.sortOrder)),
    () =>
      db
        .select({
          id: heroSlides.id,
          title: heroSlides.title,
          subtitle: heroSlides.subtitle,
          description: heroSlides.description,
          ctaText: heroSlides.ctaText,
        })
        .from(heroSlides)
        .where(eq(heroSlides.isActive, true))
        .orderBy(asc(heroSlides.sortOrder)),
    () =>
      db
        .select({ id: extras.id, name: extras.name, description: extras.description })
        .from(extras)
        .where(eq(extras.active, true))
        .orderBy(asc(extras.name)),
    () =>
      db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  return { promotions: promos, deals: dealCards, slides, extras: extraRows, categories: tiles };
}

/** The brand's own words in every language (rows without a property). */
export async function brandTranslationRows(db: DbOrTx): Promise<TranslationRow[]> {
  return db.select().from(contentTranslations).where(isNull(contentTranslations.propertyId));
}

export async function translationRows(db: DbOrTx, propertyIds: string[]): Promise<TranslationRow[]> {
  if (propertyIds.length === 0) return [];
  return db.select().from(contentTranslations).where(inArray(contentTranslations.propertyId, propertyIds));
}

/**
 * One language's fields of a property: a value is written (or replaced) with the English it translates (`source`), an
 * empty one removes the row.
 */
export async function writeTranslations(
  tx: DbOrTx,
  /** Null: the brand's own words. */
  propertyId: string | null,
  language: string,
  items: ReadonlyArray<{ kind: string; id: string; field: string; value: string; source: string }>,
): Promise<void> {
  for (const item of items) {
    const key = and(
      eq(contentTranslations.entityKind, item.kind),
      eq(contentTranslations.entityId, item.id),
      eq(contentTranslations.language, language),
      eq(contentTranslations.field, item.field),
    );
    if (item.value === '') {
      await tx.delete(contentTranslations).where(key);
      continue;
    }
    await tx
      .insert(contentTranslations)
      .values({
        propertyId,
        entityKind: item.kind,
        entityId: item.id,
        language,
        field: item.field,
        value: item.value,
        source: item.source,
      })
      .onConflictDoUpdate({
        target: [
          contentTranslations.entityKind,
          contentTranslations.entityId,
          contentTranslations.language,
          contentTranslations.field,
        ],
        set: { value: item.value, source: item.source, updatedAt: new Date() },
      });
  }
}

/** One save of a language's brand-wide words at a time (they have no row of their own to lock). */
export async function lockBrandWords(tx: Tx, language: string): Promise<{ language: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content_translations:brand:${language}`}))`);
  return { language };
}
