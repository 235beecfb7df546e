import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';

/**
 * What the payment provider paid into (or took from) the brand's bank account, line by line, as its settlement
 * report says (Razorpay's settlement recon; the sandbox's own): each captured payment less the provider's fee and
 * the GST on that fee, each refund debited, with the settlement and its bank UTR. Written only by the payments
 * module's settlements job (one row per line, kept as the provider reported it); the settlements report sums them
 * to each bank credit.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sandbox | razorpay */
    provider: text('provider').notNull(),
    /** payment | refund | adjustment */
    type: text('type').notNull(),
    /** The provider's id of the payment, refund or adjustment. */
    entityId: text('entity_id').notNull(),
    /** The provider's payment id (a refund's payment), to find the booking. */
    paymentId: text('payment_id'),
    creditPaise: integer('credit_paise').notNull(),
    debitPaise: integer('debit_paise').notNull(),
    feePaise: integer('fee_paise').notNull(),
    /** GST the provider charged on its fee (input tax for the brand). */
    taxPaise: integer('tax_paise').notNull(),
    settlementId: text('settlement_id').notNull(),
    /** The bank's Unique Transaction Reference of the settlement, as the bank statement shows it. */
    settlementUtr: text('settlement_utr').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    method: text('method'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_lines_entity_idx').on(t.provider, t.type, t.entityId, t.settlementId),
    index('settlement_lines_settled_idx').on(t.settledAt),
    index('settlement_lines_payment_idx').on(t.paymentId),
    check('settlement_lines_type_check', oneOf('type', ['payment', 'refund', 'adjustment'])),
    check(
      'settlement_lines_amounts_check',
      sql`credit_paise >= 0 AND debit_paise >= 0 AND fee_paise >= 0 AND tax_paise >= 0`,
    ),
  ],
);
