import { z } from 'zod';
import { emailSchema, mobileNumberSchema, objectIdSchema } from './common';
import { LANGUAGES } from './languages';
import { PHONE_MESSAGE_PAGE } from './phone';

/**
 * The hotel told (issue 23): each property's contacts, the messages they and the guests receive, the wording of each
 * message (a template per kind and channel, editable in the console) and the log of what went out.
 *
 * Templates are whole sentences with named placeholders (`{guestName}`), never text assembled from fragments, so a
 * later language can be a second set of templates. Placeholders a kind does not know are refused with a message naming
 * them; the defaults below are used until the console saves an edit.
 */

// ─── Kinds, channels, placeholders ───────────────────────────────────────────────────────────────

export const notificationKinds = [
  'booking_confirmed',
  'booking_changed',
  'booking_cancelled',
  'calendar_conflict',
  'calendar_failed',
  'arrivals_digest',
  'arrival_reminder',
  'guest_confirmation',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['sms', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = ['queued', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  booking_confirmed: 'New booking (to the hotel)',
  booking_changed: 'Booking changed (to the hotel)',
  booking_cancelled: 'Booking cancelled (to the hotel)',
  calendar_conflict: 'Calendar conflict (to the hotel)',
  calendar_failed: 'Calendar not read (to the hotel)',
  arrivals_digest: 'Daily arrivals at 8:00 AM (to the hotel)',
  arrival_reminder: 'Reminder two days before arrival (to the guest)',
  guest_confirmation: 'Booking confirmed (to the guest, on WhatsApp)',
};

export const notificationChannelLabels: Record<NotificationChannel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

export const notificationStatusLabels: Record<NotificationStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** The guest's reminder goes by SMS and e-mail (a guest's WhatsApp is not known); the hotel's messages by all three. */
export const notificationKindChannels: Record<NotificationKind, readonly NotificationChannel[]> = {
  booking_confirmed: notificationChannels,
  booking_changed: notificationChannels,
  booking_cancelled: notificationChannels,
  calendar_conflict: notificationChannels,
  calendar_failed: notificationChannels,
  arrivals_digest: notificationChannels,
  arrival_reminder: ['sms', 'email'],
  // SMS and e-mail confirmations go from the booking itself; this is the WhatsApp one, when WhatsApp is on.
  guest_confirmation: ['whatsapp'],
};

const bookingPlaceholders = [
  'propertyName',
  'bookingCode',
  'guestName',
  'guestPhone',
  'checkIn',
  'checkOut',
  'nights',
  'party',
  'rooms',
  'total',
  'balanceDue',
  'requests',
] as const;

/**
 * The guest's WhatsApp confirmation as an approved Cloud API template: its body's parameters {{1}}…{{8}} are these
 * values, in this order (the template registered with Meta must read them so). The editable text below is what the
 * outbox and the message log keep, and what is sent as free text where no template is configured.
 */
export const GUEST_CONFIRMATION_PARAMETERS = [
  'guestName',
  'bookingCode',
  'propertyName',
  'checkIn',
  'checkOut',
  'party',
  'paid',
  'balanceDue',
] as const;

/**
 * The hotel's WhatsApps as approved Cloud API templates (issue 45): Meta delivers free text only inside a conversation
 * the contact opened in the last 24 hours, so each kind is registered as a template whose body's parameters
 * {{1}}, {{2}}… are these values in this order (docs/notifications.md has the wording to register). As with the
 * guest's confirmation, the editable text is what the log keeps, and what goes where no template is configured.
 */
export const HOTEL_WHATSAPP_PARAMETERS = {
  booking_confirmed: [
    'bookingCode',
    'propertyName',
    'source',
    'guestName',
    'guestPhone',
    'party',
    'checkIn',
    'checkOut',
    'nights',
    'rooms',
    'requests',
    'total',
    'balanceDue',
  ],
  booking_changed: [
    'bookingCode',
    'propertyName',
    'change',
    'guestName',
    'party',
    'checkIn',
    'checkOut',
    'nights',
    'rooms',
    'balanceDue',
  ],
  booking_cancelled: [
    'bookingCode',
    'propertyName',
    'guestName',
    'party',
    'checkIn',
    'checkOut',
    'nights',
    'rooms',
    'refund',
  ],
  calendar_conflict: ['propertyName', 'channel', 'roomType', 'dates', 'bookings'],
  calendar_failed: ['propertyName', 'channel', 'roomType', 'reason', 'consoleUrl'],
  arrivals_digest: ['propertyName', 'date', 'arrivalCount', 'arrivals'],
} as const satisfies Partial<Record<NotificationKind, readonly string[]>>;

/** The body parameters of a kind's WhatsApp template, in order; undefined for a kind never sent on WhatsApp. */
export function whatsappTemplateParameters(kind: NotificationKind): readonly string[] | undefined {
  if (kind === 'guest_confirmation') return GUEST_CONFIRMATION_PARAMETERS;
  return kind in HOTEL_WHATSAPP_PARAMETERS
    ? HOTEL_WHATSAPP_PARAMETERS[kind as keyof typeof HOTEL_WHATSAPP_PARAMETERS]
    : undefined;
}

/** The placeholders each kind's templates may use, with what each stands for (the console lists them). */
export const notificationPlaceholders: Record<NotificationKind, readonly string[]> = {
  booking_confirmed: [...bookingPlaceholders, 'source'],
  booking_changed: [...bookingPlaceholders, 'change'],
  booking_cancelled: [...bookingPlaceholders, 'refund'],
  calendar_conflict: ['propertyName', 'roomType', 'channel', 'dates', 'bookings'],
  calendar_failed: ['propertyName', 'roomType', 'channel', 'reason', 'consoleUrl'],
  arrivals_digest: ['propertyName', 'date', 'arrivalCount', 'arrivals'],
  arrival_reminder: [
    'propertyName',
    'bookingCode',
    'guestName',
    'checkIn',
    'checkInTime',
    'nights',
    'balanceDue',
    'propertyPhone',
  ],
  guest_confirmation: [...GUEST_CONFIRMATION_PARAMETERS, 'checkInTime', 'nights', 'propertyPhone'],
};

export const placeholderDescriptions: Record<string, string> = {
  propertyName: 'the property’s name',
  bookingCode: 'the booking reference',
  guestName: 'the guest’s name',
  guestPhone: 'the guest’s mobile number',
  checkIn: 'the arrival day',
  checkOut: 'the departure day',
  nights: 'the number of nights, with the word (3 nights)',
  party: 'who comes (2 adults, 1 child)',
  requests: 'what the guest asked for: the children’s ages and a cot or an extra bed (None. when nothing)',
  rooms: 'the rooms booked (Deluxe Room × 2)',
  total: 'the booking’s total',
  balanceDue: 'what is still to be paid at the property',
  source: 'where the booking came from (Website, Phone…)',
  change: 'what changed, as a sentence',
  refund: 'the refund on its way',
  roomType: 'the room type of the conflict',
  channel: 'the channel whose calendar clashed',
  dates: 'the nights in conflict',
  bookings: 'the bookings on those nights',
  reason: 'why the calendar could not be read, and what to do',
  consoleUrl: 'the console page of the room type’s calendars',
  date: 'the day of the arrivals',
  arrivalCount: 'how many bookings arrive',
  arrivals: 'one line per arrival (reference, guest, party, nights, rooms, balance due)',
  checkInTime: 'the property’s check-in time',
  propertyPhone: 'the property’s phone number',
  paid: 'what the guest paid online',
};

/** One arrival's line in the daily digest (not editable: a list of facts, each line the same sentence). */
export const ARRIVAL_LINE = '{bookingCode}: {guestName}, {party}, {nights}, {rooms}, balance due {balanceDue}.';

// ─── Templates: defaults, rendering, checks ─────────────────────────────────────────────────────

export interface TemplateText {
  /** The e-mail's subject; null for SMS and WhatsApp. */
  subject: string | null;
  body: string;
}

const textOnly = (body: string): TemplateText => ({ subject: null, body });

/** The wording used until the console saves an edit: one per kind and channel. */
export const defaultTemplates: Record<NotificationKind, Partial<Record<NotificationChannel, TemplateText>>> = {
  booking_confirmed: {
    sms: textOnly(
      'Staybook: new booking {bookingCode} at {propertyName}. {guestName}, {party}, {checkIn} to {checkOut} ({nights}), {rooms}. Balance due at the property: {balanceDue}.',
    ),
    whatsapp: textOnly(
      'New booking {bookingCode} at {propertyName} from {source}.\nGuest: {guestName} ({guestPhone}), {party}.\nStay: {checkIn} to {checkOut} ({nights}), {rooms}.\nRequests: {requests}\nTotal {total}; balance due at the property: {balanceDue}.',
    ),
    email: {
      subject: 'New booking {bookingCode} at {propertyName}',
      body: 'A new booking has been made at {propertyName} ({source}).\n\nBooking reference: {bookingCode}\nGuest: {guestName}, {guestPhone}\nGuests: {party}\nRequests: {requests}\nCheck-in: {checkIn}\nCheck-out: {checkOut} ({nights})\nRooms: {rooms}\nTotal: {total}\nBalance due at the property: {balanceDue}\n\nStaybook',
    },
  },
  booking_changed: {
    sms: textOnly(
      'Staybook: booking {bookingCode} at {propertyName} has changed. {change} Now {checkIn} to {checkOut} ({nights}), {rooms}, {party}.',
    ),
    whatsapp: textOnly(
      'Booking {bookingCode} at {propertyName} has changed.\n{change}\nGuest: {guestName}, {party}.\nStay now: {checkIn} to {checkOut} ({nights}), {rooms}.\nBalance due at the property: {balanceDue}.',
    ),
    email: {
      subject: 'Booking {bookingCode} changed at {propertyName}',
      body: 'Booking {bookingCode} at {propertyName} has changed.\n\n{change}\n\nGuest: {guestName}, {guestPhone}\nGuests: {party}\nCheck-in: {checkIn}\nCheck-out: {checkOut} ({nights})\nRooms: {rooms}\nTotal: {total}\nBalance due at the property: {balanceDue}\n\nStaybook',
    },
  },
  booking_cancelled: {
    sms: textOnly(
      'Staybook: booking {bookingCode} at {propertyName} ({guestName}, {checkIn} to {checkOut}, {rooms}) is cancelled. The rooms are back on sale.',
    ),
    whatsapp: textOnly(
      'Booking {bookingCode} at {propertyName} is cancelled.\nGuest: {guestName}, {party}.\nStay was: {checkIn} to {checkOut} ({nights}), {rooms}.\nThe rooms are back on sale. Refund to the guest: {refund}.',
    ),
    email: {
      subject: 'Booking {bookingCode} cancelled at {propertyName}',
      body: 'Booking {bookingCode} at {propertyName} has been cancelled.\n\nGuest: {guestName}, {guestPhone}\nGuests: {party}\nCheck-in was: {checkIn}\nCheck-out was: {checkOut} ({nights})\nRooms: {rooms}\nRefund to the guest: {refund}\n\nThe rooms are back on sale.\n\nStaybook',
    },
  },
  calendar_conflict: {
    sms: textOnly(
      'Staybook: calendar conflict at {propertyName}. {channel} shows {roomType} taken on {dates}, already sold here ({bookings}). Please settle it now.',
    ),
    whatsapp: textOnly(
      'Calendar conflict at {propertyName}.\n{channel} shows {roomType} taken on {dates}, but those rooms are already sold here: {bookings}.\nPlease settle it with the channel now.',
    ),
    email: {
      subject: 'Calendar conflict at {propertyName}: {roomType} on {dates}',
      body: 'The calendar imported from {channel} shows {roomType} at {propertyName} taken on {dates}, but those rooms are already sold here: {bookings}.\n\nOne of the two sales must be moved or cancelled. Please settle it with the channel now.\n\nStaybook',
    },
  },
  calendar_failed: {
    sms: textOnly(
      'Staybook: the {channel} calendar of {roomType} at {propertyName} could not be read: {reason} Until it is, its new bookings are not blocked here. {consoleUrl}',
    ),
    whatsapp: textOnly(
      'Calendar not read at {propertyName}.\nThe {channel} calendar of {roomType} could not be read: {reason}\nUntil it is, bookings made on {channel} are not blocked here. See {consoleUrl}',
    ),
    email: {
      subject: 'The {channel} calendar of {roomType} at {propertyName} could not be read',
      body: 'The calendar imported from {channel} for {roomType} at {propertyName} could not be read:\n\n{reason}\n\nUntil it is read again, bookings made on {channel} are not blocked here, so the same rooms could be sold twice. Check the calendar in the console: {consoleUrl}\n\nStaybook',
    },
  },
  arrivals_digest: {
    sms: textOnly('Staybook: {arrivalCount} at {propertyName} on {date}.\n{arrivals}'),
    whatsapp: textOnly('Arrivals at {propertyName} on {date}: {arrivalCount}.\n\n{arrivals}'),
    email: {
      subject: 'Arrivals at {propertyName} on {date}',
      body: 'Arrivals at {propertyName} on {date}: {arrivalCount}.\n\n{arrivals}\n\nStaybook',
    },
  },
  arrival_reminder: {
    sms: textOnly(
      'Staybook: {guestName}, your stay at {propertyName} (booking {bookingCode}) begins on {checkIn}, check-in from {checkInTime}. Balance due at the property: {balanceDue}. Hotel: {propertyPhone}',
    ),
    email: {
      subject: 'Your stay at {propertyName} begins on {checkIn}',
      body: 'Dear {guestName},\n\nYour stay at {propertyName} begins in two days, on {checkIn} ({nights}). Check-in is from {checkInTime}.\n\nBooking reference: {bookingCode}\nBalance due at the property: {balanceDue}\nHotel contact: {propertyPhone}\n\nWe look forward to welcoming you.\n\nStaybook',
    },
  },
  guest_confirmation: {
    whatsapp: textOnly(
      'Staybook: {guestName}, your booking {bookingCode} at {propertyName} is confirmed.\nStay: {checkIn} to {checkOut} ({nights}), check-in from {checkInTime}.\nGuests: {party}.\nPaid online: {paid}. Balance due at the property: {balanceDue}.\nHotel: {propertyPhone}',
    ),
  },
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The text with each `{name}` replaced by its value (the checks below refuse a template with an unknown name). */
export function renderTemplate(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** What is wrong with a template's text for this kind, or null: unknown placeholders, stray braces, empty text. */
export function templateTextProblem(kind: NotificationKind, text: string): string | null {
  if (text.trim() === '') return 'Write the message: it cannot be empty.';
  const known = notificationPlaceholders[kind];
  const unknown = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    const names = [...new Set(unknown)].map((n) => `{${n}}`).join(', ');
    return `${names} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} of this message. Use only: ${known.map((n) => `{${n}}`).join(', ')}.`;
  }
  if (/[{}]/.test(text.replace(PLACEHOLDER, ''))) return 'A brace is not closed: write placeholders as {name}.';
  return null;
}

/** A made-up booking the console's preview renders each template with. */
export const samplePlaceholderValues: Record<string, string> = {
  propertyName: 'Casa Azul, Assagao',
  bookingCode: 'SB7K2M9Q',
  guestName: 'Ananya Rao',
  guestPhone: '+91 98220 00003',
  checkIn: '24 Dec 2026',
  checkOut: '27 Dec 2026',
  nights: '3 nights',
  party: '2 adults, 1 child',
  requests: 'A child aged 7. A cot for the infant.',
  rooms: 'Garden Suite × 1',
  total: '₹27,300',
  balanceDue: '₹13,650',
  source: 'Website',
  change: 'The dates moved from 22–25 Dec to 24–27 Dec.',
  refund: '₹5,000',
  roomType: 'Garden Suite',
  channel: 'Booking.com',
  dates: '24 Dec 2026, 25 Dec 2026',
  bookings: 'SB7K2M9Q (Ananya Rao)',
  reason: 'The channel answered 503 Service Unavailable: check the address (the channel may have renewed it).',
  consoleUrl: 'https://staybook.example/admin/channels?property=…',
  date: '24 Dec 2026',
  arrivalCount: '2 bookings',
  arrivals:
    'SB7K2M9Q: Ananya Rao, 2 adults, 1 child, 3 nights, Garden Suite × 1, balance due ₹13,650.\nSB4H8P2D: Vikram Shah, 2 adults, 2 nights, Pool Villa × 1, balance due ₹0.',
  checkInTime: '2:00 PM',
  propertyPhone: '+91 98220 00010',
  paid: '₹13,650',
};

// ─── Contacts ────────────────────────────────────────────────────────────────────────────────────

export const CONTACT_REACHABLE_MESSAGE = 'Give a mobile number or an e-mail address (or both).';
export const CONTACT_WHATSAPP_MESSAGE = 'WhatsApp needs the contact’s mobile number.';

const optionalText = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v) => v || null);

