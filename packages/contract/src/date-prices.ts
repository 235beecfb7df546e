import { z } from 'zod';
import { objectIdSchema, unixSecondsSchema } from './common';
import { DATE_PRICES_MAX_DAYS } from './date-prices-rules';
import { MAX_STAY_NIGHTS } from './stay-dates';

/**
 * The date picker's prices (issue 24): for each date of the months in view, the lowest nightly price a guest could
 * book there (one room, the cheapest open room type under its cheapest plan, before taxes), sold-out dates marked,
 * and with a stay chosen the cheapest check-in within ±FLEXIBLE_DAYS days for the same number of nights.
 */

export {
  DATE_PRICES_CAPTION,
  DATE_PRICES_MAX_DAYS,
  FLEXIBLE_DAYS,
  flexibleCaption,
} from './date-prices-rules';

export const datePricesQuerySchema = z
  .object({
    propertyId: objectIdSchema,
    /** The first date to price (IST midnight, unix seconds); dates before today are not priced. */
    from: unixSecondsSchema,
    days: z.coerce.number().int().min(1).max(DATE_PRICES_MAX_DAYS).default(42),
    /** With a stay: the flexible options around its check-in. */
    checkInDate: unixSecondsSchema.optional(),
    nights: z.coerce.number().int().min(1).max(MAX_STAY_NIGHTS).optional(),
  })
  .refine((q) => (q.checkInDate === undefined) === (q.nights === undefined), {
    error: 'checkInDate and nights go together',
    path: ['nights'],
  });
export type DatePricesQuery = z.input<typeof datePricesQuerySchema>;

export const datePriceSchema = z.object({
  /** IST midnight, unix seconds: the night of this date. */
  date: z.number().int(),
  /** Rupees, or null when no room can be booked for the night. */
  lowestPrice: z.number().int().nullable(),
  soldOut: z.boolean(),
});
export type DatePrice = z.infer<typeof datePriceSchema>;

export const flexibleStaySchema = z.object({
  checkInDate: z.number().int(),
  checkOutDate: z.number().int(),
  /** Rupees for the whole stay in one room, before taxes; null when no room type can be booked for every night. */
  totalPrice: z.number().int().nullable(),
  isChosen: z.boolean(),
  isCheapest: z.boolean(),
});
export type FlexibleStay = z.infer<typeof flexibleStaySchema>;

export const datePricesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    caption: z.string(),
    dates: z.array(datePriceSchema),
    flexible: z
      .object({ nights: z.number().int(), caption: z.string(), stays: z.array(flexibleStaySchema) })
      .nullable(),
  }),
});
export type DatePricesResponse = z.infer<typeof datePricesResponseSchema>;
