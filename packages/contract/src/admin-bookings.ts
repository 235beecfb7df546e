import { z } from 'zod';
import { bookingStatuses } from './booking';
import { languageSchema, objectIdSchema } from './common';
import { deskPaymentMethods } from './payment-terms';
import { paymentPolicies } from './rate-plans';
import { daysBetween, isIsoDate } from './stay-dates';

/**
 * The bookings desk of the operator console (/api/admin/bookings, /api/admin/arrivals, /api/admin/dashboard).
 * Staff and admins. Stay dates are IST calendar dates written 'YYYY-MM-DD'; a range `from`–`to` includes both
 * days. Money is whole rupees (the database keeps paise); instants are ISO 8601 strings.
 */

export const DESK_PAGE_SIZE = 20;
export const DESK_MAX_PAGE_SIZE = 100;
/** Most days one dashboard read may cover. */
export const DASHBOARD_MAX_DAYS = 366;
export const CANCEL_REASON_MAX = 500;

/** Text stored or searched in PostgreSQL cannot hold control characters (NUL is refused outright). */
function noControlChars(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // Tab, line feed and carriage return are fine in a reason; everything else below space, and DEL, is not.
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false;
  }
  return true;
}

export const deskDateSchema = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isIsoDate, 'must be a real calendar date');

function rangeCheck(max: number | null) {
  return (value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
    if (!value.from || !value.to || !isIsoDate(value.from) || !isIsoDate(value.to)) return;
    const days = daysBetween(value.from, value.to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    else if (max !== null && days > max)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `the range may cover at most ${max} days` });
  };
}

export const deskBookingStatusSchema = z.enum(bookingStatuses, {
  error: `status must be one of ${bookingStatuses.join(', ')}`,
});

// ─── List ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Filters of the bookings list. `from`/`to`: bookings whose stay touches the range, i.e. check-in on or before
 * `to` and check-out on or after `from` (a guest leaving on `from` is still on the desk that day).
 * `phone`: digits found in the primary guest's mobile or the booking account's mobile.
 * `q`: the booking code, or part of the guest's name or e-mail.
 */
export const adminBookingListQuerySchema = z
  .object({
    from: deskDateSchema.optional(),
    to: deskDateSchema.optional(),
    status: deskBookingStatusSchema.optional(),
    propertyId: objectIdSchema.optional(),
    phone: z
      .string()
      .trim()
      .max(20, 'phone is too long')
      .regex(/^\+?[\d\s-]*$/, 'phone may contain only digits')
      .optional(),
    q: z
      .string()
      .trim()
      .max(100, 'search text is too long')
      .refine(noControlChars, 'search text may not contain control characters')
      .optional(),
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int()
      .min(1)
      .max(DESK_MAX_PAGE_SIZE)
      .default(DESK_PAGE_SIZE),
  })
  .superRefine(rangeCheck(null));
export type AdminBookingListQuery = z.input<typeof adminBookingListQuerySchema>;

/** What the desk may do with a booking right now (IST today); the API refuses anything else with 409. */
export const deskActionsSchema = z.object({
  cancel: z.boolean(),
  checkIn: z.boolean(),
  checkOut: z.boolean(),
  noShow: z.boolean(),
});
export type DeskActions = z.infer<typeof deskActionsSchema>;

export const adminBookingSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  status: deskBookingStatusSchema,
  property: z.object({ id: z.string(), name: z.string() }),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Infants coming along (free, not counted); absent when none. */
  infants: z.number().int().optional(),
  /** True when the guest said a pet comes along. */
  pets: z.boolean().optional(),
  rooms: z.number().int(),
  guestName: z.string(),
  guestPhone: z.string(),
  guestEmail: z.string(),
  /** Mobile of the account that booked (may differ from the primary guest's). */
  accountPhone: z.string(),
  /** Rupees, including tax. */
  total: z.number(),
  /** Status of the latest payment: created | captured | failed | refund_pending | refunded; null when none. */
  paymentStatus: z.string().nullable(),
  createdAt: z.string(),
  actions: deskActionsSchema,
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;

