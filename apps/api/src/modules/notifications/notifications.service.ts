import { formatClock, formatDay, paiseToRupees, plural } from '@staybook/contract';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@staybook/contract/languages';
import {
  type NotificationChannel,
  type NotificationKind,
  whatsappTemplateParameters,
} from '@staybook/contract/notifications';
import { addDays } from '@staybook/contract/stay-dates';
import type { DbOrTx } from '../../db/client.js';
import { messageLanguage } from '../../lib/message-language.js';
import { bookingMoneyOf, bookingsMoneyOf } from '../ledger/index.js';
import { reminderInLanguage, whatsappConfirmedText } from './guest-message-texts.js';
import * as repo from './notifications.repository.js';
import { claimAndSend, type NotifyDeps } from './notifications-delivery.js';
import {
  arrivalsText,
  bookingValues,
  type ContactRoute,
  digestDayDue,
  fromStoredMobile,
  messageKey,
  movedRupees,
  REMINDER_DAYS_BEFORE,
  renderMessage,
  routesOfContact,
  templateInForce,
} from './notifications-rules.js';

/**
 * The hotel told (issue 23). Every message is claimed in the log under its unique key before it is sent (see
 * repo.claimMessage), so a job running on several processes, or an event reported twice, sends it once; its delivery
 * is written back to the same row: sent, queued for an automatic retry, or failed (a hotel's WhatsApp then goes by SMS
 * instead), and a failed one is sent again from the console (notifications-delivery.ts). Nothing here ever throws into
 * a booking: messages go after the booking's commit, and a failure is logged.
 */

export type { NotifyDeps };

/** What the hotel's contacts are told of, at once. */
export type HotelEvent =
  | { kind: 'booking_confirmed'; bookingId: string }
  | { kind: 'booking_cancelled'; bookingId: string; refundPaise: number }
  | {
      kind: 'booking_changed';
      bookingId: string;
      /** Unique per change (the change's row id): each change is told once. */
      changeId: string;
      /** What changed, as a whole sentence ('The dates moved from 22–25 Dec to 24–27 Dec.'). */
      change: string;
    }
  | {
      kind: 'calendar_conflict';
      propertyId: string;
      roomTypeId: string;
      /** The channel whose calendar clashed ('Booking.com'). */
      channel: string;
      /** The block that could not take its nights. */
      blockId: string;
      /** The nights it could not take ('YYYY-MM-DD'). */
      dates: string[];
    }
  | {
      kind: 'calendar_failed';
      propertyId: string;
      roomTypeId: string;
      /** The channel whose calendar could not be read ('Booking.com'). */
      channel: string;
      /** Why, in the operator's words (the import's last error). */
      reason: string;
      /** The console page of the room type's calendars. */
      consoleUrl: string;
      /** One message per failed read: the import and the read's instant. */
      readId: string;
    };

interface Outgoing {
  key: string;
  kind: NotificationKind;
  audience: 'hotel' | 'guest';
  propertyId: string;
  bookingId: string | null;
  contactId: string | null;
  recipientName: string;
  route: ContactRoute;
  values: Record<string, string>;
  /** The language it is written in, recorded on the message (a guest's WhatsApp confirmation, arrival reminder). */
  language?: Language;
  /** Its words already written in that language (the catalogues'), instead of the console's English template. */
  written?: { subject?: string; body: string; parameters?: Record<string, string> };
}

type SavedTemplates = Map<string, { subject: string | null; body: string }>;

export const templateKey = (kind: string, channel: string) => `${kind}/${channel}`;

export async function loadTemplates(db: DbOrTx): Promise<SavedTemplates> {
  const rows = await repo.savedTemplates(db);
  return new Map(rows.map((r) => [templateKey(r.kind, r.channel), { subject: r.subject, body: r.body }]));
}

const whatsappOn = (deps: NotifyDeps) => deps.adapters.whatsapp !== undefined && deps.adapters.whatsapp.name !== 'off';

// ─── Sending ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Renders, claims and sends one message; null when it was already claimed (sent once, elsewhere or before). A
 * WhatsApp keeps its template's parameters, and a hotel's WhatsApp the SMS wording sent instead if it fails for good.
 */
