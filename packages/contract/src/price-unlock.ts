import { z } from 'zod';
import { mobileNumberSchema, objectIdSchema, unixSecondsSchema } from './common';
import { MOBILE_REQUIRED_MESSAGE, PHONE_MESSAGE_MODAL } from './phone';

export const STAY_ORDER_MESSAGE = 'Check-out time must be greater than check-in time.';

/** The unlock modal and the guest form share the modal's wording for a bad number. */
export const unlockMobileSchema = mobileNumberSchema({
  required: MOBILE_REQUIRED_MESSAGE,
  invalid: PHONE_MESSAGE_MODAL,
});

export const unlockNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name is too long');

/** The modal's two fields (the page adds the stay). */
export const unlockFormSchema = z.object({ name: unlockNameSchema, mobile: unlockMobileSchema });
export type UnlockForm = z.infer<typeof unlockFormSchema>;

const roomRequestSchema = z.object({
  id: objectIdSchema,
  roomCount: z.coerce.number().int().min(1).max(5).default(1),
  adults: z.coerce.number().int().min(0).max(20).optional(),
  children: z.coerce.number().int().min(0).max(20).optional(),
});

/**
 * POST /property/v1/app/unlock-price — the spec's fields; roomIds is optional (default: the cheapest room). A signed-in
 * guest may leave the name out (the account's is used: a signed-in guest is never asked to unlock); anyone else must
 * give one ('name: Name is required').
 */
export const unlockPriceRequestSchema = z
  .object({
    name: unlockNameSchema.optional(),
    mobile: unlockMobileSchema,
    propertyId: objectIdSchema,
    checkInDate: unixSecondsSchema,
    checkOutDate: unixSecondsSchema,
    adults: z.coerce.number().int().min(1, 'At least one adult is required').max(20).default(2),
    children: z.coerce.number().int().min(0).max(20).default(0),
    roomIds: z.array(roomRequestSchema).max(10).optional(),
  })
  .refine((v) => v.checkOutDate > v.checkInDate, { path: ['checkOutDate'], message: STAY_ORDER_MESSAGE });
export type UnlockPriceRequest = z.input<typeof unlockPriceRequestSchema>;

export const UNLOCK_NAME_REQUIRED = 'name: Name is required';

/** Totals in rupees, as the spec's pricing response gives them. */
export const unlockQuoteSchema = z.object({
  nights: z.number().int(),
  rooms: z.array(z.object({ id: z.uuid(), name: z.string(), roomCount: z.number().int() })),
  totalRoomRent: z.number(),
  tax: z.number(),
  totalPreTax: z.number(),
  totalPostTax: z.number(),
});
export type UnlockQuote = z.infer<typeof unlockQuoteSchema>;

export const unlockPriceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    _id: z.uuid(),
    propertyId: z.uuid(),
    checkInDate: z.number().int(),
    checkOutDate: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    /** null when no room is available for those dates (the request is still recorded). */
    quote: unlockQuoteSchema.nullable(),
    /** The property's own site, opened after unlocking where it has one. */
    propertyUrl: z.string().nullable(),
  }),
});
export type UnlockPriceResponse = z.infer<typeof unlockPriceResponseSchema>;
