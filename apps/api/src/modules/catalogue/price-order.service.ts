import { todayIst } from '@staybook/contract';
import type { PropertyListParams } from '@staybook/contract/catalogue';
import type { GstSlab } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { deepestCuts, type PartyStayPrice, type PartyToPlace } from '../pricing/index.js';
import type { CandidateRow } from './catalogue.repository.js';
import type { Stay } from './catalogue-rules.js';
import { perNightRupees, pricePageInOrder } from './price-order-rules.js';
import { type PriceBounds, taxForBounds } from './search-index-bounds.js';
import { IndexedCandidate } from './search-index-rules.js';

/**
 * The list under a price order or price filter, over the read model's candidates (issue 42): a city's candidates in
 * the list's base order (2,000 in Goa at 50×) are bracketed by bounds on their prices made from the model
 * (search-index-bounds.ts) and only those the bounds cannot order or filter are placed and priced
 * (price-order-rules.ts) — a few dozen — with the answer exactly that of pricing them all. Both a property's prices and
 * its bounds are remembered per stay and party on the model's row of the property, which every change the list reads
 * replaces.
 */
export interface PricingOf {
  stay: Stay;
  party: PartyToPlace & { guestId: string | null };
  now: Date;
  slabs: GstSlab[];
}

export async function priceOrderedPage(
  db: DbOrTx,
  rows: CandidateRow[],
  query: PropertyListParams,
  at: { offset: number; limit: number },
  of: PricingOf,
  price: (rows: CandidateRow[]) => Promise<Map<string, PartyStayPrice>>,
): Promise<{ page: Array<{ row: CandidateRow; price: PartyStayPrice }>; total: number }> {
  const nights = of.stay.nights;
  // Ascending with no filter reads floors alone; a ceiling costs the extra guests' charges and GST by slab.
  const withCeiling = !(query.sort === 'price_asc' && query.minPrice === undefined && query.maxPrice === undefined);
  const bounds = await boundsOf(db, rows, of, withCeiling);
  const prices = new Map<number, PartyStayPrice>();
  const rowAt = (i: number) => rows[i] as CandidateRow;
  const { page, total } = await pricePageInOrder(
    {
      count: rows.length,
      bounds: (i) => {
        const b = bounds.get(rowAt(i).id);
        if (!b) return { floor: Number.NEGATIVE_INFINITY, ceiling: Number.POSITIVE_INFINITY };
        return {
          floor: perNightRupees(b.floorPaise, nights),
          ceiling: Number.isFinite(b.ceilingPaise) ? perNightRupees(b.ceilingPaise, nights) : b.ceilingPaise,
        };
      },
      min: query.minPrice,
      max: query.maxPrice,
      sort: query.sort === 'price_asc' ? 'asc' : query.sort === 'price_desc' ? 'desc' : null,
      offset: at.offset,
      limit: at.limit,
    },
    async (indices) => {
      const got = await remembered(indices.map(rowAt), of, price);
      const figures = new Map<number, number | null>();
      for (const i of indices) {
        const found = got.get(rowAt(i).id);
        if (found) prices.set(i, found);
        figures.set(i, found ? perNightRupees(found.totalPreTaxPaise, found.nights) : null);
      }
      return figures;
    },
  );
  return { page: page.map((i) => ({ row: rowAt(i), price: prices.get(i) as PartyStayPrice })), total };
}

/**
 * What a price or its bounds depend on besides the property: the stay, the party, whether the guest is signed in (the
 * list applies no coupon; member promotions count) and the IST date of booking (early-bird and last-minute).
 */
const keyOf = (of: PricingOf) =>
  [
    of.stay.checkIn,
    of.stay.checkOut,
    of.party.adults,
    of.party.children,
    (of.party.childAges ?? []).join(' '),
    of.party.guestId === null ? 'visitor' : 'member',
    todayIst(of.now),
  ].join('|');

/** At most this many stays a property is remembered for, then forgotten. */
const MEMO_PER_PROPERTY = 64;

function memoOn<T>(memo: WeakMap<object, Map<string, T>>, row: object, key: string, value: T): void {
  let stays = memo.get(row);
  if (!stays || stays.size >= MEMO_PER_PROPERTY) {
    stays = new Map();
    memo.set(row, stays);
  }
  stays.set(key, value);
}

const modelRowOf = (row: CandidateRow): object | null => (row instanceof IndexedCandidate ? row.modelRow : null);

/**
 * A property's party price per stay and party, kept on the read model's row of that property (IndexedCandidate
 * modelRow): the searches of a popular weekend ask the same stays and parties again. Exact while the row is the same
 * object: every change the list reads (a rate, a room sold, a plan, a promotion of the property) notifies the property,
 * whose row the model then replaces, and a brand-wide change rebuilds them all; the rest is in the key.
 */
const partyPrices = new WeakMap<object, Map<string, PartyStayPrice | null>>();

export async function remembered(
  rows: CandidateRow[],
  of: PricingOf,
  price: (rows: CandidateRow[]) => Promise<Map<string, PartyStayPrice>>,
): Promise<Map<string, PartyStayPrice>> {
  const key = keyOf(of);
  const out = new Map<string, PartyStayPrice>();
  const missing: CandidateRow[] = [];
  for (const row of rows) {
    const model = modelRowOf(row);
    const known = model ? partyPrices.get(model)?.get(key) : undefined;
    if (known === undefined) missing.push(row);
    else if (known) out.set(row.id, known);
  }
  if (missing.length === 0) return out;
  const priced = await price(missing);
  for (const row of missing) {
    const found = priced.get(row.id) ?? null;
    if (found) out.set(row.id, found);
    const model = modelRowOf(row);
    if (model) memoOn(partyPrices, model, key, found);
  }
  return out;
}

/** Each candidate's bounds (search-index-bounds.ts), remembered as its price is. A ceiling is Infinity when not asked. */
const priceBounds = new WeakMap<object, Map<string, PriceBounds>>();

async function boundsOf(
  db: DbOrTx,
  rows: CandidateRow[],
  of: PricingOf,
  withCeiling: boolean,
): Promise<Map<string, PriceBounds>> {
  const key = `${keyOf(of)}|${withCeiling ? 'ceiling' : 'floor'}`;
  const out = new Map<string, PriceBounds>();
  const missing: IndexedCandidate[] = [];
  for (const row of rows) {
    if (!(row instanceof IndexedCandidate)) continue;
    const known = priceBounds.get(row.modelRow)?.get(key);
    if (known) out.set(row.id, known);
    else missing.push(row);
  }
  if (missing.length === 0) return out;
  const cuts = await deepestCuts(db, missing, {
    checkIn: of.stay.checkIn,
    checkOut: of.stay.checkOut,
    now: of.now,
    guestId: of.party.guestId,
  });
  const tax = withCeiling ? taxForBounds(of.slabs) : null;
  for (const row of missing) {
    const found = row.priceBounds(of.party, cuts.get(row.id) ?? 1, tax);
    out.set(row.id, found);
    memoOn(priceBounds, row.modelRow, key, found);
  }
  return out;
}
