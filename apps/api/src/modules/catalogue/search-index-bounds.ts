import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import { extraGuestCharges, type OccupancyTerms } from '@staybook/contract/occupancy-pricing';
import type { GstSlab } from '../../config.js';
import { gstBasisPoints, planNightlyRatePaise, type SellablePlan, STANDARD_PLAN } from '../pricing/index.js';

/**
 * Bounds on a property's party price (what the list's pricing, pricePartyAt, answers as totalPreTaxPaise) from the
 * search's read model alone (issue 42): a list sorted or filtered by price then places and prices only the properties
 * the bounds cannot order (price-order-rules.ts), a few dozen where a city has thousands. Pure. For a property the
 * list prices (its candidates: the walk seats the party there):
 *
 * - **Floor.** A placement's price before GST is, room by room, the nights under the room's plan less what a
 *   promotion takes off, plus extra-guest charges (never negative). A promotion takes at most `cut` of a room's
 *   tariffs (promotions.service.ts deepestCuts), plus half a rupee a night where a percentage is rounded to the
 *   rupee. A plan by a percentage or an amount is floored from the room's rates' sum (less half a rupee a night of the
 *   plan's own rounding), one on its own rates night by night. So it is at least its rooms times the cheapest room-and-plan so discounted, and a placement has at least
 *   as many rooms as the party needs where each room takes at most the largest room's adults (or children); and,
 *   since its rooms seat every adult (and child), at least the adults (children) times the cheapest cost a bed.
 * - **Ceiling.** Where rooms of one open type alone seat the whole party (as few as do, within the rooms free and a
 *   booking's rooms), that line under any of its plans (the one of its cheapest floor) is a placement, and the placement chosen costs no more, GST
 *   included (cheapestPlacement is exact for its line costs, which are what the guest pays). That line costs at most
 *   its undiscounted tariffs plus extra guests, with GST by their slabs (slabs rise with the tariff and discounts only
 *   lower it), plus a rupee's rounding. The chosen placement's price before GST is at most its cost less the GST of
 *   the slab its cheapest possible room-night falls in (any plan's lowest night less the deepest promotion and half
 *   a rupee), allowing each of its lines (at most a booking's rooms) half a rupee's rounding. Infinity when no one
 *   type seats the party.
 */
export interface PriceBounds {
  floorPaise: number;
  ceilingPaise: number;
}

/** A room of the model as the bounds read it: occupancy, plans (own rates over the window: -1 none) and rates. */
export interface RoomToBound extends OccupancyTerms {
  maxAdults: number;
  maxChildren: number;
  plans: ReadonlyArray<{ sellable: SellablePlan; ownRates: Int32Array | null }>;
  nights: { rate: Int32Array };
}

const STANDARD = [{ sellable: STANDARD_PLAN, ownRates: null }] as const;

/** The GST slabs as a ceiling reads them: each slab's top tariff (Infinity for the last) and its basis points. */
export interface TaxForBounds {
  upTo: Float64Array;
  basisPoints: Int32Array;
  lowestBasisPoints: number;
  highestBasisPoints: number;
  /** Whether each slab's rate is at least the one below (every set in force so far): the bounds lean on it. */
  rising: boolean;
}

export function taxForBounds(slabs: readonly GstSlab[]): TaxForBounds {
  // gstBasisPoints's own answer for each slab, so the two never differ.
  const upTo = Float64Array.from(slabs, (s) => s.upToPaise ?? Number.POSITIVE_INFINITY);
  const basisPoints = Int32Array.from(slabs, (s) => gstBasisPoints(s.upToPaise ?? Number.MAX_SAFE_INTEGER, [s]));
  return {
    upTo,
    basisPoints,
    lowestBasisPoints: Math.min(...basisPoints),
    highestBasisPoints: Math.max(...basisPoints),
    rising: basisPoints.every((bp, i) => i === 0 || bp >= (basisPoints[i - 1] as number)),
  };
}

/** The basis points of the slab a tariff falls in (gstBasisPoints, from the slabs as TaxForBounds holds them). */
function slabBasisPoints(tariff: number, tax: TaxForBounds): number {
  for (let i = 0; i < tax.upTo.length; i++) if (tariff <= (tax.upTo[i] as number)) return tax.basisPoints[i] as number;
  throw new Error('GST slabs must end with a catch-all slab');
}

