// Longer than 500 lines because it is the catalogue's only Drizzle user: the list's candidates, the one "from"
// price query (fromPriceCtes) and the pages' reads share their joins and must stay one definition (issue 21).
import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import { type TranslatableKind, translationKey } from '@staybook/contract/content-translations';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  cities,
  contentTranslations,
  deals,
  heroSlides,
  nearbyPlaces,
  promotions,
  properties,
  propertyAmenities,
  propertyMedia,
  propertyPolicies,
  roomAmenities,
  roomInventory,
  roomMedia,
  roomPolicies,
  roomTypes,
} from '../../db/schema/index.js';

/** The only place the catalogue module touches the database. */

export interface PropertySearch {
  checkIn: string;
  checkOut: string;
  nights: number;
  typeKeys: string[] | null;
  category: string | null;
  city: string | null;
  adults: number;
  children: number;
  amenities: string[];
  q: string | null;
  sort: 'recommended' | 'price_asc' | 'price_desc' | 'rating';
}

export interface PropertyRow {
  id: string;
  name: string;
  address: string;
  locality: string;
  city: string;
  propertyType: string;
  category: string;
  amenities: string[];
  ratingAverage: number;
  ratingCount: number;
  isGuestFavorite: boolean;
}

/**
 * A property's card columns and its age bands from a raw SQL row (snake_case, as PostgreSQL and PGlite return it):
 * the list's candidates and the search read model (search-index.repository.ts) read the same columns.
 */
export function propertyCardOf(
  r: Record<string, unknown>,
): PropertyRow & { infantMaxAge: number; childMaxAge: number } {
  return {
    id: String(r.id),
    name: String(r.name),
    address: String(r.address),
    locality: String(r.locality),
    city: String(r.city),
    propertyType: String(r.property_type),
    category: String(r.category),
    amenities: (r.amenities as string[] | null) ?? [],
    ratingAverage: Number(r.rating_average),
    ratingCount: Number(r.rating_count),
    isGuestFavorite: Boolean(r.is_guest_favorite),
    infantMaxAge: Number(r.infant_max_age),
    childMaxAge: Number(r.child_max_age),
  };
}

/** A room type sold on this site, open, free and allowed for the whole stay: what the party's placement reads. */
export interface OpenRoomRow {
  id: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  baseAdults: number;
  baseChildren: number;
  extraAdultPaise: number;
  extraChildPaise: number;
  /** Rooms free on every night of the stay. */
  free: number;
  /** Each night's rate (paise), in date order. */
  rates: number[];
}

/** A candidate of the list with its open rooms and what the pricing needs of the property. */
export interface CandidateRow extends PropertyRow {
  infantMaxAge: number;
  childMaxAge: number;
  promotionsRevision: string | null;
  rooms: OpenRoomRow[];
}

const orderings = {
  recommended: sql`p.is_guest_favorite DESC, p.rating_average DESC, p.sort_order ASC, p.name ASC`,
  rating: sql`p.rating_average DESC, p.rating_count DESC, p.name ASC`,
};
/** The price sorts' order among equal prices (the sort by price itself is the service's, over the priced rows). */
const byRatingThenName = sql`p.rating_average DESC, p.name ASC, p.id ASC`;

