import { z } from 'zod';
import { createBookingRequestSchema, paymentOrderSchema } from './booking';
import { objectIdSchema, unixSecondsSchema } from './common';
import { MAX_INFANTS } from './stay-query';

/**
 * Changing a booking (issue 23): its dates, rooms, plan and guests, at the same property. The new stay is priced by
 * the same pipeline as a new booking and shown before it is confirmed; the nights move in one transaction (the old
 * ones given back and the new ones taken together, or nothing changes); the difference is paid (online by the guest,
 * or by a link or at the property when the desk changes it) or refunded through the provider by the booking's policy.
 * Every change is kept and shown to the guest and the desk.
 *
 * Guest:  POST /property/v1/app/booking/change/preview  { bookingId, ...stay }  → BookingChangePreview
 *         POST /property/v1/app/booking/change          { bookingId, ...stay }  → { change, payment }
 *           (`payment` is the provider order for the difference when one is due: the guest pays it through the same
 *           checkout and POST /property/v1/app/booking/verify-payment as a new booking; the change applies once the
 *           payment is captured.)
 * Desk:   POST /api/admin/bookings/:id/changes/preview  { ...stay, settle }           → BookingChangePreview
 *         POST /api/admin/bookings/:id/changes          { ...stay, reason, settle }   → { change }
 * Money in rupees; dates as unix seconds (IST calendar days), as the rest of the guest API.
 */

/** The new stay: dates and rooms (each with its plan and guests), as a booking asks them. */
export const changedStayShape = {
  checkInDate: unixSecondsSchema,
  checkOutDate: unixSecondsSchema,
  roomIds: createBookingRequestSchema.shape.roomIds,
  /** Infants and pets coming along; left out: as booked. */
  infants: z.coerce
    .number({ error: 'infants must be a number' })
    .int('infants must be a whole number')
    .min(0, 'infants cannot be negative')
    .max(MAX_INFANTS, `infants can be at most ${MAX_INFANTS}`)
    .optional(),
  pets: z.boolean({ error: 'pets must be true or false' }).optional(),
};

export const guestChangeRequestSchema = z.object({ bookingId: objectIdSchema, ...changedStayShape });
export type GuestChangeRequest = z.input<typeof guestChangeRequestSchema>;

export const CHANGE_REASON_MAX = 500;

/**
 * How the desk settles a higher price: at the property (the balance due there grows; the desk records it when paid)
 * or by a payment link for the difference, sent to the guest by SMS and e-mail. A lower price is always refunded by
 * the booking's policy, so it needs no choice.
 */
export const deskChangeSettlements = ['at_property', 'link'] as const;
export type DeskChangeSettlement = (typeof deskChangeSettlements)[number];

const deskSettleSchema = z
  .enum(deskChangeSettlements, { error: 'settle must be at_property or link' })
  .default('at_property');
export const deskChangePreviewRequestSchema = z.object({ ...changedStayShape, settle: deskSettleSchema });
export const deskChangeRequestSchema = z.object({
  ...changedStayShape,
  reason: z
    .string({ error: 'Please say why the booking is changed.' })
    .trim()
    .min(3, 'Please say why the booking is changed.')
    .max(CHANGE_REASON_MAX, `The reason can be at most ${CHANGE_REASON_MAX} characters.`),
  settle: deskSettleSchema,
});
export type DeskChangeRequest = z.input<typeof deskChangeRequestSchema>;

const rupees = z.number().min(0);

/** One side of a change: the stay as booked, or as it would be. */
export const changeStaySchema = z.object({
  checkInDate: z.number().int(),
  checkOutDate: z.number().int(),
  nights: z.number().int(),
  rooms: z.array(
    z.object({
      roomTypeId: z.string(),
      roomName: z.string(),
      roomCount: z.number().int(),
      ratePlanId: z.string().nullable(),
      ratePlanName: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
    }),
  ),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  pets: z.boolean(),
  totalRoomRent: rupees,
  tax: rupees,
  total: rupees,
});
export type ChangeStay = z.infer<typeof changeStaySchema>;

/**
 * GET /property/v1/app/booking/:bookingId/stay (owner) and GET /api/admin/bookings/:id/stay (desk): the stay as
 * booked, in the change's own shape, to prefill the change screen.
 */
export const currentStayResponseSchema = z.object({ success: z.literal(true), data: changeStaySchema });

