// Longer than 500 lines because it is the booking API's one contract (the spec's request and answer, the pricing, details and list shapes, and the rules web and API both read for them), kept together so a field is defined once; splitting it by endpoint is left for the next change that touches it.
import { z } from 'zod';
import { bookingExtrasSchema, extrasFieldsSchema } from './booking-extras';
import { bookingLabels, bookingStatuses } from './booking-lifecycle';
import { emailSchema, languageSchema, mobileNumberSchema, objectIdSchema, unixSecondsSchema } from './common';
import { contentQueryShape } from './content-translations';
import { businessDetailsSchema } from './gst';
import { bedRequests, CHILD_AGE_CHOICES } from './party-rules';
import { FAILURE_REASON_KEYS, FAILURE_SIDES } from './payment-failure';
import { checkoutDisplayConfigSchema, onlinePaymentMethods } from './payment-methods';
import { MOBILE_REQUIRED_MESSAGE, PHONE_MESSAGE_MODAL } from './phone';
import { couponCodeSchema, discountLineSchema } from './promotions';
import { cancellationTermsSchema, ratePlanOfferSchema } from './rate-plan-offer';
import { paymentPolicies } from './rate-plans';
import { recipientAddressSchema } from './recipient-address';
import { refundStates } from './refund-status';
import { MAX_INFANTS } from './stay-query';

export {
  type BookingLabel,
  type BookingStatus,
  bookingLabels,
  bookingStatuses,
  bookingStatusLabel,
  bookingStatusLabels,
  canTransition,
  describeBooking,
} from './booking-lifecycle';

/**
 * Pricing, booking, payment and "my bookings" shapes (spec sections 3 and 7).
 *
 * Conventions, the same as the catalogue's:
 * - Every success answer is `{ success: true, data: … }`; the spec's fields live under `data`.
 * - Money at the API edge is in RUPEES (whole numbers when the nightly rates are whole rupees, which the
 *   console enforces); the one exception is `payment.orderDetails.amount`, which is PAISE because the
 *   provider's checkout script takes minor units (the spec's "total post-tax x 100").
 * - Dates are unix seconds; a stay date is read as its Asia/Kolkata calendar date.
 * - Errors are the common envelope `{ error: { code, message, details? } }`. Notable codes here:
 *   400 VALIDATION_ERROR / BAD_REQUEST (bad stay, rooms, guests), 404 NOT_FOUND (property, booking),
 *   409 SOLD_OUT (details: { roomId, roomName, date }), 409 CONFLICT (cancellation window closed, already paid,
 *   too many unpaid holds, an Idempotency-Key re-used for a different booking), 429 RATE_LIMITED,
 *   400 PAYMENT_INVALID (signature did not verify).
 */

export { MAX_STAY_NIGHTS } from './stay-dates';
/**
 * Rooms in one booking (the sum of roomCount over roomIds): the spec's booking widget allows 1–5, and a larger
 * group is a sales conversation, not a 15-minute hold. The web's room selection stops at the same number.
 */
export const MAX_ROOMS_PER_BOOKING = 5;
export const TOO_MANY_ROOMS_MESSAGE = `You can book at most ${MAX_ROOMS_PER_BOOKING} rooms at once. For more rooms, please call us.`;
export const CHECK_OUT_BEFORE_CHECK_IN_MESSAGE = 'Check-out time must be greater than check-in time.';
/**
 * Free cancellation closes this many hours before check-in (at the property's check-in time) for bookings made
 * before rate plans; newer bookings follow the policy of the plan they were sold under.
 */
export const FREE_CANCELLATION_HOURS = 24;

/** A room type's rate plan; absent means the room type's default plan. */
const ratePlanIdSchema = objectIdSchema.optional();