function textList(values: string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/**
 * One night's price under a plan, by the plan price rule of rate-plan-rules.ts (±% rounded to the rupee, ±₹, or the
 * plan's own rate for the night; no plan: the room's own rate), over `ri` (room_inventory), `rp` (rate_plans, left
 * joined) and `rpr` (rate_plan_rates, left joined).
 */
const PLAN_NIGHT_PRICE = sql`CASE
    WHEN rp.id IS NULL THEN ri.rate_paise
    WHEN rp.adjustment_kind = 'percent'
      THEN greatest(0, round(ri.rate_paise * (100 + rp.adjustment_value) / 10000.0) * 100)
    WHEN rp.adjustment_kind = 'amount' THEN greatest(0, ri.rate_paise + rp.adjustment_value)
    ELSE coalesce(rpr.rate_paise, ri.rate_paise)
  END`;

/** Who the price is for: the searched party, in one room where one room seats it. */
export interface Party {
  adults: number;
  children: number;
}

/** Where the stays to price come from: a FROM item `s(check_in, check_out, nights)`. */
type Stays = SQL;

/** Every one-night stay from `from` for `count` nights (the property page's and shared links' "from" price). */
const oneNightStays = (from: string, count: number): Stays =>
  sql`(SELECT ${from}::date + i AS check_in, ${from}::date + i + 1 AS check_out, 1 AS nights
        FROM generate_series(0, ${count - 1}::int) i) s`;

/** Whether one room of `rt` takes the whole party, by the booking's occupancy rule (occupancyProblem, one room). */
const seatsParty = (party: Party) => sql`(rt.max_adults >= ${party.adults} AND rt.max_children >= ${party.children})`;

/**
 * The party's extra-guest charge a night in one room of `rt`, by the contract's extraGuestCharges (adults beyond the
 * base pay the extra adult charge; a base adult slot an adult leaves free may hold a child); nothing when no one room
 * seats the party (it books several, priced at their base occupancy).
 */
const extraGuestPaise = (party: Party) => sql`CASE WHEN ${seatsParty(party)} THEN
    greatest(0, ${party.adults} - rt.base_adults) * rt.extra_adult_paise
    + greatest(0, ${party.children} - rt.base_children - greatest(0, rt.base_adults - ${party.adults}))
      * rt.extra_child_paise
  ELSE 0 END`;

/**
 * What one open room type (`o.room_type_id`, `rt`) costs a night for the stay `o` under its cheapest active plan:
 * each night's tariff is PLAN_NIGHT_PRICE plus the party's extra-guest charge; `rate` is their average (the card's
 * price) and `tariffs` the nights' tariffs in date order (their GST, by the pricing's own gstPerNightPaise). A LATERAL
 * subquery read by index, a few rows per room type.
 */
const cheapestPlanOf = (party: Party) => sql`
      SELECT t.rate, t.tariffs FROM (
        SELECT avg(n.tariff) AS rate, string_agg(n.tariff::text, ',' ORDER BY n.stay_date) AS tariffs
        FROM (
          SELECT rp.id AS plan_id, ri.stay_date, (${PLAN_NIGHT_PRICE})::bigint + ${extraGuestPaise(party)} AS tariff
          FROM room_inventory ri
          LEFT JOIN rate_plans rp ON rp.room_type_id = ri.room_type_id AND rp.status = 'active'
          LEFT JOIN rate_plan_rates rpr ON rpr.rate_plan_id = rp.id AND rpr.stay_date = ri.stay_date
          WHERE ri.room_type_id = o.room_type_id AND ri.stay_date >= o.check_in AND ri.stay_date < o.check_out
        ) n
        GROUP BY n.plan_id
      ) t
      ORDER BY t.rate, t.tariffs
      LIMIT 1`;

/**
 * The room types in `roomScope` open, free and allowed by their restrictions for the whole of each stay (the list's
 * one stay reads the same rule in one pass: searchCandidates).
 */
const openRoomsCte = (stays: Stays, roomScope: SQL) => sql`
    open_rooms AS (
      SELECT s.check_in, s.check_out, ri.room_type_id, min(ri.available) AS min_available
      FROM ${stays}
      JOIN room_inventory ri ON ri.stay_date >= s.check_in AND ri.stay_date < s.check_out
      JOIN room_types rt ON rt.id = ri.room_type_id AND rt.status = 'active' AND ${roomScope}
      GROUP BY s.check_in, s.check_out, s.nights, ri.room_type_id
      HAVING count(*) = s.nights AND min(ri.available) > 0 AND bool_and(NOT ri.is_closed)
        -- The stay restrictions, read as the contract's stayRefusal reads them (stay-restrictions.ts): limits of
        -- the arrival night, closed-to-departure on the departure date's row (outside the nights grouped here).
        AND NOT bool_or(ri.stay_date = s.check_in AND (ri.closed_to_arrival
          OR coalesce(ri.min_stay, 0) > s.nights OR coalesce(ri.max_stay, s.nights) < s.nights))
        AND NOT EXISTS (SELECT 1 FROM room_inventory d WHERE d.room_type_id = ri.room_type_id
          AND d.stay_date = s.check_out AND d.closed_to_departure)
    )`;

/**
 * The "from" price of a page without dates, one definition for the property page and shared links (the list prices
 * the searched party through the pricing pipeline since issue 24: pricing partyStayPrices): per property and stay, the
 * cheapest plan of a room booked on this site that is open, free and allowed by its restrictions for the whole stay
 * and seats the party (its extra guests included); a party no one room seats (it books several) is priced from the
 * cheapest room at its base occupancy. Partner-only rooms are never priced (they still count towards capacity).
 * Two CTEs: `open_rooms` (room types in `roomScope` open for each stay) and `pp` (property_id, check_in, min_rate,
 * tariffs, adult_capacity, guest_capacity). The pricing pipeline (priceNights) is the reference:
 * test/list-price-parity.int.test.ts compares the two on generated stays.
 */
const fromPriceCtes = (stays: Stays, roomScope: SQL, party: Party) => sql`
    ${openRoomsCte(stays, roomScope)},
    pp AS (
      SELECT rt.property_id, o.check_in,
             -- Rooms that seat the party first, then by price: the first priced one is the "from" price.
             (array_agg(lp.rate ORDER BY NOT ${seatsParty(party)}, lp.rate, lp.tariffs)
               FILTER (WHERE lp.rate IS NOT NULL))[1] AS min_rate,
             (array_agg(lp.tariffs ORDER BY NOT ${seatsParty(party)}, lp.rate, lp.tariffs)
               FILTER (WHERE lp.rate IS NOT NULL))[1] AS tariffs,
             sum(rt.max_adults * o.min_available) AS adult_capacity,
             sum((rt.max_adults + rt.max_children) * o.min_available) AS guest_capacity,
             -- Child places: a property whose open rooms take no children is not listed for a party with children.
             sum(rt.max_children * o.min_available) AS child_capacity
      FROM open_rooms o
      JOIN room_types rt ON rt.id = o.room_type_id
      LEFT JOIN LATERAL (${cheapestPlanOf(party)}) lp ON rt.external_booking_url IS NULL
      GROUP BY rt.property_id, o.check_in
    )`;

/** A "from" price as the queries answer it: whole rupees a night, and the nights' tariffs (paise) for its GST. */
export interface FromPriceRow {
  minRupees: number | null;
  tariffsPaise: number[];
}

function toFromPrice(row: { min_rupees?: unknown; tariffs?: unknown } | undefined): FromPriceRow {
  if (row?.min_rupees === null || row?.min_rupees === undefined) return { minRupees: null, tariffsPaise: [] };
  return { minRupees: Number(row.min_rupees), tariffsPaise: String(row.tariffs).split(',').map(Number) };
}

/**
 * The properties that might place the party for the stay (issue 24 item 1), before the pricing pipeline places and
 * prices it (pricing partyStayPrices): those passing the list's own filters whose rooms sold on this site, open, free
 * and allowed by the stay's restrictions on every night, have beds for the party's adults, its guests and its
 * children (counting at most a booking's rooms of each type). All of them, in the list's order for the sorts that do
 * not read the price (the price sorts are applied to the priced rows). One query.
 */
export async function searchCandidates(db: DbOrTx, s: PropertySearch): Promise<CandidateRow[]> {
  const filters: SQL[] = [sql`p.status = 'active'`];
  if (s.typeKeys) filters.push(sql`p.property_type IN (${textList(s.typeKeys)})`);
  if (s.category) filters.push(sql`lower(p.category) = lower(${s.category})`);
  if (s.city) filters.push(sql`lower(c.name) = lower(${s.city})`);
  if (s.amenities.length > 0) filters.push(sql`p.amenities @> ARRAY[${textList(s.amenities)}]::text[]`);
  if (s.q) {
    const like = `%${s.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(p.name ILIKE ${like} OR p.locality ILIKE ${like} OR c.name ILIKE ${like})`);
  }
  const propertyFilters = sql.join(filters, sql` AND `);
  const rooms = sql`least(o.min_available, ${MAX_ROOMS_PER_BOOKING})`;
  const checkIn = sql`${s.checkIn}::date`;
  const checkOut = sql`${s.checkOut}::date`;
  const nights = sql`${s.nights}::int`;
  const night = sql`ri.stay_date < ${checkOut}`;
  // Driven from the properties the filters keep: their room types by property, each one's nights by primary key
  // (the departure date's row read in the same range, for its closed-to-departure flag), the properties' columns
  // read once. openRoomsCte's rule, in one pass over the inventory (test/catalogue*.int.test.ts and the price
  // parity test hold it to the pricing pipeline's).
  const result = await db.execute(sql`
    WITH p AS (
      SELECT p.id, p.name, p.address, p.locality, c.name AS city, p.property_type, p.category, p.amenities,
             p.rating_average, p.rating_count, p.is_guest_favorite, p.sort_order, p.infant_max_age, p.child_max_age
      FROM properties p JOIN cities c ON c.id = p.city_id WHERE ${propertyFilters}
    ),
    open_rooms AS (
      SELECT ri.room_type_id,
             min(ri.available) FILTER (WHERE ${night}) AS min_available,
             array_agg(ri.rate_paise ORDER BY ri.stay_date) FILTER (WHERE ${night}) AS rates
      FROM p
      JOIN room_types rt ON rt.property_id = p.id AND rt.status = 'active' AND rt.external_booking_url IS NULL
      JOIN room_inventory ri ON ri.room_type_id = rt.id AND ri.stay_date >= ${checkIn} AND ri.stay_date <= ${checkOut}
      GROUP BY ri.room_type_id
      HAVING count(*) FILTER (WHERE ${night}) = ${nights}
        AND min(ri.available) FILTER (WHERE ${night}) > 0
        AND NOT bool_or(${night} AND ri.is_closed)
        -- The stay restrictions, read as the contract's stayRefusal reads them (stay-restrictions.ts): limits of the
        -- arrival night, closed-to-departure on the departure date's row.
        AND NOT bool_or(ri.stay_date = ${checkIn} AND (ri.closed_to_arrival
          OR coalesce(ri.min_stay, 0) > ${nights} OR coalesce(ri.max_stay, ${nights}) < ${nights}))
        AND NOT bool_or(ri.stay_date = ${checkOut} AND ri.closed_to_departure)
    ),
    -- Once, not once per property the join below visits (the planner guesses one row of each without statistics).
    beds AS MATERIALIZED (
      SELECT rt.property_id,
             sum(rt.max_adults * ${rooms}) AS adult_capacity,
             sum((rt.max_adults + rt.max_children) * ${rooms}) AS guest_capacity,
             sum(rt.max_children * ${rooms}) AS child_capacity,
             json_agg(json_build_object('id', rt.id, 'name', rt.name, 'maxAdults', rt.max_adults,
               'maxChildren', rt.max_children, 'baseAdults', rt.base_adults, 'baseChildren', rt.base_children,
               'extraAdultPaise', rt.extra_adult_paise, 'extraChildPaise', rt.extra_child_paise,
               'free', o.min_available, 'rates', o.rates) ORDER BY rt.sort_order, rt.base_rate_paise, rt.id) AS rooms
      FROM open_rooms o JOIN room_types rt ON rt.id = o.room_type_id
      GROUP BY rt.property_id
    )
    SELECT p.id, p.name, p.address, p.locality, p.city, p.property_type, p.category, p.amenities,
           p.rating_average::float8 AS rating_average, p.rating_count, p.is_guest_favorite,
           p.infant_max_age, p.child_max_age, b.rooms,
           (SELECT revision FROM promotions_revision WHERE id = 1) AS promotions_revision
    FROM p
    JOIN beds b ON b.property_id = p.id
    WHERE b.adult_capacity >= ${s.adults}
      AND b.guest_capacity >= ${s.adults + s.children}
      AND b.child_capacity >= ${s.children}
    ORDER BY ${s.sort === 'rating' ? orderings.rating : s.sort === 'recommended' ? orderings.recommended : byRatingThenName}
  `);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    ...propertyCardOf(r),
    promotionsRevision: r.promotions_revision == null ? null : String(r.promotions_revision),
    rooms: (r.rooms as Array<Omit<OpenRoomRow, 'rates'> & { rates: Array<number | string> }>).map((room) => ({
      ...room,
      free: Number(room.free),
      rates: room.rates.map(Number),
    })),
  }));
}

