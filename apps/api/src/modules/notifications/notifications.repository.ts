import type { BedRequest } from '@staybook/contract/party-rules';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bookingRequests,
  bookingRooms,
  bookings,
  notificationMessages,
  notificationTemplates,
  properties,
  propertyContacts,
  roomTypes,
} from '../../db/schema/index.js';
import { STUCK_QUEUED_MS } from './notifications-rules.js';

/** The only Drizzle importer of the notifications module: contacts, templates, the log and the facts messages need. */

// ─── Contacts ────────────────────────────────────────────────────────────────────────────────────

export type ContactRow = typeof propertyContacts.$inferSelect;

export function contactsOf(db: DbOrTx, propertyIds: string[]): Promise<ContactRow[]> {
  if (propertyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(propertyContacts)
    .where(inArray(propertyContacts.propertyId, propertyIds))
    .orderBy(asc(propertyContacts.createdAt), asc(propertyContacts.id));
}

export async function findContact(db: DbOrTx, propertyId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyContacts)
    .where(and(eq(propertyContacts.id, id), eq(propertyContacts.propertyId, propertyId)))
    .for('update');
  return row;
}

export interface ContactFields {
  name: string;
  mobile: string | null;
  email: string | null;
  whatsapp: boolean;
}

export async function insertContact(db: DbOrTx, propertyId: string, fields: ContactFields): Promise<ContactRow> {
  const [row] = await db
    .insert(propertyContacts)
    .values({ propertyId, ...fields })
    .returning();
  return row!;
}

export async function updateContact(db: DbOrTx, id: string, fields: ContactFields): Promise<ContactRow> {
  const [row] = await db.update(propertyContacts).set(fields).where(eq(propertyContacts.id, id)).returning();
  return row!;
}

export async function deleteContact(db: DbOrTx, id: string): Promise<void> {
  await db.delete(propertyContacts).where(eq(propertyContacts.id, id));
}

export async function propertyExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Properties with a contact who has not had all of this day's digest yet (one message per route: mobile, e-mail), so a
 * process stopped halfway, or a contact added after 08:00, is caught up by the next run. A quick filter: each message
 * is still claimed on its own key.
 */
export async function propertiesAwaitingDigest(db: DbOrTx, day: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: propertyContacts.propertyId })
    .from(propertyContacts)
    .where(
      // "property_contacts"."id" spelt out: Drizzle writes a column of the query's only table bare ("id"), which inside
      // this subquery would mean m.id (the count was always 0, so every property looked unsent).
      sql`(select count(*) from ${notificationMessages} m where m.contact_id = "property_contacts"."id"
        and m.kind = 'arrivals_digest' and m.dedupe_key like ${`arrivals_digest:%:${day}:%`})
        < (case when ${propertyContacts.mobile} is null then 0 else 1 end)
          + (case when ${propertyContacts.email} is null then 0 else 1 end)`,
    );
  return rows.map((r) => r.id);
}

// ─── Templates ───────────────────────────────────────────────────────────────────────────────────

export type TemplateRow = typeof notificationTemplates.$inferSelect;

export function savedTemplates(db: DbOrTx): Promise<TemplateRow[]> {
  return db.select().from(notificationTemplates);
}

export async function savedTemplate(db: DbOrTx, kind: string, channel: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.kind, kind), eq(notificationTemplates.channel, channel)));
  return row;
}

export async function upsertTemplate(
  db: DbOrTx,
  row: { kind: string; channel: string; subject: string | null; body: string; updatedBy: string | null },
  now: Date,
): Promise<TemplateRow> {
  const [saved] = await db
    .insert(notificationTemplates)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationTemplates.kind, notificationTemplates.channel],
      set: { subject: row.subject, body: row.body, updatedBy: row.updatedBy, updatedAt: now },
    })
    .returning();
  return saved!;
}

export async function deleteTemplate(db: DbOrTx, kind: string, channel: string): Promise<void> {
  await db
    .delete(notificationTemplates)
    .where(and(eq(notificationTemplates.kind, kind), eq(notificationTemplates.channel, channel)));
}

// ─── The log ─────────────────────────────────────────────────────────────────────────────────────

