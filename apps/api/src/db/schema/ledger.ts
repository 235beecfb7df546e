import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings, paymentRefunds, payments } from './bookings.js';
import { properties, roomTypes } from './catalogue.js';
import { oneOf } from './checks.js';
import { deskPayments } from './desk-payments.js';
import { folioCharges } from './folio.js';

/**
 * Every kind of ledger entry (decision 011). Accrual entries belong to one room-night (stay_date, room type, GST rate):
 * stay_charge / stay_release move room-nights, room revenue and its GST; the *_fee kinds are what a policy kept from
 * nights given back; extra_charge is an extra posted to the booking's folio (signed: a removal is negative, by its
 * folio charge and SAC). Cash entries move money: capture (online), desk_payment, refund, refund_failed (a refund the
 * provider could not send: the money is with the brand again). `correction` reverses an entry (corrects_id).
 */
export const ledgerEntryKinds = [
  'stay_charge',
  'stay_release',
  'cancellation_fee',
  'no_show_fee',
  'early_departure_fee',
  'extra_charge',
  'capture',
  'desk_payment',
  'refund',
  'refund_failed',
  'correction',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/**
 * The ledger: every money event of every booking, never edited (a trigger refuses UPDATE and DELETE; a correction is
 * a new entry). Written only by modules/ledger. Amounts in paise, signed: a release or a refund is negative.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    kind: text('kind').notNull(),
    /** The night an accrual entry belongs to (IST calendar date); null on cash entries. */
    stayDate: date('stay_date', { mode: 'string' }),
    roomTypeId: uuid('room_type_id').references(() => roomTypes.id),
    /** GST rate of the room-night in basis points (500 = 5%); null on cash entries. */
    gstBp: integer('gst_bp'),
    roomNights: integer('room_nights').notNull().default(0),
    rentPaise: bigint('rent_paise', { mode: 'number' }).notNull().default(0),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull().default(0),
    /** Money in (+) or out (−) of the brand's accounts. */
    cashPaise: bigint('cash_paise', { mode: 'number' }).notNull().default(0),
    /** cash | card | upi | netbanking | … (cash entries). */
    method: text('method'),
    /** The provider's payment or refund id, or the desk's slip/UPI reference. */
    providerReference: text('provider_reference'),
    paymentId: uuid('payment_id').references(() => payments.id),
    deskPaymentId: uuid('desk_payment_id').references(() => deskPayments.id),
    /** A refund of part of a payment while its booking stands (payment_refunds): its refund and, if bounced, return. */
    paymentRefundId: uuid('payment_refund_id').references(() => paymentRefunds.id),
    /** The folio charge an extra_charge entry posts or gives back (modules/folio); its SAC beside it. */
    folioChargeId: uuid('folio_charge_id').references(() => folioCharges.id),
    sac: text('sac'),
    /** Where the booking came from (website, phone, walk_in, corporate, ota), copied so reports need no join. */
    channel: text('channel').notNull().default('website'),
    correctsId: bigint('corrects_id', { mode: 'number' }),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_kind_check', oneOf('kind', ledgerEntryKinds)),
    index('ledger_entries_booking_idx').on(t.bookingId, t.id),
    index('ledger_entries_stay_idx').on(t.stayDate, t.propertyId),
    index('ledger_entries_recorded_idx').on(t.recordedAt),
    // A payment is captured, refunded or bounced once in the books, whichever channel brings the news first.
    uniqueIndex('ledger_entries_payment_once')
      .on(t.paymentId, t.kind)
      .where(sql`payment_id is not null and kind in ('capture', 'refund', 'refund_failed')`),
    uniqueIndex('ledger_entries_payment_refund_once')
      .on(t.paymentRefundId, t.kind)
      .where(sql`payment_refund_id is not null`),
    // An extra is posted once and given back once.
    uniqueIndex('ledger_entries_folio_charge_once')
      .on(t.folioChargeId, sql`sign(${t.rentPaise} + ${t.taxPaise})`)
      .where(sql`folio_charge_id is not null`),
    uniqueIndex('ledger_entries_desk_payment_once').on(t.deskPaymentId).where(sql`desk_payment_id is not null`),
  ],
);

/**
 * GST tax invoices, credit notes, debit notes, receipt vouchers and refund vouchers (advances, rules 50 and 51) as issued: everything printed is kept here (supplier, recipient,
 * lines), so a document reads the same forever whatever changes later. Never edited or deleted (trigger).
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** 'SB/26-27/000123', unique for ever (series, financial year and sequence). */
    number: text('number').notNull().unique(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** The invoice a note adjusts; the receipt voucher a refund voucher refunds. */
    invoiceId: uuid('invoice_id'),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    supplier: jsonb('supplier').notNull(),
    recipient: jsonb('recipient').notNull(),
    /** GST state code of the place of supply (the property's state). */
    placeOfSupply: text('place_of_supply').notNull(),
    intraState: integer('intra_state').notNull(),
    /** [{ stayDate, roomTypeId, description, roomNights, gstBp, taxablePaise, cgstPaise, sgstPaise, igstPaise }] */
    lines: jsonb('lines').notNull(),
    stay: jsonb('stay').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /**
     * On an invoice: the advances it adjusts (receipt vouchers issued before it, rule 50), per voucher its lines
     * (advance-rules AdjustedAdvance). Null on every other document and on invoices of stays without an advance.
     */
    advances: jsonb('advances'),
  },
  (t) => [
    check(
      'tax_documents_kind_check',
      oneOf('kind', ['invoice', 'credit_note', 'debit_note', 'receipt_voucher', 'refund_voucher']),
    ),
    check('tax_documents_number_length', sql`char_length(number) <= 16`),
    uniqueIndex('tax_documents_sequence_unique').on(t.series, t.financialYear, t.sequence),
    index('tax_documents_booking_idx').on(t.bookingId, t.issuedAt),
    index('tax_documents_issue_date_idx').on(t.issueDate),
  ],
);

/**
 * The brand's GST registrations, one per state (IGST Act s.12(3): accommodation is supplied where the property
 * stands, so a property is invoiced from the registration of its state). Written only by modules/ledger. The brand's
 * home state needs no row: BRAND_GSTIN and its fellows stand in for it until the console saves one.
 */
export const taxRegistrations = pgTable(
  'tax_registrations',
  {
    /** GST state code ('30' Goa, '08' Rajasthan): one registration per state. */
    stateCode: text('state_code').primaryKey(),
    gstin: text('gstin').notNull().unique(),
    legalName: text('legal_name').notNull(),
    /** The registered address as printed on documents, state and PIN included (printed once, nothing appended). */
    address: text('address').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A GSTIN's first two digits are its state's code.
    check('tax_registrations_gstin_state', sql`substr(${t.gstin}, 1, 2) = ${t.stateCode}`),
    check('tax_registrations_gstin_length', sql`char_length(${t.gstin}) = 15`),
  ],
);

/** The last number used per document series and financial year: numbers are consecutive and never reused. */
export const documentSequences = pgTable(
  'document_sequences',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
