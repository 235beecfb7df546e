import { extraUnits, folioPayers } from '@staybook/contract/folio';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { oneOf } from './checks.js';

/**
 * The brand's extras (airport transfer, breakfast, late check-out, …) as data, with their GST treatment: the SAC and
 * the rate live here, never in code (docs/folios-and-extras.md). Written only by modules/folio. `gst_bp` null means
 * "as the room": the extra is part of the accommodation (a late check-out) and is taxed at the booking's slab.
 * `property_ids` empty means every property.
 */
export const extras = pgTable(
  'extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sac: text('sac').notNull(),
    gstBp: integer('gst_bp'),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    propertyIds: uuid('property_ids').array().notNull().default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    /** Offered to guests on the review page (booked and paid online with the stay). */
    offeredOnline: boolean('offered_online').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('extras_unit_check', oneOf('unit', extraUnits)),
    check('extras_sac_check', sql`sac ~ '^[0-9]{6}$'`),
    check('extras_gst_check', sql`gst_bp is null or (gst_bp >= 0 and gst_bp <= 2800)`),
    check('extras_price_check', sql`price_paise > 0`),
    uniqueIndex('extras_name_unique').on(sql`lower(${t.name})`),
  ],
);

/**
 * What a booking's folio is charged beyond its rooms: one row per extra posted, priced and taxed when posted (name,
 * SAC, rate and amounts copied, so a later change of the extra changes nothing posted). A charge posted by mistake is
 * removed, never deleted: removed_at, by whom and why (audited); the ledger gives it back by an entry of its own.
 * Written only by modules/folio.
 */
export const folioCharges = pgTable(
  'folio_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    extraId: uuid('extra_id')
      .notNull()
      .references(() => extras.id),
    name: text('name').notNull(),
    sac: text('sac').notNull(),
    gstBp: integer('gst_bp').notNull(),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    /** The count picked: items, guests (per person) or how many (per stay, per night). */
    quantity: integer('quantity').notNull(),
    /** The nights an extra per night or per person is counted over (null: not counted by nights); taxable value =
     * unit price × quantity × nights (booking-extras `priceExtra`). */
    nights: integer('nights'),
    /** The line as the folio and the invoice print it ("Breakfast: ₹450 × 2 guests × 3 nights"); null on charges
     * posted before it was kept ("name × quantity"). */
    description: text('description'),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    /** The IST day the extra was supplied (the day it was posted). */
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    /** guest | company: who the charge is billed to. */
    payer: text('payer').notNull(),
    payerName: text('payer_name'),
    payerGstin: text('payer_gstin'),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    check('folio_charges_payer_check', oneOf('payer', folioPayers)),
    check('folio_charges_quantity_check', sql`quantity > 0`),
    check('folio_charges_nights_check', sql`nights is null or nights > 0`),
    check('folio_charges_removed_check', sql`(removed_at is null) = (removed_reason is null)`),
    index('folio_charges_booking_idx').on(t.bookingId, t.postedAt),
  ],
);
