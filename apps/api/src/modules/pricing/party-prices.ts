import { addDays, type IsoDate, stayNights } from '@staybook/contract';
import { extraGuestCharges } from '@staybook/contract/occupancy-pricing';
import {
  cheapestPlacement,
  childrenByAgeBands,
  type PlacementLine,
  type PlacementRoomType,
} from '@staybook/contract/party-placement';
import type { GstSlab } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { type NightOnSale, nightsOnSale, readStay } from '../inventory/index.js';
import { findPropertiesToPlace } from './pricing.repository.js';
import { priceNights, type StayToPrice } from './pricing.service.js';
import type { StayQuote } from './pricing-rules.js';
import { loadOffers, type Offers } from './promotions.service.js';
import { plansForSale, type SellablePlan } from './rate-plan-rules.js';
import { sellablePlansOf } from './rate-plans.repository.js';

/** The party a list or a property page prices: adults and children (infants are free and not counted). */
export interface PartyToPlace {
  adults: number;
  children: number;
  /** One age per child when the guest gave them: a property whose age bands refuse them cannot place the party. */
  childAges?: readonly number[] | undefined;
}

/** The party's price at one property: the cheapest placement (contract party-placement) priced by the pipeline. */
export interface PartyStayPrice {
  /** Rooms per type, plan and guests; `ratePlanId` '' is the room's own rate (no plan). */
  lines: PlacementLine[];
  rooms: number;
  nights: number;
  /** After the promotions a visitor gets, before GST (what pricing calls totalPreTax). */
  totalPreTaxPaise: number;
  taxPaise: number;
  totalPostTaxPaise: number;
}

/** The plan key a placement line carries: the plan's id, or '' for the room's own rate. */
const planKey = (plan: SellablePlan) => plan.plan.id ?? '';

/**
 * The party's price at each of these properties for the stay (issue 24 item 1), computed by the one pricing pipeline
 * the booking charges (priceNights): every room type sold on this site, under each plan it sells, with the rooms free
 * on every night and allowed by the stay's restrictions; the party placed by the contract's cheapestPlacement, each
 * candidate line priced by priceNights (its plan, extra guests, the promotions a visitor gets, GST), the cheapest
 * placement by what the guest pays; then that placement priced again as one stay, as POST …/booking/pricing prices
 * it. A property missing from the answer cannot place the party. Five reads for all the properties together.
 */
export async function partyStayPrices(
  db: DbOrTx,
  propertyIds: readonly string[],
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  party: PartyToPlace,
  now: Date,
  slabs: GstSlab[],
): Promise<Map<string, PartyStayPrice>> {
  const out = new Map<string, PartyStayPrice>();
  if (propertyIds.length === 0 || party.adults < 1) return out;
  const { properties, roomTypes } = await findPropertiesToPlace(db, propertyIds);
  const ids = roomTypes.map((r) => r.id);
  const dates = stayNights(stay.checkIn, stay.checkOut);
  const [{ nights: rows, refusals }, sellable, offers] = await Promise.all([
    readStay(db, ids, stay.checkIn, stay.checkOut),
    sellablePlansOf(db, ids, { first: stay.checkIn, last: addDays(stay.checkOut, -1) }),
    // Promotions come from the cache while the revision read with the properties holds (promotions.service.ts).
    Promise.all(
      properties.map(
        async (p) =>
          [
            p.id,
            await loadOffers(
              db,
              { propertyId: p.id, checkIn: stay.checkIn, checkOut: stay.checkOut, now, guestId: null },
              p.promotionsRevision == null ? null : String(p.promotionsRevision),
            ),
          ] as const,
      ),
    ).then((entries) => new Map(entries)),
  ]);

  for (const property of properties) {
    const children = childrenByAgeBands(party.children, party.childAges, property);
    const propertyOffers = offers.get(property.id);
    if (children === null || !propertyOffers) continue;
    const types = roomTypes.filter((r) => r.propertyId === property.id);
    const nightsOf = new Map<string, NightOnSale[]>(
      types.map((r) => [r.id, nightsOnSale(rows, r.id, dates, r.baseRatePaise)]),
    );
    const plansOf = new Map(
      types.map((r) => [r.id, new Map(plansForSale(sellable.get(r.id)).map((p) => [planKey(p), p]))]),
    );
    const byId = new Map(types.map((r) => [r.id, r]));
    const toPlace: PlacementRoomType[] = types.map((r) => ({
      ...r,
      free: refusals.has(r.id) ? 0 : Math.min(...(nightsOf.get(r.id) ?? []).map((n) => n.available)),
      planIds: [...(plansOf.get(r.id)?.keys() ?? [])],
    }));
    const price = (lines: readonly PlacementLine[]): StayQuote =>
      priceNights(stayToPrice(lines, dates.length, byId, nightsOf, plansOf, propertyOffers), slabs).quote;
    const placement = cheapestPlacement({ adults: party.adults, children }, toPlace, (line) =>
      plansOf.get(line.roomTypeId)?.has(line.ratePlanId) ? price([line]).totalPostTaxPaise : null,
    );
    if (!placement) continue;
    const quote = price(placement.lines);
    out.set(property.id, {
      lines: placement.lines,
      rooms: placement.rooms,
      nights: dates.length,
      totalPreTaxPaise: quote.totalPreTaxPaise,
      taxPaise: quote.taxPaise,
      totalPostTaxPaise: quote.totalPostTaxPaise,
    });
  }
  return out;
}

/** Placement lines as the pipeline's stay: each line's nights, plan and extra-guest charges as quoteStay reads them. */
function stayToPrice(
  lines: readonly PlacementLine[],
  nights: number,
  roomTypes: ReadonlyMap<string, Parameters<typeof extraGuestCharges>[1] & { name: string }>,
  nightsOf: ReadonlyMap<string, NightOnSale[]>,
  plansOf: ReadonlyMap<string, ReadonlyMap<string, SellablePlan>>,
  offers: Offers,
): StayToPrice {
  return {
    nights,
    offers,
    plans: new Map(
      lines.map((l) => [l.roomTypeId, plansOf.get(l.roomTypeId)?.get(l.ratePlanId) as SellablePlan] as const),
    ),
    rooms: lines.map((l) => {
      const room = roomTypes.get(l.roomTypeId) as Parameters<typeof extraGuestCharges>[1] & { name: string };
      const charges = extraGuestCharges(l, room);
      return {
        roomTypeId: l.roomTypeId,
        name: room.name,
        roomCount: l.roomCount,
        nights: nightsOf.get(l.roomTypeId) ?? [],
        ...(charges.some((paise) => paise > 0) ? { extraGuestPaise: charges } : {}),
      };
    }),
  };
}
