import { z } from 'zod';
import { objectIdSchema } from './common.js';
import { gstinSchema } from './gst.js';
import { isIsoDate } from './stay-dates.js';
import { taxDocumentKinds } from './tax-documents.js';

const isoDateSchema = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isIsoDate, 'must be a real calendar date');

/**
 * The console's reports (/api/admin/reports/*). Every figure comes from the ledger (decision 011) on one definition,
 * stated on screen from `reportDefinitions`. Money in whole rupees at this edge (the ledger keeps paise); dates are IST
 * calendar dates; every table also downloads as CSV (the same path with `.csv`).
 */

/** Most days one report may cover. */
export const REPORT_MAX_DAYS = 731;

export const adminReportPaths = {
  stayNights: '/api/admin/reports/stay-nights',
  stayNightsCsv: '/api/admin/reports/stay-nights.csv',
  nights: '/api/admin/reports/nights',
  nightsCsv: '/api/admin/reports/nights.csv',
  cancellations: '/api/admin/reports/cancellations',
  cancellationsCsv: '/api/admin/reports/cancellations.csv',
  pickup: '/api/admin/reports/pickup',
  pickupCsv: '/api/admin/reports/pickup.csv',
  payments: '/api/admin/reports/payments',
  paymentsCsv: '/api/admin/reports/payments.csv',
  bookingsCsv: '/api/admin/reports/bookings.csv',
  gst: '/api/admin/reports/gst',
  /** One section of GSTR-1 in the GST offline tool's CSV layout: b2b, b2cl, b2cs, b2csa, cdnr, cdnur, exemp, at, atadj, ata, hsnb2b, hsnb2c, docs. */
  gstCsv: '/api/admin/reports/gst/:section.csv',
  /** GSTR-3B's 3.1(a) and 3.2 of a month and one GSTIN, from the same documents (issue 41). */
  gstr3b: '/api/admin/reports/gstr3b',
  gstr3bCsv: '/api/admin/reports/gstr3b.csv',
  documents: '/api/admin/reports/documents',
  documentsCsv: '/api/admin/reports/documents.csv',
} as const;

/** The one definition of each figure, printed above the reports and the dashboard. */
export const reportDefinitions = {
  basis:
    'Stay-night basis: each figure belongs to the night stayed (or that would have been stayed), whenever it was booked or paid.',
  roomNightsAvailable:
    'Room-nights available: rooms of every room type on each night the room type is open for sale, less rooms blocked.',
  roomNightsSold:
    'Room-nights sold: rooms of confirmed, in-house and completed stays on each night. Nights given back by a cancellation, a no-show or an early departure are not sold.',
  occupancy: 'Occupancy: room-nights sold ÷ room-nights available.',
  roomRevenue: 'Room revenue: what sold nights are charged, after discounts, before GST.',
  adr: 'ADR (average daily rate): room revenue ÷ room-nights sold.',
  revpar: 'RevPAR (revenue per available room): room revenue ÷ room-nights available.',
  feesKept:
    'Fees kept: what the booking’s policy kept from a cancellation, a no-show or an early departure, before GST, on the nights it was kept for.',
  gst: 'GST: tax on room revenue and on fees kept.',
} as const;

export const reportGroupings = ['property', 'city', 'type', 'category', 'channel'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];
export const reportGroupingLabels: Record<ReportGrouping, string> = {
  property: 'Property',
  city: 'City',
  type: 'Property type',
  category: 'Category',
  channel: 'Channel',
};

/** Where a booking came from. The website today; the desk and OTAs write the others. */
export const bookingChannels = ['website', 'phone', 'walk_in', 'corporate', 'ota'] as const;
export type BookingChannel = (typeof bookingChannels)[number];
export const bookingChannelLabels: Record<BookingChannel, string> = {
  website: 'Website',
  phone: 'Phone',
  walk_in: 'Walk-in',
  corporate: 'Corporate',
  ota: 'OTA',
};

