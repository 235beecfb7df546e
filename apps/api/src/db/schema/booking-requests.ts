import { bedRequests } from '@staybook/contract/party-rules';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { oneOf } from './checks.js';

/**
 * What a family told the hotel with its booking (issue 24): each child's age and a cot or extra-bed request. Its own
 * table, one row per booking that said anything, so the bookings table (written by the lifecycle) stays as it is and
 * a booking without requests has no row.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** One age per child, as the guest gave them (checked against the property's age bands at booking). */
    childAges: integer('child_ages').array().notNull().default(sql`'{}'::integer[]`),
    /** cot | extra_bed, or null when none was asked for. */
    bedRequest: text('bed_request'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('booking_requests_bed_request_check', oneOf('bed_request', bedRequests))],
);