/**
 * The GST rate (basis points) of a room-night tariffed at least `floor`: slabs rise with the tariff, so no such
 * room-night is charged less; slabs that do not rise give the lowest rate.
 */
const lowestGst = (floor: number, tax: TaxForBounds) =>
  tax.rising ? slabBasisPoints(floor, tax) : tax.lowestBasisPoints;

/**
 * A tariff with its GST (paise, unrounded). Slabs that do not rise with the tariff: a discounted night could fall in
 * a dearer slab, so the dearest is taken.
 */
const withGst = (tariff: number, tax: TaxForBounds) =>
  (tariff * (10_000 + (tax.rising ? slabBasisPoints(tariff, tax) : tax.highestBasisPoints))) / 10_000;

// Scratch for one property's open rooms (the bounds run one at a time, synchronously).
const costs: number[] = [];
const adultBeds: number[] = [];
const childBeds: number[] = [];

export function priceBoundsOf(
  rooms: readonly RoomToBound[],
  /** Each room's rooms free for the stay (0: not open). */
  free: readonly number[],
  stay: { first: number; nights: number },
  party: { adults: number; children: number },
  cut: number,
  /** The GST slabs for a ceiling; null: the floor alone (ceiling Infinity). */
  tax: TaxForBounds | null,
): PriceBounds {
  const adults = party.adults;
  const children = party.children;
  let cheapestRoom = Number.POSITIVE_INFINITY;
  costs.length = 0;
  adultBeds.length = 0;
  childBeds.length = 0;
  let known = Number.POSITIVE_INFINITY;
  // The lowest tariff any room-night of any placement can have (its plan's, before a promotion).
  let lowestNight = Number.POSITIVE_INFINITY;
  let mostAdults = 0;
  let mostChildren = 0;
  const end = stay.first + stay.nights;
  for (let r = 0; r < rooms.length; r++) {
    const open = free[r] ?? 0;
    if (open <= 0) continue;
    const room = rooms[r] as RoomToBound;
    mostAdults = Math.max(mostAdults, room.maxAdults);
    mostChildren = Math.max(mostChildren, room.maxChildren);
    // The fewest rooms of this type alone that seat the party, if it can: a placement of one line.
    const alone = Math.max(
      1,
      Math.ceil(adults / room.maxAdults),
      children === 0 ? 0 : room.maxChildren > 0 ? Math.ceil(children / room.maxChildren) : Number.POSITIVE_INFINITY,
    );
    const seats = tax !== null && alone <= Math.min(open, MAX_ROOMS_PER_BOOKING, adults);
    // Each room's extra-guest charge a night, when the room charges any.
    const extras =
      seats && (room.extraAdultPaise > 0 || room.extraChildPaise > 0)
        ? extraGuestCharges({ roomCount: alone, adults, children }, room)
        : null;
    const plans = room.plans.length > 0 ? room.plans : STANDARD;
    const rates = room.nights.rate;
    // The room's own rates over the stay, once: a plan by a percentage or an amount is floored from their sum.
    let roomRates = 0;
    let lowestRate = Number.POSITIVE_INFINITY;
    for (let k = stay.first; k < end; k++) {
      roomRates += rates[k] as number;
      lowestRate = Math.min(lowestRate, rates[k] as number);
    }
    let cheapest = Number.POSITIVE_INFINITY;
    let cheapestPlan = 0;
    for (let q = 0; q < plans.length; q++) {
      const { sellable, ownRates } = plans[q] as (typeof plans)[number];
      const plan = sellable.plan;
      let tariffs: number;
      if (plan.adjustmentKind === 'percent') {
        // Each night rounded to the rupee, half up (planNightlyRatePaise): never below the exact share less 50 paise.
        tariffs = Math.max(0, (roomRates * (100 + plan.adjustmentValue)) / 100 - 50 * stay.nights);
        lowestNight = Math.min(lowestNight, (lowestRate * (100 + plan.adjustmentValue)) / 100 - 50);
      } else if (plan.adjustmentKind === 'amount') {
        // Each night max(0, rate + amount): never below rate + amount.
        tariffs = Math.max(0, roomRates + plan.adjustmentValue * stay.nights);
        lowestNight = Math.min(lowestNight, lowestRate + plan.adjustmentValue);
      } else {
        tariffs = 0;
        for (let k = stay.first; k < end; k++) {
          const own = ownRates ? (ownRates[k] as number) : -1;
          const tariff = planNightlyRatePaise(rates[k] as number, plan, own >= 0 ? own : undefined);
          tariffs += tariff;
          lowestNight = Math.min(lowestNight, tariff);
        }
      }
      const floor = Math.max(0, Math.floor(tariffs * (1 - cut)) - 50 * stay.nights);
      if (floor < cheapest) {
        cheapest = floor;
        cheapestPlan = q;
      }
    }
    if (seats) {
      // The ceiling's line under the plan of the cheapest floor (any plan's line is a placement; this one is likely the
      // cheapest): each night's tariff under it exactly, with its extra guests and GST by slab.
      const { sellable, ownRates } = plans[cheapestPlan] as (typeof plans)[number];
      let withTax = 0;
      for (let k = stay.first; k < end; k++) {
        const own = ownRates ? (ownRates[k] as number) : -1;
        const tariff = planNightlyRatePaise(rates[k] as number, sellable.plan, own >= 0 ? own : undefined);
        if (extras === null) withTax += alone * withGst(tariff, tax as TaxForBounds);
        else
          for (let e = 0; e < extras.length; e++)
            withTax += withGst(tariff + (extras[e] as number), tax as TaxForBounds);
      }
      known = Math.min(known, Math.ceil(withTax) + 100);
    }
    cheapestRoom = Math.min(cheapestRoom, cheapest);
    costs.push(cheapest);
    adultBeds.push(room.maxAdults);
    childBeds.push(room.maxChildren);
  }
  if (mostAdults === 0) return { floorPaise: 0, ceilingPaise: Number.POSITIVE_INFINITY };
  const roomsNeeded = Math.max(
    1,
    Math.ceil(adults / mostAdults),
    children > 0 && mostChildren > 0 ? Math.ceil(children / mostChildren) : 0,
  );
  return {
    floorPaise: Math.floor(
      Math.max(roomsNeeded * cheapestRoom, coveringFloor(costs, adultBeds, childBeds, adults, children)),
    ),
    ceilingPaise:
      known === Number.POSITIVE_INFINITY || tax === null
        ? Number.POSITIVE_INFINITY
        : Math.ceil(
            ((known + 50 * MAX_ROOMS_PER_BOOKING) * 10_000) /
              (10_000 + lowestGst(Math.max(0, lowestNight * (1 - cut) - 50), tax)),
          ),
  };
}

