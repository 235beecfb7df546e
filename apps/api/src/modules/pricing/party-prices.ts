import { addDays, daysBetween, type IsoDate, stayNights } from '@staybook/contract';
import { extraGuestCharges, type OccupancyTerms } from '@staybook/contract/occupancy-pricing';
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
import { linePostTaxPaise, linesTotals, type NightInventory, type StayQuote } from './pricing-rules.js';
import { promotionAppliesTo } from './promotion-rules.js';
import { applyOffers, loadOffers, type Offers } from './promotions.service.js';
import { nightsUnderPlan, plansForSale, type SellablePlan, STANDARD_PLAN } from './rate-plan-rules.js';
import { sellablePlansOf } from './rate-plans.repository.js';

/** The party a list or a property page prices: adults and children (infants are free and not counted). */
export interface PartyToPlace {
  adults: number;
  children: number;
  /** One age per child when the guest gave them: a property whose age bands refuse them cannot place the party. */
  childAges?: readonly number[] | undefined;
  /** The signed-in guest, whose member rates count (the promotions this guest would get); null for a visitor. */
  guestId?: string | null | undefined;
}

/** The party's price at one property: the cheapest placement (contract party-placement) priced by the pipeline. */
export interface PartyStayPrice {
  /** Rooms per type, plan and guests; `ratePlanId` '' is the room's own rate (no plan). */
  lines: PlacementLine[];
  rooms: number;
  nights: number;
  /** After the promotions this guest gets, before GST (what pricing calls totalPreTax). */
  totalPreTaxPaise: number;
  taxPaise: number;
  totalPostTaxPaise: number;
}

/** The plan key a placement line carries: the plan's id, or '' for the room's own rate. */
const planKey = (plan: SellablePlan) => plan.plan.id ?? '';

/** A room type sold on this site as the placement reads it: occupancy, rooms free every night, the nights on sale. */
export interface RoomToPlace extends OccupancyTerms {
  id: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  /** Rooms free on every night, and allowed by the stay's restrictions (0 when refused). */
  free: number;
  /** The stay's nights in date order, as the inventory sells them (nightsOnSale). */
  nights: NightOnSale[];
  /** Its plans when the caller read them with the rooms; absent: read here (sellablePlansOf). */
  plans?: SellablePlan[];
}

/** A property to place a party at: its age bands, the promotions' revision (the cache key) and its rooms. */
export interface PropertyToPlace {
  id: string;
  infantMaxAge: number;
  childMaxAge: number;
  promotionsRevision: string | number | null;
  rooms: RoomToPlace[];
}

/**
 * The party's price at each of these properties for the stay (issue 24 item 1), computed by the one pricing pipeline
 * the booking charges (priceNights): every room type sold on this site, under each plan it sells, with the rooms free
 * on every night and allowed by the stay's restrictions; the party placed by the contract's cheapestPlacement, each
 * candidate line priced by priceNights (its plan, extra guests, the promotions this guest gets, GST), the cheapest
 * placement by what the guest pays; then that placement priced again as one stay, as POST …/booking/pricing prices
 * it. A property missing from the answer cannot place the party. Reads the inventory itself (one property page).
 */
export async function partyStayPrices(
  db: DbOrTx,
  propertyIds: readonly string[],
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  party: PartyToPlace,
  now: Date,
  slabs: GstSlab[],
): Promise<Map<string, PartyStayPrice>> {
  if (propertyIds.length === 0 || party.adults < 1) return new Map();
  const { properties, roomTypes } = await findPropertiesToPlace(db, propertyIds);
  const ids = roomTypes.map((r) => r.id);
  const dates = stayNights(stay.checkIn, stay.checkOut);
  const { nights: rows, refusals } = await readStay(db, ids, stay.checkIn, stay.checkOut);
  const toPlace = properties.map((p) => ({
    ...p,
    rooms: roomTypes
      .filter((r) => r.propertyId === p.id)
      .map((r) => {
        const nights = nightsOnSale(rows, r.id, dates, r.baseRatePaise);
        return { ...r, nights, free: refusals.has(r.id) ? 0 : Math.min(...nights.map((n) => n.available)) };
      }),
  }));
  return pricePartyAt(db, toPlace, stay, party, now, slabs);
}

/**
 * The same, over properties whose rooms the caller has read (the list reads them with its candidates in one query,
 * its rooms' free counts and restrictions parity-tested against the pipeline's): two more reads, the plans of these
 * rooms and the promotions (these from the cache while their revision holds). The list calls it for the page it
 * shows, or for every placeable candidate when the price filters or sorts.
 */
