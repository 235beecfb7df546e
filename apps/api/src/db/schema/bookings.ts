import { bookingStatuses } from '@staybook/contract/booking-lifecycle';
import { LANGUAGES } from '@staybook/contract/languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { properties, roomTypes } from './catalogue.js';
import { oneOf } from './checks.js';

/** One extra booked online, as priced when held (paise, basis points). */
export interface OnlineExtraLine {
  extraId: string;
  name: string;
  sac: string;
  unit: 'per_stay' | 'per_night' | 'per_person' | 'per_item';
  quantity: number;
  /** The nights an extra per night or per person is counted over (absent: not counted by nights). */
  nights?: number | null;
  unitPricePaise: number;
  gstBp: number;
  taxablePaise: number;
  taxPaise: number;
}

import { ecommerceOperators } from './ecommerce-operators.js';
import { ratePlans } from './rate-plans.js';

/** Every state a refund the provider accepted can be in, as Razorpay names them. */
export const refundStatuses = ['pending', 'processed', 'failed'] as const;

/** Every state a payment (one provider order) can be in. */
export const paymentStatuses = ['created', 'failed', 'captured', 'refund_pending', 'refunded', 'closed'] as const;

/**
 * pending_payment → confirmed → checked_in → completed; or cancelled / expired / payment_failed / no_show.
 * The row exists before the provider's order is created, so no payment can arrive for a booking we do not know.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable reference shown to guests, e.g. SB7K2M9Q. */
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    /** Infants the guest said come along: free and not counted towards any room's occupancy. */
    infants: integer('infants').notNull().default(0),
    /** The guest said a pet comes along. */
    withPets: boolean('with_pets').notNull().default(false),
    status: text('status').notNull(),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    totalRoomRentPaise: integer('total_room_rent_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    totalPostTaxPaise: integer('total_post_tax_paise').notNull(),
    /**
     * What the booking asks for online (its payment order's amount), by its rooms' payment policies at booking
     * (contract payment-terms.ts); the rest is paid at the property. Null on bookings made before payment policies:
     * the whole total.
     */
    amountDueNowPaise: integer('amount_due_now_paise'),
    /**
     * The extras the guest added online (docs/folios-and-extras.md), priced when held: paid online with the rooms and
     * posted to the folio as charges when the booking is confirmed. `online_extras_paise` is their sum with GST, part
     * of what the payment order asks (pricing amountDueNowPaise) and never of `total_post_tax_paise` (the rooms').
     */
    onlineExtras: jsonb('online_extras').$type<OnlineExtraLine[]>().notNull().default([]),
    onlineExtrasPaise: integer('online_extras_paise').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    /** Inventory is held until this instant while payment is pending. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** True while this booking's rooms are counted in room_inventory.booked. */
    holdsInventory: boolean('holds_inventory').notNull().default(true),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    /**
     * Until this instant the whole booking cancels free (the earliest deadline of its room lines); null when some
     * line has no free window, and on bookings made before rate plans (booking_rooms.cancellation_policy null),
     * which keep the 24-hour rule.
     */
    freeCancellationUntil: timestamp('free_cancellation_until', { withTimezone: true }),
    /** Where the booking came from (contract admin-reports bookingChannels): website until the desk and OTAs sell. */
    channel: text('channel').notNull().default('website'),
    /** The other channel's name when `channel` is ota ('Booking.com'), as the desk entered it. */
    channelName: text('channel_name'),
    /**
     * The OTA from the brand's register (ecommerce_operators) when the desk entered an OTA booking (issue 41): GSTR-1
     * names its GSTIN as the e-commerce operator's. Null on bookings made before the register (their channel_name is
     * matched to the register by name) and on every other channel.
     */
    ecommerceOperatorId: uuid('ecommerce_operator_id').references(() => ecommerceOperators.id),
    /**
     * The OTA's own reservation number (Booking.com's 10 digits, Airbnb's HM… code) when the desk entered an OTA
     * booking: how its calendar event is matched to it instead of being raised as a conflict.
     */
    otaReservationNumber: text('ota_reservation_number'),
    /** What the OTA says the guest pays it (paise), as the desk entered it: kept beside our own total. */
    otaAmountPaise: integer('ota_amount_paise'),
    /** The staff member who entered the booking at the desk (null for the guest's own website booking). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The desk's notes for the hotel (a late arrival, an airport pickup), as entered with the booking. */
    deskNotes: text('desk_notes'),
    /** "GST details for a business" given at checkout or at the desk: the company the tax invoice is made out to. */
    businessName: text('business_name'),
    businessGstin: text('business_gstin'),
    businessAddress: text('business_address'),
    /**
     * A private guest's address and state (GST code) for a B2C invoice of taxable value above ₹50,000 (CGST rule
     * 46(p)), asked at checkout and at the desk for such a stay; null when not given (the invoice names the guest only).
     */
    recipientAddress: text('recipient_address'),
    recipientStateCode: text('recipient_state_code'),
    /** The create call's Idempotency-Key: the same key from the same guest answers with this booking again. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The site language the guest booked in (contract languages.ts), for the booking's messages; null on bookings
     * made before it was recorded and on the desk's bookings: English.
     */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lifecycle's statuses only (packages/contract/src/booking-lifecycle.ts); moveBooking checks the transitions.
    check('bookings_status_check', oneOf('status', bookingStatuses)),
    check('bookings_language_check', oneOf('language', LANGUAGES)),
    check('bookings_online_extras_paise_check', sql`online_extras_paise >= 0`),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('bookings_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('bookings_status_hold_idx').on(t.status, t.holdExpiresAt),
    index('bookings_property_dates_idx').on(t.propertyId, t.checkIn),
    index('bookings_ota_reservation_idx').on(t.propertyId, t.otaReservationNumber),
  ],
);

