import { z } from 'zod';
import { objectIdSchema } from './common';
import { gstinSchema } from './gst';

/**
 * Folios and extras (issue 44, docs/folios-and-extras.md). The brand's extras are data (name, SAC, GST rate, price,
 * unit, properties); the desk posts them to a booking's folio, billed to the guest or to a company, and the folio
 * shows every charge, every payment and the balance. Money is rupees to the paisa in answers, paise never leave the
 * API; a rate is in percent.
 */

export const extraUnits = ['per_stay', 'per_night', 'per_person', 'per_item'] as const;
export type ExtraUnit = (typeof extraUnits)[number];
/** Per person is a guest each night (a breakfast a guest a morning): booking-extras `countsNights`. */
export const extraUnitLabels: Record<ExtraUnit, string> = {
  per_stay: 'per stay',
  per_night: 'per night',
  per_person: 'per person a night',
  per_item: 'per item',
};

export const folioPayers = ['guest', 'company'] as const;
export type FolioPayer = (typeof folioPayers)[number];

/** GST rates an extra may carry (percent); "as the room" is null (the booking's accommodation slab). */
export const extraGstRates = [0, 5, 12, 18, 28] as const;

export const MAX_EXTRA_QUANTITY = 50;

/** An extra as the console edits it. Price in whole rupees; gstRate null = taxed as the room (SAC 996311). */
export const extraInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(2, 'Name is required').max(60, 'Name is too long'),
  description: z.string().trim().max(300, 'Description is too long').default(''),
  sac: z
    .string({ error: 'SAC is required' })
    .trim()
    .regex(/^\d{6}$/, 'SAC must be the six digits of the service code (996311, 996331, …)'),
  gstRate: z
    .number()
    .refine((n) => (extraGstRates as readonly number[]).includes(n), 'GST rate must be 0, 5, 12, 18 or 28%')
    .nullable(),
  price: z
    .number({ error: 'Price is required' })
    .int('Price must be whole rupees')
    .positive('Price must be more than ₹0')
    .max(1_000_000, 'Price is too high'),
  unit: z.enum(extraUnits, { error: 'Choose per stay, per night, per person or per item' }),
  propertyIds: z.array(objectIdSchema).max(500).default([]),
  active: z.boolean().default(true),
  /** Offered to guests on the review page, booked and paid online with the stay (docs/folios-and-extras.md). */
  offeredOnline: z.boolean().default(false),
});
export type ExtraInput = z.input<typeof extraInputSchema>;

export const extraSchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  description: z.string(),
  sac: z.string(),
  gstRate: z.number().nullable(),
  price: z.number(),
  unit: z.enum(extraUnits),
  propertyIds: z.array(z.string()),
  active: z.boolean(),
  offeredOnline: z.boolean(),
});
export type Extra = z.infer<typeof extraSchema>;

export const extrasResponseSchema = z.object({ success: z.literal(true), data: z.array(extraSchema) });
export const extraResponseSchema = z.object({ success: z.literal(true), data: extraSchema });
export const extraParamsSchema = z.object({ extraId: objectIdSchema });
export const extrasQuerySchema = z.object({
  /** Only the extras offered at this property (active ones). */
  propertyId: objectIdSchema.optional(),
});

/** The desk posts an extra to a booking's folio. */
export const postFolioChargeSchema = z
  .object({
    extraId: objectIdSchema,
    quantity: z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_EXTRA_QUANTITY, `Quantity must be at most ${MAX_EXTRA_QUANTITY}`),
    /** Nights an extra per night or per person is counted over (the stay's nights when left out; at most those). */
    nights: z
      .number({ error: 'Nights must be a number' })
      .int('Nights must be a whole number')
      .min(1, 'Nights must be at least 1')
      .max(365, 'Nights can be at most the stay’s nights')
      .optional(),
    payer: z.enum(folioPayers, { error: 'Choose who pays: the guest or a company' }).default('guest'),
    companyName: z.string().trim().max(120, 'Company name is too long').optional(),
    gstin: gstinSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.payer !== 'company') return;
    if (!v.companyName || v.companyName.length < 2)
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: "A company's charge needs the company's name" });
    if (!v.gstin) ctx.addIssue({ code: 'custom', path: ['gstin'], message: "A company's charge needs its GSTIN" });
  });
export type PostFolioCharge = z.input<typeof postFolioChargeSchema>;

export const removeFolioChargeSchema = z.object({
  reason: z
    .string({ error: 'Say why the charge is removed' })
    .trim()
    .min(3, 'Say why the charge is removed')
    .max(300, 'Reason is too long'),
});
export const folioParamsSchema = z.object({ id: objectIdSchema });
export const folioChargeParamsSchema = z.object({ id: objectIdSchema, chargeId: objectIdSchema });

export const folioLineSchema = z.object({
  /** A room-night line's id is its night and room type; an extra's is its folio charge id. */
  id: z.string(),
  kind: z.enum(['room', 'extra']),
  date: z.string(),
  description: z.string(),
  sac: z.string(),
  quantity: z.number(),
  ratePercent: z.number(),
  taxableValue: z.number(),
  tax: z.number(),
  total: z.number(),
  payer: z.enum(folioPayers),
  payerName: z.string().nullable(),
  payerGstin: z.string().nullable(),
  /** An extra removed by mistake stays listed (struck through), with who removed it and why. */
  removed: z.object({ at: z.number(), reason: z.string() }).nullable(),
});
export type FolioLine = z.infer<typeof folioLineSchema>;

export const folioSchema = z.object({
  bookingId: z.string(),
  bookingCode: z.string(),
  /** The stay's nights: an extra per night or per person is counted over them unless the desk enters fewer. */
  nights: z.number().int().optional(),
  lines: z.array(folioLineSchema),
  payments: z.array(
    z.object({ at: z.number(), method: z.string(), reference: z.string().nullable(), amount: z.number() }),
  ),
  /** What each payer is charged (rupees to the paisa). Payments are the guest's unless the desk says otherwise. */
  payers: z.array(
    z.object({ payer: z.enum(folioPayers), name: z.string(), gstin: z.string().nullable(), charged: z.number() }),
  ),
  charged: z.number(),
  paid: z.number(),
  balance: z.number(),
  /** Extras the desk may add here (active, offered at the booking's property). */
  extras: z.array(extraSchema),
});
export type Folio = z.infer<typeof folioSchema>;
export const folioResponseSchema = z.object({ success: z.literal(true), data: folioSchema });

/** Every folio and extras path, built in one place (the console's fetchers and the API's tests). */
export const folioPaths = {
  extras: '/api/admin/extras',
  extra: (extraId: string) => `/api/admin/extras/${encodeURIComponent(extraId)}`,
  folio: (bookingId: string) => `/api/admin/bookings/${encodeURIComponent(bookingId)}/folio`,
  charges: (bookingId: string) => `/api/admin/bookings/${encodeURIComponent(bookingId)}/folio/charges`,
  remove: (bookingId: string, chargeId: string) =>
    `/api/admin/bookings/${encodeURIComponent(bookingId)}/folio/charges/${encodeURIComponent(chargeId)}/remove`,
} as const;
