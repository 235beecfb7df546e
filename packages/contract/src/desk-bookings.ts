import { z } from 'zod';
import { inventoryDateSchema } from './admin-inventory';
import { type BookingChannel, bookingChannelLabels } from './admin-reports';
import { bookingStatusSchema, MAX_ROOMS_PER_BOOKING, primaryGuestSchema } from './booking';
import { emailSchema, languageSchema, objectIdSchema } from './common';
import { businessDetailsSchema } from './gst';
import { deskPaymentMethods } from './payment-terms';
import { recipientAddressSchema } from './recipient-address';
import { MAX_INFANTS } from './stay-query';

/**
 * Desk bookings (issue 23): staff enter a phone, walk-in, corporate or another channel's booking on the website's
 * pricing and inventory (POST /api/admin/desk-bookings), paid at the property (now, with the method's reference, or
 * later at the desk) or through a payment link sent to the guest by SMS and e-mail, which holds the rooms until it
 * expires. The guest's account is found or made from the mobile number, so the booking is in their My Bookings.
 * Dates are IST calendar dates ('YYYY-MM-DD'); money is whole rupees.
 */

export const deskBookingSources = ['phone', 'walk_in', 'corporate', 'ota'] as const;
export type DeskBookingSource = (typeof deskBookingSources)[number];
export const deskBookingSourceLabels: Record<DeskBookingSource, string> = {
  phone: bookingChannelLabels.phone,
  walk_in: bookingChannelLabels.walk_in,
  corporate: bookingChannelLabels.corporate,
  ota: bookingChannelLabels.ota,
};
export type { BookingChannel };

/** How long a payment link holds the rooms: a day unless the desk says otherwise (1 to 72 hours). */
export const PAYMENT_LINK_DEFAULT_HOURS = 24;
export const PAYMENT_LINK_MAX_HOURS = 72;
export const DESK_NOTES_MAX = 1000;

const reference = z
  .string()
  .trim()
  .max(80, 'reference must be at most 80 characters')
  .optional()
  .transform((v) => v || undefined);

export const deskBookingPaymentSchema = z.discriminatedUnion(
  'kind',
  [
    /** Nothing taken now: the guest pays at the desk (the booking stands at once). */
    z.object({ kind: z.literal('at_property') }),
    /** Taken at the desk now (cash, card on the desk's machine, UPI to the hotel's code), whole or part. */
    z.object({
      kind: z.literal('at_desk'),
      method: z.enum(deskPaymentMethods, { error: 'method must be cash, card or upi' }),
      reference,
      amount: z
        .number({ error: 'amount must be a number of rupees' })
        .int('amount must be whole rupees')
        .positive('amount must be more than zero'),
    }),
    /** A link the guest pays online: the rooms are held until it expires. */
    z.object({
      kind: z.literal('link'),
      hours: z
        .number({ error: 'hours must be a number' })
        .int('hours must be whole hours')
        .min(1, 'a link lasts at least 1 hour')
        .max(PAYMENT_LINK_MAX_HOURS, `a link lasts at most ${PAYMENT_LINK_MAX_HOURS} hours`)
        .default(PAYMENT_LINK_DEFAULT_HOURS),
    }),
  ],
  { error: 'payment must be at the property, at the desk now, or by a payment link' },
);
export type DeskBookingPayment = z.input<typeof deskBookingPaymentSchema>;

export const deskBookingRoomSchema = z.object({
  roomTypeId: objectIdSchema,
  roomCount: z
    .number({ error: 'rooms must be a number' })
    .int('rooms must be a whole number')
    .min(1, 'at least 1 room')
    .max(MAX_ROOMS_PER_BOOKING, `at most ${MAX_ROOMS_PER_BOOKING} rooms`),
  /** Guests in this line, all its rooms. */
  adults: z.number({ error: 'adults must be a number' }).int().min(1, 'at least 1 adult').max(100),
  children: z.number({ error: 'children must be a number' }).int().min(0).max(100).default(0),
  /** The rate plan; the room's default when left out. */
  ratePlanId: objectIdSchema.optional(),
});

/** The guest of a desk booking: name and mobile as the website asks; the e-mail only if the guest has one. */
export const deskGuestSchema = primaryGuestSchema.extend({
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(emailSchema.optional()),
});

