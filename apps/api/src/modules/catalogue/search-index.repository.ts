import { addDays, type IsoDate } from '@staybook/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownRatesOf, type SellablePlan, sellablePlansOf } from '../pricing/index.js';
import { type MediaRow, propertyCardOf } from './catalogue.repository.js';
import {
  CARD_PICTURES,
  emptyNights,
  type IndexedPlan,
  type IndexedProperty,
  type IndexedRoom,
  NIGHT_CLOSED,
  NIGHT_CLOSED_TO_ARRIVAL,
  NIGHT_CLOSED_TO_DEPARTURE,
  NIGHT_PRESENT,
} from './search-index-rules.js';

/** Room types whose nights one statement reads (a year of nights each: about 180,000 rows a statement). */
const ROOMS_A_STATEMENT = 500;

/**
 * The read model's rows (search-index-rules.ts) of these properties — or of every one (`null`) — over the window
 * [from, from + days): the active properties with their cities and card pictures, their active rooms sold on this
 * site with their plans (own rates over the window) and nights, and the promotions' revision. One read-only
 * transaction at one snapshot (REPEATABLE READ), so a property is never half one version and half the next; a
 * property absent from the answer is not listed (inactive or gone).
 */
export async function readSearchIndex(
  db: Db,
  propertyIds: readonly string[] | null,
  from: IsoDate,
  days: number,
): Promise<IndexedProperty[]> {
  return db.transaction(
    async (tx) => {
      const scope = (column: SQL) =>
        propertyIds === null
          ? sql`true`
          : propertyIds.length === 0
            ? sql`false`
            : sql`${column} IN (${sql.join(
                propertyIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`;
      const [revision] = (await tx.execute(sql`SELECT revision FROM promotions_revision WHERE id = 1`)).rows as Array<{
        revision: unknown;
      }>;
      const propertyRows = (
        await tx.execute(sql`
          SELECT p.id, p.name, p.address, p.locality, c.name AS city, p.property_type, p.category, p.amenities,
                 p.rating_average::float8 AS rating_average, p.rating_count, p.is_guest_favorite, p.sort_order,
                 p.infant_max_age, p.child_max_age
          FROM properties p JOIN cities c ON c.id = p.city_id
          WHERE p.status = 'active' AND ${scope(sql`p.id`)}`)
      ).rows as Array<Record<string, unknown>>;
      const ids = propertyRows.map((r) => String(r.id));
      if (ids.length === 0) return [];
      const inScope = sql`property_id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;
      const mediaRows = (
        await tx.execute(sql`
          SELECT property_id, category, title, url, type, tags, width, height FROM (
            SELECT m.*, row_number() OVER (PARTITION BY m.property_id ORDER BY m.sort_order) AS n
            FROM property_media m WHERE m.type = 'image' AND ${inScope}
          ) m WHERE n <= ${CARD_PICTURES} ORDER BY property_id, n`)
      ).rows as Array<Record<string, unknown>>;
      const roomRows = (
        await tx.execute(sql`
          SELECT id, property_id, name, max_adults, max_children, base_adults, base_children, extra_adult_paise,
                 extra_child_paise, sort_order, base_rate_paise
          FROM room_types
          WHERE status = 'active' AND external_booking_url IS NULL AND ${inScope}
          ORDER BY property_id, sort_order, base_rate_paise, id`)
      ).rows as Array<Record<string, unknown>>;
      const roomIds = roomRows.map((r) => String(r.id));
      const last = addDays(from, days - 1);
      const plans = new Map<string, SellablePlan[]>();
      const nights = new Map<string, IndexedRoom['nights']>();
      for (let start = 0; start < roomIds.length; start += ROOMS_A_STATEMENT) {
        const chunk = roomIds.slice(start, start + ROOMS_A_STATEMENT);
        for (const [id, list] of await sellablePlansOf(tx, chunk)) plans.set(id, list);
        for (const [id, n] of await readNights(tx, chunk, from, days)) nights.set(id, n);
      }
      const ownRatePlans = [...plans.values()].flat().filter((p) => p.plan.adjustmentKind === 'own_rates');
      const ownRates =
        ownRatePlans.length > 0
          ? await ownRatesOf(
              tx,
              ownRatePlans.map((p) => p.plan.id as string),
              { first: from, last },
            )
          : new Map<string, Map<string, number>>();

      const images = new Map<string, MediaRow[]>();
      for (const m of mediaRows) {
        const id = String(m.property_id);
        images.set(id, [
          ...(images.get(id) ?? []),
          {
            ownerId: id,
            category: String(m.category),
            title: String(m.title),
            url: String(m.url),
            type: String(m.type),
            tags: (m.tags as string[] | null) ?? [],
            width: m.width === null ? null : Number(m.width),
            height: m.height === null ? null : Number(m.height),
          },
        ]);
      }
      const rooms = new Map<string, IndexedRoom[]>();
      for (const r of roomRows) {
        const id = String(r.id);
        const property = String(r.property_id);
        rooms.set(property, [
          ...(rooms.get(property) ?? []),
          {
            id,
            name: String(r.name),
            maxAdults: Number(r.max_adults),
            maxChildren: Number(r.max_children),
            baseAdults: Number(r.base_adults),
            baseChildren: Number(r.base_children),
            extraAdultPaise: Number(r.extra_adult_paise),
            extraChildPaise: Number(r.extra_child_paise),
            sortOrder: Number(r.sort_order),
            baseRatePaise: Number(r.base_rate_paise),
            plans: (plans.get(id) ?? []).map((sellable) => indexedPlan(sellable, ownRates, from, days)),
            nights: nights.get(id) ?? emptyNights(days),
          },
        ]);
      }
      const promotionsRevision = revision?.revision == null ? null : String(revision.revision);
      return propertyRows.map((r) => ({
        ...propertyCardOf(r),
        sortOrder: Number(r.sort_order),
        promotionsRevision,
        rooms: rooms.get(String(r.id)) ?? [],
        images: images.get(String(r.id)) ?? [],
      }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function indexedPlan(
  sellable: SellablePlan,
  ownRates: ReadonlyMap<string, ReadonlyMap<string, number>>,
  from: IsoDate,
  days: number,
): IndexedPlan {
  if (sellable.plan.adjustmentKind !== 'own_rates') return { sellable, ownRates: null };
  const rates = new Int32Array(days).fill(-1);
  for (let i = 0; i < days; i++) {
    const paise = ownRates.get(sellable.plan.id as string)?.get(addDays(from, i));
    if (paise !== undefined) rates[i] = paise;
  }
  return { sellable, ownRates: rates };
}

/**
 * The nights of these room types over the window, one row a room type: each column of its nights as text
 * (comma-separated, in date order with each night's day in the window), parsed into typed arrays.
 */
async function readNights(
  tx: Parameters<typeof sellablePlansOf>[0],
  roomIds: readonly string[],
  from: IsoDate,
  days: number,
): Promise<Map<string, IndexedRoom['nights']>> {
  const rows = (
    await tx.execute(sql`
      SELECT room_type_id,
             string_agg((stay_date - ${from}::date)::text, ',' ORDER BY stay_date) AS days,
             string_agg(rate_paise::text, ',' ORDER BY stay_date) AS rates,
             string_agg(available::text, ',' ORDER BY stay_date) AS available,
             string_agg((${flag(NIGHT_PRESENT)} + CASE WHEN is_closed THEN ${flag(NIGHT_CLOSED)} ELSE 0 END
               + CASE WHEN closed_to_arrival THEN ${flag(NIGHT_CLOSED_TO_ARRIVAL)} ELSE 0 END
               + CASE WHEN closed_to_departure THEN ${flag(NIGHT_CLOSED_TO_DEPARTURE)} ELSE 0 END)::text, ','
               ORDER BY stay_date) AS flags,
             string_agg(coalesce(min_stay, 0)::text, ',' ORDER BY stay_date) AS min_stay,
             string_agg(coalesce(max_stay, 0)::text, ',' ORDER BY stay_date) AS max_stay
      FROM room_inventory
      WHERE room_type_id IN (${sql.join(
        roomIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) AND stay_date >= ${from}::date AND stay_date < ${addDays(from, days)}::date
      GROUP BY room_type_id`)
  ).rows as Array<Record<string, string>>;
  const out = new Map<string, IndexedRoom['nights']>();
  for (const row of rows) {
    const nights = emptyNights(days);
    const at = numbers(row.days);
    const columns = [
      [nights.rate, numbers(row.rates)],
      [nights.available, numbers(row.available)],
      [nights.flags, numbers(row.flags)],
      [nights.minStay, numbers(row.min_stay)],
      [nights.maxStay, numbers(row.max_stay)],
    ] as const;
    for (const [k, day] of at.entries()) for (const [column, values] of columns) column[day] = values[k] as number;
    out.set(String(row.room_type_id), nights);
  }
  return out;
}

/** A flag as a literal (a constant of the code, not input). */
const flag = (bit: number) => sql.raw(String(bit));
const numbers = (text: string | undefined) => (text ? text.split(',').map(Number) : []);
