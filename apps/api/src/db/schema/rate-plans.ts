import {
  cancellationChargeKinds,
  cancellationPolicyKinds,
  freeWindowUnits,
  MAX_DEPOSIT_PERCENT,
  MIN_DEPOSIT_PERCENT,
  mealPlans,
  paymentPolicies,
  priceAdjustmentKinds,
} from '@staybook/contract/rate-plans';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { properties, roomTypes } from './catalogue.js';
import { oneOf } from './checks.js';

/**
 * A property's cancellation policies, as data: free until N days or hours before check-in (at the property's
 * check-in time, IST), then a charge (the first night, a percentage, or everything); or non-refundable. Bookings
 * copy the policy they were sold under (booking_rooms.cancellation_policy), so editing a policy never changes the
 * promise made to a guest who already booked.
 */
export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** free_then_charge | non_refundable */
    kind: text('kind').notNull(),
    /** How long before check-in the free window closes (null for non-refundable). */
    freeWindowValue: integer('free_window_value'),
    /** hours | days */
    freeWindowUnit: text('free_window_unit'),
    /** After the free window: first_night | percent | full (null for non-refundable, which keeps everything). */
    chargeKind: text('charge_kind'),
    /** 1–100, only with charge_kind percent: the share of the stay kept. */
    chargePercent: integer('charge_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cancellation_policies_property_idx').on(t.propertyId),
    check('cancellation_policies_kind_check', oneOf('kind', cancellationPolicyKinds)),
    // A free-then-charge policy says both when and what; a non-refundable one says neither.
    check(
      'cancellation_policies_shape_check',
      sql`(kind = 'non_refundable' and free_window_value is null and free_window_unit is null and charge_kind is null
            and charge_percent is null)
        or (kind = 'free_then_charge' and free_window_value between 0 and 8760 and free_window_unit is not null
            and charge_kind is not null
            and ((charge_kind = 'percent' and charge_percent between 1 and 100)
              or (charge_kind <> 'percent' and charge_percent is null)))`,
    ),
    check(
      'cancellation_policies_unit_check',
      sql`free_window_unit is null or ${oneOf('free_window_unit', freeWindowUnits)}`,
    ),
    check(
      'cancellation_policies_charge_check',
      sql`charge_kind is null or ${oneOf('charge_kind', cancellationChargeKinds)}`,
    ),
  ],
);

/**
 * How a room type is sold: a name, a meal plan, a cancellation policy, a payment policy, and the price as an
 * adjustment of the room type's nightly rate (±percent or ±paise per night). The room type's default plan is the
 * one a booking gets when it names none. A room type with no plan at all sells through the built-in standard plan
 * (rate-plan-rules.ts), so room types made before rate plans existed keep selling as they did.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** room_only | breakfast | half_board | full_board */
    mealPlan: text('meal_plan').notNull().default('room_only'),
    // No action (checked at the end of the statement): a policy that plans still use cannot be deleted on its own,
    // yet deleting the property removes both through their cascades.
    cancellationPolicyId: uuid('cancellation_policy_id')
      .notNull()
      .references(() => cancellationPolicies.id),
    /** pay_now | deposit (deposit_percent online, the rest at the property) | pay_at_property */
    paymentPolicy: text('payment_policy').notNull().default('pay_now'),
    /** Whole percent of the stay paid online when booking; only (and always) with payment_policy deposit. */
    depositPercent: integer('deposit_percent'),
    /** percent | amount */
    adjustmentKind: text('adjustment_kind').notNull().default('percent'),
    /** Whole percent (−10 is 10% off) or paise per night (+50000 is ₹500 more), by adjustment_kind. */
    adjustmentValue: integer('adjustment_value').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    /** active | archived */
    status: text('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_plans_room_type_idx').on(t.roomTypeId, t.sortOrder),
    // One default per room type, so "no plan named" always means the same plan.
    uniqueIndex('rate_plans_one_default_per_room_type').on(t.roomTypeId).where(sql`is_default and status = 'active'`),
    check('rate_plans_meal_plan_check', oneOf('meal_plan', mealPlans)),
    check('rate_plans_payment_policy_check', oneOf('payment_policy', paymentPolicies)),
    check(
      'rate_plans_deposit_percent_check',
      sql`(payment_policy = 'deposit' and deposit_percent between ${sql.raw(String(MIN_DEPOSIT_PERCENT))} and ${sql.raw(String(MAX_DEPOSIT_PERCENT))})
        or (payment_policy <> 'deposit' and deposit_percent is null)`,
    ),
    check('rate_plans_adjustment_kind_check', oneOf('adjustment_kind', priceAdjustmentKinds)),
    // A plan may be free (−100%) but never pay the guest to stay.
    check('rate_plans_adjustment_percent_check', sql`adjustment_kind <> 'percent' or adjustment_value >= -100`),
    check('rate_plans_status_check', sql`status in ('active', 'archived')`),
  ],
);

/**
 * A plan's own rate per night (plans with adjustment_kind own_rates), paise. A night without a row sells at the room
 * type's rate that night. Availability and restrictions stay the room type's (room_inventory): a plan is a price and
 * terms, never a separate allotment.
 */
export const ratePlanRates = pgTable(
  'rate_plan_rates',
  {
    ratePlanId: uuid('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    ratePaise: integer('rate_paise').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ratePlanId, t.stayDate] }),
    check('rate_plan_rates_positive_check', sql`rate_paise > 0`),
  ],
);
