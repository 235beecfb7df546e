import type { CancellationTerms, MealPlan, PaymentPolicy } from '@staybook/contract/rate-plans';
import type { Db } from '../../../src/db/client.js';
import { cancellationPolicies, ratePlans } from '../../../src/db/schema/rate-plans.js';

/** Cancellation policies and rate plans, as a hotel would set them up. */

export const policies = {
  /** Free until 24 hours before check-in, then the first night. */
  flexible: {
    kind: 'free_then_charge',
    freeWindowValue: 24,
    freeWindowUnit: 'hours',
    chargeKind: 'first_night',
    chargePercent: null,
  },
  nonRefundable: {
    kind: 'non_refundable',
    freeWindowValue: null,
    freeWindowUnit: null,
    chargeKind: null,
    chargePercent: null,
  },
  /** A window so long (a year) that any stay in the next months is already past it: the charge applies at once. */
  halfAfterAYear: {
    kind: 'free_then_charge',
    freeWindowValue: 365,
    freeWindowUnit: 'days',
    chargeKind: 'percent',
    chargePercent: 50,
  },
  firstNightAfterAYear: {
    kind: 'free_then_charge',
    freeWindowValue: 365,
    freeWindowUnit: 'days',
    chargeKind: 'first_night',
    chargePercent: null,
  },
} satisfies Record<string, CancellationTerms>;

export async function createPolicy(
  db: Db,
  propertyId: string,
  terms: CancellationTerms,
  name = 'Policy',
): Promise<{ id: string }> {
  const [row] = await db
    .insert(cancellationPolicies)
    .values({ propertyId, name, ...terms })
    .returning({ id: cancellationPolicies.id });
  if (!row) throw new Error('policy not created');
  return row;
}

export async function createRatePlan(
  db: Db,
  roomTypeId: string,
  policyId: string,
  over: {
    name?: string;
    mealPlan?: MealPlan;
    adjustmentKind?: 'percent' | 'amount';
    adjustmentValue?: number;
    isDefault?: boolean;
    sortOrder?: number;
    paymentPolicy?: PaymentPolicy;
    depositPercent?: number | null;
  } = {},
): Promise<{ id: string }> {
  const [row] = await db
    .insert(ratePlans)
    .values({ roomTypeId, cancellationPolicyId: policyId, name: 'Flexible rate', ...over })
    .returning({ id: ratePlans.id });
  if (!row) throw new Error('rate plan not created');
  return row;
}
