/**
 * Rate plans and cancellation policies: the values the database, the API and the guest site share, and their
 * labels. Zod-free (the guest pages' first load reads the labels); the rules are in cancellation-rules.ts and, for
 * the price of a plan, in the API's rate-plan-rules.ts.
 */

export const mealPlans = ['room_only', 'breakfast', 'half_board', 'full_board'] as const;
export type MealPlan = (typeof mealPlans)[number];

/**
 * How a plan is paid: all online when booking (pay_now), a percentage online and the rest at the property (deposit,
 * with depositPercent), or nothing online (pay_at_property: confirmed at once, paid at the desk). The amounts are
 * payment-terms.ts's rule.
 */
export const paymentPolicies = ['pay_now', 'deposit', 'pay_at_property'] as const;
export type PaymentPolicy = (typeof paymentPolicies)[number];

/** A deposit is a share of the stay, never none of it nor all of it (those are the other two policies). */
export const MIN_DEPOSIT_PERCENT = 1;
export const MAX_DEPOSIT_PERCENT = 99;

/**
 * percent: whole percent of the nightly rate (−10 is 10% off); amount: paise per night (+50000 is ₹500 more);
 * own_rates: the plan's own rate for each night, set in its calendar (a night without one sells at the room type's
 * rate, so a plan is never unsellable by omission).
 */
export const priceAdjustmentKinds = ['percent', 'amount', 'own_rates'] as const;
export type PriceAdjustmentKind = (typeof priceAdjustmentKinds)[number];

export const cancellationPolicyKinds = ['free_then_charge', 'non_refundable'] as const;
export type CancellationPolicyKind = (typeof cancellationPolicyKinds)[number];

export const freeWindowUnits = ['hours', 'days'] as const;
export type FreeWindowUnit = (typeof freeWindowUnits)[number];

/** What is kept once the free window has closed: the first night, a percentage of the stay, or all of it. */
export const cancellationChargeKinds = ['first_night', 'percent', 'full'] as const;
export type CancellationChargeKind = (typeof cancellationChargeKinds)[number];

const MEAL_PLAN_LABELS: Record<MealPlan, string> = {
  room_only: 'Room only',
  breakfast: 'Breakfast included',
  half_board: 'Breakfast and dinner',
  full_board: 'All meals',
};

/** 'breakfast' → 'Breakfast included'. */
export function mealPlanLabel(plan: string): string {
  return MEAL_PLAN_LABELS[plan as MealPlan] ?? plan;
}

/** The terms of a cancellation policy, as stored and as snapshotted onto a booking. */
export interface CancellationTerms {
  kind: CancellationPolicyKind;
  /** How long before check-in (at the property's check-in time) the free window closes; null when non-refundable. */
  freeWindowValue: number | null;
  freeWindowUnit: FreeWindowUnit | null;
  chargeKind: CancellationChargeKind | null;
  /** 1–100 with chargeKind 'percent'. */
  chargePercent: number | null;
}

/** A policy as a booking line keeps it: the terms, its name, and the policy it came from (null: built in). */
export interface CancellationPolicySnapshot extends CancellationTerms {
  id: string | null;
  name: string;
}

/** A rate plan as a booking line keeps it. */
export interface RatePlanSnapshot {
  /** Null for the built-in standard plan of a room type that has no plans. */
  id: string | null;
  name: string;
  mealPlan: MealPlan;
  paymentPolicy: PaymentPolicy;
  /** Whole percent paid online with paymentPolicy 'deposit'; null otherwise (absent on snapshots made before). */
  depositPercent?: number | null;
  adjustmentKind: PriceAdjustmentKind;
  adjustmentValue: number;
}

/**
 * The promise every booking had before policies were data: free cancellation until 24 hours before check-in, then
 * nothing back. Used by room types with no plan of their own (the built-in standard plan).
 */
export const STANDARD_CANCELLATION_POLICY: CancellationPolicySnapshot = {
  id: null,
  name: 'Free cancellation',
  kind: 'free_then_charge',
  freeWindowValue: 24,
  freeWindowUnit: 'hours',
  chargeKind: 'full',
  chargePercent: null,
};

export const STANDARD_RATE_PLAN: RatePlanSnapshot = {
  id: null,
  name: 'Standard rate',
  mealPlan: 'room_only',
  paymentPolicy: 'pay_now',
  depositPercent: null,
  adjustmentKind: 'percent',
  adjustmentValue: 0,
};