export async function pricePartyAt(
  db: DbOrTx,
  properties: readonly PropertyToPlace[],
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  party: PartyToPlace,
  now: Date,
  slabs: GstSlab[],
): Promise<Map<string, PartyStayPrice>> {
  const out = new Map<string, PartyStayPrice>();
  for (const at of await placesFor(db, properties, stay, party, now, slabs)) {
    const placement = cheapestPlacement({ adults: party.adults, children: party.children }, at.types, (line) =>
      at.plansOf.get(line.roomTypeId)?.has(line.ratePlanId) ? at.lineCost(line) : null,
    );
    if (!placement) continue;
    const quote = at.totals(placement.lines);
    out.set(at.id, {
      lines: placement.lines,
      rooms: placement.rooms,
      nights: at.nights,
      totalPreTaxPaise: quote.totalPreTaxPaise,
      taxPaise: quote.taxPaise,
      totalPostTaxPaise: quote.totalPostTaxPaise,
    });
  }
  return out;
}

/** A property made ready to place the party: its open rooms, their plans, its offers and the costs of its lines. */
interface PlaceReady {
  id: string;
  nights: number;
  /** Its open rooms as the placement reads them (each with the keys of the plans it sells). */
  types: PlacementRoomType[];
  plansOf: ReadonlyMap<string, ReadonlyMap<string, SellablePlan>>;
  /** What the guest pays for a line (GST included): the cost the placement minimises. */
  lineCost: (line: PlacementLine) => number;
  /** Placement lines priced as one stay: the pipeline's totals. */
  totals: (lines: readonly PlacementLine[]) => Pick<StayQuote, 'taxPaise' | 'totalPreTaxPaise' | 'totalPostTaxPaise'>;
}

/**
 * The properties whose age bands take the party and that have a room open, each ready to place it: two reads at most,
 * the plans of rooms the caller did not bring and the promotions (these from the cache while their revision holds).
 */
async function placesFor(
  db: DbOrTx,
  properties: readonly PropertyToPlace[],
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  party: PartyToPlace,
  now: Date,
  slabs: GstSlab[],
): Promise<PlaceReady[]> {
  if (party.adults < 1) return [];
  const placeable = properties.filter((p) => childrenByAgeBands(party.children, party.childAges, p) !== null);
  const ids = placeable.flatMap((p) => p.rooms.filter((r) => r.free > 0).map((r) => r.id));
  if (ids.length === 0) return [];
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const unread = placeable.flatMap((p) => p.rooms.filter((r) => r.free > 0 && !r.plans).map((r) => r.id));
  const [sellable, offers] = await Promise.all([
    unread.length > 0
      ? sellablePlansOf(db, unread, { first: stay.checkIn, last: addDays(stay.checkOut, -1) })
      : new Map<string, SellablePlan[]>(),
    // Promotions come from the cache while the revision read with the properties holds (promotions.service.ts).
    Promise.all(
      placeable.map(
        async (p) =>
          [
            p.id,
            await loadOffers(
              db,
              { propertyId: p.id, checkIn: stay.checkIn, checkOut: stay.checkOut, now, guestId: party.guestId ?? null },
              p.promotionsRevision == null ? null : String(p.promotionsRevision),
            ),
          ] as const,
      ),
    ).then((entries) => new Map(entries)),
  ]);

  const out: PlaceReady[] = [];
  for (const property of placeable) {
    const propertyOffers = offers.get(property.id);
    const rooms = property.rooms.filter((r) => r.free > 0);
    if (!propertyOffers || rooms.length === 0) continue;
    const nightsOf = new Map(rooms.map((r) => [r.id, r.nights]));
    const plansOf = new Map(
      rooms.map((r) => [r.id, new Map(plansForSale(r.plans ?? sellable.get(r.id)).map((p) => [planKey(p), p]))]),
    );
    const byId = new Map(rooms.map((r) => [r.id, r]));
    const price = (lines: readonly PlacementLine[]): StayQuote =>
      priceNights(stayToPrice(lines, nights, byId, nightsOf, plansOf, propertyOffers), slabs).quote;
    // A coupon spreads over the whole stay, so its lines are priced by the whole pipeline; promotions are per room line
    // and per room (discountStay), so a line's nights under its plan are discounted once per room and plan.
    const costs: LineCosts | null =
      propertyOffers.coupon === null
        ? lineCostsOf(byId, nightsOf, plansOf, slabs, offersApply(propertyOffers) ? propertyOffers : null)
        : null;
    out.push({
      id: property.id,
      nights,
      types: rooms.map((r) => placementTypeOf(r, [...(plansOf.get(r.id)?.keys() ?? [])])),
      plansOf,
      lineCost: costs?.cost ?? ((line) => price([line]).totalPostTaxPaise),
      totals: costs?.totals ?? price,
    });
  }
  return out;
}

/**
 * Whether the property can place the party at all (rooms free, beds, child places, age bands, at most a booking's
 * rooms), without pricing: the same placement rule over the same rooms, so a property placeable here is one
 * pricePartyAt prices. Pure: the list uses it to count and page before pricing only the rows it shows.
 */