export const adminBookingListSchema = z.object({
  items: z.array(adminBookingSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Bookings matching the filters, over every page. */
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Today in IST, for the screens' date defaults. */
  today: z.string(),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;
export const adminBookingListResponseSchema = z.object({ success: z.literal(true), data: adminBookingListSchema });

// ─── Details ────────────────────────────────────────────────────────────────────────────────────────

export const adminBookingIdParamsSchema = z.object({ id: objectIdSchema });

export const adminBookingRoomSchema = z.object({
  roomTypeId: z.string(),
  name: z.string(),
  roomCount: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Rupees for every night and room of this line, before tax. */
  roomRent: z.number(),
  tax: z.number(),
  /** Rupees per room per night, as priced when booked. */
  nights: z.array(z.object({ date: z.string(), rate: z.number() })),
  /** Rupees charged for guests beyond the rooms' base occupancy, every night and room (included in roomRent). */
  extraGuestCharge: z.number().optional(),
  /** The rate plan it was sold under ('Non-refundable saver · Room only'); absent on bookings made before plans. */
  ratePlan: z.string().optional(),
});

export const adminPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  method: z.string().nullable(),
  refundId: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** What the provider says of the refund since accepting it: pending, processed or failed (null before a refund). */
  refundStatus: z.enum(['pending', 'processed', 'failed']).nullable().optional(),
  refundProcessedAt: z.string().nullable().optional(),
  /** The bank's reference for the credit (ARN/RRN), when the provider gave one. */
  refundBankReference: z.string().nullable().optional(),
  /** Rupees to the paisa this order's refund returned (or is returning); absent before a refund. */
  refundAmount: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A payment taken at the property, as the desk recorded it (never edited afterwards). */
export const adminDeskPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(deskPaymentMethods),
  /** 'Cash', 'Card at desk', 'UPI at desk'. */
  methodLabel: z.string(),
  reference: z.string().nullable(),
  recordedAt: z.string(),
  /** The recording staff member's phone (10 digits), when known. */
  recordedBy: z.string().nullable(),
});
export type AdminDeskPayment = z.infer<typeof adminDeskPaymentSchema>;

export const DESK_PAYMENT_REFERENCE_MAX = 100;

/**
 * Records money taken at the property (POST /api/admin/bookings/:id/payments). `amount` in rupees (paise allowed, up
 * to two decimals), at most the balance due; a standing booking only. Audited; a record is never edited.
 */
export const recordDeskPaymentSchema = z.object({
  amount: z
    .number({ error: 'amount must be a number of rupees' })
    .positive('amount must be more than zero')
    .max(10_000_000, 'amount is too large')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'amount may have at most two decimals'),
  method: z.enum(deskPaymentMethods, { error: 'method must be cash, card or upi' }),
  reference: z
    .string()
    .trim()
    .max(DESK_PAYMENT_REFERENCE_MAX, `reference must be at most ${DESK_PAYMENT_REFERENCE_MAX} characters`)
    .refine(noControlChars, 'reference may not contain control characters')
    .optional()
    .transform((v) => v || undefined),
});
export type RecordDeskPayment = z.input<typeof recordDeskPaymentSchema>;

/** One line of the booking's timeline: its own milestones, provider events and console changes, oldest first. */
export const adminTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['booking', 'payment_event', 'console']),
  title: z.string(),
  detail: z.string().nullable(),
});
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntrySchema>;