export interface MediaRow {
  ownerId: string;
  category: string;
  title: string;
  url: string;
  type: string;
  tags: string[];
  width: number | null;
  height: number | null;
}

export async function findPropertyMedia(db: DbOrTx, propertyIds: string[]): Promise<MediaRow[]> {
  if (propertyIds.length === 0) return [];
  const rows = await db
    .select()
    .from(propertyMedia)
    .where(inArray(propertyMedia.propertyId, propertyIds))
    .orderBy(asc(propertyMedia.sortOrder));
  return rows.map((m) => ({
    ownerId: m.propertyId,
    category: m.category,
    title: m.title,
    url: m.url,
    type: m.type,
    tags: m.tags,
    width: m.width,
    height: m.height,
  }));
}

export async function findActiveProperty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ property: properties, city: cities.name })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(properties.id, id), eq(properties.status, 'active')));
  return row ?? null;
}

export async function findPropertyExtras(db: DbOrTx, propertyId: string) {
  const [amenityRows, places, policies] = await Promise.all([
    db
      .select()
      .from(propertyAmenities)
      .where(eq(propertyAmenities.propertyId, propertyId))
      .orderBy(asc(propertyAmenities.sortOrder)),
    db.select().from(nearbyPlaces).where(eq(nearbyPlaces.propertyId, propertyId)).orderBy(asc(nearbyPlaces.sortOrder)),
    db
      .select()
      .from(propertyPolicies)
      .where(eq(propertyPolicies.propertyId, propertyId))
      .orderBy(asc(propertyPolicies.sortOrder)),
  ]);
  return { amenityRows, places, policies };
}