const rupees = z.number().min(0);
const count = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ${max}`);

/** One room type's rooms: at least 1, and never more than a whole booking may hold. */
const roomCountSchema = z.coerce
  .number({ error: 'roomCount must be a number' })
  .int('roomCount must be a whole number')
  .min(1, 'roomCount must be at least 1')
  .max(MAX_ROOMS_PER_BOOKING, TOO_MANY_ROOMS_MESSAGE);

/** The rooms of a pricing or booking request: at most MAX_ROOMS_PER_BOOKING rooms over all its room types. */
const roomListSchema = <T extends z.ZodType<{ roomCount: number }>>(room: T, min: number) =>
  z
    .array(room)
    .min(min, 'Please select at least one room.')
    .max(MAX_ROOMS_PER_BOOKING, TOO_MANY_ROOMS_MESSAGE)
    .refine((rooms) => rooms.reduce((n, r) => n + r.roomCount, 0) <= MAX_ROOMS_PER_BOOKING, TOO_MANY_ROOMS_MESSAGE);

/** Add-ons are not sold yet; the spec's clients always send an empty list, which is accepted and ignored. */
const addonsSchema = z.array(z.unknown()).max(0, 'Add-ons cannot be booked online yet.').default([]);

// ─── Pricing: POST /property/v1/app/booking/pricing ────────────────────────────────────────────────

export const pricingRoomSchema = z.object({
  id: objectIdSchema,
  roomCount: roomCountSchema.default(1),
  adults: count('adults', 100).optional(),
  children: count('children', 100).optional(),
  ratePlanId: ratePlanIdSchema,
});
export type PricingRoom = z.infer<typeof pricingRoomSchema>;

export const pricingRequestSchema = z.object({
  propertyId: objectIdSchema,
  /** Empty on the property-details page: the answer is then zero totals with `nights` computed. */
  roomIds: roomListSchema(pricingRoomSchema, 0).default([]),
  checkInDate: unixSecondsSchema,
  checkOutDate: unixSecondsSchema,
  addons: addonsSchema,
  /** A coupon to apply (optional; a code that cannot be used is a 400 with the guest's message). */
  couponCode: couponCodeSchema,
  /** The extras offered online the guest adds (booking-extras.ts): each priced as its own line, paid online. */
  extras: bookingExtrasSchema,
});
export type PricingRequest = z.input<typeof pricingRequestSchema>;

export const nightlyRateSchema = z.object({
  /** Unix seconds of 00:00 IST of the night. */
  date: z.number().int(),
  /** Tariff of one room for that night, rupees. */
  rate: rupees,
  /** Rooms of this type still free that night. */
  available: z.number().int(),
});

export const pricedRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  roomCount: z.number().int(),
  /** Rate × rooms, summed over the nights (rupees). */
  roomRent: rupees,
  /** GST of this room type (rupees, may have paise; the total `tax` is rounded once). */
  tax: rupees,
  /** The fewest rooms free on any night of the stay. */
  available: z.number().int(),
  /** The room rate of each night under the rate plan, after promotions (extra guests are charged on top). */
  nightly: z.array(nightlyRateSchema),
  /**
   * Extra-guest charges of this line per night, all its rooms (rupees; included in `roomRent`, and GST is read from
   * each room's rate plus its own extra charge). Absent when the rooms hold no more than their base occupancy.
   */
  extraGuests: rupees.optional(),
  /** The plan this room is priced under, with its cancellation terms for this stay. */
  ratePlan: ratePlanOfferSchema.optional(),
});
export type PricedRoom = z.infer<typeof pricedRoomSchema>;

/** The spec's pricing response fields, plus a per-room breakdown (`rooms`) for the review page. */
export const rateDetailsSchema = z.object({
  totalRoomRent: rupees,
  tax: rupees,
  /** Room rent (add-ons would be added here); before tax. */
  totalPreTax: rupees,
  totalPostTax: rupees,
  nights: z.number().int(),
});
export type RateDetails = z.infer<typeof rateDetailsSchema>;

/**
 * What a stay asks for online and at the property, by its plans' payment policies (payment-terms.ts: deposits to the
 * whole rupee, half up; a booking whose rooms all pay now owes its whole total now). Rupees; optional, added with
 * payment policies.
 */
export const amountsDueSchema = z.object({
  /** Rupees paid online when booking (the payment order is for this, in paise). */
  amountDueNow: rupees.optional(),
  /** Rupees paid at the property (the balance of a deposit, or everything with pay at property). */
  amountDueAtProperty: rupees.optional(),
  /** The booking as a whole: pay_now, deposit (part now, the rest at the property) or pay_at_property. */
  paymentPolicy: z.enum(paymentPolicies).optional(),
});

/**
 * The promotions and coupon that lowered the price, one line each (rupees). The totals are already after them:
 * `totalRoomRent` is the rent charged, and the rent before savings is `totalRoomRent` plus these amounts.
 */
const discountsField = { discounts: z.array(discountLineSchema).optional() };

export const pricingDataSchema = rateDetailsSchema
  .extend({ rooms: z.array(pricedRoomSchema), ...discountsField })
  .extend(amountsDueSchema.shape)
  .extend(extrasFieldsSchema.shape);
export type PricingData = z.infer<typeof pricingDataSchema>;
export const pricingResponseSchema = z.object({ success: z.literal(true), data: pricingDataSchema });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

// ─── Booking: POST /property/v1/app/booking (signed in) ───────────────────────────────────────────

export const primaryGuestSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailSchema),
  phone: mobileNumberSchema({ required: MOBILE_REQUIRED_MESSAGE, invalid: PHONE_MESSAGE_MODAL }),
});
export type PrimaryGuest = z.infer<typeof primaryGuestSchema>;

export const bookingRoomSchema = z.object({
  id: objectIdSchema,
  roomCount: roomCountSchema,
  adults: count('adults', 100).default(1),
  children: count('children', 100).default(0),
  ratePlanId: ratePlanIdSchema,
});
export type BookingRoomInput = z.infer<typeof bookingRoomSchema>;

/**
 * The spec's getBooking payload. Guest totals are read from `guests`, else `adults`/`childrens`, else summed
 * from `roomIds`. `totalPrice` is accepted but never used for money (the server prices the stay itself).
 * `bookingId` re-initiates payment for the caller's own pending booking; if the stay or rooms changed, that
 * booking's hold is released and a new booking is made.
 * `initiatePayment: false` holds the rooms without creating a payment order (`payment` is then null).
 * At most MAX_ROOMS_PER_BOOKING rooms per booking (400), and at most two unpaid holds per guest at once (409).
 */
export const createBookingRequestSchema = z.object({
  initiatePayment: z.boolean().default(true),
  checkInDate: unixSecondsSchema,
  checkOutDate: unixSecondsSchema,
  propertyId: objectIdSchema,
  addons: addonsSchema,
  guests: z.object({ adults: count('guests.adults', 100), children: count('guests.children', 100) }).optional(),
  adults: count('adults', 100).optional(),
  childrens: count('childrens', 100).optional(),
  /** Infants (free, not counted towards any room's occupancy) and whether a pet comes along: the property sees both. */
  infants: count('infants', MAX_INFANTS).optional(),
  pets: z.boolean({ error: 'pets must be true or false' }).optional(),
  /** Each child's age (issue 24): checked against the property's age bands; one per child when given. */
  childAges: z
    .array(
      z
        .number({ error: 'childAges must be numbers' })
        .int('childAges must be whole numbers')
        .min(CHILD_AGE_CHOICES.min, `a child's age cannot be below ${CHILD_AGE_CHOICES.min}`)
        .max(CHILD_AGE_CHOICES.max, `a child's age can be at most ${CHILD_AGE_CHOICES.max}`),
    )
    .max(100, 'childAges can hold at most 100 ages')
    .optional(),
  /** A cot or an extra bed asked of the hotel (issue 24): carried to the hotel, on the voucher. */
  bedRequest: z.enum(bedRequests, { error: "bedRequest must be 'cot' or 'extra_bed'" }).optional(),
  roomIds: roomListSchema(bookingRoomSchema, 1),
  paymentType: z.literal('online', { error: "paymentType must be 'online'" }).default('online'),
  /** An empty string (a client that has no booking yet) means none. */
  bookingId: z
    .union([objectIdSchema, z.literal('')])
    .optional()
    .nullable()
    .transform((v) => v || undefined),
  primaryGuest: primaryGuestSchema,
  totalPrice: z.number().optional().nullable(),
  /** The coupon the review page applied (counted against its limits when the rooms are held). */
  couponCode: couponCodeSchema,
  /** "GST details for a business": the company the tax invoice is made out to (optional). */
  business: businessDetailsSchema.optional(),
  /**
   * A private guest's address and state, asked when the stay's taxable value is above ₹50,000 (CGST rule 46(p)).
   * Optional: a booking without it still stands, invoiced with the guest's name only.
   */
  recipientAddress: recipientAddressSchema.optional(),
  /**
   * The site language the guest books in (the page's): the booking's messages go out in it. Left out, the guest's
   * profile language, else none (English).
   */
  language: languageSchema.optional(),
  /**
   * Extras offered online (booking-extras.ts), paid online with the rooms (`amountDueNow` includes them) and posted to
   * the booking's folio as paid when it is confirmed. An extra not offered online at the property is a 400.
   */
  extras: bookingExtrasSchema,
});
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;