export const adminBookingDetailsSchema = adminBookingSummarySchema.extend({
  property: z.object({ id: z.string(), name: z.string(), checkInTime: z.string(), checkOutTime: z.string() }),
  /** Where the booking came from, in words: 'Website', 'Phone', 'Walk-in', 'Corporate', 'Booking.com' (issue 23). */
  source: z.string().optional(),
  /** The desk's notes entered with the booking (issue 23); null when none. */
  deskNotes: z.string().nullable().optional(),
  /** The site language the guest booked in (issue 43), for their messages; null: English (the desk's, older ones). */
  language: languageSchema.nullable().optional(),
  /** What the family told the hotel (issue 24), in words: the children's ages, a cot or extra bed; absent when none. */
  childAgesText: z.string().optional(),
  bedRequestText: z.string().optional(),
  roomRent: z.number(),
  tax: z.number(),
  holdsInventory: z.boolean(),
  holdExpiresAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  /**
   * When free cancellation closes for the whole booking, by its booked policy (bookings made before rate plans:
   * 24 h before check-in at the property's check-in time). Null when the booked terms give no free window at all
   * (non-refundable, or none was left when it was booked).
   */
  freeCancellationUntil: z.string().nullable(),
  /** Whether a staff cancellation refunds anything unless staff choose otherwise (the booked policy decides). */
  defaultRefund: z.boolean(),
  /** Rupees the booked policy refunds if cancelled now (the default of a staff cancellation). */
  policyRefund: z.number().optional(),
  /** The booked cancellation terms in words, one per distinct promise. */
  cancellationTerms: z.array(z.string()).optional(),
  /** Rupees captured and not refunded (what a refund would return). */
  refundable: z.number(),
  roomLines: z.array(adminBookingRoomSchema),
  payments: z.array(adminPaymentSchema),
  timeline: z.array(adminTimelineEntrySchema),
  /** pay_now, deposit (part online, the rest at the property) or pay_at_property, from the booked plans. */
  paymentPolicy: z.enum(paymentPolicies).optional(),
  /** Rupees asked online when booked (the payment order's amount). */
  amountDueNow: z.number().optional(),
  /** Rupees paid online and not refunded. */
  paidOnline: z.number().optional(),
  /** Rupees recorded by the desk. */
  paidAtProperty: z.number().optional(),
  /** Rupees of extras posted to the folio, GST included (docs/folios-and-extras.md); absent when there are none. */
  extras: z.number().optional(),
  /** Rupees still due at the property (0 unless the booking stands). */
  balanceDue: z.number().optional(),
  /** Rupees to the paisa refunded or on their way (the books' refunded figure); absent when nothing was refunded. */
  refunded: z.number().optional(),
  /** 'Paid ₹3,150 · Due at property ₹7,350'. */
  paymentSummary: z.string().optional(),
  /** Payments taken at the property, oldest first. */
  deskPayments: z.array(adminDeskPaymentSchema).optional(),
  /** The stay action the desk may still undo (within STAY_UNDO_MINUTES of it); null or absent when none. */
  undo: z
    .object({
      action: z.enum(['check_in', 'check_out', 'no_show']),
      /** 'Undo check-out' */
      label: z.string(),
      /** The instant the window closes. */
      until: z.string(),
    })
    .nullable()
    .optional(),
});
export type AdminBookingDetails = z.infer<typeof adminBookingDetailsSchema>;
export const adminBookingDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: adminBookingDetailsSchema,
});

// ─── Changes ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Staff cancellation. `reason` is required. `refund`: true refunds every captured payment in full, false keeps
 * the money; omitted follows the guest rule (full refund while free cancellation is open, none after).
 */
export const adminCancelBookingSchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'Please give a reason (at least 3 characters).')
    .max(CANCEL_REASON_MAX, `reason must be at most ${CANCEL_REASON_MAX} characters`)
    .refine(noControlChars, 'reason may not contain control characters'),
  /** true: refund everything paid; false: refund nothing; absent: refund what the booked policy allows. */
  refund: z.boolean({ error: 'refund must be true or false' }).optional(),
});
export type AdminCancelBooking = z.input<typeof adminCancelBookingSchema>;

export const adminBookingChangeSchema = z.object({
  booking: adminBookingDetailsSchema,
  /** Rupees refunded (or on its way) by this change; 0 when none. */
  refundAmount: z.number(),
  message: z.string(),
});
export type AdminBookingChange = z.infer<typeof adminBookingChangeSchema>;
export const adminBookingChangeResponseSchema = z.object({ success: z.literal(true), data: adminBookingChangeSchema });

// ─── Stay actions: confirmation and undo ────────────────────────────────────────────────────────────

/** Minutes during which the desk may undo a check-in, check-out (early departure included) or no-show. */
export const STAY_UNDO_MINUTES = 10;

export const stayActions = ['check_in', 'check_out', 'no_show'] as const;
export type StayAction = (typeof stayActions)[number];

/** The stay actions as written in their URLs: /api/admin/bookings/:id/check-out, …/stay-actions/check-out. */
export const stayActionPaths = { check_in: 'check-in', check_out: 'check-out', no_show: 'no-show' } as const;

export const stayActionParamsSchema = z.object({
  id: objectIdSchema,
  action: z.enum(['check-in', 'check-out', 'no-show'], { error: 'action must be check-in, check-out or no-show' }),
});

/**
 * What a stay action would do, asked before it is made (GET /api/admin/bookings/:id/stay-actions/:action): the
 * question and its consequence in whole sentences, for the desk's confirmation. `problem` says why it cannot be
 * made today (the action is then refused with the same words).
 */
