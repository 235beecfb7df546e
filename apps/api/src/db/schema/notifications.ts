import { LANGUAGES } from '@staybook/contract/languages';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
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
import { bookings } from './bookings.js';
import { properties } from './catalogue.js';
import { propertyContacts } from './channels.js';
import { oneOf } from './checks.js';

/** How a message goes: an SMS, a WhatsApp message or an e-mail (issue 23). */
export const notificationChannels = ['sms', 'whatsapp', 'email'] as const;
export const notificationStatuses = ['queued', 'sent', 'failed'] as const;

/**
 * The console's edits of a notification's wording, one row per (kind, channel); a kind and channel without a row uses
 * the default in packages/contract/src/notifications.ts. Written only by modules/notifications.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    /** The e-mail's subject (null for SMS and WhatsApp). */
    subject: text('subject'),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.channel] }),
    check('notification_templates_channel_check', oneOf('channel', notificationChannels)),
  ],
);

/**
 * Every message to a hotel contact or a guest about a booking, a conflict or a day's arrivals, with its delivery: the
 * outbox the delivery job works from. A sender claims a message by inserting its row (status queued) under its unique
 * key before anything is sent, so jobs running on several processes send each message once; a queued row is taken
 * again only once next_attempt_at has passed (a lease while it is being sent, the backoff after a passing failure).
 * Written only by modules/notifications.
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** (kind, booking or property, day, recipient, channel): the claim. */
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    /** 'hotel' (a property contact) or 'guest'. */
    audience: text('audience').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => propertyContacts.id, { onDelete: 'set null' }),
    /** The recipient's name as written when sent, and their number (10 digits) or e-mail address. */
    recipientName: text('recipient_name').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * While queued: when the message may next be taken (its sender's lease runs out, or its backoff after a passing
     * failure ends). Null once sent or failed for good.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A WhatsApp's approved template's body parameters, in order, as rendered when claimed (the text stays in body). */
    templateParameters: jsonb('template_parameters').$type<string[]>(),
    /** A hotel WhatsApp's SMS wording, sent instead if the WhatsApp fails for good. */
    fallbackBody: text('fallback_body'),
    /** On that SMS: the WhatsApp it replaces. */
    fallbackOf: uuid('fallback_of').references((): AnyPgColumn => notificationMessages.id, { onDelete: 'set null' }),
    /**
     * The language a guest's WhatsApp confirmation was written and sent in (issue 43: the booking's where the template
     * is approved in it, else 'en'); null on the messages always in English (the hotel's, the console's templates).
     */
    language: text('language'),
  },
  (t) => [
    uniqueIndex('notification_messages_dedupe_key_unique').on(t.dedupeKey),
    index('notification_messages_due_idx').on(t.nextAttemptAt).where(sql`status = 'queued'`),
    index('notification_messages_booking_idx').on(t.bookingId, t.createdAt),
    index('notification_messages_property_idx').on(t.propertyId, t.createdAt),
    check('notification_messages_channel_check', oneOf('channel', notificationChannels)),
    check('notification_messages_status_check', oneOf('status', notificationStatuses)),
    check('notification_messages_audience_check', sql`audience in ('hotel', 'guest')`),
    check('notification_messages_language_check', oneOf('language', LANGUAGES)),
  ],
);

/**
 * The WhatsApp adapter's record of every message it sent or tried (the development "phone" of the outbox provider, and
 * the Cloud API's attempts). Written only by adapters/whatsapp.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient in international form without '+' ('919876543210'), as the Cloud API takes it. */
    to: text('to').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_outbox_created_idx').on(t.createdAt)],
);
