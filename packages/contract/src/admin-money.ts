import { z } from 'zod';
import { objectIdSchema } from './common.js';

/**
 * The console's money panel: alerts that need a person (a captured amount that did not match its order, a refund
 * the provider keeps refusing) and the money check (every capture older than ten minutes must be a standing
 * booking or a refund). Amounts in rupees at this edge, times in unix seconds.
 */
export const adminMoneyPaths = {
  overview: '/api/admin/money',
  resolveAlert: '/api/admin/money/alerts/:id/resolve',
} as const;

export const staffAlertKinds = ['amount_mismatch', 'refund_stuck', 'refund_failed'] as const;

export const staffAlertSchema = z.object({
  id: z.uuid(),
  kind: z.enum(staffAlertKinds),
  message: z.string(),
  bookingId: z.uuid().nullable(),
  createdAt: z.number().int(),
  resolvedAt: z.number().int().nullable(),
});
export type StaffAlert = z.infer<typeof staffAlertSchema>;

export const unsettledCaptureSchema = z.object({
  providerPaymentId: z.string(),
  orderId: z.string(),
  amount: z.number(),
  capturedAt: z.number().int(),
  bookingId: z.uuid().nullable(),
  bookingCode: z.string().nullable(),
  bookingStatus: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  problem: z.string(),
});
export type UnsettledCapture = z.infer<typeof unsettledCaptureSchema>;

export const uninvoicedStaySchema = z.object({
  bookingId: z.uuid(),
  bookingCode: z.string(),
  bookingStatus: z.string(),
  /** What the books charge the stay, and the money they hold for it (rupees). */
  charged: z.number(),
  paid: z.number(),
});
export type UninvoicedStay = z.infer<typeof uninvoicedStaySchema>;

/**
 * The books reconciled (issue 41): per GSTIN, the money the ledger holds plus what invoiced stays still owe (`owed`:
 * a change up due at the property, a stay invoiced at check-out unpaid) against the documents issued and the advances
 * outstanding (rupees); `inFlight` is money whose refund is on its way.
 */
export const booksReconciliationSchema = z.object({
  byGstin: z.array(
    z.object({
      gstin: z.string().nullable(),
      cash: z.number(),
      documents: z.number(),
      advancesOutstanding: z.number(),
      inFlight: z.number(),
      owed: z.number(),
    }),
  ),
  /** Bookings whose cash is not their documents plus advances outstanding. */
  unreconciled: z.array(
    z.object({
      bookingId: z.uuid(),
      bookingCode: z.string(),
      gstin: z.string().nullable(),
      cash: z.number(),
      documents: z.number(),
      advancesOutstanding: z.number(),
      difference: z.number(),
    }),
  ),
});
export type BooksReconciliationView = z.infer<typeof booksReconciliationSchema>;

export const moneyOverviewSchema = z.object({
  alerts: z.array(staffAlertSchema),
  check: z.object({
    checkedFrom: z.number().int(),
    checkedTo: z.number().int(),
    captures: z.number().int(),
    unsettled: z.array(unsettledCaptureSchema),
    /** Paid or ended stays with no tax invoice, over all time (issue 41); each should have been issued with its move. */
    uninvoiced: z.array(uninvoicedStaySchema).optional(),
    books: booksReconciliationSchema.optional(),
  }),
  /** How the KYC documents are kept, for the panel's privacy line. */
  kycRetentionDays: z.number().int().optional(),
});
export type MoneyOverview = z.infer<typeof moneyOverviewSchema>;

export const moneyOverviewResponseSchema = z.object({ success: z.literal(true), data: moneyOverviewSchema });
export const staffAlertIdParamsSchema = z.object({ id: objectIdSchema });
export const staffAlertResponseSchema = z.object({ success: z.literal(true), data: staffAlertSchema });
