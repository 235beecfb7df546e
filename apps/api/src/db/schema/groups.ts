import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { properties, roomTypes } from './catalogue.js';
import { oneOf } from './checks.js';

/** Who pays a group's rooms: one master payer (the organiser or their company) or each guest their own room. */
export const groupPayers = ['master', 'each_guest'] as const;

/**
 * A group (issue 44, docs/groups-and-allotments.md): a wedding or an offsite for whom the sales desk holds a block of
 * rooms at a group rate until a cut-off date (IST), after which the rooms not picked up go back on sale. Written only
 * by modules/groups.
 */
export const bookingGroups = pgTable(
  'booking_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    organiserName: text('organiser_name').notNull(),
    organiserPhone: text('organiser_phone').notNull(),
    organiserEmail: text('organiser_email'),
    company: text('company'),
    gstin: text('gstin'),
    /** The last IST day the held rooms wait; from the next day what is not picked up is back on sale. */
    cutoffDate: date('cutoff_date', { mode: 'string' }).notNull(),
    payer: text('payer').notNull().default('master'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_groups_property_idx').on(t.propertyId, t.createdAt),
    index('booking_groups_cutoff_idx').on(t.cutoffDate).where(sql`released_at IS NULL`),
    check('booking_groups_payer_check', oneOf('payer', groupPayers)),
    check('booking_groups_name_check', sql`length(trim(name)) between 1 and 120`),
  ],
);

/**
 * The allotment: rooms of a type held for the group on a night at the group's rate. `held` rooms are still off sale
 * for the group (room_inventory.blocked, through modules/inventory); `released` went back on sale; the rest
 * (allotted − held − released) were picked up by the group's bookings.
 */
export const bookingGroupNights = pgTable(
  'booking_group_nights',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => bookingGroups.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    ratePaise: integer('rate_paise').notNull(),
    allotted: integer('allotted').notNull(),
    held: integer('held').notNull(),
    released: integer('released').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.roomTypeId, t.stayDate] }),
    index('booking_group_nights_type_idx').on(t.roomTypeId, t.stayDate),
    check('booking_group_nights_counts_check', sql`held >= 0 AND released >= 0 AND held + released <= allotted`),
    check('booking_group_nights_rate_check', sql`rate_paise >= 0`),
  ],
);

/** The rooming list: each room picked up from the allotment is a booking of its own, with the guest it is for. */
export const bookingGroupRooms = pgTable(
  'booking_group_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => bookingGroups.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    guestName: text('guest_name').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_group_rooms_booking_unique').on(t.bookingId),
    index('booking_group_rooms_group_idx').on(t.groupId, t.createdAt),
  ],
);
