import { z } from 'zod';
import { objectIdSchema } from './common';
import { isIsoDate } from './stay-dates';

/**
 * Promotions and coupons (DESIGN §4: applied by the server's pricing only, GST on the tariff after discounts).
 *
 * Guest side: pricing and booking take an optional `couponCode`; their answers carry `discounts`, one line per
 * promotion or coupon that lowered the price (rupees). Console side (/api/admin/promotions, /api/admin/coupons):
 * money in whole rupees, dates as IST calendar dates 'YYYY-MM-DD', every window inclusive and open when null.
 */

export const promotionKinds = ['length_of_stay', 'early_bird', 'last_minute', 'member'] as const;
export type PromotionKind = (typeof promotionKinds)[number];
export const promotionKindLabels: Record<PromotionKind, string> = {
  length_of_stay: 'Length of stay',
  early_bird: 'Early bird',
  last_minute: 'Last minute',
  member: 'Member rate',
};

export const couponDiscountKinds = ['percent', 'amount'] as const;
export type CouponDiscountKind = (typeof couponDiscountKinds)[number];

// ─── Guest side ─────────────────────────────────────────────────────────────────────────────────────

/** What a guest types: spaces around it and letter case do not matter ('goa10 ' is GOA10). */
export const couponCodeSchema = z
  .string({ error: 'couponCode must be text' })
  .trim()
  .toUpperCase()
  .max(30, 'This code is not valid.')
  .regex(/^[A-Z0-9-]*$/, 'This code is not valid.')
  .optional()
  .nullable()
  // An empty field is no coupon.
  .transform((v) => v || undefined);

export const discountLineSchema = z.object({
  /** 'Stay 3, pay 2', 'Member rate', 'Coupon GOA10'. */
  label: z.string(),
  /** Rupees taken off the room rent (before GST; the GST is charged on what is left). */
  amount: z.number().min(0),
  kind: z.enum(['promotion', 'coupon']),
});
export type DiscountLine = z.infer<typeof discountLineSchema>;

/** The messages a guest reads when a code cannot be used (400; the booking's use-limits may also answer 409). */
export const couponMessages = {
  unknown: 'This code is not valid.',
  expired: 'This code has expired',
  notYet: 'This code is not valid yet.',
  property: 'This code is not valid for this property',
  dates: 'This code is not valid for these dates.',
  alreadyUsed: 'You have already used this code',
  usedUp: 'This code has been fully used.',
  minNights: (nights: number) => `This code needs a stay of at least ${nights} nights`,
} as const;

/**
 * Why a coupon was refused, as facts: the API's error sends them in its details beside the message
 * (`couponRefusalText`), for a page in another language to word it (issue 43).
 */
export type CouponRefusal =
  | { reason: Exclude<keyof typeof couponMessages, 'minNights'> }
  | { reason: 'minNights'; nights: number };

/** A coupon refusal's English, the guest's message. */
export function couponRefusalText(refusal: CouponRefusal): string {
  return refusal.reason === 'minNights' ? couponMessages.minNights(refusal.nights) : couponMessages[refusal.reason];
}

