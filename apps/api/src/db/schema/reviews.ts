import { reviewStatuses } from '@staybook/contract/review-rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { properties } from './catalogue.js';
import { oneOf } from './checks.js';

const score = (column: string) => sql.raw(`${column} between 1 and 5`);

/**
 * Verified reviews: one per booking, written by the guest who stayed (or seeded as a demo, is_demo, with no
 * booking). Only published rows count towards properties.rating_average / rating_count, which the reviews module
 * recomputes in the same transaction as every change of status (review-rules.ts summariseScores).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** First name and initial ('Priya S.'), fixed when written. */
    guestName: text('guest_name').notNull(),
    overall: integer('overall').notNull(),
    cleanliness: integer('cleanliness').notNull(),
    location: integer('location').notNull(),
    service: integer('service').notNull(),
    value: integer('value').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** pending | published | hidden */
    status: text('status').notNull().default('pending'),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
    index('reviews_property_status_idx').on(t.propertyId, t.status, t.createdAt),
    check('reviews_status_check', oneOf('status', reviewStatuses)),
    check(
      'reviews_scores_check',
      sql`${score('overall')} and ${score('cleanliness')} and ${score('location')} and ${score('service')} and ${score('value')}`,
    ),
    // Only a demo row may stand without the stay it reviews.
    check('reviews_verified_check', sql`is_demo or booking_id is not null`),
    check('reviews_helpful_check', sql`helpful_count >= 0`),
  ],
);

/**
 * The invitation to review a stay, claimed by inserting this row (the primary key lets exactly one process win), so a
 * guest is invited once however many API processes run the job. The link needs no token: the review page asks the
 * guest to sign in with the booking's mobile number, which is the proof of the stay.
 */
export const reviewInvitations = pgTable('review_invitations', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One "Helpful" per account or device and review (voter: 'user:<id>' or 'device:<id>'). An anonymous vote keeps the
 * client address it came from, so votes without an account are bounded per address and day (a device id is the
 * client's to invent); a signed-in guest's vote has none.
 */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.voter] }),
    index('review_helpful_votes_address_idx').on(t.clientAddress, t.createdAt).where(sql`client_address is not null`),
  ],
);