/** An OTA's reservation number as its extranet shows it: letters, digits and dashes. */
export const otaReservationNumberSchema = z
  .string()
  .trim()
  .min(1, 'enter the reservation number the channel gave this booking')
  .max(40, 'the reservation number must be at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'the reservation number has only letters, digits and dashes');

export const createDeskBookingSchema = z
  .object({
    propertyId: objectIdSchema,
    checkIn: inventoryDateSchema,
    checkOut: inventoryDateSchema,
    rooms: z
      .array(deskBookingRoomSchema)
      .min(1, 'choose at least one room')
      .refine((rooms) => new Set(rooms.map((r) => r.roomTypeId)).size === rooms.length, {
        message: 'each room type once (set its number of rooms instead)',
      }),
    /** A walk-in or phone guest may have no e-mail: messages then go by SMS (and WhatsApp) only. */
    guest: deskGuestSchema,
    infants: z.number().int().min(0).max(MAX_INFANTS).optional(),
    pets: z.boolean().optional(),
    source: z.enum(deskBookingSources, { error: 'source must be phone, walk-in, corporate or another channel' }),
    /** The other channel's name when the source is ota ('Booking.com'). */
    channelName: z.string().trim().max(60, 'channel name must be at most 60 characters').optional(),
    /**
     * The OTA from the brand's register of e-commerce operators (issue 41), when the source is ota: the desk chooses it,
     * and its GSTIN goes in GSTR-1. A name alone (an older client) is matched to the register by name.
     */
    ecommerceOperatorId: z.uuid('choose the channel from the list').optional(),
    /**
     * The OTA's own reservation number (Booking.com's digits, Airbnb's HM… code) when the source is ota: how the
     * channel's calendar event for this stay is recognised as this booking rather than raised as a conflict.
     */
    otaReservationNumber: otaReservationNumberSchema.optional(),
    /** What the OTA says the guest pays it, whole rupees, when the source is ota (kept beside our own total). */
    otaAmount: z
      .number({ error: 'the OTA amount must be a number of rupees' })
      .int('the OTA amount must be whole rupees')
      .positive('the OTA amount must be more than zero')
      .optional(),
    notes: z
      .string()
      .trim()
      .max(DESK_NOTES_MAX, `notes must be at most ${DESK_NOTES_MAX} characters`)
      .optional()
      .transform((v) => v || undefined),
    business: businessDetailsSchema.optional(),
    /** The guest's address and state for a B2C invoice above ₹50,000 (CGST rule 46(p)); optional. */
    recipientAddress: recipientAddressSchema.optional(),
    /**
     * The language the guest's messages go in (the payment link, the confirmation, the reminder; issue 43): one of the
     * site's. Left out, the guest's profile language, else English.
     */
    language: languageSchema.optional(),
    payment: deskBookingPaymentSchema,
  })
  .superRefine((v, ctx) => {
    if (v.checkOut <= v.checkIn)
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'must be after check-in' });
    if (v.source === 'ota' && !v.channelName && !v.ecommerceOperatorId)
      ctx.addIssue({ code: 'custom', path: ['channelName'], message: 'name the channel the booking came from' });
    if (v.source === 'ota' && !v.otaReservationNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['otaReservationNumber'],
        message: 'enter the reservation number the channel gave this booking',
      });
    if (v.source === 'ota' && v.otaAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['otaAmount'], message: 'enter what the channel says the guest pays' });
  });
export type CreateDeskBooking = z.input<typeof createDeskBookingSchema>;

export const paymentLinkSchema = z.object({
  url: z.string(),
  /** Unix seconds: the rooms are held until then. */
  expiresAt: z.number().int(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const deskBookingResultSchema = z.object({
  bookingId: z.string(),
  code: z.string(),
  status: bookingStatusSchema,
  /** Whole rupees: the stay with taxes, and what the link asks now (null without a link). */
  totalAmount: z.number(),
  paymentLink: paymentLinkSchema.nullable(),
});
export type DeskBookingResult = z.infer<typeof deskBookingResultSchema>;
export const deskBookingResponseSchema = z.object({ success: z.literal(true), data: deskBookingResultSchema });

// ─── The guest's payment link page: /pay/<token> ────────────────────────────────────────────────────

export const paymentLinkStates = ['payable', 'paid', 'expired', 'cancelled'] as const;
export const paymentLinkTokenParamsSchema = z.object({
  token: z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,64}$/, 'This payment link is not valid.'),
});

/** What the guest's payment link page shows (GET /property/v1/app/pay/:token); no sign-in, the token is the key. */
export const paymentLinkPageSchema = z.object({
  /** payable while the hold lasts; paid once confirmed; expired when the hold lapsed unpaid; cancelled otherwise. */
  state: z.enum(paymentLinkStates),
  bookingId: z.string(),
  code: z.string(),
  propertyName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guestName: z.string(),
  rooms: z.array(z.object({ name: z.string(), roomCount: z.number().int() })),
  /** Whole rupees: the stay with GST, and what the link takes now (the rest at the property). */
  totalAmount: z.number(),
  amountDue: z.number(),
  /** Unix seconds: the link is payable until then. */
  expiresAt: z.number().int().nullable(),
  /** The link pays the higher price of a change the desk made to a standing booking (amountDue is the difference). */
  isChange: z.boolean().optional(),
  /**
   * Whole rupees: what came back, or is coming back, of money captured for this booking (the books' refunded figure);
   * present only when something was captured. A link paid after its hold lapsed and its rooms were gone is refunded in
   * full, so its page says so rather than that no money was taken.
   */
  refundedAmount: z.number().optional(),
});
export type PaymentLinkPage = z.infer<typeof paymentLinkPageSchema>;
export const paymentLinkPageResponseSchema = z.object({ success: z.literal(true), data: paymentLinkPageSchema });