export const propertyContactInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(80, 'Keep the name under 80 characters'),
    mobile: optionalText.pipe(mobileNumberSchema({ invalid: PHONE_MESSAGE_PAGE }).nullable()),
    email: optionalText.pipe(emailSchema.nullable()),
    whatsapp: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if (!c.mobile && !c.email) ctx.addIssue({ code: 'custom', path: ['mobile'], message: CONTACT_REACHABLE_MESSAGE });
    if (c.whatsapp && !c.mobile)
      ctx.addIssue({ code: 'custom', path: ['whatsapp'], message: CONTACT_WHATSAPP_MESSAGE });
  });
export type PropertyContactInput = z.input<typeof propertyContactInputSchema>;

export const propertyContactSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  name: z.string(),
  /** 10 digits. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  whatsapp: z.boolean(),
});
export type PropertyContact = z.infer<typeof propertyContactSchema>;

export const propertyContactsParamsSchema = z.object({ id: objectIdSchema });
export const propertyContactParamsSchema = z.object({ id: objectIdSchema, contactId: objectIdSchema });
export const propertyContactListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(propertyContactSchema),
});
export const propertyContactResponseSchema = z.object({ success: z.literal(true), data: propertyContactSchema });

// ─── Templates in the console ───────────────────────────────────────────────────────────────────

export const notificationTemplateSchema = z.object({
  kind: z.enum(notificationKinds),
  channel: z.enum(notificationChannels),
  subject: z.string().nullable(),
  body: z.string(),
  /** False while the default is used. */
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

