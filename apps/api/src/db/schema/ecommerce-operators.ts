import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { oneOf } from './checks.js';

/** Which section of the CGST Act the operator's part in a supply falls under (contract ecommerceSections). */
export const ecommerceSectionValues = ['52', '9(5)'] as const;

/**
 * The OTAs (e-commerce operators, CGST Act s.2(45)) the brand sells through (issue 41): the register GSTR-1's
 * e-commerce columns and Table 14 read. Written only by the ledger module (ecommerce-operators.service.ts). A desk's
 * OTA booking names one (bookings.ecommerce_operator_id). Kept apart from the GSTINs so that what the brand owes or is
 * owed by an operator (its commission, the TCS it collects) can hang off the same row later.
 */
export const ecommerceOperators = pgTable(
  'ecommerce_operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the desk knows it ('Booking.com'), unique whatever its case. */
    name: text('name').notNull(),
    /** Its legal name as registered, printed in the return's "E-Commerce Operator Name". */
    legalName: text('legal_name'),
    /** '52': it collects TCS on what it pays the hotel (a registered hotel's case); '9(5)': it pays the tax itself. */
    section: text('section').notNull().default('52'),
    /** No longer offered to the desk; bookings already made keep it. */
    active: boolean('active').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ecommerce_operators_section_check', oneOf('section', ecommerceSectionValues)),
    uniqueIndex('ecommerce_operators_name_unique').on(sql`lower(${t.name})`),
  ],
);

/**
 * An operator's GSTIN in a state: an operator collecting TCS is registered in each state it collects in, and the
 * hotel's return names the operator's GSTIN in the hotel's own state (the first two digits of both agree).
 */
export const ecommerceOperatorGstins = pgTable(
  'ecommerce_operator_gstins',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => ecommerceOperators.id, { onDelete: 'cascade' }),
    stateCode: text('state_code').notNull(),
    gstin: text('gstin').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.operatorId, t.stateCode] }),
    check('ecommerce_operator_gstins_state', sql`substr(${t.gstin}, 1, 2) = ${t.stateCode}`),
    check('ecommerce_operator_gstins_length', sql`char_length(${t.gstin}) = 15`),
  ],
);