/** The rooms a "from" price may come from: a property's, or one room type's (a room page). */
export type FromPriceScope = { propertyId: string } | { roomTypeId: string };

/**
 * The "from" price of a property (or one room type) over the one-night stays starting `from` for `count` nights,
 * for `party`: the list's price (fromPriceCtes) of the cheapest such stay. Null price when none is for sale.
 */
export async function findFromPrice(
  db: DbOrTx,
  scope: FromPriceScope,
  from: string,
  count: number,
  party: Party,
): Promise<FromPriceRow> {
  const roomScope =
    'propertyId' in scope ? sql`rt.property_id = ${scope.propertyId}` : sql`rt.id = ${scope.roomTypeId}`;
  const result = await db.execute(sql`
    WITH ${fromPriceCtes(oneNightStays(from, count), roomScope, party)}
    SELECT round(pp.min_rate / 100)::int AS min_rupees, pp.tariffs
    FROM pp
    WHERE pp.min_rate IS NOT NULL
    ORDER BY pp.min_rate, pp.tariffs
    LIMIT 1
  `);
  return toFromPrice(result.rows[0] as Record<string, unknown> | undefined);
}

export async function findActiveRoomTypes(db: DbOrTx, propertyId: string) {
  return db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, propertyId), eq(roomTypes.status, 'active')))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.baseRatePaise));
}

