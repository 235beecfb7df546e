import { daysBetween, type IsoDate, istDateToUnix, todayIst, unixToIstDate } from '@staybook/contract';
import {
  type BookingLabel,
  type BookingStatus,
  CHECK_OUT_BEFORE_CHECK_IN_MESSAGE,
  FREE_CANCELLATION_HOURS,
  MAX_STAY_NIGHTS,
} from '@staybook/contract/booking';

// ─── Stay ──────────────────────────────────────────────────────────────────────────────────────────

/** Why a stay cannot be priced or booked, or null. Bookings also refuse a check-in before today (IST). */
export function stayProblem(stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate | null): string | null {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights <= 0) return CHECK_OUT_BEFORE_CHECK_IN_MESSAGE;
  if (nights > MAX_STAY_NIGHTS) return `A stay can be at most ${MAX_STAY_NIGHTS} nights.`;
  if (today !== null && stay.checkIn < today) return 'Check-in date cannot be in the past.';
  return null;
}

// ─── Guests ────────────────────────────────────────────────────────────────────────────────────────

export interface RoomOccupancy {
  name: string;
  roomCount: number;
  adults: number;
  children: number;
  maxAdults: number;
  maxChildren: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Guest totals from the spec's payload: `guests`, else `adults`/`childrens`, else the sum over the rooms. */
export function guestTotals(input: {
  guests?: { adults: number; children: number } | undefined;
  adults?: number | undefined;
  childrens?: number | undefined;
  roomIds: Array<{ adults: number; children: number }>;
}): { adults: number; children: number } {
  const sum = (key: 'adults' | 'children') => input.roomIds.reduce((n, r) => n + r[key], 0);
  return {
    adults: input.guests?.adults ?? input.adults ?? sum('adults'),
    children: input.guests?.children ?? input.childrens ?? sum('children'),
  };
}

/** Why these guests do not fit these rooms, or null: one adult per room at least, and within occupancy. */
export function guestProblem(totals: { adults: number; children: number }, rooms: RoomOccupancy[]): string | null {
  const roomCount = rooms.reduce((n, r) => n + r.roomCount, 0);
  if (totals.adults < 1) return 'Please add at least one guest to proceed';
  if (totals.adults < roomCount)
    return `Each room needs at least one adult: ${plural(roomCount, 'room')} need ${plural(roomCount, 'adult')}.`;
  for (const room of rooms) {
    const maxAdults = room.maxAdults * room.roomCount;
    const maxChildren = room.maxChildren * room.roomCount;
    if (room.adults > maxAdults)
      return `${room.name} allows at most ${plural(maxAdults, 'adult')} for ${plural(room.roomCount, 'room')}.`;
    if (room.children > maxChildren)
      return `${room.name} allows at most ${plural(maxChildren, 'child', 'children')} for ${plural(room.roomCount, 'room')}.`;
  }
  const adultCapacity = rooms.reduce((n, r) => n + r.maxAdults * r.roomCount, 0);
  const childCapacity = rooms.reduce((n, r) => n + r.maxChildren * r.roomCount, 0);
  if (totals.adults > adultCapacity)
    return `The selected rooms sleep at most ${plural(adultCapacity, 'adult')}. Please add a room.`;
  if (totals.children > childCapacity)
    return `The selected rooms allow at most ${plural(childCapacity, 'child', 'children')}. Please add a room.`;
  return null;
}

// ─── Fair share: unpaid holds ──────────────────────────────────────────────────────────────────────

/** Unpaid holds one guest may keep at once: enough to compare two stays, not enough to corner a property. */
export const MAX_UNPAID_HOLDS_PER_GUEST = 2;

/** Why a guest with `liveHolds` unpaid holds cannot start another, or null. */
export function holdLimitProblem(liveHolds: number, holdMinutes: number): string | null {
  if (liveHolds < MAX_UNPAID_HOLDS_PER_GUEST) return null;
  return (
    `You already have ${plural(MAX_UNPAID_HOLDS_PER_GUEST, 'booking')} waiting for payment. Complete or cancel one ` +
    `of them, or wait for it to lapse (${plural(holdMinutes, 'minute')}), before starting another.`
  );
}

/** Whether a booking still holds its rooms for payment at `now`. */
export function isLiveHold(
  booking: { status: string; holdsInventory: boolean; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    booking.status === 'pending_payment' &&
    booking.holdsInventory &&
    (booking.holdExpiresAt?.getTime() ?? 0) > now.getTime()
  );
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This request was already used for a different booking.';

// ─── Status labels ─────────────────────────────────────────────────────────────────────────────────

export interface BookingForLabel {
  status: BookingStatus | string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** Status of the booking's latest payment, if any: created | captured | failed | refund_pending | refunded. */
  paymentStatus: string | null;
}

function refundSuffix(paymentStatus: string | null): string {
  if (paymentStatus === 'refunded') return ' — refunded';
  if (paymentStatus === 'refund_pending') return ' — refund in progress';
  return '';
}

/**
 * The spec's list label and a human status text, from the stored status and today's IST date:
 * a confirmed stay is upcoming before check-in, ongoing from check-in until the check-out date, then completed.
 */
export function describeBooking(booking: BookingForLabel, now: Date): { label: BookingLabel; statusText: string } {
  const today = todayIst(now);
  const stayed = today >= booking.checkOut;
  const inStay = today >= booking.checkIn && !stayed;
  switch (booking.status) {
    case 'pending_payment':
      return { label: 'processing', statusText: 'Payment pending' };
    case 'confirmed':
      if (stayed) return { label: 'completed', statusText: 'Completed' };
      if (inStay) return { label: 'ongoing', statusText: 'Ongoing stay' };
      return { label: 'upcoming', statusText: 'Confirmed' };
    case 'checked_in':
      return stayed ? { label: 'completed', statusText: 'Completed' } : { label: 'ongoing', statusText: 'Checked in' };
    case 'completed':
      return { label: 'completed', statusText: 'Completed' };
    case 'no_show':
      return { label: 'completed', statusText: 'No-show' };
    case 'cancelled':
      return { label: 'cancelled', statusText: `Cancelled${refundSuffix(booking.paymentStatus)}` };
    case 'expired':
      return { label: 'cancelled', statusText: `Hold expired${refundSuffix(booking.paymentStatus)}` };
    case 'payment_failed':
      return { label: 'cancelled', statusText: `Payment failed${refundSuffix(booking.paymentStatus)}` };
    default:
      return { label: 'cancelled', statusText: 'Cancelled' };
  }
}

// ─── Cancellation ──────────────────────────────────────────────────────────────────────────────────

/** Unix seconds when free cancellation closes: 24 hours before check-in at the property's check-in time (IST). */
export function freeCancellationUntil(checkIn: IsoDate, checkInTime = '14:00'): number {
  const [h, m] = checkInTime.split(':').map(Number);
  const checkInAt = istDateToUnix(checkIn) + (h ?? 14) * 3600 + (m ?? 0) * 60;
  return checkInAt - FREE_CANCELLATION_HOURS * 3600;
}

const CANCELLABLE: ReadonlySet<string> = new Set(['confirmed', 'pending_payment']);

export function canCancel(status: string, deadline: number, now: Date): boolean {
  return CANCELLABLE.has(status) && Math.floor(now.getTime() / 1000) < deadline;
}

/** Why the guest cannot cancel online, or null. */
export function cancellationProblem(status: string, deadline: number, now: Date): string | null {
  if (!CANCELLABLE.has(status)) return 'This booking can no longer be cancelled.';
  if (Math.floor(now.getTime() / 1000) >= deadline)
    return `Free cancellation closed on ${formatIstDateTime(deadline)}. Please call the hotel to modify or cancel.`;
  return null;
}

// ─── Small formatting helpers for messages (server side, always IST) ──────────────────────────────

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'dd MMM yyyy', the spec's display format. */
export function formatIstDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** '21 Nov 2026, 2:00 PM' in IST. */
export function formatIstDateTime(unixSeconds: number): string {
  const date = unixToIstDate(unixSeconds);
  const minutes = Math.floor((unixSeconds - istDateToUnix(date)) / 60);
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${formatIstDate(date)}, ${h12}:${String(minutes % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** '14:00' → '2:00 PM'. */
export function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const POLICY_TITLES: Record<string, string> = {
  checkInCheckOut: 'Check-in & Check-out',
  foodAndBeverage: 'Food & Beverage',
};

/** Tab title of a policy group: 'guestProfile' → 'Guest Profile', 'foodAndBeverage' → 'Food & Beverage'. */
export function humanizeKey(key: string): string {
  const known = POLICY_TITLES[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/ ([a-z])/g, (_, c: string) => ` ${c.toUpperCase()}`);
}

// ─── Booking reference ─────────────────────────────────────────────────────────────────────────────

/** No 0/O, 1/I/L: the code is read out over the phone. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'SB' and six characters from random bytes (pass crypto.randomBytes(6)). */
export function bookingCode(random: Uint8Array): string {
  let code = 'SB';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[(random[i] ?? 0) % CODE_ALPHABET.length];
  return code;
}

/** Whether a re-initiated booking asks for exactly the stay an existing pending booking holds. */
export function isSameStay(
  a: { propertyId: string; checkIn: IsoDate; checkOut: IsoDate; rooms: Array<{ id: string; roomCount: number }> },
  b: { propertyId: string; checkIn: IsoDate; checkOut: IsoDate; rooms: Array<{ id: string; roomCount: number }> },
): boolean {
  const key = (rooms: Array<{ id: string; roomCount: number }>) =>
    rooms
      .map((r) => `${r.id}:${r.roomCount}`)
      .sort()
      .join(',');
  return (
    a.propertyId === b.propertyId &&
    a.checkIn === b.checkIn &&
    a.checkOut === b.checkOut &&
    key(a.rooms) === key(b.rooms)
  );
}
