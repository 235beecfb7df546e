import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { properties } from './catalogue.js';

/**
 * A guest's wishlist (issue 24): the properties their heart saved, owned by the wishlist module. A device keeps its
 * hearts in local storage until sign-in, when they are merged in here.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index('wishlist_items_property_idx').on(t.propertyId)],
);

/** The secret of a guest's shared list: /wishlist/<token> opens it read-only, naming no one. */
export const wishlistShares = pgTable('wishlist_shares', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