export const stayActionPreviewSchema = z.object({
  action: z.enum(stayActions),
  /** A check-out before the booked check-out date. */
  early: z.boolean(),
  /** 'Check out Asha Kamat early?' */
  question: z.string(),
  /** '2 of 3 nights (25–27 Dec) go back on sale and the stay ends; the policy keeps ₹8,400.' */
  consequence: z.string(),
  /** 'It can be undone for 10 minutes.' */
  undoNote: z.string(),
  /** The confirm button's label: 'Check out early'. */
  confirmLabel: z.string(),
  /** Nights (per room) that go back on sale. */
  nightsBack: z.number().int(),
  /** Rupees the brand keeps for the nights given back (a no-show or an early departure); 0 otherwise. */
  kept: z.number(),
  problem: z.string().nullable(),
});
export type StayActionPreview = z.infer<typeof stayActionPreviewSchema>;
export const stayActionPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: stayActionPreviewSchema,
});

// ─── Properties picker ──────────────────────────────────────────────────────────────────────────────

export const deskPropertyOptionSchema = z.object({ id: z.string(), name: z.string(), city: z.string() });
export type DeskPropertyOption = z.infer<typeof deskPropertyOptionSchema>;
export const deskPropertiesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(deskPropertyOptionSchema),
});

// ─── Arrivals and departures ────────────────────────────────────────────────────────────────────────

export const arrivalsQuerySchema = z.object({
  /** Defaults to today in IST. */
  date: deskDateSchema.optional(),
  propertyId: objectIdSchema.optional(),
});
export type ArrivalsQuery = z.input<typeof arrivalsQuerySchema>;

/**
 * The day view (desk-day-rules.ts in the API):
 * - arrivals: check-in on the date and still expected or arrived (confirmed, checked in, or already checked out);
 * - departures: booked check-out on the date, in house or checked out;
 * - inHouse: in house that night (checked in on or before the date, leaving after it; a stay already checked out
 *   counts until the day it left);
 * - noShows: marked no-show, arriving on the date;
 * - earlyDepartures: checked out on the date before their booked check-out date.
 */
export const arrivalsSchema = z.object({
  date: z.string(),
  today: z.string(),
  arrivals: z.array(adminBookingSummarySchema),
  departures: z.array(adminBookingSummarySchema),
  inHouse: z.array(adminBookingSummarySchema),
  noShows: z.array(adminBookingSummarySchema),
  earlyDepartures: z.array(adminBookingSummarySchema),
  // The day's room blocks join this view with issue 23's blocks (the inventory module's), as their own list.
});
export type Arrivals = z.infer<typeof arrivalsSchema>;
export const arrivalsResponseSchema = z.object({ success: z.literal(true), data: arrivalsSchema });

// ─── Dashboard ──────────────────────────────────────────────────────────────────────────────────────

export const dashboardQuerySchema = z
  .object({
    /** Both default to the current IST month. */
    from: deskDateSchema.optional(),
    to: deskDateSchema.optional(),
    propertyId: objectIdSchema.optional(),
  })
  .superRefine(rangeCheck(DASHBOARD_MAX_DAYS));
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/**
 * Per night: roomsOnSale = available + booked on open (not closed) inventory nights; roomsSold = rooms of
 * confirmed, checked-in and completed bookings staying that night (a completed stay counts until the day it
 * checked out); revenue = those rooms' nightly rates as booked, before tax, in rupees.
 */
export const dashboardNightSchema = z.object({
  date: z.string(),
  roomsOnSale: z.number().int(),
  roomsSold: z.number().int(),
  /** Percent with one decimal; null when nothing was on sale. */
  occupancy: z.number().nullable(),
  revenue: z.number(),
});
export type DashboardNight = z.infer<typeof dashboardNightSchema>;

export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  propertyId: z.string().nullable(),
  roomNightsOnSale: z.number().int(),
  roomNightsSold: z.number().int(),
  occupancy: z.number().nullable(),
  /** Room revenue of the nights in the range, before tax (rupees). */
  revenue: z.number(),
  /** GST on that revenue and on the fees kept (the ledger's, per room-night). */
  tax: z.number(),
  /** Average daily rate: revenue ÷ room-nights sold; null when none were sold. */
  adr: z.number().nullable(),
  /** Revenue per available room (whole rupees); null when nothing was available. The reports' definitions. */
  revpar: z.number().nullable().optional(),
  /** What policies kept from cancellations, no-shows and early departures of the range's nights, before GST. */
  feesKept: z.number().optional(),
  /** Bookings that sold a night in the range (stay-night basis), whatever happened to them later. */
  bookings: z.number().int(),
  /** Bookings whose nights in the range were given back by a cancellation. */
  cancellations: z.number().int(),
  /** Bookings marked no-show whose check-in falls in the range. */
  noShows: z.number().int(),
  nights: z.array(dashboardNightSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ success: z.literal(true), data: dashboardSchema });
