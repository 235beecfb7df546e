import { staffRoleValues } from '@staybook/contract/admin-staff';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { properties } from './catalogue.js';
import { oneOf } from './checks.js';

/**
 * The console's staff list (decision 005). A member is a mobile number, so an administrator can invite someone who
 * has never signed in; the account is linked at their first sign-in. Removed members keep their row (removed_at),
 * so ADMIN_PHONES cannot bring a removed administrator back while another administrator exists.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 10 digits, as users.phone. */
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    /** admin | revenue_manager | front_desk | property_manager (CHECK below) */
    role: text('role').notNull(),
    /** Every property, present and future; administrators always have it. */
    allProperties: boolean('all_properties').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_members_role_idx').on(t.role),
    check('staff_members_role_check', oneOf('role', staffRoleValues)),
  ],
);

/** The properties a member may act on when they do not have every property. */
export const staffPropertyAccess = pgTable(
  'staff_property_access',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.propertyId] }),
    index('staff_property_access_property_idx').on(t.propertyId),
  ],
);
