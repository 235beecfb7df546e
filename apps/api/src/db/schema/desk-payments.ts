import { deskPaymentMethods } from '@staybook/contract/payment-terms';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { oneOf } from './checks.js';

/**
 * Money taken at the property for a booking (the balance of a deposit, a pay-at-property stay), recorded by staff at
 * the desk. A record is never edited or deleted: the service has no such path and a mistake is corrected by the
 * accounts, not by rewriting what the desk said it took. Each record has its audit entry (who, when, from where).
 */
export const deskPayments = pgTable(
  'desk_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    amountPaise: integer('amount_paise').notNull(),
    /** cash | card | upi (taken at the desk, not through the online provider) */
    method: text('method').notNull(),
    /** The card slip, UPI transaction or receipt number; null for cash without a receipt. */
    reference: text('reference'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('desk_payments_booking_idx').on(t.bookingId, t.recordedAt),
    check('desk_payments_amount_check', sql`amount_paise > 0`),
    check('desk_payments_method_check', oneOf('method', deskPaymentMethods)),
  ],
);