/** Every state a change can be in (contract booking-changes.ts). */
export const bookingChangeStatuses = ['awaiting_payment', 'applied', 'expired', 'failed'] as const;

/**
 * Every change of a booking's dates, rooms, plan or guests, kept (never edited once it is applied, expired or failed):
 * the stay before and after with their prices, who asked and why, and how the difference was settled. Written only by
 * the bookings module (booking-changes.service.ts).
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    status: text('status').notNull(),
    /** guest | staff */
    requestedBy: text('requested_by').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** ChangeKind[]: dates, rooms, plan, guests. */
    kinds: jsonb('kinds').notNull(),
    /** The stay as it was and as asked, priced (booking-changes.service ChangeSide, paise). */
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    differencePaise: integer('difference_paise').notNull(),
    /** contract changeSettlements */
    settlement: text('settlement').notNull(),
    payNowPaise: integer('pay_now_paise').notNull().default(0),
    refundPaise: integer('refund_paise').notNull().default(0),
    keptPaise: integer('kept_paise').notNull().default(0),
    /** An awaiting_payment change lapses at this instant (its order is closed). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The change call's Idempotency-Key: the same key for the same booking answers with this change again. */
    idempotencyKey: text('idempotency_key'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_changes_status_check', oneOf('status', bookingChangeStatuses)),
    index('booking_changes_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_changes_awaiting_idx').on(t.status, t.expiresAt),
    uniqueIndex('booking_changes_idempotency_key_unique').on(t.bookingId, t.idempotencyKey),
  ],
);

/**
 * Refunds of part of a payment while its booking stands (a change lowered the price): any number per payment, each
 * sent once through the provider. The payment row's own refund fields stay its closing refund (a cancellation, a
 * wrong amount): what it can still return is its capture less these. Written only by the payments module.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    changeId: uuid('change_id').references(() => bookingChanges.id),
    amountPaise: integer('amount_paise').notNull(),
    /** The provider's refund id once it accepted the refund; null while it is still to be sent. */
    providerRefundId: text('provider_refund_id').unique(),
    /** refundStatuses once sent (pending → processed | failed); null while still to be sent. */
    refundStatus: text('refund_status'),
    refundProcessedAt: timestamp('refund_processed_at', { withTimezone: true }),
    refundBankReference: text('refund_bank_reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_refunds_amount_check', sql`amount_paise > 0`),
    check('payment_refunds_status_check', oneOf('refund_status', refundStatuses)),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_booking_idx').on(t.bookingId),
  ],
);