// ─── Console ────────────────────────────────────────────────────────────────────────────────────────

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`)
    .nullable()
    .optional()
    .default(null);
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
const optionalNumber = (label: string, min: number, max: number) =>
  wholeNumber(label, min, max).nullable().optional().default(null);
const windowsCheck = (
  v: { bookFrom: string | null; bookUntil: string | null; stayFrom: string | null; stayUntil: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.bookFrom && v.bookUntil && v.bookFrom > v.bookUntil)
    ctx.addIssue({ code: 'custom', path: ['bookUntil'], message: 'bookUntil must be on or after bookFrom' });
  if (v.stayFrom && v.stayUntil && v.stayFrom > v.stayUntil)
    ctx.addIssue({ code: 'custom', path: ['stayUntil'], message: 'stayUntil must be on or after stayFrom' });
};

const windowFields = {
  /** Bookings made on these IST dates get it. */
  bookFrom: isoDate('bookFrom'),
  bookUntil: isoDate('bookUntil'),
  /** Only nights inside this window are discounted (and counted). */
  stayFrom: isoDate('stayFrom'),
  stayUntil: isoDate('stayUntil'),
};

export const promotionInputSchema = z
  .object({
    name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(60, 'name is too long'),
    kind: z.enum(promotionKinds, { error: 'choose a kind' }),
    /** Null: every property (brand-wide; needs the brand permission). */
    propertyId: objectIdSchema.nullable().optional().default(null),
    /** Empty: every room type of the property. Only with a property. */
    roomTypeIds: z.array(objectIdSchema).max(50).default([]),
    /** Length of stay: the stay (its nights inside the stay window) must have at least this many nights. */
    minNights: optionalNumber('minNights', 1, 30),
    /** Length of stay "stay N, pay M": N − M cheapest nights free for each N nights. Exclusive with percentOff. */
    freeNights: optionalNumber('freeNights', 1, 29),
    percentOff: optionalNumber('percentOff', 1, 100),
    /** Early bird: booked at least this many days before check-in; last minute: at most. */
    daysBefore: optionalNumber('daysBefore', 0, 400),
    ...windowFields,
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    windowsCheck(v, ctx);
    if (v.roomTypeIds.length > 0 && !v.propertyId)
      ctx.addIssue({ code: 'custom', path: ['roomTypeIds'], message: 'room types need a property' });
    if (v.kind === 'length_of_stay') {
      if (!v.minNights) ctx.addIssue({ code: 'custom', path: ['minNights'], message: 'minNights is required' });
      if ((v.freeNights === null) === (v.percentOff === null))
        ctx.addIssue({ code: 'custom', path: ['freeNights'], message: 'give either freeNights or percentOff' });
      if (v.freeNights !== null && v.minNights !== null && v.freeNights >= v.minNights)
        ctx.addIssue({ code: 'custom', path: ['freeNights'], message: 'freeNights must be fewer than minNights' });
    } else {
      if (v.percentOff === null)
        ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'percentOff is required' });
      if (v.freeNights !== null)
        ctx.addIssue({
          code: 'custom',
          path: ['freeNights'],
          message: 'only a length-of-stay promotion gives free nights',
        });
    }
    if ((v.kind === 'early_bird' || v.kind === 'last_minute') && v.daysBefore === null)
      ctx.addIssue({ code: 'custom', path: ['daysBefore'], message: 'daysBefore is required' });
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionFields = z.output<typeof promotionInputSchema>;

export const adminPromotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(promotionKinds),
  propertyId: z.string().nullable(),
  propertyName: z.string().nullable(),
  roomTypeIds: z.array(z.string()),
  minNights: z.number().int().nullable(),
  freeNights: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  daysBefore: z.number().int().nullable(),
  bookFrom: z.string().nullable(),
  bookUntil: z.string().nullable(),
  stayFrom: z.string().nullable(),
  stayUntil: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'code is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,30}$/, 'code must be 3 to 30 letters, digits or "-"'),
    /** What the guest sees beside the saving; empty: 'Coupon CODE'. */
    label: z.string().trim().max(60, 'label is too long').default(''),
    discountKind: z.enum(couponDiscountKinds, { error: 'choose percent or amount' }),
    /** Whole percent (1–100) or whole rupees off the booking, by discountKind. */
    discountValue: wholeNumber('discountValue', 1, 1_000_000),
    /** Null: every property. */
    propertyId: objectIdSchema.nullable().optional().default(null),
    minNights: optionalNumber('minNights', 1, 30),
    /** Bookings (not cancelled before payment) one guest may make with it; null: no limit. */
    perGuestLimit: optionalNumber('perGuestLimit', 1, 1000),
    /** Bookings in all; null: no limit. */
    totalLimit: optionalNumber('totalLimit', 1, 1_000_000),
    ...windowFields,
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    windowsCheck(v, ctx);
    if (v.discountKind === 'percent' && v.discountValue > 100)
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'a percentage is at most 100' });
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponFields = z.output<typeof couponInputSchema>;

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  discountKind: z.enum(couponDiscountKinds),
  discountValue: z.number().int(),
  propertyId: z.string().nullable(),
  propertyName: z.string().nullable(),
  minNights: z.number().int().nullable(),
  perGuestLimit: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  /** Bookings counting against the limits now (paid, or an unpaid hold still live). */
  usedCount: z.number().int(),
  bookFrom: z.string().nullable(),
  bookUntil: z.string().nullable(),
  stayFrom: z.string().nullable(),
  stayUntil: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const promotionPropertyParamsSchema = z.object({ id: objectIdSchema });
export const promotionOfPropertyParamsSchema = z.object({ id: objectIdSchema, promotionId: objectIdSchema });
export const promotionIdParamsSchema = z.object({ id: objectIdSchema });

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const adminPromotionResponseSchema = ok(adminPromotionSchema);
export const adminPromotionListResponseSchema = ok(z.array(adminPromotionSchema));
export const adminCouponResponseSchema = ok(adminCouponSchema);
export const adminCouponListResponseSchema = ok(z.array(adminCouponSchema));

/** The saving line's label for a promotion ("Stay 3, pay 2", "Early bird 10% off"): one place for both sides. */
export function promotionLabel(p: {
  name: string;
  kind: PromotionKind;
  minNights: number | null;
  freeNights: number | null;
}): string {
  if (p.name) return p.name;
  if (p.kind === 'length_of_stay' && p.minNights && p.freeNights)
    return `Stay ${p.minNights}, pay ${p.minNights - p.freeNights}`;
  return promotionKindLabels[p.kind];
}
