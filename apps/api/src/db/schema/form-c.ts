import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { properties } from './catalogue.js';

/**
 * One foreign guest of a booking reported to the FRRO on Form C (issue 44; written only by modules/form-c). The
 * passport, visa and personal details are one AES-256-GCM sealed JSON document (`details_sealed`, base64) under the KYC
 * key, bound to the row's id; only what the desk's list sorts and counts on is in clear: when the guest arrived at the
 * hotel (Form C is due 24 hours later) and whether, when and under which FRRO reference it was submitted. Deleted with
 * the booking, and by the retention job a set time after the stay's check-out.
 */
export const formCGuests = pgTable(
  'form_c_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    detailsSealed: text('details_sealed').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    frroReference: text('frro_reference'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The guest's departure reported on the portal (the check-out of the Form C), by whom; the departure itself is
     * the booking's check-out. */
    departureReportedAt: timestamp('departure_reported_at', { withTimezone: true }),
    departureReportedBy: uuid('departure_reported_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_c_guests_property_idx').on(t.propertyId, t.arrivedAt),
    index('form_c_guests_booking_idx').on(t.bookingId),
    // Submitted means both: the FRRO's reference and when.
    check('form_c_guests_submitted_check', sql`(submitted_at is null) = (frro_reference is null)`),
  ],
);
