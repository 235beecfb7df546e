import { z } from 'zod';
import {
  cancellationChargeKinds,
  cancellationPolicyKinds,
  freeWindowUnits,
  mealPlans,
  paymentPolicies,
} from './rate-plans';

/** A cancellation policy's terms at the API edge (see rate-plans.ts for their meaning). */
export const cancellationTermsSchema = z.object({
  name: z.string(),
  kind: z.enum(cancellationPolicyKinds),
  freeWindowValue: z.number().int().nullable(),
  freeWindowUnit: z.enum(freeWindowUnits).nullable(),
  chargeKind: z.enum(cancellationChargeKinds).nullable(),
  chargePercent: z.number().int().nullable(),
  /**
   * Unix seconds until which cancelling is free for this stay; null when there is no free window (non-refundable,
   * or the window had already closed when booked or quoted).
   */
  freeCancellationUntil: z.number().int().nullable(),
  /** 'Free cancellation until 12 Dec 2026, 2:00 PM', 'Non-refundable' or 'No free cancellation'. */
  headline: z.string(),
  /** The whole promise in a sentence. */
  description: z.string(),
});
export type CancellationTermsView = z.infer<typeof cancellationTermsSchema>;

/** A rate plan as offered for a stay, or as a booking line was sold under. */
export const ratePlanOfferSchema = z.object({
  /** Null for the built-in standard plan of a room type that has no plans of its own. */
  id: z.string().nullable(),
  name: z.string(),
  mealPlan: z.enum(mealPlans),
  /** 'Breakfast included', 'Room only', … */
  mealPlanLabel: z.string(),
  paymentPolicy: z.enum(paymentPolicies),
  /** Whole percent paid online when paymentPolicy is 'deposit' (null otherwise). */
  depositPercent: z.number().int().nullable().optional(),
  /** 'Pay now', 'Pay 30% deposit now', 'Pay at property'. */
  paymentLabel: z.string().optional(),
  isDefault: z.boolean(),
  cancellation: cancellationTermsSchema,
});
export type RatePlanOffer = z.infer<typeof ratePlanOfferSchema>;