function rangeRefine(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
  if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A report may cover at most ${REPORT_MAX_DAYS} days.` });
}

export const reportRangeQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    propertyId: objectIdSchema.optional(),
  })
  .superRefine(rangeRefine);
export type ReportRangeQuery = z.input<typeof reportRangeQuerySchema>;

export const stayNightsQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    propertyId: objectIdSchema.optional(),
    groupBy: z.enum(reportGroupings).default('property'),
  })
  .superRefine(rangeRefine);
export type StayNightsQuery = z.input<typeof stayNightsQuerySchema>;

/** The figures of one row (a group, a night, or the total). */
export const stayFiguresSchema = z.object({
  roomNightsAvailable: z.number().int(),
  roomNightsSold: z.number().int(),
  /** Percent, one decimal; null when nothing was available. */
  occupancy: z.number().nullable(),
  /** Whole rupees; null when nothing was sold. */
  adr: z.number().nullable(),
  /** Whole rupees; null when nothing was available. */
  revpar: z.number().nullable(),
  roomRevenue: z.number().int(),
  feesKept: z.number().int(),
  gst: z.number().int(),
});
export type StayFigures = z.infer<typeof stayFiguresSchema>;

export const stayNightsRowSchema = stayFiguresSchema.extend({ key: z.string(), label: z.string() });
export type StayNightsRow = z.infer<typeof stayNightsRowSchema>;

export const stayNightsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  propertyId: z.string().nullable(),
  groupBy: z.enum(reportGroupings),
  rows: z.array(stayNightsRowSchema),
  total: stayFiguresSchema,
});
export type StayNightsReport = z.infer<typeof stayNightsReportSchema>;

export const nightRowSchema = stayFiguresSchema.extend({ date: z.string() });
export type NightRow = z.infer<typeof nightRowSchema>;
export const nightsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  propertyId: z.string().nullable(),
  nights: z.array(nightRowSchema),
  total: stayFiguresSchema,
  /** Room revenue by channel over the range (whole rupees). */
  revenueByChannel: z.array(z.object({ channel: z.string(), label: z.string(), roomRevenue: z.number().int() })),
});
export type NightsReport = z.infer<typeof nightsReportSchema>;

export const cancellationKinds = ['cancellation', 'no_show', 'early_departure'] as const;
export type CancellationKind = (typeof cancellationKinds)[number];
export const cancellationKindLabels: Record<CancellationKind, string> = {
  cancellation: 'Cancellation',
  no_show: 'No-show',
  early_departure: 'Early departure',
};

export const cancellationRowSchema = z.object({
  bookingId: z.uuid(),
  bookingCode: z.string(),
  property: z.string(),
  kind: z.enum(cancellationKinds),
  kindLabel: z.string(),
  /** The IST day it happened. */
  date: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** Room-nights given back (in the report's range). */
  roomNightsLost: z.number().int(),
  /** Room revenue those nights would have been (whole rupees). */
  revenueLost: z.number().int(),
  /** Fee kept, before GST, and its GST (whole rupees). */
  feeKept: z.number().int(),
  feeGst: z.number().int(),
  /** The fee kept and its GST in rupees to the paisa, as invoiced. */
  exact: z.object({ feeKept: z.number(), feeGst: z.number() }).optional(),
});
export type CancellationRow = z.infer<typeof cancellationRowSchema>;
export const cancellationsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(cancellationRowSchema),
  totals: z.object({
    cancellations: z.number().int(),
    noShows: z.number().int(),
    earlyDepartures: z.number().int(),
    roomNightsLost: z.number().int(),
    feesKept: z.number().int(),
    feeGst: z.number().int(),
    /** The same in rupees to the paisa. */
    exact: z.object({ feesKept: z.number(), feeGst: z.number() }).optional(),
  }),
});
export type CancellationsReport = z.infer<typeof cancellationsReportSchema>;

export const pickupQuerySchema = z
  .object({
    /** The stay window whose pickup is measured. */
    from: isoDateSchema,
    to: isoDateSchema,
    propertyId: objectIdSchema.optional(),
    /** How many booking days back from today (or from the window's start, if earlier) the pickup covers. */
    days: z.coerce.number().int().min(7).max(365).default(60),
  })
  .superRefine(rangeRefine);
export type PickupQuery = z.input<typeof pickupQuerySchema>;

export const pickupReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The same window a year earlier (364 days back, so weekdays line up). */
  lastYearFrom: z.string(),
  lastYearTo: z.string(),
  /** Per booking day: room-nights and room revenue of the window booked that day, net of those given back. */
  pickup: z.array(z.object({ date: z.string(), roomNights: z.number().int(), roomRevenue: z.number().int() })),
  /** On the books N days before the window starts, this year and a year earlier. */
  pace: z.array(
    z.object({
      daysBefore: z.number().int(),
      roomNights: z.number().int(),
      roomRevenue: z.number().int(),
      lastYearRoomNights: z.number().int(),
      lastYearRoomRevenue: z.number().int(),
    }),
  ),
  onTheBooks: z.object({ roomNights: z.number().int(), roomRevenue: z.number().int() }),
  lastYearFinal: z.object({ roomNights: z.number().int(), roomRevenue: z.number().int() }),
});
export type PickupReport = z.infer<typeof pickupReportSchema>;

export const paymentEntryKinds = ['capture', 'desk_payment', 'refund'] as const;
export const paymentStatusesShown = ['captured', 'refunded', 'pending', 'failed', 'mismatched'] as const;
export type PaymentStatusShown = (typeof paymentStatusesShown)[number];
export const paymentStatusShownLabels: Record<PaymentStatusShown, string> = {
  captured: 'Captured',
  refunded: 'Refunded',
  pending: 'Pending',
  failed: 'Failed',
  mismatched: 'Mismatched',
};

/** Rupees to the paisa in each status (refunds as positive amounts). */
const paymentStatusAmountsSchema = z.object({
  captured: z.number(),
  refunded: z.number(),
  pending: z.number(),
  failed: z.number(),
  mismatched: z.number(),
});

export const paymentReportRowSchema = z.object({
  date: z.string(),
  method: z.string(),
  status: z.enum(paymentStatusesShown),
  statusLabel: z.string(),
  /** Whole rupees (refunds as positive amounts). */
  amount: z.number().int(),
  /** The same in rupees to the paisa (10708.5), as the bank has it. */
  exactAmount: z.number().optional(),
  bookingId: z.uuid().nullable(),
  bookingCode: z.string().nullable(),
  providerReference: z.string().nullable(),
  at: z.number().int(),
});
export type PaymentReportRow = z.infer<typeof paymentReportRowSchema>;

export const paymentsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Per day and method: how many and how much in each status. */
  days: z.array(
    z.object({
      date: z.string(),
      method: z.string(),
      captured: z.number().int(),
      refunded: z.number().int(),
      pending: z.number().int(),
      failed: z.number().int(),
      mismatched: z.number().int(),
      count: z.number().int(),
      /** The five amounts in rupees to the paisa. */
      exact: paymentStatusAmountsSchema.optional(),
    }),
  ),
  rows: z.array(paymentReportRowSchema),
  totals: z.object({
    captured: z.number().int(),
    refunded: z.number().int(),
    /** Captured online and at the desk, less refunds: what the brand holds from these days. */
    net: z.number().int(),
    pending: z.number().int(),
    failed: z.number().int(),
    mismatched: z.number().int(),
    /** The same in rupees to the paisa. */
    exact: paymentStatusAmountsSchema.extend({ net: z.number() }).optional(),
  }),
  /** The money check over the same days: captures not yet a booking or a refund (0 when all is settled). */
  unsettled: z.number().int(),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

export const gstSections = [
  'b2b',
  'b2cl',
  'b2cs',
  'b2csa',
  'cdnr',
  'cdnur',
  'exemp',
  'at',
  'atadj',
  'ata',
  'hsnb2b',
  'hsnb2c',
  'docs',
  'eco',
  'ecoa',
] as const;
export type GstSection = (typeof gstSections)[number];
export const gstSectionLabels: Record<GstSection, string> = {
  b2b: 'B2B invoices (4A)',
  b2cl: 'B2C large invoices (5A)',
  b2cs: 'B2C small (7)',
  b2csa: 'B2C small of earlier months, amended (10)',
  cdnr: 'Credit/debit notes, registered (9B)',
  cdnur: 'Credit/debit notes, unregistered (9B)',
  exemp: 'Nil rated, exempted and non-GST supplies (8)',
  at: 'Advances received, not yet invoiced (11A)',
  atadj: 'Advances of earlier months adjusted (11B)',
  ata: 'Advances of earlier months, amended (11A)',
  hsnb2b: 'HSN/SAC summary, B2B (12)',
  hsnb2c: 'HSN/SAC summary, B2C (12)',
  docs: 'Documents issued (13)',
  eco: 'Supplies through e-commerce operators (14)',
  ecoa: 'Supplies through e-commerce operators of earlier months, amended (14A)',
};

/**
 * Each GST registration files its own return (issue 41): `gstin` chooses whose documents are read, the home state's
 * registration when absent.
 */
export const gstMonthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
  gstin: gstinSchema.optional(),
});
export const gstCsvParamsSchema = z.object({ section: z.enum(gstSections) });

/** Paise stay exact here: a return is filed to the paisa. */
export const gstSummarySchema = z.object({
  month: z.string(),
  supplierGstin: z.string(),
  sections: z.array(
    z.object({
      section: z.enum(gstSections),
      label: z.string(),
      rows: z.number().int(),
      taxableValue: z.number(),
      tax: z.number(),
    }),
  ),
  /** By rate: invoices less credit notes plus debit notes. */
  byRate: z.array(
    z.object({
      ratePercent: z.number(),
      taxableValue: z.number(),
      cgst: z.number(),
      sgst: z.number(),
      igst: z.number(),
    }),
  ),
  invoices: z.object({ count: z.number().int(), taxableValue: z.number(), tax: z.number(), total: z.number() }),
  creditNotes: z.object({ count: z.number().int(), taxableValue: z.number(), tax: z.number(), total: z.number() }),
  debitNotes: z.object({ count: z.number().int(), taxableValue: z.number(), tax: z.number(), total: z.number() }),
  /**
   * Table 14 and 14A (issue 41): supplies through each e-commerce operator (OTA), the month's net and earlier months'
   * rows as revised (`originalMonth`, 'YYYY-MM'), to the paisa.
   */
  ecommerce: z
    .array(
      z.object({
        natureOfSupply: z.string(),
        gstin: z.string(),
        name: z.string(),
        originalMonth: z.string().nullable(),
        taxableValue: z.number(),
        igst: z.number(),
        cgst: z.number(),
        sgst: z.number(),
      }),
    )
    .optional(),
});
export type GstSummary = z.infer<typeof gstSummarySchema>;

/**
 * GSTR-3B's figures of a month for one GSTIN, net of credit and debit notes (rupees with paise): 3.1(a) outward
 * taxable supplies (other than zero rated, nil rated and exempted), 3.1(c) nil rated, and 3.2 the part of 3.1(a)
 * supplied between states to unregistered persons, by place of supply.
 */
export const gstr3bSchema = z.object({
  month: z.string(),
  supplierGstin: z.string(),
  outwardTaxable: z.object({ taxableValue: z.number(), igst: z.number(), cgst: z.number(), sgst: z.number() }),
  nilRated: z.object({ taxableValue: z.number() }),
  interStateUnregistered: z.array(z.object({ placeOfSupply: z.string(), taxableValue: z.number(), igst: z.number() })),
  /**
   * The part of 3.1(a) that is advances (GSTR-1 11A less 11B): tax on advances received in the month and not invoiced
   * in it, less the tax on earlier months' advances that this month's invoices adjusted. May be negative.
   */
  advances: z.object({ taxableValue: z.number(), igst: z.number(), cgst: z.number(), sgst: z.number() }).optional(),
});
export type Gstr3b = z.infer<typeof gstr3bSchema>;

export const documentsQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    kind: z.enum(taxDocumentKinds).optional(),
    /** One registration's documents; every registration's when absent. */
    gstin: gstinSchema.optional(),
  })
  .superRefine(rangeRefine);
export const documentRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(taxDocumentKinds),
  kindLabel: z.string(),
  number: z.string(),
  issueDate: z.string(),
  /** The registration that issued it. */
  supplierGstin: z.string().optional(),
  bookingId: z.uuid(),
  bookingCode: z.string(),
  recipient: z.string(),
  recipientGstin: z.string().nullable(),
  placeOfSupply: z.string(),
  /** Rupees with paise. */
  taxableValue: z.number(),
  tax: z.number(),
  total: z.number(),
  refersTo: z.string().nullable(),
  pdfUrl: z.string(),
  /** What the invoice lacks by the rules, in words (a B2C invoice above ₹50,000 without the address); else null. */
  incomplete: z.string().nullable().optional(),
});
export type DocumentRow = z.infer<typeof documentRowSchema>;

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const stayNightsResponseSchema = ok(stayNightsReportSchema);
export const nightsResponseSchema = ok(nightsReportSchema);
export const cancellationsResponseSchema = ok(cancellationsReportSchema);
export const pickupResponseSchema = ok(pickupReportSchema);
export const paymentsReportResponseSchema = ok(paymentsReportSchema);
export const gstSummaryResponseSchema = ok(gstSummarySchema);
export const gstr3bResponseSchema = ok(gstr3bSchema);
export const documentsResponseSchema = ok(z.array(documentRowSchema));
