import type { IsoDate } from '@staybook/contract/stay-dates';
import type { CalendarEvent } from './ical-rules.js';

/**
 * An OTA booking the desk entered (issue 45) is the same stay as the OTA's own calendar event for it: the rooms are
 * already held by the booking, so the event must not raise a conflict with it. An event is that booking when:
 *  1. its text (summary or description) carries the booking's OTA reservation number (Airbnb writes its HM… code in
 *     the description; some channels put the number in the summary), or
 *  2. it names no reservation number we know, and it is the only event of that channel's calendar with exactly the
 *     booking's nights (Booking.com's export says only "CLOSED - Not available"): the booking's channel must be the
 *     calendar's channel.
 * Each booking is matched to one event at most; a reservation number match is preferred over a dates match.
 */
export interface OtaBookingForMatch {
  id: string;
  code: string;
  channelName: string | null;
  otaReservationNumber: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/** Letters and digits only, lower case: 'Booking.com' and 'booking com' are one channel. */
const folded = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether `text` carries `number` as a whole token (not inside a longer number or code). */
function carries(text: string, number: string): boolean {
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9])${escaped}($|[^A-Za-z0-9])`, 'i').test(text);
}

/** The events of `channel`'s calendar that are desk-entered OTA bookings: event uid → booking. */
export function matchOtaBookings(
  events: readonly CalendarEvent[],
  bookings: readonly OtaBookingForMatch[],
  channel: string,
): Map<string, OtaBookingForMatch> {
  const matched = new Map<string, OtaBookingForMatch>();
  const taken = new Set<string>();
  // 1. By reservation number.
  for (const booking of bookings) {
    if (!booking.otaReservationNumber) continue;
    const event = events.find(
      (e) =>
        !matched.has(e.uid) && carries(`${e.summary}\n${e.description ?? ''}`, booking.otaReservationNumber as string),
    );
    if (event) {
      matched.set(event.uid, booking);
      taken.add(booking.id);
    }
  }
  // 2. By the nights, for this channel's bookings, when exactly one unmatched event has them.
  const sameChannel = (b: OtaBookingForMatch) => b.channelName !== null && folded(b.channelName) === folded(channel);
  for (const booking of bookings) {
    if (taken.has(booking.id) || !sameChannel(booking)) continue;
    const candidates = events.filter(
      (e) => !matched.has(e.uid) && e.startsOn === booking.checkIn && e.endsOn === booking.checkOut,
    );
    const only = candidates.length === 1 ? candidates[0] : undefined;
    if (only) {
      matched.set(only.uid, booking);
      taken.add(booking.id);
    }
  }
  return matched;
}
