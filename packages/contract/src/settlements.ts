import { z } from 'zod';
import { isIsoDate } from './stay-dates.js';

/**
 * The settlements report (issue 41): what the payment provider paid into the brand's bank account, one settlement a
 * row, so the accountant can tick each against the bank statement by its UTR. Each settlement is the captures it
 * carried less the refunds it debited, the provider's fees and the GST on those fees: `net` is the bank credit.
 * Money in rupees with paise (₹10,708.50 stays 10708.5: this is the bank's figure, not a price), times unix seconds.
 */
export const settlementPaths = {
  list: '/api/admin/settlements',
  csv: '/api/admin/settlements.csv',
} as const;

/** Most days one settlements report may cover. */
export const SETTLEMENTS_MAX_DAYS = 366;

const isoDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isIsoDate, 'must be a real calendar date');

export const settlementsQuerySchema = z.object({ from: isoDate, to: isoDate }).superRefine((q, ctx) => {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after the start date' });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > SETTLEMENTS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A report may cover at most ${SETTLEMENTS_MAX_DAYS} days.` });
});
export type SettlementsQuery = z.infer<typeof settlementsQuerySchema>;

export const settlementLineSchema = z.object({
  type: z.enum(['payment', 'refund', 'adjustment']),
  /** The provider's id of the payment, refund or adjustment. */
  entityId: z.string(),
  paymentId: z.string().nullable(),
  /** The booking the payment was for, when it is one of ours. */
  bookingId: z.uuid().nullable(),
  bookingCode: z.string().nullable(),
  method: z.string().nullable(),
  credit: z.number(),
  debit: z.number(),
  fee: z.number(),
  /** GST on the fee. */
  tax: z.number(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const settlementSchema = z.object({
  settlementId: z.string(),
  utr: z.string(),
  settledAt: z.number().int(),
  provider: z.string(),
  /** Captures carried. */
  credit: z.number(),
  /** Refunds debited. */
  debit: z.number(),
  fees: z.number(),
  /** GST on the fees (the brand's input tax, on the provider's invoice). */
  tax: z.number(),
  /** What reached the bank: credit − debit − fees − tax. */
  net: z.number(),
  lines: z.array(settlementLineSchema),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  settlements: z.array(settlementSchema),
  totals: z.object({ credit: z.number(), debit: z.number(), fees: z.number(), tax: z.number(), net: z.number() }),
});
export type SettlementsReport = z.infer<typeof settlementsReportSchema>;

export const settlementsResponseSchema = z.object({ success: z.literal(true), data: settlementsReportSchema });
