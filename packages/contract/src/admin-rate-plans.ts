import { z } from 'zod';
import { inventoryDateSchema, weekdaySchema } from './admin-inventory';
import { objectIdSchema } from './common';
import { propertyCategories, propertyTypeKeys } from './property-types';
import {
  cancellationChargeKinds,
  cancellationPolicyKinds,
  freeWindowUnits,
  MAX_DEPOSIT_PERCENT,
  MIN_DEPOSIT_PERCENT,
  mealPlans,
  paymentPolicies,
  priceAdjustmentKinds,
} from './rate-plans';
import { daysBetween, isIsoDate } from './stay-dates';

/**
 * Rate plans and cancellation policies in the operator console (/api/admin/rate-plans), and the brand-wide rate
 * bulk edit (/api/admin/rates/bulk-*). Money is whole rupees (the database keeps paise). Editing a plan or a policy
 * never changes a booking already made: each booked room keeps a copy of the plan and policy it was sold under.
 */

/** Longest free window: a year (the database allows 8760 of either unit; a year of days is what a hotel means). */
export const MAX_FREE_WINDOW_HOURS = 8760;
export const MAX_FREE_WINDOW_DAYS = 365;
/** A plan's price change: from −100% (free) to +500%, or up to ₹1,00,000 a night either way. */
export const MIN_ADJUSTMENT_PERCENT = -100;
export const MAX_ADJUSTMENT_PERCENT = 500;
export const MAX_ADJUSTMENT_RUPEES = 100_000;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of ${values.map((v) => `'${v}'`).join(', ')}` });

// ─── Cancellation policies ──────────────────────────────────────────────────────────────────────────

/**
 * A policy as the console sends it. Non-refundable needs only a name; free-then-charge says when the free window
 * closes and what is kept after it (a percentage only with chargeKind 'percent'). Fields the kind does not use are
 * dropped, so the stored row always has the shape the database's CHECK allows.
 */
export const cancellationPolicyInputSchema = z
  .object({
    name: requiredText('name', 80),
    kind: oneOf('kind', cancellationPolicyKinds),
    freeWindowValue: wholeNumber('freeWindowValue', 0, MAX_FREE_WINDOW_HOURS).nullable().optional(),
    freeWindowUnit: oneOf('freeWindowUnit', freeWindowUnits).nullable().optional(),
    chargeKind: oneOf('chargeKind', cancellationChargeKinds).nullable().optional(),
    chargePercent: wholeNumber('chargePercent', 1, 100).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'free_then_charge') return;
    if (v.freeWindowValue == null)
      ctx.addIssue({ code: 'custom', path: ['freeWindowValue'], message: 'freeWindowValue is required' });
    if (v.freeWindowUnit == null)
      ctx.addIssue({ code: 'custom', path: ['freeWindowUnit'], message: 'freeWindowUnit is required' });
    else if (v.freeWindowUnit === 'days' && (v.freeWindowValue ?? 0) > MAX_FREE_WINDOW_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['freeWindowValue'],
        message: `freeWindowValue must be at most ${MAX_FREE_WINDOW_DAYS} days`,
      });
    if (v.chargeKind == null) ctx.addIssue({ code: 'custom', path: ['chargeKind'], message: 'chargeKind is required' });
    else if (v.chargeKind === 'percent' && v.chargePercent == null)
      ctx.addIssue({ code: 'custom', path: ['chargePercent'], message: 'chargePercent is required' });
  })
  .transform((v) =>
    v.kind === 'non_refundable'
      ? {
          name: v.name,
          kind: v.kind,
          freeWindowValue: null,
          freeWindowUnit: null,
          chargeKind: null,
          chargePercent: null,
        }
      : {
          name: v.name,
          kind: v.kind,
          freeWindowValue: v.freeWindowValue ?? 0,
          freeWindowUnit: v.freeWindowUnit ?? 'hours',
          chargeKind: v.chargeKind ?? 'full',
          chargePercent: v.chargeKind === 'percent' ? (v.chargePercent ?? null) : null,
        },
  );
export type CancellationPolicyInput = z.input<typeof cancellationPolicyInputSchema>;
export type CancellationPolicyFields = z.output<typeof cancellationPolicyInputSchema>;

export const adminCancellationPolicySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(cancellationPolicyKinds),
  freeWindowValue: z.number().int().nullable(),
  freeWindowUnit: z.enum(freeWindowUnits).nullable(),
  chargeKind: z.enum(cancellationChargeKinds).nullable(),
  chargePercent: z.number().int().nullable(),
  /** 'Free until 2 days before check-in, then the first night is kept' */
  summary: z.string(),
  /** Names of the plans (archived ones too) sold under it: a policy in use cannot be removed. */
  usedBy: z.array(z.string()),
});
export type AdminCancellationPolicy = z.infer<typeof adminCancellationPolicySchema>;

// ─── Rate plans ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A plan as the console sends it. `adjustmentValue` is whole percent with 'percent' (−12 is 12% off) and whole
 * rupees a night with 'amount' (+500 is ₹500 more). `depositPercent` only with the 'deposit' payment policy.
 * `isDefault: true` makes it the room type's default (the previous default stops being one).
 */
export const ratePlanInputSchema = z
  .object({
    name: requiredText('name', 80),
    mealPlan: oneOf('mealPlan', mealPlans),
    cancellationPolicyId: objectIdSchema,
    paymentPolicy: oneOf('paymentPolicy', paymentPolicies).default('pay_now'),
    depositPercent: wholeNumber('depositPercent', MIN_DEPOSIT_PERCENT, MAX_DEPOSIT_PERCENT).nullable().optional(),
    adjustmentKind: oneOf('adjustmentKind', priceAdjustmentKinds),
    adjustmentValue: z.number({ error: 'adjustmentValue must be a number' }).int('adjustmentValue must be whole'),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
    sortOrder: wholeNumber('sortOrder', 0, 100_000).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.paymentPolicy === 'deposit' && v.depositPercent == null)
      ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: 'depositPercent is required' });
    // A plan on its own rates has no adjustment: its calendar says each night's price.
    if (v.adjustmentKind === 'own_rates') return;
    const [min, max] =
      v.adjustmentKind === 'percent'
        ? [MIN_ADJUSTMENT_PERCENT, MAX_ADJUSTMENT_PERCENT]
        : [-MAX_ADJUSTMENT_RUPEES, MAX_ADJUSTMENT_RUPEES];
    if (v.adjustmentValue < min || v.adjustmentValue > max)
      ctx.addIssue({
        code: 'custom',
        path: ['adjustmentValue'],
        message: `adjustmentValue must be from ${min} to ${max}`,
      });
  })
  .transform((v) => ({
    ...v,
    depositPercent: v.paymentPolicy === 'deposit' ? (v.depositPercent ?? null) : null,
    adjustmentValue: v.adjustmentKind === 'own_rates' ? 0 : v.adjustmentValue,
  }));
export type RatePlanInput = z.input<typeof ratePlanInputSchema>;
export type RatePlanFields = z.output<typeof ratePlanInputSchema>;

export const adminRatePlanSchema = z.object({
  id: z.string(),
  roomTypeId: z.string(),
  name: z.string(),
  mealPlan: z.enum(mealPlans),
  mealPlanLabel: z.string(),
  cancellationPolicyId: z.string(),
  cancellationPolicyName: z.string(),
  paymentPolicy: z.enum(paymentPolicies),
  depositPercent: z.number().int().nullable(),
  /** 'Pay now', 'Pay 30% deposit now', 'Pay at property'. */
  paymentLabel: z.string(),
  adjustmentKind: z.enum(priceAdjustmentKinds),
  /** Whole percent, or whole rupees a night. */
  adjustmentValue: z.number(),
  /** '−12%', '+₹500 a night', 'The room's rate'. */
  adjustmentLabel: z.string(),
  /** The plan's price on the room type's base rate, rupees. */
  priceOnBaseRate: z.number(),
  isDefault: z.boolean(),
  status: z.enum(['active', 'archived']),
  sortOrder: z.number().int(),
});
export type AdminRatePlan = z.infer<typeof adminRatePlanSchema>;

export const adminRoomTypePlansSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Rupees. */
  baseRate: z.number(),
  archived: z.boolean(),
  /** Active plans first (default first), then archived ones. None active: the room sells at the Standard rate. */
  plans: z.array(adminRatePlanSchema),
});
export type AdminRoomTypePlans = z.infer<typeof adminRoomTypePlansSchema>;

export const adminPropertyRatePlansSchema = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  /** 'HH:MM' IST: the free window is counted back from check-in at this time. */
  checkInTime: z.string(),
  policies: z.array(adminCancellationPolicySchema),
  roomTypes: z.array(adminRoomTypePlansSchema),
});
export type AdminPropertyRatePlans = z.infer<typeof adminPropertyRatePlansSchema>;

export const ratePlansPropertyParamsSchema = z.object({ id: objectIdSchema });
export const ratePlansPolicyParamsSchema = z.object({ id: objectIdSchema, policyId: objectIdSchema });
export const ratePlansPlanParamsSchema = z.object({ id: objectIdSchema, planId: objectIdSchema });

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const adminPropertyRatePlansResponseSchema = ok(adminPropertyRatePlansSchema);
export const adminCancellationPolicyResponseSchema = ok(adminCancellationPolicySchema);
export const adminRatePlanResponseSchema = ok(adminRatePlanSchema);
export const adminPolicyRemovedResponseSchema = ok(z.object({ id: z.string() }));

// ─── A plan's own rates ─────────────────────────────────────────────────────────────────────────────

/** Most nights one read or one edit of a plan's own rates covers (a year and a bit, like the inventory calendar). */
export const PLAN_RATES_MAX_NIGHTS = 400;

function checkNightsRange(v: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isIsoDate(v.from) || !isIsoDate(v.to)) return;
  const nights = daysBetween(v.from, v.to) + 1;
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
  else if (nights > PLAN_RATES_MAX_NIGHTS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `the range may cover at most ${PLAN_RATES_MAX_NIGHTS} nights`,
    });
}

/** GET …/plans/:planId/rates?from&to: the nights to show (inclusive). */
export const planRatesQuerySchema = z
  .object({ from: inventoryDateSchema, to: inventoryDateSchema })
  .superRefine(checkNightsRange);
export type PlanRatesQuery = z.output<typeof planRatesQuerySchema>;

/**
 * PUT …/plans/:planId/rates: set the plan's rate (whole rupees) on the nights from–to (inclusive) that fall on the
 * chosen weekdays (none: every night), or clear it (rate null: those nights sell at the room type's rate again).
 * Nights before today cannot be edited (checkBulkEditNights, as the inventory calendar).
 */
export const planRatesEditSchema = z
  .object({
    from: inventoryDateSchema,
    to: inventoryDateSchema,
    weekdays: z.array(weekdaySchema).max(7).default([]),
    rate: wholeNumber('rate', 1, 1_000_000).nullable(),
  })
  .superRefine(checkNightsRange);
export type PlanRatesEdit = z.output<typeof planRatesEditSchema>;
export type PlanRatesEditInput = z.input<typeof planRatesEditSchema>;

export const planRateNightSchema = z.object({
  date: z.string(),
  /** What the plan charges that night, rupees: its own rate, else the room type's rate. */
  rate: z.number(),
  /** The plan's own rate, rupees; null when the night follows the room type's rate. */
  ownRate: z.number().nullable(),
  /** The room type's rate that night, rupees (its base rate where the calendar has no night). */
  roomRate: z.number(),
});
export const planRatesSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  roomTypeName: z.string(),
  /** False for a plan priced as ±% or ±₹: its nights follow the room's rate and cannot be set here. */
  hasOwnRates: z.boolean(),
  nights: z.array(planRateNightSchema),
});
export type PlanRateNight = z.infer<typeof planRateNightSchema>;
export type PlanRates = z.infer<typeof planRatesSchema>;
export const planRatesResponseSchema = ok(planRatesSchema);
export const planRatesSavedResponseSchema = ok(z.object({ updated: z.number().int(), cleared: z.number().int() }));

// ─── Brand-wide rate bulk edit ──────────────────────────────────────────────────────────────────────

/** A night whose rate moves by more than this share (either way) is flagged before the change is applied. */
export const RATES_BULK_WARN_PERCENT = 30;
/** Most room types and nights one brand-wide edit may cover. */
export const RATES_BULK_MAX_ROOM_TYPES = 200;
export const RATES_BULK_MAX_NIGHTS = 400;
export const RATES_BULK_MIN_PERCENT = -90;
export const RATES_BULK_MAX_PERCENT = 500;

/**
 * Which room types: every active room type of an active property matching all the filters given (cities, property
 * types, categories), plus the room types listed. At least one filter or one room type.
 */
export const ratesBulkSelectionSchema = z
  .object({
    /** City names (unique in the brand), as the console's property picker shows them. */
    cities: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
    propertyTypes: z.array(oneOf('propertyType', propertyTypeKeys)).max(20).default([]),
    categories: z.array(oneOf('category', propertyCategories)).max(10).default([]),
    roomTypeIds: z.array(objectIdSchema).max(RATES_BULK_MAX_ROOM_TYPES).default([]),
  })
  .refine(
    (s) => s.cities.length + s.propertyTypes.length + s.categories.length + s.roomTypeIds.length > 0,
    'choose at least a city, a property type, a category or a room type',
  );

export const ratesBulkChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('set_rate'),
      rate: wholeNumber('rate', 1, 1_000_000),
    }),
    z.object({
      action: z.literal('adjust_rate'),
      percent: z
        .number({ error: 'percent must be a number' })
        .min(RATES_BULK_MIN_PERCENT, `percent must be at least ${RATES_BULK_MIN_PERCENT}`)
        .max(RATES_BULK_MAX_PERCENT, `percent must be at most ${RATES_BULK_MAX_PERCENT}`)
        .refine((p) => p !== 0, 'percent must not be 0'),
    }),
  ],
  { error: "action must be 'set_rate' or 'adjust_rate'" },
);

export const ratesBulkEditSchema = z
  .object({
    selection: ratesBulkSelectionSchema,
    from: inventoryDateSchema,
    to: inventoryDateSchema,
    /** Sunday = 0; empty means every night. */
    weekdays: z.array(weekdaySchema).max(7).default([]),
    change: ratesBulkChangeSchema,
  })
  .superRefine((v, ctx) => {
    if (!isIsoDate(v.from) || !isIsoDate(v.to)) return;
    const nights = daysBetween(v.from, v.to) + 1;
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    else if (nights > RATES_BULK_MAX_NIGHTS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `the range may cover at most ${RATES_BULK_MAX_NIGHTS} nights`,
      });
    if (new Set(v.weekdays).size !== v.weekdays.length)
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'weekdays may list each day once' });
  });
export type RatesBulkEdit = z.output<typeof ratesBulkEditSchema>;
export type RatesBulkEditInput = z.input<typeof ratesBulkEditSchema>;

/** The apply call repeats the previewed edit and says the operator saw the flagged nights. */
export const ratesBulkApplySchema = z.object({
  edit: ratesBulkEditSchema,
  /** Required (true) when the preview flagged nights over the threshold. */
  acceptLargeChanges: z.boolean().default(false),
});
export type RatesBulkApply = z.output<typeof ratesBulkApplySchema>;

export const ratesBulkNightSchema = z.object({
  date: z.string(),
  /** Rupees. */
  oldRate: z.number(),
  newRate: z.number(),
  /** Percent, one decimal; negative is a cut. */
  changePercent: z.number(),
  /** Over RATES_BULK_WARN_PERCENT either way. */
  isLarge: z.boolean(),
});
export const ratesBulkRoomTypeSchema = z.object({
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  city: z.string(),
  nights: z.array(ratesBulkNightSchema),
});
export const ratesBulkPreviewSchema = z.object({
  roomTypes: z.array(ratesBulkRoomTypeSchema),
  /** Nights that change (nights not yet open are left alone). */
  nightCount: z.number().int(),
  largeCount: z.number().int(),
  /** The change of largest size, percent (signed); 0 when nothing changes. */
  largestChangePercent: z.number(),
  warnPercent: z.number(),
});
export type RatesBulkNight = z.infer<typeof ratesBulkNightSchema>;
export type RatesBulkRoomType = z.infer<typeof ratesBulkRoomTypeSchema>;
export type RatesBulkPreview = z.infer<typeof ratesBulkPreviewSchema>;

export const ratesBulkAppliedSchema = z.object({
  batchId: z.string(),
  nightCount: z.number().int(),
  roomTypeCount: z.number().int(),
});
export type RatesBulkApplied = z.infer<typeof ratesBulkAppliedSchema>;
export const ratesBulkUndoneSchema = ratesBulkAppliedSchema;
export type RatesBulkUndone = z.infer<typeof ratesBulkUndoneSchema>;

export const ratesBulkPreviewResponseSchema = ok(ratesBulkPreviewSchema);
export const ratesBulkAppliedResponseSchema = ok(ratesBulkAppliedSchema);
export const ratesBulkUndoneResponseSchema = ok(ratesBulkUndoneSchema);

// ─── Words shared by the API's views and the console's live previews ────────────────────────────────

/** 'Free until 2 days before check-in, then the first night is kept' · 'Non-refundable'. */
export function describePolicyTerms(terms: {
  kind: string;
  freeWindowValue: number | null;
  freeWindowUnit: string | null;
  chargeKind: string | null;
  chargePercent: number | null;
}): string {
  if (terms.kind === 'non_refundable') return 'Non-refundable';
  const value = terms.freeWindowValue ?? 0;
  const unit = terms.freeWindowUnit === 'days' ? (value === 1 ? 'day' : 'days') : value === 1 ? 'hour' : 'hours';
  const kept =
    terms.chargeKind === 'first_night'
      ? 'the first night is kept'
      : terms.chargeKind === 'percent'
        ? `${terms.chargePercent ?? 100}% of the stay is kept`
        : 'the full stay is kept';
  const until = value === 0 ? 'Free until check-in' : `Free until ${value} ${unit} before check-in`;
  return `${until}, then ${kept}`;
}

const MINUS = '\u2212';

/** '−12%', '+₹500 a night', 'The room's rate', 'Its own rates' (value: whole percent, or whole rupees a night). */
export function adjustmentLabel(kind: string, value: number): string {
  if (kind === 'own_rates') return 'Its own rates in the calendar';
  if (value === 0) return "The room's rate";
  const sign = value < 0 ? MINUS : '+';
  const size = Math.abs(value);
  return kind === 'percent' ? `${sign}${size}%` : `${sign}₹${size.toLocaleString('en-IN')} a night`;
}