export type MessageRow = typeof notificationMessages.$inferSelect;
export type NewMessage = Omit<
  typeof notificationMessages.$inferInsert,
  | 'id'
  | 'status'
  | 'attempts'
  | 'createdAt'
  | 'lastAttemptAt'
  | 'sentAt'
  | 'error'
  | 'providerMessageId'
  | 'nextAttemptAt'
>;

/**
 * Claims a message: inserts its row as queued and attempting under its unique key, held by its sender until
 * `leaseUntil` (then the delivery job may take it), or returns null when another call or process already claimed the
 * same key (it sends; this one does not).
 */
export async function claimMessage(
  db: DbOrTx,
  message: NewMessage,
  now: Date,
  leaseUntil = new Date(now.getTime() + STUCK_QUEUED_MS),
): Promise<MessageRow | null> {
  const [row] = await db
    .insert(notificationMessages)
    .values({
      ...message,
      status: 'queued',
      attempts: 1,
      createdAt: now,
      lastAttemptAt: now,
      nextAttemptAt: leaseUntil,
    })
    .onConflictDoNothing({ target: notificationMessages.dedupeKey })
    .returning();
  return row ?? null;
}

/**
 * Claims a message for another attempt from the console: a failed one, or a queued one whose time has come (its
 * sender stopped, or its next automatic attempt is due; a row from before the schedule existed counts from its last
 * attempt). One caller wins; null when it is sent, or being sent.
 */