export const notificationTemplateParamsSchema = z.object({
  kind: z.enum(notificationKinds, { error: 'Unknown message kind' }),
  channel: z.enum(notificationChannels, { error: 'Unknown channel' }),
});

/** An edit, checked against the kind's placeholders (the same check the console runs before sending). */
export const notificationTemplateInputSchema = z.object({
  subject: z.string().trim().max(200, 'Keep the subject under 200 characters').nullable().optional(),
  body: z.string().max(2000, 'Keep the message under 2,000 characters'),
});

export const notificationTemplateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationTemplateSchema),
});
export const notificationTemplateResponseSchema = z.object({
  success: z.literal(true),
  data: notificationTemplateSchema,
});

// ─── The log ────────────────────────────────────────────────────────────────────────────────────

export const notificationMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  channel: z.enum(notificationChannels),
  audience: z.enum(['hotel', 'guest']),
  recipientName: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(notificationStatuses),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /**
   * It may be sent again now: it failed for good, or its sender stopped before it was sent (still queued after its
   * 10-minute lease).
   */
  retryable: z.boolean(),
  /** Queued after a passing failure: when it is tried again by itself (issue 45). Optional for older clients. */
  nextAttemptAt: z.string().nullable().optional(),
  /** This SMS carries a hotel WhatsApp that failed for good: that message's id (issue 45). */
  fallbackOf: z.string().nullable().optional(),
  /** The language a guest's WhatsApp confirmation was sent in (issue 43); null for the messages always in English. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

export const bookingNotificationsParamsSchema = z.object({ id: objectIdSchema });
export const notificationRetryParamsSchema = z.object({ id: objectIdSchema, messageId: objectIdSchema });
export const notificationMessageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationMessageSchema),
});
export const notificationMessageResponseSchema = z.object({
  success: z.literal(true),
  data: notificationMessageSchema,
});