async function send(deps: NotifyDeps, templates: SavedTemplates, out: Outgoing, now: Date) {
  const { channel } = out.route;
  const template = templateInForce(out.kind, channel, templates.get(templateKey(out.kind, channel)));
  if (!template) return null;
  const written = out.written && { subject: out.written.subject ?? null, body: out.written.body };
  const text = written ?? renderMessage(template, out.values, channel);
  const parameters = channel === 'whatsapp' ? whatsappTemplateParameters(out.kind) : undefined;
  const parameterValues = out.written?.parameters ?? out.values;
  const smsTemplate =
    channel === 'whatsapp' && out.audience === 'hotel'
      ? templateInForce(out.kind, 'sms', templates.get(templateKey(out.kind, 'sms')))
      : undefined;
  return claimAndSend(
    deps,
    {
      dedupeKey: out.key,
      kind: out.kind,
      channel,
      audience: out.audience,
      propertyId: out.propertyId,
      bookingId: out.bookingId,
      contactId: out.contactId,
      recipientName: out.recipientName,
      recipient: out.route.recipient,
      subject: text.subject,
      body: text.body,
      templateParameters: parameters ? parameters.map((key) => parameterValues[key] ?? '') : null,
      fallbackBody: smsTemplate ? renderMessage(smsTemplate, out.values, 'sms').body : null,
      language: out.language ?? null,
    },
    now,
  );
}

type MessageFor = (
  contactId: string,
  channel: NotificationChannel,
) => Omit<Outgoing, 'route' | 'contactId' | 'recipientName'>;

/** Every contact of a property by each of their routes. */
async function toContacts(
  deps: NotifyDeps,
  propertyId: string,
  /** What each contact is sent by a channel; computed only when the property has a contact (most facts cost reads). */
  prepare: () => Promise<MessageFor | null>,
  now: Date,
) {
  const contacts = await repo.contactsOf(deps.db, [propertyId]);
  if (contacts.length === 0) return 0;
  const [message, templates] = await Promise.all([prepare(), loadTemplates(deps.db)]);
  if (!message) return 0;
  const on = whatsappOn(deps);
  let sent = 0;
  for (const contact of contacts) {
    const routes = routesOfContact({ ...contact, mobile: fromStoredMobile(contact.mobile) }, on);
    for (const route of routes) {
      const out = message(contact.id, route.channel);
      const row = await send(
        deps,
        templates,
        { ...out, route, contactId: contact.id, recipientName: contact.name },
        now,
      );
      if (row) sent += 1;
    }
  }
  return sent;
}

// ─── Facts ───────────────────────────────────────────────────────────────────────────────────────

/** What each booking still owes at the property: the books' one figure (ledger bookingsMoneyOf), never a sum of its own. */
async function balancesDue(db: DbOrTx, list: Array<{ id: string; status: string; totalPostTaxPaise: number }>) {
  const money = await bookingsMoneyOf(db, list);
  return new Map(list.map((b) => [b.id, money.get(b.id)?.duePaise ?? 0]));
}

type BookingForMessage = NonNullable<Awaited<ReturnType<typeof repo.bookingForMessage>>>;

/** The placeholders of a booking's messages: its facts, rooms and balance due. */
async function bookingValuesOf(db: DbOrTx, found: BookingForMessage) {
  const [rooms, balances, requests] = await Promise.all([
    repo.roomLinesOfBookings(db, [found.booking.id]),
    balancesDue(db, [found.booking]),
    repo.requestsOfBooking(db, found.booking.id),
  ]);
  return bookingValues(found.booking, {
    propertyName: found.propertyName,
    rooms,
    balanceDuePaise: balances.get(found.booking.id) ?? 0,
    requests,
  });
}

async function bookingFacts(db: DbOrTx, bookingId: string) {
  const found = await repo.bookingForMessage(db, bookingId);
  return found ? { ...found, values: await bookingValuesOf(db, found) } : null;
}

/** The guest's confirmation's placeholders: the booking's, what was paid (online and at the desk), check-in, the hotel. */
async function guestConfirmationValues(db: DbOrTx, facts: NonNullable<Awaited<ReturnType<typeof bookingFacts>>>) {
  const money = await bookingMoneyOf(db, facts.booking);
  return {
    ...facts.values,
    paid: movedRupees(money.paidPaise),
    checkInTime: formatClock(facts.checkInTime),
    propertyPhone: facts.propertyPhone ?? 'see your booking',
  };
}

// ─── The guest told on WhatsApp ──────────────────────────────────────────────────────────────────

/**
 * The confirmation in the booking's language where the WhatsApp template is approved in it (issue 43), its words the
 * catalogues'; else undefined: English, the console's template.
 */
async function guestConfirmationIn(deps: NotifyDeps, facts: NonNullable<Awaited<ReturnType<typeof bookingFacts>>>) {
  const { booking } = facts;
  const language = booking.language;
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return undefined;
  if (!deps.adapters.whatsapp?.speaks('guest_confirmation', language)) return undefined;
  const money = await bookingMoneyOf(deps.db, booking);
  const due = await balancesDue(deps.db, [booking]);
  return {
    language,
    written: whatsappConfirmedText(messageLanguage(language), {
      guestName: booking.guestName,
      code: booking.code,
      propertyName: facts.propertyName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights: booking.nights,
      checkInTime: facts.checkInTime,
      party: { adults: booking.adults, children: booking.children, infants: booking.infants, pets: booking.withPets },
      paid: paiseToRupees(money.paidPaise),
      due: paiseToRupees(due.get(booking.id) ?? 0),
      phone: facts.propertyPhone,
    }),
  };
}