/**
 * The booking call's `Idempotency-Key` header (optional; 8–100 of A–Z a–z 0–9 _ -, e.g. a UUID). A client makes
 * one per attempt and sends it again on a retry or double click: the same key from the same guest answers with
 * the booking it first made (same id, same payment order) instead of holding the rooms again; the same key with a
 * different stay or rooms is refused (409).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_".');
/** Other headers pass through untouched (the route reads only this one). */
export const createBookingHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
    .optional()
    .describe('One key per booking attempt; repeat it on a retry to get the same booking back.'),
});

export const bookingStatusSchema = z.enum(bookingStatuses);

export const paymentOrderSchema = z.object({
  provider: z.enum(['sandbox', 'razorpay']),
  /** Public key for the checkout script's `key` option. */
  keyId: z.string(),
  /** Load this script on the payment step; it defines `window.Razorpay` (the sandbox's has the same interface). */
  checkoutScriptUrl: z.string(),
  /** The checkout's `config` option: the payment methods shown first (net banking, wallets, pay later, EMI). */
  checkoutConfig: checkoutDisplayConfigSchema.nullable().optional(),
  orderDetails: z.object({
    id: z.string(),
    /** PAISE (post-tax total × 100), as the checkout script's `amount` option. */
    amount: z.number().int(),
    currency: z.literal('INR'),
  }),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const bookingDataSchema = z.object({
  bookingId: z.string(),
  /** Reference shown to the guest, e.g. SB7K2M9Q. */
  code: z.string(),
  status: bookingStatusSchema,
  /** Unix seconds when the unpaid hold lapses and the rooms are released. */
  holdExpiresAt: z.number().int().nullable(),
  rate_details: rateDetailsSchema,
  /** Null when `initiatePayment` was false. */
  payment: paymentOrderSchema.nullable(),
  roomIds: z.array(
    z.object({
      id: z.string(),
      roomCount: z.number().int(),
      adults: z.number().int(),
      children: z.number().int(),
      /** The plan the room was booked under (null: the built-in standard plan). */
      ratePlanId: z.string().nullable().optional(),
    }),
  ),
  /** Unix seconds until which the whole booking cancels free; null when some room has no free window. */
  freeCancellationUntil: z.number().int().nullable().optional(),
  ...amountsDueSchema.shape,
  ...discountsField,
  ...extrasFieldsSchema.shape,
});
export type BookingData = z.infer<typeof bookingDataSchema>;
export const createBookingResponseSchema = z.object({ success: z.literal(true), data: bookingDataSchema });
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

// ─── Payment verification: POST /property/v1/app/booking/verify-payment (signed in) ───────────────

/** What the checkout script's `handler` receives, plus the booking. */
export const verifyPaymentRequestSchema = z.object({
  bookingId: objectIdSchema,
  razorpay_order_id: z.string().min(1, 'razorpay_order_id is required').max(100),
  razorpay_payment_id: z.string().min(1, 'razorpay_payment_id is required').max(100),
  razorpay_signature: z.string().min(1, 'razorpay_signature is required').max(200),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/**
 * `status` 'confirmed' means paid and booked. A payment that arrived after the hold lapsed and found the rooms
 * gone leaves the booking 'expired' (statusText says it is being refunded).
 */
export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bookingId: z.string(), status: bookingStatusSchema, statusText: z.string() }),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

// ─── Completing payment: POST /property/v1/app/booking/:bookingId/payment (signed in, owner only) ──

/**
 * Opens checkout again for one of the guest's own unpaid bookings while its hold lasts: the booking's open order is
 * re-used (a failed attempt leaves it payable), else a new order is made for the same booking; no new hold. Answers
 * like the booking call. 409 HOLD_EXPIRED once the hold has lapsed, 409 CONFLICT when the booking is already paid.
 */
export const resumePaymentParamsSchema = z.object({ bookingId: objectIdSchema });

/**
 * An unpaid booking's hold (issue 16): until when the guest may still pay for it, or that it has ended (and nothing
 * was paid). Absent on bookings that were paid or cancelled.
 */
export const unpaidHoldSchema = z.object({
  /** Unix seconds the hold ends (or ended). */
  until: z.number().int(),
  /** True once it has lapsed: the guest searches again instead of paying. */
  hasEnded: z.boolean(),
});
export type UnpaidHold = z.infer<typeof unpaidHoldSchema>;

// ─── My bookings: GET /property/v1/app/booking (signed in, own bookings, newest first) ────────────

/** The spec's lowercase list labels (upcoming, processing, ongoing) plus completed and cancelled. */
export const bookingLabelSchema = z.enum(bookingLabels);

export const bookingPropertySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  featuredImage: z.object({ images: z.array(z.object({ url: z.string() })) }),
});

