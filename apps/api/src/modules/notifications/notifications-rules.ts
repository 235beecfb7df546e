import { formatDay, formatIndianMobile, formatInr, formatInrMoved, paiseToRupees, plural } from '@staybook/contract';
import { bookingChannelLabels } from '@staybook/contract/admin-reports';
import { formatParty } from '@staybook/contract/format';
import {
  ARRIVAL_LINE,
  defaultTemplates,
  type NotificationChannel,
  type NotificationKind,
  renderTemplate,
  type TemplateText,
} from '@staybook/contract/notifications';
import { type BedRequest, requestsText } from '@staybook/contract/party-rules';
import { IST_OFFSET_SECONDS, todayIst } from '@staybook/contract/stay-dates';

/** Pure rules of the hotel's notifications: who gets what by which channel, when, and the words of each message. */

/** The hour (IST) from which the day's arrivals digest goes out. */
export const DIGEST_HOUR_IST = 8;
/** The guest's reminder goes this many days before arrival. */
export const REMINDER_DAYS_BEFORE = 2;
/** A message left queued this long (its process stopped mid-send) may be tried again from the console. */
export const STUCK_QUEUED_MS = 10 * 60_000;

export interface ContactRoute {
  channel: NotificationChannel;
  /** 10 digits for SMS and WhatsApp, the address for e-mail. */
  recipient: string;
}

/**
 * How a contact is reached: their mobile by WhatsApp when they take it (and WhatsApp is on), else by SMS; their e-mail
 * as well when they have one.
 */
export function routesOfContact(
  contact: { mobile: string | null; email: string | null; whatsapp: boolean },
  whatsappOn: boolean,
): ContactRoute[] {
  const routes: ContactRoute[] = [];
  if (contact.mobile)
    routes.push({ channel: contact.whatsapp && whatsappOn ? 'whatsapp' : 'sms', recipient: contact.mobile });
  if (contact.email) routes.push({ channel: 'email', recipient: contact.email });
  return routes;
}

/** The claim key of one message: what it is about, the day or change it belongs to, and the recipient's channel. */
export const messageKey = (...parts: Array<string | number>) => parts.join(':');

/** The day whose arrivals digest is due at this instant (today in IST from 08:00), or null before 08:00. */
export function digestDayDue(now: Date): string | null {
  const istHour = new Date(now.getTime() + IST_OFFSET_SECONDS * 1000).getUTCHours();
  return istHour >= DIGEST_HOUR_IST ? todayIst(now) : null;
}

/** Mobiles are stored as E.164 (property_contacts.mobile); the rest of the system speaks the 10 digits. */
export const toStoredMobile = (digits: string | null) => (digits ? `+91${digits}` : null);
export const fromStoredMobile = (stored: string | null) => (stored ? stored.replace(/^\+91/, '') : null);

export const roomsText = (lines: Array<{ roomType: string; roomCount: number }>) =>
  lines.map((l) => `${l.roomType} × ${l.roomCount}`).join(', ');

export const rupees = (paise: number) => formatInr(paiseToRupees(paise));
/** Money that moved or is owed (paid, refunded, due): with its paise when it has some (docs/money.md). */
export const movedRupees = (paise: number) => formatInrMoved(paiseToRupees(paise));

export interface BookingFacts {
  code: string;
  guestName: string;
  guestPhone: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  infants: number;
  withPets: boolean;
  totalPostTaxPaise: number;
  channel: string;
}

/** The placeholders every booking message shares, from the booking as it stands. */
export function bookingValues(
  booking: BookingFacts,
  extra: {
    propertyName: string;
    rooms: Array<{ roomType: string; roomCount: number }>;
    balanceDuePaise: number;
    /** The children's ages and a cot or extra bed the guest asked for (issue 24); none when absent. */
    requests?: { childAges: number[]; bedRequest: BedRequest | null } | undefined;
  },
): Record<string, string> {
  return {
    propertyName: extra.propertyName,
    bookingCode: booking.code,
    guestName: booking.guestName,
    guestPhone: formatIndianMobile(booking.guestPhone),
    checkIn: formatDay(booking.checkIn),
    checkOut: formatDay(booking.checkOut),
    nights: plural(booking.nights, 'night'),
    party: formatParty({ ...booking, pets: booking.withPets }),
    requests: requestsText(extra.requests ?? { childAges: [], bedRequest: null }),
    rooms: roomsText(extra.rooms),
    total: rupees(booking.totalPostTaxPaise),
    balanceDue: movedRupees(extra.balanceDuePaise),
    source: bookingChannelLabels[booking.channel as keyof typeof bookingChannelLabels] ?? booking.channel,
  };
}

/** The digest's list: one line per arrival, each the same sentence. */
export function arrivalsText(arrivals: Array<Record<string, string>>): string {
  return arrivals.map((values) => renderTemplate(ARRIVAL_LINE, values)).join('\n');
}

/** The template in force: the console's saved edit, else the default. */
export function templateInForce(
  kind: NotificationKind,
  channel: NotificationChannel,
  saved: { subject: string | null; body: string } | undefined,
): TemplateText | undefined {
  return saved ?? defaultTemplates[kind][channel];
}

/** A rendered message: the e-mail's subject (null for text channels) and its body. */
export function renderMessage(template: TemplateText, values: Record<string, string>, channel: NotificationChannel) {
  return {
    subject: channel === 'email' ? renderTemplate(template.subject ?? '', values) : null,
    body: renderTemplate(template.body, values),
  };
}