/**
 * The guest's booking confirmation on WhatsApp (issue 24), when WhatsApp is on (the outbox in development and tests,
 * the Cloud API in production as the approved template; off sends nothing more, the SMS already went), in the
 * booking's language where the template is approved in it, else English (issue 43; the language is recorded on the
 * message). Logged like every message under one key per booking, so a booking confirmed twice (a lapsed hold taken
 * again) is told once, and a failure is retried from the console. Never throws into the booking.
 */
export async function sendGuestConfirmation(deps: NotifyDeps, bookingId: string, now = new Date()): Promise<void> {
  if (deps.guestMessages === 'off' || !whatsappOn(deps)) return;
  try {
    const facts = await bookingFacts(deps.db, bookingId);
    if (!facts) return;
    const [values, templates, inLanguage] = await Promise.all([
      guestConfirmationValues(deps.db, facts),
      loadTemplates(deps.db),
      guestConfirmationIn(deps, facts),
    ]);
    await send(
      deps,
      templates,
      {
        key: messageKey('guest_confirmation', bookingId, 'whatsapp'),
        kind: 'guest_confirmation',
        audience: 'guest',
        propertyId: facts.booking.propertyId,
        bookingId,
        contactId: null,
        recipientName: facts.booking.guestName,
        route: { channel: 'whatsapp', recipient: facts.booking.guestPhone },
        values,
        ...(inLanguage ?? { language: DEFAULT_LANGUAGE }),
      },
      now,
    );
  } catch (err) {
    deps.log.error({ err, bookingId }, 'guest WhatsApp confirmation failed; the booking is unaffected');
  }
}

// ─── The hotel told ──────────────────────────────────────────────────────────────────────────────

/**
 * Tells every contact of the property at once: a new booking, a change, a cancellation (after its commit), or a
 * calendar conflict (the iCal import). Each message is sent once per event and recipient, and never throws: a
 * failure is logged on its row, to retry from the console.
 */
export async function notifyHotel(deps: NotifyDeps, event: HotelEvent, now = new Date()): Promise<void> {
  if (deps.guestMessages === 'off') return;
  try {
    if (event.kind === 'calendar_conflict') await tellConflict(deps, event, now);
    else if (event.kind === 'calendar_failed') await tellCalendarFailed(deps, event, now);
    else await tellBooking(deps, event, now);
  } catch (err) {
    deps.log.error({ err, kind: event.kind }, 'hotel notification failed; the booking is unaffected');
  }
}

async function tellBooking(
  deps: NotifyDeps,
  event: Exclude<HotelEvent, { kind: 'calendar_conflict' | 'calendar_failed' }>,
  now: Date,
) {
  const found = await repo.bookingForMessage(deps.db, event.bookingId);
  if (!found) return;
  const about = event.kind === 'booking_changed' ? [event.bookingId, event.changeId] : [event.bookingId];
  await toContacts(
    deps,
    found.booking.propertyId,
    async () => {
      const values = {
        ...(await bookingValuesOf(deps.db, found)),
        ...(event.kind === 'booking_cancelled' ? { refund: movedRupees(event.refundPaise) } : {}),
        ...(event.kind === 'booking_changed' ? { change: event.change } : {}),
      };
      return (contactId, channel) => ({
        key: messageKey(event.kind, ...about, contactId, channel),
        kind: event.kind,
        audience: 'hotel',
        propertyId: found.booking.propertyId,
        bookingId: event.bookingId,
        values,
      });
    },
    now,
  );
}

async function tellConflict(deps: NotifyDeps, event: Extract<HotelEvent, { kind: 'calendar_conflict' }>, now: Date) {
  const dates = [...new Set(event.dates)].sort();
  if (dates.length === 0) return;
  const [property, roomType, held] = await Promise.all([
    repo.propertyForMessage(deps.db, event.propertyId),
    repo.roomTypeName(deps.db, event.roomTypeId),
    repo.bookingsHoldingNights(deps.db, event.roomTypeId, dates),
  ]);
  if (!property) return;
  const values = {
    propertyName: property.name,
    roomType: roomType ?? 'a room type',
    channel: event.channel,
    dates: dates.map((d) => formatDay(d)).join(', '),
    bookings: held.length > 0 ? held.map((b) => `${b.code} (${b.guestName})`).join(', ') : 'see the calendar',
  };
  await toContacts(
    deps,
    event.propertyId,
    async () => (contactId, channel) => ({
      key: messageKey('calendar_conflict', event.blockId, dates.join(','), contactId, channel),
      kind: 'calendar_conflict',
      audience: 'hotel',
      propertyId: event.propertyId,
      bookingId: null,
      values,
    }),
    now,
  );
}