export async function claimRetry(db: DbOrTx, id: string, now: Date, leaseMs: number): Promise<MessageRow | null> {
  const m = notificationMessages;
  const [row] = await db
    .update(m)
    .set({
      status: 'queued',
      attempts: sql`${m.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      error: null,
    })
    .where(
      and(
        eq(m.id, id),
        or(
          eq(m.status, 'failed'),
          and(eq(m.status, 'queued'), lte(m.nextAttemptAt, now)),
          and(eq(m.status, 'queued'), isNull(m.nextAttemptAt), lt(m.lastAttemptAt, new Date(now.getTime() - leaseMs))),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The delivery job's pick: up to `limit` queued messages whose next attempt is due, oldest due first, each taken by
 * one process only (FOR UPDATE SKIP LOCKED: another process running the same pick skips the rows this one holds, and
 * once this commits they are leased until `leaseUntil`, out of every other pick).
 */
export async function claimDueMessages(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<MessageRow[]> {
  const m = notificationMessages;
  const due = and(eq(m.status, 'queued'), lte(m.nextAttemptAt, now));
  const picked = db
    .select({ id: m.id })
    .from(m)
    .where(due)
    .orderBy(asc(m.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(m)
    .set({ attempts: sql`${m.attempts} + 1`, lastAttemptAt: now, nextAttemptAt: leaseUntil })
    .where(and(inArray(m.id, picked), due))
    .returning();
}

export type Outcome =
  | { status: 'sent'; providerMessageId: string | null }
  | { status: 'queued'; error: string; nextAttemptAt: Date }
  | { status: 'failed'; error: string };

/**
 * Writes an attempt's outcome, only while the row is still at that attempt (a sender whose lease ran out and whose
 * message another process took since writes nothing); returns the row as it stands.
 */
export async function markMessage(
  db: DbOrTx,
  attempt: Pick<MessageRow, 'id' | 'attempts'>,
  outcome: Outcome,
  now: Date,
): Promise<MessageRow> {
  const m = notificationMessages;
  const fields =
    outcome.status === 'sent'
      ? { status: 'sent', providerMessageId: outcome.providerMessageId, sentAt: now, error: null, nextAttemptAt: null }
      : outcome.status === 'queued'
        ? { status: 'queued', error: outcome.error.slice(0, 500), nextAttemptAt: outcome.nextAttemptAt }
        : { status: 'failed', error: outcome.error.slice(0, 500), nextAttemptAt: null };
  const [row] = await db
    .update(m)
    .set(fields)
    .where(and(eq(m.id, attempt.id), eq(m.attempts, attempt.attempts)))
    .returning();
  return row ?? (await findMessage(db, attempt.id))!;
}

export async function findMessage(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(notificationMessages).where(eq(notificationMessages.id, id));
  return row;
}

/** The SMS sent instead of each of these WhatsApp messages, where one was. */
export function smsSentInstead(db: DbOrTx, whatsappIds: string[]): Promise<MessageRow[]> {
  if (whatsappIds.length === 0) return Promise.resolve([]);
  return db.select().from(notificationMessages).where(inArray(notificationMessages.fallbackOf, whatsappIds));
}

export function messagesOfBooking(db: DbOrTx, bookingId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(notificationMessages)
    .where(eq(notificationMessages.bookingId, bookingId))
    .orderBy(
      desc(notificationMessages.createdAt),
      asc(notificationMessages.recipientName),
      asc(notificationMessages.channel),
    );
}

/** A property's latest messages that belong to no booking (the day's arrivals, calendar conflicts), newest first. */
export function messagesOfProperty(db: DbOrTx, propertyId: string, limit = 30): Promise<MessageRow[]> {
  return db
    .select()
    .from(notificationMessages)
    .where(and(eq(notificationMessages.propertyId, propertyId), isNull(notificationMessages.bookingId)))
    .orderBy(desc(notificationMessages.createdAt), asc(notificationMessages.recipientName))
    .limit(limit);
}

// ─── Facts a message tells ───────────────────────────────────────────────────────────────────────

export type BookingFactsRow = typeof bookings.$inferSelect;

export async function bookingForMessage(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      propertyName: properties.name,
      propertyPhone: properties.contactPhone,
      checkInTime: properties.checkInTime,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** What the guest asked of the hotel with the booking (issue 24): the children's ages and a cot or extra bed. */
export async function requestsOfBooking(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({ childAges: bookingRequests.childAges, bedRequest: bookingRequests.bedRequest })
    .from(bookingRequests)
    .where(eq(bookingRequests.bookingId, bookingId));
  return row ? { childAges: row.childAges, bedRequest: (row.bedRequest as BedRequest | null) ?? null } : undefined;
}

/** Each booking's room lines with their room type's name, in the order they were booked. */
export async function roomLinesOfBookings(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: bookingRooms.bookingId, roomType: roomTypes.name, roomCount: bookingRooms.roomCount })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(inArray(bookingRooms.bookingId, bookingIds))
    .orderBy(asc(bookingRooms.id));
}

export async function propertyForMessage(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

export async function roomTypeName(db: DbOrTx, roomTypeId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  return row?.name;
}

/** Confirmed bookings of a property arriving on a day (the digest), by reference. */
export function arrivalsOn(db: DbOrTx, propertyId: string, day: string) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), eq(bookings.checkIn, day), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.code));
}

/**
 * Confirmed bookings arriving on a day whose guest has not had both reminders (SMS, e-mail) for that day yet, across
 * every property.
 */
export async function bookingsAwaitingReminder(db: DbOrTx, day: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.checkIn, day),
        eq(bookings.status, 'confirmed'),
        // The outer row spelt out (Drizzle would write bare "id", which here is m.id).
        sql`(select count(*) from ${notificationMessages} m where m.booking_id = "bookings"."id"
          and m.kind = 'arrival_reminder' and m.dedupe_key like 'arrival_reminder:' || "bookings"."id" || ':' || "bookings"."check_in" || ':%') < 2`,
      ),
    )
    .orderBy(asc(bookings.createdAt));
  return rows.map((r) => r.id);
}

/** Bookings holding a room type on any of these nights (an imported calendar event that clashed with them). */
export async function bookingsHoldingNights(db: DbOrTx, roomTypeId: string, nights: string[]) {
  if (nights.length === 0) return [];
  const sorted = [...nights].sort();
  const rows = await db
    .selectDistinct({
      id: bookings.id,
      code: bookings.code,
      guestName: bookings.guestName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        eq(bookingRooms.roomTypeId, roomTypeId),
        eq(bookings.holdsInventory, true),
        sql`${bookings.checkIn} <= ${sorted[sorted.length - 1]} and ${bookings.checkOut} > ${sorted[0]}`,
      ),
    )
    .orderBy(asc(bookings.code));
  return rows.filter((b) => sorted.some((night) => b.checkIn <= night && night < b.checkOut));
}
