import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cancellationPolicies, ratePlanRates, ratePlans } from '../../db/schema/index.js';
import { type SellablePlan, toSellablePlan } from './rate-plan-rules.js';

/**
 * The active rate plans of these room types with their policies, by room type, in the order the hotel set. Given
 * the nights of a stay (first and last, inclusive), plans on their own rates carry those nights' rates (one more
 * read, only when such a plan is among them).
 */
export async function sellablePlansOf(
  db: DbOrTx,
  roomTypeIds: string[],
  nights?: { first: string; last: string },
): Promise<Map<string, SellablePlan[]>> {
  const out = new Map<string, SellablePlan[]>();
  if (roomTypeIds.length === 0) return out;
  const rows = await db
    .select({
      roomTypeId: ratePlans.roomTypeId,
      id: ratePlans.id,
      name: ratePlans.name,
      mealPlan: ratePlans.mealPlan,
      paymentPolicy: ratePlans.paymentPolicy,
      depositPercent: ratePlans.depositPercent,
      adjustmentKind: ratePlans.adjustmentKind,
      adjustmentValue: ratePlans.adjustmentValue,
      isDefault: ratePlans.isDefault,
      policy: {
        id: cancellationPolicies.id,
        name: cancellationPolicies.name,
        kind: cancellationPolicies.kind,
        freeWindowValue: cancellationPolicies.freeWindowValue,
        freeWindowUnit: cancellationPolicies.freeWindowUnit,
        chargeKind: cancellationPolicies.chargeKind,
        chargePercent: cancellationPolicies.chargePercent,
      },
    })
    .from(ratePlans)
    .innerJoin(cancellationPolicies, eq(cancellationPolicies.id, ratePlans.cancellationPolicyId))
    .where(and(inArray(ratePlans.roomTypeId, roomTypeIds), eq(ratePlans.status, 'active')))
    .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.createdAt));
  const ownRateIds = rows.filter((r) => r.adjustmentKind === 'own_rates').map((r) => r.id);
  const ownRates = nights && ownRateIds.length > 0 ? await ownRatesOf(db, ownRateIds, nights) : new Map();
  for (const row of rows) {
    const list = out.get(row.roomTypeId) ?? [];
    const sellable = toSellablePlan(row);
    if (row.adjustmentKind === 'own_rates') sellable.ownRates = ownRates.get(row.id) ?? new Map();
    list.push(sellable);
    out.set(row.roomTypeId, list);
  }
  return out;
}

/** Plans' own rates (paise) on the nights first–last inclusive, by plan id then date. */
export async function ownRatesOf(
  db: DbOrTx,
  planIds: string[],
  nights: { first: string; last: string },
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({ planId: ratePlanRates.ratePlanId, date: ratePlanRates.stayDate, ratePaise: ratePlanRates.ratePaise })
    .from(ratePlanRates)
    .where(and(inArray(ratePlanRates.ratePlanId, planIds), between(ratePlanRates.stayDate, nights.first, nights.last)));
  const out = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const byDate = out.get(row.planId) ?? new Map<string, number>();
    byDate.set(row.date, row.ratePaise);
    out.set(row.planId, byDate);
  }
  return out;
}