export function canPlaceParty(
  property: Pick<PropertyToPlace, 'infantMaxAge' | 'childMaxAge'> & {
    rooms: ReadonlyArray<Omit<RoomToPlace, 'nights'>>;
  },
  party: PartyToPlace,
): boolean {
  if (party.adults < 1 || childrenByAgeBands(party.children, party.childAges, property) === null) return false;
  // One free room that seats the whole party is a placement (the commonest answer, found without the search below).
  if (property.rooms.some((r) => r.free > 0 && r.maxAdults >= party.adults && r.maxChildren >= party.children))
    return true;
  const rooms: PlacementRoomType[] = property.rooms.filter((r) => r.free > 0).map((r) => placementTypeOf(r, ['']));
  return cheapestPlacement({ adults: party.adults, children: party.children }, rooms, () => 0) !== null;
}

/**
 * A room as the placement reads it: its occupancy, the rooms free and the plans it sells. Made field by field, not by
 * spreading the room (its nights, plans and name the placement never reads): the list makes one a room it prices.
 */
function placementTypeOf(r: Omit<RoomToPlace, 'nights'>, planIds: readonly string[]): PlacementRoomType {
  return {
    id: r.id,
    maxAdults: r.maxAdults,
    maxChildren: r.maxChildren,
    baseAdults: r.baseAdults,
    baseChildren: r.baseChildren,
    extraAdultPaise: r.extraAdultPaise,
    extraChildPaise: r.extraChildPaise,
    free: r.free,
    planIds,
  };
}

/** Whether any promotion or coupon could take something off this stay (promotion-rules.ts discountStay's `live`). */
function offersApply(offers: Offers): boolean {
  return offers.coupon !== null || offers.promotions.some((p) => promotionAppliesTo(p, offers.stay));
}

/** A line's cost, and a placement's totals, where no coupon applies (lineCostsOf). */
interface LineCosts {
  cost: (line: PlacementLine) => number;
  totals: (lines: readonly PlacementLine[]) => Pick<StayQuote, 'taxPaise' | 'totalPreTaxPaise' | 'totalPostTaxPaise'>;
}

/**
 * A line's cost (what the guest pays, GST included) where no coupon applies: priceNights without what a cost does not
 * read (payment terms), step by step as it takes them — the line's nights under its plan, less the promotion that
 * saves the most on one room of that type (discountStay decides per room line and per room, never by the line's rooms
 * or guests), worked out once per room and plan — totalled as the pipeline's last step, priceStay, totals it
 * (linePostTaxPaise). The placement asks for dozens of lines a property; the placement chosen is totalled from the
 * same lines' nights as priceStay totals a stay (linesTotals: GST rounded once), which is what priceNights answers
 * when no coupon spreads over the stay (list-price-parity holds the two equal).
 */
function lineCostsOf(
  roomTypes: ReadonlyMap<string, Parameters<typeof extraGuestCharges>[1] & { name: string }>,
  nightsOf: ReadonlyMap<string, NightOnSale[]>,
  plansOf: ReadonlyMap<string, ReadonlyMap<string, SellablePlan>>,
  slabs: GstSlab[],
  offers: Offers | null,
): LineCosts {
  // By room type, then plan: the placement asks for a line's nights many times a property, and a key made of the two
  // ids would be a new string to build and hash each time.
  const underPlan = new Map<string, Map<string, NightInventory[]>>();
  const roomNights = (roomTypeId: string, ratePlanId: string) => {
    let ofRoom = underPlan.get(roomTypeId);
    if (!ofRoom) {
      ofRoom = new Map();
      underPlan.set(roomTypeId, ofRoom);
    }
    let planned = ofRoom.get(ratePlanId);
    if (!planned) {
      const plan = plansOf.get(roomTypeId)?.get(ratePlanId) ?? STANDARD_PLAN;
      planned = nightsUnderPlan(nightsOf.get(roomTypeId) ?? [], plan);
      if (offers) {
        const [one] = applyOffers(offers, [{ roomTypeId, roomCount: 1, nights: planned }]).rooms;
        planned = one?.nights ?? planned;
      }
      ofRoom.set(ratePlanId, planned);
    }
    return planned;
  };
  const chargesOf = (line: PlacementLine) => {
    const room = roomTypes.get(line.roomTypeId) as Parameters<typeof extraGuestCharges>[1] & { name: string };
    return room.extraAdultPaise > 0 || room.extraChildPaise > 0 ? extraGuestCharges(line, room) : undefined;
  };
  return {
    cost: (line) =>
      linePostTaxPaise(roomNights(line.roomTypeId, line.ratePlanId), line.roomCount, chargesOf(line), slabs),
    totals: (lines) =>
      linesTotals(
        lines.map((line) => ({
          nights: roomNights(line.roomTypeId, line.ratePlanId),
          roomCount: line.roomCount,
          extraGuestPaise: chargesOf(line),
        })),
        slabs,
      ),
  };
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
