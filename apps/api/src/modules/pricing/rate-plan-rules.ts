import { cancellationHeadline, describeCancellation, promisedDeadline } from '@staybook/contract/cancellation-rules';
import { paymentPolicyLabel } from '@staybook/contract/payment-terms';
import type { CancellationTermsView, RatePlanOffer } from '@staybook/contract/rate-plan-offer';
import {
  type CancellationPolicySnapshot,
  type MealPlan,
  mealPlanLabel,
  type PaymentPolicy,
  type PriceAdjustmentKind,
  type RatePlanSnapshot,
  STANDARD_CANCELLATION_POLICY,
  STANDARD_RATE_PLAN,
} from '@staybook/contract/rate-plans';
import type { NightInventory } from './pricing-rules.js';

/** A rate plan as the pricing reads it, with its cancellation policy. */
export interface SellablePlan {
  plan: RatePlanSnapshot;
  policy: CancellationPolicySnapshot;
  isDefault: boolean;
  /** A plan on its own rates: its rate per night (paise) for the nights read; a night not here sells at the room's. */
  ownRates?: ReadonlyMap<string, number>;
}

/** The built-in plan of a room type that has no plans: the room's own rate and the standard 24-hour promise. */
export const STANDARD_PLAN: SellablePlan = {
  plan: STANDARD_RATE_PLAN,
  policy: STANDARD_CANCELLATION_POLICY,
  isDefault: true,
};

/**
 * One night's tariff under a plan, in paise. A percentage is rounded to the whole rupee (half up), so a plan's price
 * is a whole-rupee tariff like every rate the console sets (and GST is charged on exactly what the guest sees); an
 * amount is added as it is. Never below zero. A plan on its own rates charges its own rate for the night, or the
 * room's rate where it has none.
 */
export function planNightlyRatePaise(
  ratePaise: number,
  adjustment: { adjustmentKind: PriceAdjustmentKind; adjustmentValue: number },
  ownRatePaise?: number,
): number {
  if (adjustment.adjustmentKind === 'own_rates') return ownRatePaise ?? ratePaise;
  const priced =
    adjustment.adjustmentKind === 'percent'
      ? Math.round((ratePaise * (100 + adjustment.adjustmentValue)) / 10_000) * 100
      : ratePaise + adjustment.adjustmentValue;
  return Math.max(0, priced);
}

/** The nights of a room priced under a plan (availability is the room type's, shared by all its plans). */
export function nightsUnderPlan(nights: NightInventory[], sellable: Pick<SellablePlan, 'plan' | 'ownRates'>) {
  return nights.map((n) => ({
    ...n,
    ratePaise: planNightlyRatePaise(n.ratePaise, sellable.plan, sellable.ownRates?.get(n.date)),
  }));
}

/**
 * The plan a booking line is sold under: the one asked for, else the room type's default, else its first plan,
 * else the built-in standard plan. Returns null when a plan was asked for that the room type does not sell.
 */
export function choosePlan(plans: SellablePlan[], ratePlanId: string | undefined): SellablePlan | null {
  if (ratePlanId) return plans.find((p) => p.plan.id === ratePlanId) ?? null;
  return plans.find((p) => p.isDefault) ?? plans[0] ?? STANDARD_PLAN;
}

/** A plan joined with its policy, as the pricing reads it. */
export interface PlanRow {
  id: string;
  name: string;
  mealPlan: string;
  paymentPolicy: string;
  depositPercent?: number | null;
  adjustmentKind: string;
  adjustmentValue: number;
  isDefault: boolean;
  policy: {
    id: string;
    name: string;
    kind: string;
    freeWindowValue: number | null;
    freeWindowUnit: string | null;
    chargeKind: string | null;
    chargePercent: number | null;
  };
}

/** Database rows (a plan joined with its policy) as the pricing reads them. */
export function toSellablePlan(row: PlanRow): SellablePlan {
  // The columns' CHECK constraints hold these to the contract's values.
  return {
    plan: {
      id: row.id,
      name: row.name,
      mealPlan: row.mealPlan as MealPlan,
      paymentPolicy: row.paymentPolicy as PaymentPolicy,
      depositPercent: row.depositPercent ?? null,
      adjustmentKind: row.adjustmentKind as PriceAdjustmentKind,
      adjustmentValue: row.adjustmentValue,
    },
    policy: { ...row.policy } as CancellationPolicySnapshot,
    isDefault: row.isDefault,
  };
}

/** A policy's terms as the API shows them, with the deadline promised (or not) for the stay. */
export function toCancellationView(policy: CancellationPolicySnapshot, deadline: number | null): CancellationTermsView {
  return {
    name: policy.name,
    kind: policy.kind,
    freeWindowValue: policy.freeWindowValue,
    freeWindowUnit: policy.freeWindowUnit,
    chargeKind: policy.chargeKind,
    chargePercent: policy.chargePercent,
    freeCancellationUntil: deadline,
    headline: cancellationHeadline(policy, deadline),
    description: describeCancellation(policy, deadline),
  };
}

export function toRatePlanOffer(sellable: SellablePlan, deadline: number | null): RatePlanOffer {
  const { plan, policy } = sellable;
  return {
    id: plan.id,
    name: plan.name,
    mealPlan: plan.mealPlan,
    mealPlanLabel: mealPlanLabel(plan.mealPlan),
    paymentPolicy: plan.paymentPolicy,
    depositPercent: plan.depositPercent ?? null,
    paymentLabel: paymentPolicyLabel(plan),
    isDefault: sellable.isDefault,
    cancellation: toCancellationView(policy, deadline),
  };
}

/** The plan as offered for a stay booked at `nowUnix`: its deadline only if it is still ahead. */
export function offerFor(
  sellable: SellablePlan,
  stay: { checkIn: string; checkInTime: string },
  nowUnix: number,
): RatePlanOffer {
  return toRatePlanOffer(sellable, promisedDeadline(sellable.policy, stay.checkIn, stay.checkInTime, nowUnix));
}

/**
 * The plans a room type sells, default first (the built-in standard plan when it has none). Plans are read default
 * first, so nearly always they are returned as they are: a list search asks this of every room it prices, and a
 * copy sorted each time was a tenth of what it allocated.
 */
export function plansForSale(plans: readonly SellablePlan[] | undefined): readonly SellablePlan[] {
  if (!plans || plans.length === 0) return STANDARD_ONLY;
  const firstOther = plans.findIndex((p) => !p.isDefault);
  if (firstOther < 0 || !plans.some((p, i) => i > firstOther && p.isDefault)) return plans;
  return [...plans].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

const STANDARD_ONLY: readonly SellablePlan[] = Object.freeze([STANDARD_PLAN]);
