import { addDays, type IsoDate } from '@staybook/contract';
import type { Tx } from '../db/client.js';
import { restrictNights } from '../modules/inventory/nights.repository.js';
import type { PropertyPlan } from './demo-catalogue.js';
import { createRandom } from './random.js';

/**
 * The demo catalogue's stay restrictions, in a file and random stream of their own so the rest of the catalogue
 * stays as it was: Goa's Elite and Imperial properties sell the coming peak week (arrivals 24–31 Dec) for at least
 * three nights, and a few of them take no arrivals on New Year's Eve — what Goa's best hotels do.
 */

export const PEAK_MIN_STAY = 3;

/** The arrival nights of the coming peak week: 24–31 Dec of this year, or of next year once 24 Dec has passed. */
export function comingPeakWeek(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const year = Number(today.slice(0, 4));
  const from = today <= `${year}-12-24` ? `${year}-12-24` : `${year + 1}-12-24`;
  return { from, to: addDays(from, 7) };
}

export interface PeakWeekPlan {
  from: IsoDate;
  to: IsoDate;
  /** Slugs of the properties with the minimum stay. */
  minStay: string[];
  /** Of those, the ones closed to arrival on 31 Dec. */
  closedToArrival: string[];
}

export function planPeakWeek(plans: readonly PropertyPlan[], today: IsoDate): PeakWeekPlan {
  const r = createRandom('peak-week-restrictions');
  const minStay = plans
    .filter((p) => p.city === 'Goa' && (p.category === 'Elite' || p.category === 'Imperial'))
    .map((p) => p.slug);
  return { ...comingPeakWeek(today), minStay, closedToArrival: minStay.filter(() => r.chance(0.3)) };
}

/** Writes the plan onto the seeded inventory (nights beyond the seeded range are simply not there). */
export async function applyPeakWeek(
  tx: Tx,
  plan: PeakWeekPlan,
  roomTypesOf: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const ids = (slugs: string[]) => slugs.flatMap((slug) => roomTypesOf.get(slug) ?? []);
  await restrictNights(tx, ids(plan.minStay), plan.from, plan.to, { minStay: PEAK_MIN_STAY });
  await restrictNights(tx, ids(plan.closedToArrival), plan.to, plan.to, { closedToArrival: true });
}