/** A calendar that could not be read (unreachable, refused, set aside): once per failed read, to every contact. */
async function tellCalendarFailed(
  deps: NotifyDeps,
  event: Extract<HotelEvent, { kind: 'calendar_failed' }>,
  now: Date,
) {
  const [property, roomType] = await Promise.all([
    repo.propertyForMessage(deps.db, event.propertyId),
    repo.roomTypeName(deps.db, event.roomTypeId),
  ]);
  if (!property) return;
  const values = {
    propertyName: property.name,
    roomType: roomType ?? 'a room type',
    channel: event.channel,
    reason: event.reason,
    consoleUrl: event.consoleUrl,
  };
  await toContacts(
    deps,
    event.propertyId,
    async () => (contactId, channel) => ({
      key: messageKey('calendar_failed', event.readId, event.roomTypeId, contactId, channel),
      kind: 'calendar_failed',
      audience: 'hotel',
      propertyId: event.propertyId,
      bookingId: null,
      values,
    }),
    now,
  );
}

// ─── Jobs: the day's arrivals, the guests' reminders ─────────────────────────────────────────────

/**
 * From 08:00 IST, each property's contacts get today's arrivals (party, nights, rooms, balance due), once a day: the
 * claim key is (property, day, contact, channel). A property with no arrival that day gets no digest.
 */
export async function sendArrivalDigests(deps: NotifyDeps, now: Date): Promise<number> {
  const day = digestDayDue(now);
  if (!day) return 0;
  let sent = 0;
  for (const propertyId of await repo.propertiesAwaitingDigest(deps.db, day)) {
    const arrivals = await repo.arrivalsOn(deps.db, propertyId, day);
    if (arrivals.length === 0) continue;
    const property = await repo.propertyForMessage(deps.db, propertyId);
    if (!property) continue;
    const [rooms, balances] = await Promise.all([
      repo.roomLinesOfBookings(
        deps.db,
        arrivals.map((b) => b.id),
      ),
      balancesDue(deps.db, arrivals),
    ]);
    const lines = arrivals.map((b) =>
      bookingValues(b, {
        propertyName: property.name,
        rooms: rooms.filter((r) => r.bookingId === b.id),
        balanceDuePaise: balances.get(b.id) ?? 0,
      }),
    );
    const values = {
      propertyName: property.name,
      date: formatDay(day),
      arrivalCount: plural(arrivals.length, 'booking'),
      arrivals: arrivalsText(lines),
    };
    sent += await toContacts(
      deps,
      propertyId,
      async () => (contactId, channel) => ({
        key: messageKey('arrivals_digest', propertyId, day, contactId, channel),
        kind: 'arrivals_digest',
        audience: 'hotel',
        propertyId,
        bookingId: null,
        values,
      }),
      now,
    );
  }
  return sent;
}

/**
 * From 08:00 IST, guests arriving in two days get a reminder by SMS and e-mail, once per booking and arrival day (a
 * booking moved to other dates is reminded again for its new day), in the booking's language (reminderInLanguage).
 */
export async function sendArrivalReminders(deps: NotifyDeps, now: Date): Promise<number> {
  const today = digestDayDue(now);
  if (!today) return 0;
  const day = addDays(today, REMINDER_DAYS_BEFORE);
  const templates = await loadTemplates(deps.db);
  let sent = 0;
  for (const bookingId of await repo.bookingsAwaitingReminder(deps.db, day)) {
    const facts = await bookingFacts(deps.db, bookingId);
    if (!facts) continue;
    const { booking } = facts;
    const values = {
      ...facts.values,
      checkInTime: formatClock(facts.checkInTime),
      propertyPhone: facts.propertyPhone ?? 'see your booking',
    };
    const inLanguage = reminderInLanguage(deps.adapters.sms, facts);
    const routes: ContactRoute[] = [
      { channel: 'sms', recipient: booking.guestPhone },
      { channel: 'email', recipient: booking.guestEmail },
    ];
    for (const route of routes) {
      const row = await send(
        deps,
        templates,
        {
          key: messageKey('arrival_reminder', bookingId, booking.checkIn, route.channel),
          kind: 'arrival_reminder',
          audience: 'guest',
          propertyId: booking.propertyId,
          bookingId,
          contactId: null,
          recipientName: booking.guestName,
          route,
          values,
          ...inLanguage(route.channel),
        },
        now,
      );
      if (row) sent += 1;
    }
  }
  return sent;
}