export async function findRoomExtras(db: DbOrTx, roomTypeIds: string[]) {
  if (roomTypeIds.length === 0) return { amenityRows: [], mediaRows: [], policyRows: [] };
  const [amenityRows, mediaRows, policyRows] = await Promise.all([
    db
      .select()
      .from(roomAmenities)
      .where(inArray(roomAmenities.roomTypeId, roomTypeIds))
      .orderBy(asc(roomAmenities.sortOrder)),
    db.select().from(roomMedia).where(inArray(roomMedia.roomTypeId, roomTypeIds)).orderBy(asc(roomMedia.sortOrder)),
    db
      .select()
      .from(roomPolicies)
      .where(inArray(roomPolicies.roomTypeId, roomTypeIds))
      .orderBy(asc(roomPolicies.sortOrder)),
  ]);
  return { amenityRows, mediaRows, policyRows };
}

export async function findInventory(db: DbOrTx, roomTypeIds: string[], from: string, to: string) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select()
    .from(roomInventory)
    .where(
      and(
        inArray(roomInventory.roomTypeId, roomTypeIds),
        sql`${roomInventory.stayDate} >= ${from}::date`,
        sql`${roomInventory.stayDate} < ${to}::date`,
      ),
    )
    .orderBy(asc(roomInventory.stayDate));
}

export async function findRoomTypeWithProperty(db: DbOrTx, roomTypeId: string) {
  const [row] = await db
    .select({ room: roomTypes, propertyName: properties.name, propertyStatus: properties.status })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(eq(roomTypes.id, roomTypeId));
  return row ?? null;
}

