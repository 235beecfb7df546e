import {
  type AdminRatePlan,
  MAX_ADJUSTMENT_PERCENT,
  MAX_ADJUSTMENT_RUPEES,
  MIN_ADJUSTMENT_PERCENT,
  type RatePlanInput,
  ratePlanInputSchema,
} from '@staybook/contract/admin-rate-plans';
import {
  MAX_DEPOSIT_PERCENT,
  type MealPlan,
  MIN_DEPOSIT_PERCENT,
  mealPlanLabel,
  mealPlans,
  type PaymentPolicy,
  type PriceAdjustmentKind,
  paymentPolicies,
} from '@staybook/contract/rate-plans';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { numberOrNaN, numberOrNull } from '../../logic/form-values';

/** The plan form's values as its boxes hold them; the price change is signed (−12 is 12% or ₹12 less). */
export interface PlanDraft {
  name: string;
  mealPlan: MealPlan;
  cancellationPolicyId: string;
  paymentPolicy: PaymentPolicy;
  depositPercent: string;
  adjustmentKind: PriceAdjustmentKind;
  adjustmentValue: string;
  isDefault: boolean;
}

export const emptyPlanDraft = (policyId = ''): PlanDraft => ({
  name: '',
  mealPlan: 'room_only',
  cancellationPolicyId: policyId,
  paymentPolicy: 'pay_now',
  depositPercent: '',
  adjustmentKind: 'percent',
  adjustmentValue: '0',
  isDefault: false,
});

export function planDraftOf(p: AdminRatePlan): PlanDraft {
  return {
    name: p.name,
    mealPlan: p.mealPlan,
    cancellationPolicyId: p.cancellationPolicyId,
    paymentPolicy: p.paymentPolicy,
    depositPercent: p.depositPercent === null ? '' : String(p.depositPercent),
    adjustmentKind: p.adjustmentKind,
    adjustmentValue: String(p.adjustmentValue),
    isDefault: p.isDefault,
  };
}

export function toPlanInput(d: PlanDraft): RatePlanInput {
  return {
    name: d.name,
    mealPlan: d.mealPlan,
    cancellationPolicyId: d.cancellationPolicyId,
    paymentPolicy: d.paymentPolicy,
    depositPercent: d.paymentPolicy === 'deposit' ? numberOrNull(d.depositPercent) : null,
    adjustmentKind: d.adjustmentKind,
    // '−12' typed with the typographic minus reads as −12 too.
    // A plan on its own rates has no adjustment (its calendar prices each night).
    adjustmentValue: d.adjustmentKind === 'own_rates' ? 0 : numberOrNaN(d.adjustmentValue.replace('\u2212', '-')),
    isDefault: d.isDefault,
  };
}

export const planFormSchema = z.custom<PlanDraft>().transform(toPlanInput).pipe(ratePlanInputSchema);

export const planMessages: FieldMessages = {
  name: 'Give the plan a name guests will read, such as “Non-refundable saver”.',
  cancellationPolicyId: 'Choose a cancellation policy (add one above first if there is none).',
  depositPercent: `Enter the deposit paid online, a whole percent from ${MIN_DEPOSIT_PERCENT} to ${MAX_DEPOSIT_PERCENT}.`,
  adjustmentValue: `Enter a whole number: from ${MIN_ADJUSTMENT_PERCENT}% to +${MAX_ADJUSTMENT_PERCENT}%, or up to ₹${MAX_ADJUSTMENT_RUPEES.toLocaleString('en-IN')} either way (0 keeps the room's rate).`,
};

export const MEAL_PLAN_OPTIONS = mealPlans.map((m) => [m, mealPlanLabel(m)] as const);
const PAYMENT_LABELS: Record<PaymentPolicy, string> = {
  pay_now: 'Pay in full when booking',
  deposit: 'Deposit when booking, the rest at the property',
  pay_at_property: 'Pay at the property',
};
export const PAYMENT_OPTIONS = paymentPolicies.map((p) => [p, PAYMENT_LABELS[p]] as const);
export const ADJUSTMENT_KINDS = [
  ['percent', '% of the nightly rate'],
  ['amount', '₹ a night'],
  ['own_rates', 'Its own rates in the calendar'],
] as const;