export const bookingListItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: bookingLabelSchema,
  /** Human text for the state: 'Confirmed', 'Payment pending', 'Cancelled — refunded', 'Hold expired', … */
  statusText: z.string(),
  /** Unix seconds of 00:00 IST of check-in and check-out dates. */
  _startDate: z.number().int(),
  _endDate: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Infants coming along (free, not counted); absent when none. */
  infants: z.number().int().optional(),
  /** True when a pet comes along. */
  pets: z.boolean().optional(),
  nights: z.number().int(),
  /** Rupees actually paid and not refunded. */
  amountPaid: rupees,
  /** Post-tax price of the stay, rupees. */
  totalPrice: rupees,
  property: bookingPropertySchema,
  unpaidHold: unpaidHoldSchema.nullable().optional(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingListResponseSchema = z.object({ success: z.literal(true), data: z.array(bookingListItemSchema) });
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

// ─── Booking details: GET /property/v1/app/booking-details?bookingId (signed in, owner only) ───────

/**
 * `lang` (optional): the booked extras' names, the promotions' saving lines and the property's policies (hotel and
 * cancellation notes) in the page's language where entered; the answer is otherwise English.
 */
export const bookingDetailsQuerySchema = z.object({ bookingId: objectIdSchema, ...contentQueryShape });

const titleValueSchema = z.object({ title: z.string(), value: z.string() });
const titleDescriptionSchema = z.object({ title: z.string(), description: z.string() });

export const bookingSummarySchema = z.object({
  property: bookingPropertySchema,
  bookingId: z.string(),
  code: z.string(),
  _startDate: z.number().int(),
  _endDate: z.number().int(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Infants coming along (free, not counted); absent when none. */
  infants: z.number().int().optional(),
  /** True when a pet comes along. */
  pets: z.boolean().optional(),
  /** Each child's age as the guest gave them (issue 24); absent when none were given. */
  childAges: z.array(z.number().int()).optional(),
  /** A cot or an extra bed asked of the hotel; absent when none. */
  bedRequest: z.enum(bedRequests).optional(),
  /** The hotel's phone, and its e-mail when it has one (the contact section's facts, worded on a translated page). */
  hotelContact: z.object({ number: z.string(), email: z.string().optional() }),
  /** Rupees actually paid and not refunded (the spec's fixed ₹12,450 was a defect). */
  amountPaid: rupees,
  totalPrice: rupees,
  tax: rupees,
  status: bookingLabelSchema,
  statusText: z.string(),
  /** True while the guest may cancel online (the refund follows the booked policy: see the cancellation quote). */
  canCancel: z.boolean(),
  /**
   * Unix seconds until which the whole booking cancels free. Bookings made before rate plans: 24 h before check-in.
   * When no free window is left (a non-refundable rate, or booked after its deadline) this is check-in itself, and
   * `isFreeCancellation` says false.
   */
  freeCancellationUntil: z.number().int(),
  /** Whether cancelling now would be free (optional: added with rate plans). */
  isFreeCancellation: z.boolean().optional(),
  /** The property's own check-in and check-out times, 'HH:MM' IST. */
  checkInTime: z.string().optional(),
  checkOutTime: z.string().optional(),
  /** Each booked room's plan and the cancellation terms it was sold under (snapshots, not today's settings). */
  ratePlans: z.array(z.object({ roomId: z.string(), roomName: z.string(), ratePlan: ratePlanOfferSchema })).optional(),
  /** Unix seconds when an unpaid hold lapses; null once paid or closed. */
  holdExpiresAt: z.number().int().nullable(),
  unpaidHold: unpaidHoldSchema.nullable().optional(),
  /**
   * The provider's reason for the last failed attempt, in plain words ('Your bank declined the payment: insufficient
   * funds'), while the booking is unpaid and nothing was captured; null when there was none or it gave no reason.
   */
  lastPaymentFailure: z.string().nullable().optional(),
  /** The same reason as facts (payment-failure.ts), for a page in another language to word it; absent with no reason. */
  lastPaymentFailureFacts: z
    .object({
      side: z.enum(FAILURE_SIDES),
      reason: z.enum(FAILURE_REASON_KEYS).nullable(),
      described: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** The savings as booked (snapshots, never recomputed). */
  ...discountsField,
  ...amountsDueSchema.shape,
  /** The extras booked online with the stay (paid with it), as booked. */
  ...extrasFieldsSchema.shape,
  /** Rupees recorded as paid at the property by the desk. */
  amountPaidAtProperty: rupees.optional(),
  /** Rupees still to pay at the property: the total less everything paid (online and at the desk). */
  balanceDue: rupees.optional(),
  /** 'Paid ₹3,150 · Due at property ₹7,350'. */
  paymentSummary: z.string().optional(),
  /** How the online payment was made, as a sentence ('Paid online by net banking.'); null when none was captured. */
  paidOnline: z.string().nullable().optional(),
  /** The method `paidOnline` names ('upi'), for a page in another language to say it (issue 43); null when it is. */
  paidOnlineMethod: z.enum(onlinePaymentMethods).nullable().optional(),
  /**
   * Each booked room type's count and party, the facts of its roomDetails row ('Deluxe Room' → '1 room · 2 adults'),
   * for a page in another language to write it (issue 43).
   */
  roomLines: z
    .array(
      z.object({ name: z.string(), roomCount: z.number().int(), adults: z.number().int(), children: z.number().int() }),
    )
    .optional(),
  /** The primary guest's name, the rooms section's 'Primary guest' row (issue 43: a translated page writes the rows). */
  guestName: z.string().optional(),
  /** Rupees of room rent charged (after savings, before GST), the rooms section's 'Room rent' row (issue 43). */
  roomRent: rupees.optional(),
  /**
   * Money coming back after a cancellation (issue 16): what was paid online, the refund, whether the provider has
   * accepted it (with its reference and day), credited it (day and bank reference) or failed it, and the sentence
   * the guest reads (refund-status.ts). Absent when nothing is refunded.
   */
  refund: z
    .object({
      paid: rupees,
      amount: rupees,
      state: z.enum(refundStates),
      sentAt: z.number().int().nullable(),
      reference: z.string().nullable(),
      /** Unix seconds the provider processed it (state credited). */
      creditedAt: z.number().int().nullable().optional(),
      /** The bank's reference for the credit (ARN/RRN), when given. */
      bankReference: z.string().nullable().optional(),
      text: z.string(),
    })
    .optional(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/**
 * Sections keyed by id, always in this order: bookingDetails, roomDetails, hotelContact, hotelPolicies,
 * cancellationPolicy. hotelPolicies carries its tabs beside its data; its first tab is guestProfile when present.
 */
export const bookingDetailsSectionSchema = z.discriminatedUnion('id', [
  z.object({ id: z.literal('bookingDetails'), data: bookingSummarySchema }),
  z.object({ id: z.literal('roomDetails'), data: z.array(titleValueSchema) }),
  z.object({ id: z.literal('hotelContact'), data: z.array(titleValueSchema) }),
  z.object({
    id: z.literal('hotelPolicies'),
    filterKeys: z.array(z.object({ id: z.string(), title: z.string() })),
    data: z.array(z.object({ id: z.string(), data: z.array(titleDescriptionSchema) })),
  }),
  z.object({ id: z.literal('cancellationPolicy'), data: z.array(titleDescriptionSchema) }),
]);
export type BookingDetailsSection = z.infer<typeof bookingDetailsSectionSchema>;
export const bookingDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(bookingDetailsSectionSchema),
});
export type BookingDetailsResponse = z.infer<typeof bookingDetailsResponseSchema>;

// ─── Cancellation: POST /property/v1/app/booking/cancel (signed in, owner only) ────────────────────

export const cancelBookingRequestSchema = z.object({ bookingId: objectIdSchema });
export const cancelBookingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    bookingId: z.string(),
    status: bookingStatusSchema,
    statusText: z.string(),
    /** Rupees being returned to the guest (0 when nothing was paid). */
    refundAmount: rupees,
  }),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

// ─── Cancellation quote: GET /property/v1/app/booking/:bookingId/cancellation-quote (signed in, owner only) ──

export const cancellationQuoteParamsSchema = z.object({ bookingId: objectIdSchema });
export const cancellationQuoteSchema = z.object({
  bookingId: z.string(),
  /** Whether the guest may cancel online now. */
  canCancel: z.boolean(),
  /** Why not, when canCancel is false. */
  reason: z.string().nullable(),
  /** The same refusal as facts, for a page in another language to word it (issue 43); absent when allowed. */
  refusal: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('closed') }),
      z.object({ kind: z.literal('checkInPassed'), checkInAt: z.number().int() }),
    ])
    .optional(),
  /** Rupees paid and not refunded. */
  amountPaid: rupees,
  /** Rupees that cancelling now returns, by the booked policy. */
  refundAmount: rupees,
  /** Rupees kept (the cancellation charge with its GST). */
  keptAmount: rupees,
  isFree: z.boolean(),
  isNonRefundable: z.boolean(),
  /** 'You will be refunded ₹8,400.' / 'This booking is non-refundable: no refund.' */
  message: z.string(),
  /**
   * Rupees the policy's charge comes to beyond what was paid, owed to the property (pay-at-property and deposit
   * bookings; never taken online). 0 when nothing is owed.
   */
  amountOwed: rupees.optional(),
  /** Per booked room: its terms as sold. */
  policies: z.array(
    z.object({ roomName: z.string(), ratePlanName: z.string(), cancellation: cancellationTermsSchema }),
  ),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;
export const cancellationQuoteResponseSchema = z.object({ success: z.literal(true), data: cancellationQuoteSchema });
export type CancellationQuoteResponse = z.infer<typeof cancellationQuoteResponseSchema>;

/** Webhook answer (the provider only reads the status code). */
export const webhookResponseSchema = z.object({ success: z.literal(true), duplicate: z.boolean().optional() });

/** The contact section's row titles, as the API writes them (a translated page words them: `bookings.rows.*`). */
export const hotelContactTitles = { phone: 'Phone', email: 'Email', address: 'Address' } as const;
