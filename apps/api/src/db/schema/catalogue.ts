import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const cities = pgTable('cities', {
  id: id(),
  name: text('name').notNull().unique(),
  state: text('state').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Home "Explore by Category" tiles. `target` is a property type, or the literal 'category' (the name is then the category). */
export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull(),
  imageUrl: text('image_url'),
  target: text('target'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const properties = pgTable(
  'properties',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** hotel | villa | apartment | cottage | bed_and_breakfast | guest_suite | home | flat | place_to_stay | signature */
    propertyType: text('property_type').notNull(),
    /** Elite | Premium | Standard | Budget | Imperial */
    category: text('category').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    locality: text('locality').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull().default(''),
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Short amenity keys shown as chips and used by filters: wifi, parking, breakfast, pool, gym, spa, … */
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    isGuestFavorite: boolean('is_guest_favorite').notNull().default(false),
    tourismRegistrationNo: text('tourism_registration_no'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The property's own page, opened after a price unlock where present. */
    externalUrl: text('external_url'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    // The property's child age bands: guests up to infant_max_age stay free and are not counted, up to child_max_age
    // they are children, older guests are adults (worded once by the contract's occupancy-pricing ageBandHints).
    infantMaxAge: integer('infant_max_age').notNull().default(1),
    childMaxAge: integer('child_max_age').notNull().default(12),
    /** active | archived */
    status: text('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_city_idx').on(t.cityId),
    index('properties_type_idx').on(t.propertyType),
    index('properties_category_idx').on(t.category),
  ],
);

/** Images and videos of a property, grouped by `category` (Exterior, Pool, Rooms, …). */
export const propertyMedia = pgTable(
  'property_media',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull().default(''),
    url: text('url').notNull(),
    /** image | video */
    type: text('type').notNull().default('image'),
    width: integer('width'),
    height: integer('height'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('property_media_property_idx').on(t.propertyId)],
);

/** Detailed amenities, grouped by `groupTitle`; `scope` is Property or Common. */
export const propertyAmenities = pgTable(
  'property_amenities',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    groupTitle: text('group_title').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    details: text('details').notNull().default(''),
    imageUrl: text('image_url'),
    scope: text('scope').notNull().default('Property'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('property_amenities_property_idx').on(t.propertyId)],
);

export const nearbyPlaces = pgTable(
  'nearby_places',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    distanceKm: numeric('distance_km', { precision: 5, scale: 1, mode: 'number' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('nearby_places_property_idx').on(t.propertyId)],
);

/** Hotel policies (kind 'hotel', grouped by `groupKey` such as guestProfile) and cancellation policies (kind 'cancellation'). */
export const propertyPolicies = pgTable(
  'property_policies',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    groupKey: text('group_key').notNull().default('general'),
    title: text('title').notNull(),
    texts: text('texts').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('property_policies_property_idx').on(t.propertyId)],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Deluxe, Suite, Villa, Dormitory, … */
    roomType: text('room_type').notNull(),
    description: text('description').notNull().default(''),
    sizeSqft: integer('size_sqft'),
    baseAdults: integer('base_adults').notNull().default(2),
    maxAdults: integer('max_adults').notNull().default(2),
    baseChildren: integer('base_children').notNull().default(0),
    maxChildren: integer('max_children').notNull().default(0),
    // Guests beyond base_adults / base_children (up to the maxima) pay these per person per night on top of the
    // room's rate, which covers the base occupancy (the contract's extraGuestCharges; 0 means no charge).
    extraAdultPaise: integer('extra_adult_paise').notNull().default(0),
    extraChildPaise: integer('extra_child_paise').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    /** Rooms of this type the property has; the default nightly allotment. */
    totalRooms: integer('total_rooms').notNull().default(1),
    /** Default nightly rate, used when the console opens new dates. */
    baseRatePaise: integer('base_rate_paise').notNull(),
    externalBookingUrl: text('external_booking_url'),
    /** active | archived */
    status: text('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('room_types_property_idx').on(t.propertyId)],
);

/** Room amenities; `tags` may include 'Featured'. */
export const roomAmenities = pgTable(
  'room_amenities',
  {
    id: id(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('room_amenities_room_idx').on(t.roomTypeId)],
);

/** Room images; `highlight` groups them into the room-details highlight tiles (null: featured only). */
export const roomMedia = pgTable(
  'room_media',
  {
    id: id(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    highlight: text('highlight'),
    title: text('title').notNull().default(''),
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('room_media_room_idx').on(t.roomTypeId)],
);

export const roomPolicies = pgTable(
  'room_policies',
  {
    id: id(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('room_policies_room_idx').on(t.roomTypeId)],
);

/**
 * One row per room type per night (calendar date in Asia/Kolkata).
 * `available` is what may still be sold; `booked` is what holds and bookings took.
 * A hold is `available = available - n, booked = booked + n WHERE available >= n AND NOT is_closed`.
 */
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    ratePaise: integer('rate_paise').notNull(),
    available: integer('available').notNull(),
    booked: integer('booked').notNull().default(0),
    /** Rooms out of inventory for a block (room_blocks: owner stay, maintenance, out of order, a channel's event). */
    blocked: integer('blocked').notNull().default(0),
    /** Stop-sell: the night is not sold at all (the console's close/open). */
    isClosed: boolean('is_closed').notNull().default(false),
    // Stay restrictions of the night (read by the contract's stay-restrictions.ts): min/max stay apply to stays
    // arriving this night, closed-to-departure to stays leaving on this date. Null means no limit.
    minStay: integer('min_stay'),
    maxStay: integer('max_stay'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.stayDate] }),
    index('room_inventory_date_idx').on(t.stayDate),
    check(
      'room_inventory_stay_limits_check',
      sql`(min_stay IS NULL OR min_stay >= 1) AND (max_stay IS NULL OR max_stay >= 1)`,
    ),
  ],
);

export const heroSlides = pgTable(
  'hero_slides',
  {
    id: id(),
    category: text('category').notNull().default('home'),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    ctaText: text('cta_text').notNull().default(''),
    ctaLink: text('cta_link').notNull().default(''),
    overlayColor: text('overlay_color').notNull().default('rgba(0,0,0,0.4)'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hero_slides_category_idx').on(t.category, t.sortOrder)],
);

/**
 * The guest-facing words of the catalogue in another language (issue 43, docs/languages.md "Content per language"):
 * one row per entity, language and field, entered in the console beside the English, which stays in the entity's own
 * columns and is what a guest reads where a row is missing. `property_id` is the property the words belong to, so a
 * property's rows go with it and an edit invalidates its cached answers (search_changed, migration 0012).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    /** Null for the brand's own words (a deal, a promotion, a hero slide, an extra: migration 0037). */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** The contract's TRANSLATABLE_FIELDS: a property's kinds (property … nearby_place) or the brand's (promotion …) */
    entityKind: text('entity_kind').notNull(),
    /** The entity's row; an amenity group (no row) is keyed by its heading (`amenityGroupId`, migration 0040). */
    entityId: uuid('entity_id').notNull(),
    /** hi | es | fr | de (English is the entity's own columns) */
    language: text('language').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    /** The English it was translated from: another English today means the words are stale (migration 0035). */
    source: text('source').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entityKind, t.entityId, t.language, t.field] }),
    index('content_translations_property_idx').on(t.propertyId, t.language),
    index('content_translations_brand_idx').on(t.language).where(sql`property_id is null`),
    check(
      'content_translations_kind_check',
      sql`entity_kind in ('property', 'room_type', 'property_amenity', 'amenity_group', 'property_policy', 'rate_plan', 'room_amenity', 'room_policy', 'nearby_place', 'promotion', 'deal', 'hero_slide', 'extra', 'category')`,
    ),
    check(
      'content_translations_scope_check',
      sql`(property_id is not null) = (entity_kind in ('property', 'room_type', 'property_amenity', 'amenity_group', 'property_policy', 'rate_plan', 'room_amenity', 'room_policy', 'nearby_place'))`,
    ),
    check('content_translations_language_check', sql`language in ('hi', 'es', 'fr', 'de')`),
    check('content_translations_value_check', sql`length(trim(value)) > 0`),
  ],
);