export const changeKinds = ['dates', 'rooms', 'plan', 'guests'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/**
 * How the difference is settled: nothing to settle; paid online by the guest before the change applies; a link sent
 * by the desk; at the property; refunded through the provider; kept by the booking's policy (a lower price on terms
 * that refund nothing now).
 */
export const changeSettlements = ['none', 'pay_online', 'link', 'at_property', 'refund', 'kept'] as const;
export type ChangeSettlement = (typeof changeSettlements)[number];

/**
 * Why a change cannot be made, as facts beside the preview's English `reason` (issue 43: a page in another language
 * words it): who may change it (a booking not confirmed, a guest checked in, a guest's rate closed to changes), the
 * stay unchanged, or the new stay's own refusal (`stay`: the hold refusal's facts, contract `HoldRefusal`).
 */
export const changeRefusalKinds = ['not_confirmed', 'checked_in', 'closed', 'nothing'] as const;
export type ChangeRefusalKind = (typeof changeRefusalKinds)[number];
export const changeRefusalSchema = z.union([
  z.object({ kind: z.enum(changeRefusalKinds) }),
  z.object({ kind: z.literal('stay'), refusal: z.record(z.string(), z.unknown()) }),
]);
export type ChangeRefusal = z.infer<typeof changeRefusalSchema>;

export const bookingChangePreviewSchema = z.object({
  bookingId: z.string(),
  /** Whether this change can be made now by whoever asked. */
  allowed: z.boolean(),
  /** Why not, when `allowed` is false. */
  reason: z.string().nullable(),
  kinds: z.array(z.enum(changeKinds)),
  before: changeStaySchema,
  after: changeStaySchema,
  /** New total less the old (rupees, negative when the stay costs less). */
  difference: z.number(),
  /** Paid online so far and not refunded. */
  paidOnline: rupees,
  /** Paid online now, before the change applies (the guest's own change). */
  payNow: rupees,
  /** Sent back to the guest's account through the provider. */
  refund: rupees,
  /** What the booking's policy keeps of a lower price (nothing refunded for it now). */
  kept: rupees,
  /** What is left to pay at the property once the change is made. */
  dueAtProperty: rupees,
  settlement: z.enum(changeSettlements),
  /** The outcome in the guest's words ('You pay ₹2,100 more now.'). */
  message: z.string(),
  /** When the nights change and an extra was counted by nights: it is not re-counted (booking-extras). */
  extrasNote: z.string().optional(),
  /** `extrasNote`'s facts: each extra kept as booked, with its nights (extrasNotRecounted). */
  extrasNotRecounted: z.array(z.object({ name: z.string(), nights: z.number().int() })).optional(),
  /** Why not, as facts, when `allowed` is false (changeRefusalText writes the English `reason` of the first four). */
  refusal: changeRefusalSchema.optional(),
});
export type BookingChangePreview = z.infer<typeof bookingChangePreviewSchema>;
export const bookingChangePreviewResponseSchema = z.object({
  success: z.literal(true),
  data: bookingChangePreviewSchema,
});

/** awaiting_payment: the guest is paying the difference (nothing moved yet); applied; expired: not paid in time;
 * failed: paid, but the new nights were gone by then (the payment is refunded in full). */
/** What a change's money did, as its history says it (booking-change-texts.ts writes each). */
export const changeMoneyStates = [
  'expired',
  'failedRefunded',
  'failed',
  'awaiting',
  'paidOnline',
  'linkPaid',
  'linkSent',
  'atProperty',
  'kept',
  'refundFailed',
  'refunded',
  'refundSent',
] as const;
export type ChangeMoneyState = (typeof changeMoneyStates)[number];

export const bookingChangeStatuses = ['awaiting_payment', 'applied', 'expired', 'failed'] as const;
export type BookingChangeStatus = (typeof bookingChangeStatuses)[number];

export const bookingChangeSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  status: z.enum(bookingChangeStatuses),
  /** Unix seconds the change was asked for, and made (null until applied). */
  requestedAt: z.number().int(),
  appliedAt: z.number().int().nullable(),
  by: z.enum(['guest', 'staff']),
  /** The staff member's name, when the desk made it. */
  staffName: z.string().nullable(),
  /** The desk's reason (null for the guest's own change). */
  reason: z.string().nullable(),
  kinds: z.array(z.enum(changeKinds)),
  /** One whole sentence per kind ('Dates changed from 24 Dec 2026 – 28 Dec 2026 to 26 Dec 2026 – 30 Dec 2026.'). */
  lines: z.array(z.string()),
  before: changeStaySchema,
  after: changeStaySchema,
  difference: z.number(),
  settlement: z.enum(changeSettlements),
  /** Charged online for the difference (captured), refunded for it, kept by the policy. */
  paid: rupees,
  refund: rupees,
  kept: rupees,
  /** The money's state in words ('₹2,100 refunded on 26 Nov 2026.'), or null when nothing moved. */
  moneyText: z.string().nullable(),
  /**
   * The facts `moneyText` says (issue 43: a guest page in another language words them; booking-change-texts.ts):
   * what happened, its rupees and, for a refund, the IST day (unix seconds). Absent when `moneyText` is null.
   */
  moneyState: z
    .object({
      kind: z.enum(changeMoneyStates),
      amount: rupees,
      day: z.number().int().optional(),
    })
    .optional(),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;

export const guestChangeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    change: bookingChangeSchema,
    /** The provider order for the difference (pay it, then verify-payment); null when nothing is due online. */
    payment: paymentOrderSchema.nullable(),
  }),
});
export type GuestChangeResponse = z.infer<typeof guestChangeResponseSchema>;
export const deskChangeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ change: bookingChangeSchema }),
});

/** GET /property/v1/app/booking/:bookingId/changes (owner) and GET /api/admin/bookings/:id/changes (desk). */
export const bookingChangesResponseSchema = z.object({ success: z.literal(true), data: z.array(bookingChangeSchema) });
export const bookingChangesParamsSchema = z.object({ bookingId: objectIdSchema });

/** The English the API has always sent for each of who may change it, and the stay unchanged. */
export function changeRefusalText(kind: ChangeRefusalKind): string {
  switch (kind) {
    case 'not_confirmed':
      return 'Only a confirmed booking can be changed.';
    case 'checked_in':
      return 'The guest has checked in: this stay can no longer be changed.';
    case 'closed':
      return GUEST_CHANGE_CLOSED_MESSAGE;
    case 'nothing':
      return CHANGE_NOTHING_MESSAGE;
  }
}

/** A guest may change a booking online while every room is inside its free-cancellation window. */
export const GUEST_CHANGE_CLOSED_MESSAGE =
  'This booking can no longer be changed online: its rate does not allow changes now. Please call us to change it.';
export const CHANGE_NOTHING_MESSAGE = 'This is the stay you already have. Change the dates, rooms, plan or guests.';
