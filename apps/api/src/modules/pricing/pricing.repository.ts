import type { IsoDate } from '@staybook/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { runBuiltOnce } from '../../db/built-once.js';
import type { DbOrTx } from '../../db/client.js';
import { properties, roomTypes } from '../../db/schema/index.js';
import type { PlanRow } from './rate-plan-rules.js';

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

/** A room type as a quote reads it (readStayToPrice). */
export interface RoomTypeRow {
  id: string;
  propertyId: string;
  name: string;
  status: string;
  maxAdults: number;
  maxChildren: number;
  baseRatePaise: number;
  baseAdults: number;
  baseChildren: number;
  extraAdultPaise: number;
  extraChildPaise: number;
}

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

/** A plan row as readStayToPrice returns it (the shape sellablePlansOf reads), with its own rates for the stay. */
export interface PlanToPrice extends PlanRow {
  roomTypeId: string;
  depositPercent: number | null;
  /** Only for a plan on its own rates: its rate (paise) by night of the stay. */
  ownRates: Record<string, number> | null;
}

/** A stay row (nights.repository findStayRows' columns): a night of the stay, or the departure date. */
export interface StayRowToPrice {
  roomTypeId: string;
  stayDate: IsoDate;
  ratePaise: number;
  available: number;
  isClosed: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

export interface StayToPriceRows {
  property: (PropertyRow & { promotionsRevision: string | number | null }) | null;
  roomTypes: RoomTypeRow[];
  /** Active plans with their policies, in the hotel's order (sort order, then age). */
  plans: PlanToPrice[];
  /** The nights [checkIn, checkOut] of the room types, the departure date included (closed to departure). */
  stayRows: StayRowToPrice[];
  /**
   * What priced the stay besides its nights (property, room types, plans, the promotions' revision), as a digest
   * (readStayToPrice only): a hold in one statement checks it is unchanged (stayToPriceDigestOfHold).
   */
  digest?: string;
}

/**
 * Everything a quote reads, in one statement (a quote's round trips are its cost): the property with the promotions'
 * revision, the room types, their active plans with policies (and own rates over the nights), and the stay's inventory
 * rows with their restrictions. The same columns as findPropertyToPrice, findRoomTypes, sellablePlansOf and
 * findStayRows, which other readers keep using.
 */
export async function readStayToPrice(
  db: DbOrTx,
  stay: { propertyId: string; roomTypeIds: readonly string[]; checkIn: string; checkOut: string },
): Promise<StayToPriceRows> {
  // Built once (db/built-once.ts): building this statement costs more CPU than the rest of a quote's reading.
  const [raw] = await runBuiltOnce(db, 'readStayToPrice', () => ({ toSQL: () => dialect.sqlToQuery(stayToPriceSql) }), {
    propertyId: stay.propertyId,
    roomTypeIds: `{${stay.roomTypeIds.join(',')}}`,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
  });
  // PGlite and node-postgres both hand json back parsed; a driver that gives text is parsed here.
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  const read = json(raw?.read) as Omit<StayToPriceRows, 'stayRows'>;
  return { ...read, stayRows: json(raw?.stay_rows) as StayRowToPrice[], digest: String(raw?.digest) };
}

/**
 * What a hold's quote reads besides the nights (property, room types, plans), as SQL that the hold's one statement
 * answers with the nights it locks (inventory takeStay `also`): the same JSON as readStayToPrice without `stayRows`.
 */
export function stayToPriceReadOfHold(stay: {
  propertyId: string;
  roomTypeIds: readonly string[];
  checkIn: string;
  checkOut: string;
}): SQL {
  return stayToPriceSqlOf({
    propertyId: sql`${stay.propertyId}::uuid`,
    ids: sql`${`{${stay.roomTypeIds.join(',')}}`}::uuid[]`,
    checkIn: sql`${stay.checkIn}::date`,
    checkOut: sql`${stay.checkOut}::date`,
  });
}

/**
 * A new hold's check, in its one statement, that what priced it besides the nights is as its quote read it: the digest
 * of the same JSON (readStayToPrice's `digest`), over placeholders `price.propertyId`, `price.roomTypeIds` (a uuid[]
 * literal), `price.checkIn`, `price.checkOut`. Any change of the property, its room types, their plans and policies or
 * the promotions' revision since the quote read changes it.
 */
export const stayToPriceDigestOfHold: SQL = sql`md5((${stayToPriceSqlOf({
  propertyId: sql`${sql.placeholder('price.propertyId')}::uuid`,
  ids: sql`${sql.placeholder('price.roomTypeIds')}::uuid[]`,
  checkIn: sql`${sql.placeholder('price.checkIn')}::date`,
  checkOut: sql`${sql.placeholder('price.checkOut')}::date`,
})})::text)`;

/** The values of stayToPriceDigestOfHold's placeholders. */
export function stayToPriceDigestValues(stay: {
  propertyId: string;
  roomTypeIds: readonly string[];
  checkIn: string;
  checkOut: string;
}): Record<string, unknown> {
  return {
    'price.propertyId': stay.propertyId,
    'price.roomTypeIds': `{${stay.roomTypeIds.join(',')}}`,
    'price.checkIn': stay.checkIn,
    'price.checkOut': stay.checkOut,
  };
}

const dialect = new PgDialect();
const stayToPriceSql = (() => {
  const ids = sql`${sql.placeholder('roomTypeIds')}::uuid[]`;
  const checkIn = sql`${sql.placeholder('checkIn')}::date`;
  const checkOut = sql`${sql.placeholder('checkOut')}::date`;
  const read = stayToPriceSqlOf({ propertyId: sql`${sql.placeholder('propertyId')}::uuid`, ids, checkIn, checkOut });
  // The nights beside the rest, and the rest's digest (a hold in one statement checks it).
  return sql`SELECT r.j AS read, md5(r.j::text) AS digest,
      (SELECT coalesce(json_agg(json_build_object('roomTypeId', ri.room_type_id,
          'stayDate', ri.stay_date, 'ratePaise', ri.rate_paise, 'available', ri.available, 'isClosed', ri.is_closed,
          'minStay', ri.min_stay, 'maxStay', ri.max_stay, 'closedToArrival', ri.closed_to_arrival,
          'closedToDeparture', ri.closed_to_departure)), '[]'::json)
        FROM room_inventory ri
        WHERE ri.room_type_id = ANY (${ids}) AND ri.stay_date >= ${checkIn} AND ri.stay_date <= ${checkOut}) AS stay_rows
    FROM (SELECT ${read} AS j) r`;
})();

/** The property, room types and plans a stay is priced with, as one JSON object (the nights apart). */
function stayToPriceSqlOf({
  propertyId,
  ids,
  checkIn,
  checkOut,
}: {
  propertyId: SQL;
  ids: SQL;
  checkIn: SQL;
  checkOut: SQL;
}): SQL {
  return sql`json_build_object(
      'property', (SELECT json_build_object('id', p.id, 'name', p.name, 'address', p.address, 'status', p.status,
          'checkInTime', p.check_in_time, 'checkOutTime', p.check_out_time, 'contactPhone', p.contact_phone,
          'contactEmail', p.contact_email, 'amenities', p.amenities, 'infantMaxAge', p.infant_max_age,
          'childMaxAge', p.child_max_age,
          'promotionsRevision', (SELECT revision FROM promotions_revision WHERE id = 1))
        FROM properties p WHERE p.id = ${propertyId}),
      'roomTypes', (SELECT coalesce(json_agg(json_build_object('id', rt.id, 'propertyId', rt.property_id,
          'name', rt.name, 'status', rt.status, 'maxAdults', rt.max_adults, 'maxChildren', rt.max_children,
          'baseRatePaise', rt.base_rate_paise, 'baseAdults', rt.base_adults, 'baseChildren', rt.base_children,
          'extraAdultPaise', rt.extra_adult_paise, 'extraChildPaise', rt.extra_child_paise) ORDER BY rt.id), '[]'::json)
        FROM room_types rt WHERE rt.id = ANY (${ids})),
      'plans', (SELECT coalesce(json_agg(json_build_object('roomTypeId', rp.room_type_id, 'id', rp.id,
          'name', rp.name, 'mealPlan', rp.meal_plan, 'paymentPolicy', rp.payment_policy,
          'depositPercent', rp.deposit_percent, 'adjustmentKind', rp.adjustment_kind,
          'adjustmentValue', rp.adjustment_value, 'isDefault', rp.is_default,
          'policy', json_build_object('id', cp.id, 'name', cp.name, 'kind', cp.kind,
            'freeWindowValue', cp.free_window_value, 'freeWindowUnit', cp.free_window_unit,
            'chargeKind', cp.charge_kind, 'chargePercent', cp.charge_percent),
          'ownRates', CASE WHEN rp.adjustment_kind = 'own_rates' THEN (
            SELECT coalesce(json_object_agg(r.stay_date, r.rate_paise), '{}'::json) FROM rate_plan_rates r
            WHERE r.rate_plan_id = rp.id AND r.stay_date >= ${checkIn} AND r.stay_date < ${checkOut}
          ) END) ORDER BY rp.sort_order, rp.created_at), '[]'::json)
        FROM rate_plans rp JOIN cancellation_policies cp ON cp.id = rp.cancellation_policy_id
        WHERE rp.room_type_id = ANY (${ids}) AND rp.status = 'active')
    )`;
}
