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

/**
 * Why rooms are out of inventory without a booking (issue 23): an owner's own stay, maintenance, a room out of order,
 * or an event imported from a channel's calendar (an OTA's booking, issue 23's iCal import).
 */
export const roomBlockKinds = ['owner_stay', 'maintenance', 'out_of_order', 'channel'] as const;
export type RoomBlockKind = (typeof roomBlockKinds)[number];

/**
 * Calendars of other channels (Booking.com, Airbnb, MakeMyTrip…) read on a schedule; each event becomes a block of its
 * room type. Written only by modules/channels.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    /** The channel's name as the console shows it and the blocks are tagged ('Booking.com'). */
    channel: text('channel').notNull(),
    url: text('url').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last read, good or not, and the last good one (its events are what the blocks hold). */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** Why the last read failed (null after a good read): the console says it; the last good state is kept. */
    lastError: text('last_error'),
    eventCount: integer('event_count').notNull().default(0),
    /** One process reads a feed at a time: a reader takes the lease with a conditional update. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * Set when a read broke a limit (it hung, crashed the reader or expanded past the caps; last_error says which):
     * the schedule no longer reads it, so no process hangs on it again. Cleared by Read now in the console.
     */
    quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('calendar_imports_room_type_idx').on(t.roomTypeId)],
);

/** Each room type's published calendar: the secret token in its `.ics` URL (rotated from the console). */
export const calendarExports = pgTable('calendar_exports', {
  roomTypeId: uuid('room_type_id')
    .primaryKey()
    .references(() => roomTypes.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  rotatedBy: uuid('rotated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Rooms taken out of inventory for a reason, on the nights [starts_on, ends_on). Written only by modules/inventory
 * (the nights go with it: room_inventory.blocked). A block that could not take a night because its rooms were sold
 * (an imported event over a booking) lists that night in short_dates: a conflict for the hotel to settle.
 */
export const roomBlocks = pgTable(
  'room_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    roomCount: integer('room_count').notNull(),
    reason: text('reason').notNull(),
    /** Nights of the block it does not hold (sold before it came): a conflict while any remain. */
    shortDates: jsonb('short_dates').$type<string[]>().notNull().default([]),
    calendarImportId: uuid('calendar_import_id').references(() => calendarImports.id, { onDelete: 'set null' }),
    /** The imported event's UID (RFC 5545), so a moved or removed event moves or removes its block. */
    externalUid: text('external_uid'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The numbered room an out-of-service block takes out (issue 44), kept after the block ends so the room grid draws
     * a room's past periods too. No foreign key: rooms.ts already points here, and rooms are never deleted.
     */
    roomId: uuid('room_id'),
  },
  (t) => [
    check('room_blocks_kind_check', oneOf('kind', roomBlockKinds)),
    index('room_blocks_room_idx').on(t.roomId, t.startsOn),
    check('room_blocks_dates_check', sql`ends_on > starts_on`),
    check('room_blocks_rooms_check', sql`room_count >= 1`),
    index('room_blocks_room_type_idx').on(t.roomTypeId, t.startsOn),
    index('room_blocks_property_idx').on(t.propertyId, t.startsOn),
    uniqueIndex('room_blocks_event_once')
      .on(t.calendarImportId, t.externalUid)
      .where(sql`released_at is null and calendar_import_id is not null`),
  ],
);

/**
 * The people at a property who are told of its bookings, changes, cancellations, conflicts and each day's arrivals
 * (issue 23). Written only by modules/notifications.
 */
export const propertyContacts = pgTable(
  'property_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** E.164 ('+919876543210'), or null when the contact takes e-mail only. */
    mobile: text('mobile'),
    email: text('email'),
    /** The mobile takes WhatsApp messages (sent there instead of SMS). */
    whatsapp: boolean('whatsapp').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_contacts_property_idx').on(t.propertyId),
    check('property_contacts_reachable_check', sql`mobile is not null or email is not null`),
  ],
);
