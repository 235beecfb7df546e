import { addDays, stayNights, todayIst } from '@staybook/contract';
import type { Db } from '../../src/db/client.js';
import { roomInventory } from '../../src/db/schema/catalogue.js';
import { ratePlanRates, ratePlans } from '../../src/db/schema/rate-plans.js';
import { createPolicy, createProperty, createRatePlan, createRoomType, policies } from './factories.js';

/**
 * A generated catalogue for the list's price tests (list-price-parity, price-order): properties of one to three room
 * types, every kind of plan, extra guests, partner-only rooms, nights closed, sold out, missing and restricted, and
 * rates either side of the GST slab edges; the same on both databases and in every run.
 */
const today = todayIst();
/** Nights on sale from today. */
export const HORIZON = 24;

/** A small seeded generator (mulberry32), so the catalogue is the same on both databases and in every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  return { next, int, pick };
}

/** Nightly rates (rupees) either side of the GST slab edges (₹1,000 until July 2022, and ₹7,500). */
export const RATES = [800, 1_000, 1_050, 3_999, 7_000, 7_400, 7_500, 7_501, 8_000, 12_345];

export interface RoomSpec {
  id: string;
  propertyId: string;
  partnerOnly: boolean;
  maxAdults: number;
  maxChildren: number;
}

/** Properties of one to three room types each, every kind of plan, and nights with every way of not selling. */
export async function buildCatalogue(db: Db, cityId: string): Promise<{ propertyIds: string[]; rooms: RoomSpec[] }> {
  const rnd = seeded(21);
  const propertyIds: string[] = [];
  const rooms: RoomSpec[] = [];
  for (let p = 0; p < 10; p++) {
    const property = await createProperty(db, { cityId, name: `Parity ${p}` }, { picture: false });
    propertyIds.push(property.id);
    const policy = await createPolicy(db, property.id, policies.flexible, 'Flexible');
    const roomCount = rnd.int(1, 3);
    for (let r = 0; r < roomCount; r++) {
      const maxAdults = rnd.int(1, 4);
      const maxChildren = rnd.int(0, 2);
      const partnerOnly = rnd.next() < 0.2;
      const room = await createRoomType(db, property.id, {
        name: `Room ${p}.${r}`,
        maxAdults,
        maxChildren,
        baseAdults: rnd.int(1, maxAdults),
        baseChildren: rnd.int(0, Math.min(1, maxChildren)),
        extraAdultPaise: rnd.pick([0, 50_000, 120_000]),
        extraChildPaise: rnd.pick([0, 30_000, 75_000]),
        baseRatePaise: rnd.pick(RATES) * 100,
        ...(partnerOnly ? { externalBookingUrl: `https://partner.example.com/${p}/${r}` } : {}),
      });
      rooms.push({ id: room.id, propertyId: property.id, partnerOnly, maxAdults, maxChildren });
      const nights = stayNights(today, addDays(today, HORIZON)).filter(() => rnd.next() > 0.04);
      await db.insert(roomInventory).values(
        nights.map((date) => ({
          roomTypeId: room.id,
          stayDate: date,
          ratePaise: rnd.pick(RATES) * 100,
          available: rnd.next() < 0.08 ? 0 : rnd.int(1, 3),
          isClosed: rnd.next() < 0.05,
          closedToArrival: rnd.next() < 0.05,
          closedToDeparture: rnd.next() < 0.04,
          minStay: rnd.next() < 0.06 ? rnd.int(2, 3) : null,
          maxStay: rnd.next() < 0.03 ? rnd.int(2, 4) : null,
        })),
      );
      const planCount = rnd.int(0, 4);
      for (let k = 0; k < planCount; k++) {
        const kind = rnd.pick(['percent', 'amount', 'own_rates', 'archived'] as const);
        const common = { name: `Plan ${k}`, isDefault: k === 0, sortOrder: k };
        if (kind === 'percent') {
          await createRatePlan(db, room.id, policy.id, {
            ...common,
            adjustmentKind: 'percent',
            adjustmentValue: rnd.pick([-33, -15, -10, -7, 5, 12, 20]),
          });
        } else if (kind === 'amount') {
          await createRatePlan(db, room.id, policy.id, {
            ...common,
            adjustmentKind: 'amount',
            adjustmentValue: rnd.pick([-150_000, -50_000, -1_000, 30_000, 80_000]),
          });
        } else {
          // Own rates on some nights only (the others sell at the room's rate), or an archived plan never sold.
          const [plan] = await db
            .insert(ratePlans)
            .values({
              roomTypeId: room.id,
              cancellationPolicyId: policy.id,
              ...common,
              adjustmentKind: kind === 'own_rates' ? 'own_rates' : 'percent',
              adjustmentValue: kind === 'own_rates' ? 0 : -50,
              status: kind === 'archived' ? 'archived' : 'active',
            })
            .returning({ id: ratePlans.id });
          const priced = nights.filter(() => rnd.next() < 0.6);
          if (kind === 'own_rates' && plan && priced.length > 0)
            await db
              .insert(ratePlanRates)
              .values(
                priced.map((date) => ({ ratePlanId: plan.id, stayDate: date, ratePaise: rnd.pick(RATES) * 100 })),
              );
        }
      }
    }
  }
  return { propertyIds, rooms };
}