/** Words of `content_translations` matching `where`, keyed as the contract's translationKey. */
async function translationsWhere(db: DbOrTx, where: SQL | undefined) {
  const rows = await db
    .select({
      kind: contentTranslations.entityKind,
      id: contentTranslations.entityId,
      field: contentTranslations.field,
      value: contentTranslations.value,
    })
    .from(contentTranslations)
    .where(where);
  return new Map(rows.map((r) => [translationKey(r.kind as TranslatableKind, r.id, r.field), r.value]));
}

/** A property's words in a language (its own and its room types'), keyed as the contract's translationKey. */
export function findContentTranslations(db: DbOrTx, propertyId: string, language: string) {
  return translationsWhere(
    db,
    and(eq(contentTranslations.propertyId, propertyId), eq(contentTranslations.language, language)),
  );
}

/** The brand's own words of some kinds in a language (rows without a property: migration 0037). */
export function findBrandTranslations(db: DbOrTx, kinds: readonly TranslatableKind[], language: string) {
  return translationsWhere(
    db,
    and(
      isNull(contentTranslations.propertyId),
      eq(contentTranslations.language, language),
      inArray(contentTranslations.entityKind, [...kinds]),
    ),
  );
}

export async function findCategoryTiles(db: DbOrTx) {
  return db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.sortOrder));
}

export async function findCityNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ name: cities.name })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(cities.sortOrder), asc(cities.name));
  return rows.map((r) => r.name);
}

/**
 * Deals whose promotion the pricing applies today (issue 15): a deal with no promotion, or whose promotion is off or
 * outside its booking window, would promise what checkout does not give, so it is not shown.
 */
/** A promotion's terms as guests read them (contract promotion-terms.ts), and the room types it is limited to. */
const promotionTermsColumns = {
  id: promotions.id,
  name: promotions.name,
  kind: promotions.kind,
  roomTypeIds: promotions.roomTypeIds,
  minNights: promotions.minNights,
  freeNights: promotions.freeNights,
  percentOff: promotions.percentOff,
  daysBefore: promotions.daysBefore,
  bookUntil: promotions.bookUntil,
  stayFrom: promotions.stayFrom,
  stayUntil: promotions.stayUntil,
};

/**
 * The promotions a guest booking this property today can get (its own and brand-wide ones, active, inside their
 * booking window, with nights still to come in their stay window), oldest first as the pricing reads them.
 */
export async function findLivePromotions(db: DbOrTx, propertyId: string, today: string) {
  return db
    .select(promotionTermsColumns)
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        sql`(${promotions.propertyId} is null or ${promotions.propertyId} = ${propertyId})`,
        sql`(${promotions.bookFrom} is null or ${promotions.bookFrom} <= ${today})`,
        sql`(${promotions.bookUntil} is null or ${promotions.bookUntil} >= ${today})`,
        sql`(${promotions.stayUntil} is null or ${promotions.stayUntil} >= ${today})`,
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
}

export type PromotionTermsRow = Awaited<ReturnType<typeof findLivePromotions>>[number];

export async function findActiveDeals(db: DbOrTx, today: string) {
  const rows = await db
    .select({ deal: deals, promotion: promotionTermsColumns })
    .from(deals)
    .innerJoin(promotions, eq(promotions.id, deals.promotionId))
    .where(
      and(
        eq(deals.isActive, true),
        eq(promotions.isActive, true),
        sql`(${promotions.bookFrom} is null or ${promotions.bookFrom} <= ${today})`,
        sql`(${promotions.bookUntil} is null or ${promotions.bookUntil} >= ${today})`,
        // A property's promotion only makes a deal of that property (a brand-wide one, of any).
        sql`(${promotions.propertyId} is null or ${promotions.propertyId} = ${deals.propertyId})`,
      ),
    )
    .orderBy(asc(deals.sortOrder));
  return rows.map((r) => ({ ...r.deal, promotion: r.promotion }));
}

export async function findPublicHeroSlides(db: DbOrTx, category = 'home') {
  return db
    .select()
    .from(heroSlides)
    .where(and(eq(heroSlides.isActive, true), eq(heroSlides.category, category)))
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.createdAt));
}