export const bookingRooms = pgTable(
  'booking_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    roomCount: integer('room_count').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    roomRentPaise: integer('room_rent_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    /** [{ date: 'YYYY-MM-DD', ratePaise }] as priced when the booking was made. */
    nightlyRates: jsonb('nightly_rates').notNull(),
    // The line's extra-guest charges per night (paise, all its rooms; the same every night), beside the room rates
    // rather than folded into them so nightly_rates stay whole paise per room: room_rent_paise is
    // Σ nights (ratePaise × room_count + extra_guest_paise), which the dashboard's revenue reconciles with.
    extraGuestPaise: integer('extra_guest_paise').notNull().default(0),
    /** The plan sold (null: the built-in standard plan, or the plan was deleted since; rate_plan keeps it). */
    ratePlanId: uuid('rate_plan_id').references(() => ratePlans.id, { onDelete: 'set null' }),
    /** RatePlanSnapshot as sold; null on bookings made before rate plans. */
    ratePlan: jsonb('rate_plan'),
    /** CancellationPolicySnapshot as promised; refunds follow it, never today's policy. Null before rate plans. */
    cancellationPolicy: jsonb('cancellation_policy'),
    /** The deadline promised at booking; null when the line had no free window (or none was left when booked). */
    freeCancellationUntil: timestamp('free_cancellation_until', { withTimezone: true }),
    /**
     * Each room's charge per night as supplied, for GST: [{ date, tariffPaise, gstBp, rooms }] (rooms with the same
     * tariff together), written with the price. Null on bookings made before the ledger (read from the line's rates).
     */
    supply: jsonb('supply'),
  },
  (t) => [index('booking_rooms_booking_idx').on(t.bookingId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /**
     * created | failed (an attempt failed; the order stays payable) | captured | refund_pending | refunded |
     * closed (the booking ended and the provider confirmed nothing was captured; nobody asks about it again).
     */
    status: text('status').notNull().default('created'),
    /** What the provider actually captured, when it differs from amountPaise (refunds return this). */
    capturedPaise: integer('captured_paise'),
    /** What a refund returns when it is not all that was captured (a cancellation charge keeps the rest). */
    refundAmountPaise: integer('refund_amount_paise'),
    method: text('method'),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * What the provider says of the refund since it accepted it (refundStatuses): pending until the bank has it,
     * processed once the money is on its way to the guest's account, failed when it could not be sent. Null before
     * a refund, and on refunds made before this was followed.
     */
    refundStatus: text('refund_status'),
    /** When the provider reported the refund processed (the day the guest is told the money was credited). */
    refundProcessedAt: timestamp('refund_processed_at', { withTimezone: true }),
    /** The bank's reference for the credit (ARN, RRN or UTR) when the provider gives one. */
    refundBankReference: text('refund_bank_reference'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /**
     * The provider's reason for the latest failed attempt, in the guest's words ('Your bank declined the payment:
     * insufficient funds'), from its payment.failed webhook; null when it gave none.
     */
    lastFailureReason: text('last_failure_reason'),
    /** The change this order pays the difference of (null: the booking's own order). */
    changeId: uuid('change_id').references(() => bookingChanges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_status_check', oneOf('status', paymentStatuses)),
    check('payments_refund_status_check', oneOf('refund_status', refundStatuses)),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_status_idx').on(t.status, t.createdAt),
    // At most one open provider order per booking, whatever the number of processes or parallel calls
    // (payments/payment-lifecycle.ts). The statuses' transitions are held by a trigger (migration 0001).
    uniqueIndex('payments_one_open_order_per_booking').on(t.bookingId).where(sql`status in ('created', 'failed')`),
  ],
);

/**
 * Who is creating a booking's provider order right now. The provider call cannot sit inside a transaction (the
 * sandbox provider writes to this same database, and a real one can take seconds), so the caller claims the booking
 * here first; others wait for the order it makes. A claim older than its lease is taken over (a process died).
 */
export const paymentOrderClaims = pgTable('payment_order_claims', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  claimToken: uuid('claim_token').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});

/**
 * Money that needs a person: a captured amount that did not match its order, a refund the provider keeps
 * refusing. Shown in the console until someone marks it handled; never deleted.
 */
export const staffAlerts = pgTable(
  'staff_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** amount_mismatch | refund_stuck | refund_failed */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
  },
  (t) => [index('staff_alerts_open_idx').on(t.resolvedAt, t.createdAt)],
);

/** Every provider event (webhook or verify call), de-duplicated by the provider's event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull().unique(),
    eventType: text('event_type').notNull(),
    source: text('source').notNull(),
    payload: jsonb('payload').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_booking_idx').on(t.bookingId)],
);

/**
 * The built-in sandbox payment provider's own records ("the provider side"), kept in the database so checkout,
 * webhooks and the reconciler agree across API processes. Unused with PAYMENT_PROVIDER=razorpay.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').notNull(),
  /** created | attempted | paid */
  status: text('status').notNull().default('created'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** captured | failed | refunded */
    status: text('status').notNull(),
    /** card | upi | netbanking | wallet | paylater | emi (Razorpay's payment.method; SANDBOX_METHODS) */
    method: text('method').notNull(),
    errorReason: text('error_reason'),
    refundId: text('refund_id'),
    /** The sandbox refund's own state: pending until the sandbox's refund job settles it as processed. */
    refundStatus: text('refund_status'),
    refundAmountPaise: integer('refund_amount_paise'),
    refundCreatedAt: timestamp('refund_created_at', { withTimezone: true }),
    /** The bank reference the sandbox makes up when it settles the refund. */
    refundArn: text('refund_arn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

/**
 * The sandbox provider's refunds of part of a payment beyond its first (Razorpay takes any number of partial refunds
 * until the payment is refunded in full). Keyed by the merchant's own refund id, so a retried call makes one refund.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id),
  merchantKey: text('merchant_key').notNull().unique(),
  amountPaise: integer('amount_paise').notNull(),
  /** pending | processed */
  status: text('status').notNull().default('pending'),
  arn: text('arn'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
