import { housekeepingStatuses } from '@staybook/contract/housekeeping';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookingRooms, bookings } from './bookings.js';
import { properties, roomTypes } from './catalogue.js';
import { roomBlocks } from './channels.js';
import { oneOf } from './checks.js';

/**
 * A room type's physical rooms (issue 44, decision 015): a number unique in its property, a floor, free-text features
 * ("sea view") and at most one link to a connecting room. Out of service is a dated `out_of_order` block of one room
 * of its type (`room_blocks`), linked here, so the count every channel sells already leaves it out. Written only by
 * modules/inventory.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** 0 is the ground floor. */
    floor: integer('floor').notNull().default(0),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    connectsToRoomId: uuid('connects_to_room_id').references((): AnyPgColumn => rooms.id, { onDelete: 'set null' }),
    /** The room's current (or coming) out-of-service block; out of service while that block is not released. */
    outOfServiceBlockId: uuid('out_of_service_block_id').references(() => roomBlocks.id, { onDelete: 'set null' }),
    /** Housekeeping: dirty | clean | inspected | out_of_order (CHECK below); a check-out makes it dirty. */
    housekeepingStatus: text('housekeeping_status').notNull().default('clean'),
    housekeepingChangedAt: timestamp('housekeeping_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rooms_property_number_unique').on(t.propertyId, t.number),
    index('rooms_room_type_idx').on(t.roomTypeId),
    check('rooms_number_check', sql`length(trim(number)) between 1 and 10`),
    check('rooms_floor_check', sql`floor between -5 and 200`),
    check('rooms_housekeeping_status_check', oneOf('housekeeping_status', housekeepingStatuses)),
  ],
);

/**
 * Which physical room each room of a booking sleeps in, one row per night: `slot` is the room's place in its booking
 * line (a line of 2 rooms has slots 0 and 1). One room holds one booking a night by construction (the unique index on
 * room and night), so two desks assigning the same room at once cannot both win. A change of the booking rewrites its
 * lines, and their assignments go with them (cascade); rows of a booking that no longer stays are cleared when the
 * room is next assigned. Written only by modules/inventory.
 */
export const roomAssignments = pgTable(
  'room_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    bookingRoomId: uuid('booking_room_id')
      .notNull()
      .references(() => bookingRooms.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('room_assignments_room_night_unique').on(t.roomId, t.stayDate),
    uniqueIndex('room_assignments_slot_night_unique').on(t.bookingRoomId, t.slot, t.stayDate),
    index('room_assignments_booking_idx').on(t.bookingId),
    check('room_assignments_slot_check', sql`slot >= 0`),
  ],
);

/**
 * Every change of a room's housekeeping state (issue 44): who (a staff member, or the check-out of a booking) and when,
 * from what to what, with the housekeeper's note. Append-only; written only by modules/inventory.
 */
export const roomStatusChanges = pgTable(
  'room_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The booking whose check-out made the room dirty; null for a change by hand. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_status_changes_property_idx').on(t.propertyId, t.changedAt),
    index('room_status_changes_room_idx').on(t.roomId, t.changedAt),
    check('room_status_changes_to_check', oneOf('to_status', housekeepingStatuses)),
  ],
);
