import { couponDiscountKinds, promotionKinds } from '@staybook/contract/promotions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { properties } from './catalogue.js';
import { oneOf } from './checks.js';

/**
 * Promotions the pricing applies by itself (promotion-rules.ts): length of stay ("stay N, pay M" or a percentage for
 * N nights or more), early bird and last minute (by days between booking and check-in, IST), member rate (signed-in
 * guests). Brand-wide (property null) or one property, optionally some of its room types. Windows are IST dates,
 * inclusive, open when null: book_* is when the booking is made, stay_* which nights are discounted.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The guest's saving line ('Stay 3, pay 2'). */
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** Empty: every room type of the property. */
    roomTypeIds: uuid('room_type_ids').array().notNull().default(sql`'{}'::uuid[]`),
    minNights: integer('min_nights'),
    freeNights: integer('free_nights'),
    percentOff: integer('percent_off'),
    daysBefore: integer('days_before'),
    bookFrom: date('book_from', { mode: 'string' }),
    bookUntil: date('book_until', { mode: 'string' }),
    stayFrom: date('stay_from', { mode: 'string' }),
    stayUntil: date('stay_until', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_property_idx').on(t.propertyId, t.isActive),
    check('promotions_kind_check', oneOf('kind', promotionKinds)),
    check('promotions_percent_check', sql`percent_off is null or percent_off between 1 and 100`),
    // "Stay N, pay M" gives fewer free nights than N, so a guest always pays for something.
    check(
      'promotions_free_nights_check',
      sql`free_nights is null or (min_nights is not null and free_nights between 1 and min_nights - 1)`,
    ),
  ],
);

/**
 * Codes a guest types at review. Uses are not a counter: a booking counts against the limits while its hold is live
 * or once it has been paid (coupon_redemptions joined to bookings), so a hold that lapses or is cancelled unpaid
 * gives its use back without anyone writing anything.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as the guest's input is normalised. */
    code: text('code').notNull(),
    label: text('label').notNull().default(''),
    discountKind: text('discount_kind').notNull(),
    /** Whole percent, or paise off the booking, by discount_kind. */
    discountValue: integer('discount_value').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    minNights: integer('min_nights'),
    perGuestLimit: integer('per_guest_limit'),
    totalLimit: integer('total_limit'),
    bookFrom: date('book_from', { mode: 'string' }),
    bookUntil: date('book_until', { mode: 'string' }),
    stayFrom: date('stay_from', { mode: 'string' }),
    stayUntil: date('stay_until', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_discount_kind_check', oneOf('discount_kind', couponDiscountKinds)),
    check(
      'coupons_discount_value_check',
      sql`discount_value > 0 and (discount_kind <> 'percent' or discount_value <= 100)`,
    ),
  ],
);

/** One booking's use of a coupon, written in the booking's transaction under the coupon's row lock. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_booking_unique').on(t.bookingId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId),
  ],
);

/**
 * The discounts a booking got, copied at booking (the booking's totals are already after them; these say why).
 * Never recomputed: editing or ending a promotion changes no booking.
 */
export const bookingDiscounts = pgTable(
  'booking_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** promotion | coupon */
    kind: text('kind').notNull(),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('booking_discounts_booking_idx').on(t.bookingId),
    check('booking_discounts_kind_check', sql`kind in ('promotion', 'coupon')`),
  ],
);

/**
 * One row counting every change to `promotions`, bumped by a statement trigger (migration 0003) whoever writes: the
 * pricing's cache of live promotions reads it in the same query as the property and re-reads promotions only when it
 * moved, so a change is seen by every process at once and nothing stale is ever priced.
 */
export const promotionsRevision = pgTable(
  'promotions_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('promotions_revision_single_row', sql`${t.id} = 1`)],
);

/** The home page's deal cards: each advertises a promotion and opens a property (issue 15). */
export const deals = pgTable('deals', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  /** Route segment the card opens: /{target}/{propertyId} */
  target: text('target').notNull().default('property-details'),
  propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
  /** The promotion the card advertises: the public list shows only deals whose promotion is on (issue 15). */
  promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
