import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { properties, roomTypes } from './catalogue.js';
import { oneOf } from './checks.js';
import { ratePlans } from './rate-plans.js';

/**
 * The channel manager (Channex, issue 44): which of its properties, room types and rate plans each of ours is, what
 * is waiting to be pushed to it, the pushes in the order they go, and the booking revisions read from its feed.
 * Written only by modules/channels (docs/channels.md, "Channel manager").
 */

/** A property's id in the channel manager. */
export const channelManagerProperties = pgTable('channel_manager_properties', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  remoteId: text('remote_id').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A room type's id in the channel manager: its availability and restrictions are pushed while it has one. */
export const channelManagerRoomTypes = pgTable('channel_manager_room_types', {
  roomTypeId: uuid('room_type_id')
    .primaryKey()
    .references(() => roomTypes.id, { onDelete: 'cascade' }),
  remoteId: text('remote_id').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A rate plan's id in the channel manager: its rates and the room type's restrictions are pushed under it. */
export const channelManagerRatePlans = pgTable('channel_manager_rate_plans', {
  ratePlanId: uuid('rate_plan_id')
    .primaryKey()
    .references(() => ratePlans.id, { onDelete: 'cascade' }),
  remoteId: text('remote_id').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Nights of mapped room types whose availability, rate or restrictions changed since the last push was composed.
 * Written by database triggers in the transaction of the change (migration 0029), so no writer can forget one and a
 * change that rolls back leaves none; a night changed twice is one row (the push reads its values as they then are).
 */
export const channelAriPending = pgTable(
  'channel_ari_pending',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.stayDate] })],
);

export const channelPushStatuses = ['pending', 'sent', 'rejected'] as const;

/**
 * One batched push of a property's availability and restrictions (Channex's `values` arrays), in the order composed
 * (`id`): a property's pushes go one at a time, oldest first, so a failed one is retried before any later one goes.
 */
export const channelPushes = pgTable(
  'channel_pushes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** POST /api/v1/availability's values, and POST /api/v1/restrictions' (each may be empty). */
    availability: jsonb('availability').notNull(),
    restrictions: jsonb('restrictions').notNull(),
    /** What it covers, for the console ('3 nights of Pool Villa, full sync'). */
    summary: text('summary').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('channel_pushes_status_check', oneOf('status', channelPushStatuses)),
    index('channel_pushes_pending_idx').on(t.propertyId, t.id).where(sql`status = 'pending'`),
    index('channel_pushes_property_idx').on(t.propertyId, t.createdAt),
  ],
);

export const channelRevisionOutcomes = [
  'booked',
  'changed',
  'cancelled',
  'unchanged',
  'conflict',
  'attention',
] as const;

/**
 * Each booking revision read from the channel manager's feed, recorded once (its id is the key) before it is
 * acknowledged: what became of it (a booking, its change or cancellation, a conflict over nights already sold here,
 * or something the desk must look at) and the booking or block that holds its nights.
 */
export const channelRevisions = pgTable(
  'channel_revisions',
  {
    revisionId: text('revision_id').primaryKey(),
    /** The channel manager's booking (the same for every revision of one reservation). */
    remoteBookingId: text('remote_booking_id').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** new | modified | cancelled, as the feed says. */
    status: text('status').notNull(),
    otaName: text('ota_name').notNull(),
    otaReservationCode: text('ota_reservation_code'),
    outcome: text('outcome').notNull(),
    bookingId: uuid('booking_id'),
    blockId: uuid('block_id'),
    /** What the OTA charged the guest and what it keeps, in paise (null when the revision does not say). */
    amountPaise: integer('amount_paise'),
    commissionPaise: integer('commission_paise'),
    message: text('message'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
  },
  (t) => [
    check('channel_revisions_outcome_check', oneOf('outcome', channelRevisionOutcomes)),
    index('channel_revisions_booking_idx').on(t.remoteBookingId, t.receivedAt),
    index('channel_revisions_property_idx').on(t.propertyId, t.receivedAt),
  ],
);

/** A job one process runs at a time (the feed's read): the lease, and how its last run went. */
export const channelManagerLeases = pgTable('channel_manager_leases', {
  name: text('name').primaryKey(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});