/**
 * The least a placement's rooms can cost when room i costs costs[i] and takes adultBeds[i] adults and childBeds[i]
 * children, rooms counted in fractions (a linear programme's relaxation, so never more than any placement's): the
 * largest A·y + C·z over the prices a bed could be given (y an adult's, z a child's, both ≥ 0, no room's beds worth
 * more than its cost) — by duality the relaxation's least cost — found among the corners of those constraints: one
 * kind of bed priced alone, or two rooms' constraints met exactly. Small: a property has a few room types.
 */
export function coveringFloor(
  costs: readonly number[],
  adultBeds: readonly number[],
  childBeds: readonly number[],
  adults: number,
  children: number,
): number {
  const n = costs.length;
  // An adult's bed alone, then a child's alone, priced as high as every room allows.
  let y = Number.POSITIVE_INFINITY;
  let z = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    if ((adultBeds[i] as number) > 0) y = Math.min(y, (costs[i] as number) / (adultBeds[i] as number));
    if ((childBeds[i] as number) > 0) z = Math.min(z, (costs[i] as number) / (childBeds[i] as number));
  }
  let best = 0;
  if (Number.isFinite(y)) best = Math.max(best, adults * y);
  if (Number.isFinite(z)) best = Math.max(best, children * z);
  if (children === 0) return best;
  // Two rooms' constraints met exactly, where that pricing fits every room.
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const ai = adultBeds[i] as number;
      const ci = childBeds[i] as number;
      const aj = adultBeds[j] as number;
      const cj = childBeds[j] as number;
      const det = ai * cj - aj * ci;
      if (det === 0) continue;
      const py = ((costs[i] as number) * cj - (costs[j] as number) * ci) / det;
      const pz = (ai * (costs[j] as number) - aj * (costs[i] as number)) / det;
      if (py < 0 || pz < 0) continue;
      let fits = true;
      for (let k = 0; k < n && fits; k++)
        fits =
          (adultBeds[k] as number) * py + (childBeds[k] as number) * pz <= (costs[k] as number) * (1 + 1e-9) + 1e-9;
      if (fits) best = Math.max(best, adults * py + children * pz);
    }
  return best;
}
