import { type IsoDate, todayIst } from './stay-dates';

/**
 * The booking lifecycle, once: the statuses as stored, the only changes allowed between them, and how guests and
 * staff read them. The server changes a status only through its lifecycle module, which checks this table, and the
 * database refuses any other value (CHECK constraint). Zod-free, so pages can import it cheaply.
 *
 *   pending_payment ──paid──▶ confirmed ──arrives──▶ checked_in ──leaves──▶ completed
 *        │ hold lapses ▶ expired ─┐           │ cancelled / no-show
 *        │ order failed ▶ payment_failed ─┤   ▼
 *        │ cancelled                      └─ paid late, rooms still free ─▶ confirmed
 */
export const bookingStatuses = [
  'pending_payment',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'expired',
  'payment_failed',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Every booking starts here: rooms held, waiting for payment. */
export const INITIAL_BOOKING_STATUS: BookingStatus = 'pending_payment';

export const bookingTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending_payment: ['confirmed', 'cancelled', 'expired', 'payment_failed'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['completed'],
  // A payment that arrives after the hold lapsed confirms the booking when every night is still free.
  expired: ['confirmed'],
  payment_failed: ['confirmed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export function isBookingStatus(value: string): value is BookingStatus {
  return (bookingStatuses as readonly string[]).includes(value);
}

/**
 * The desk's undo of a stay action within its window (admin-bookings STAY_UNDO_MINUTES): a check-in back to
 * confirmed, a check-out back to in house, a no-show back to confirmed. Only the desk's undo may take these steps.
 */
export const bookingUndoTransitions: Readonly<Partial<Record<BookingStatus, readonly BookingStatus[]>>> = {
  checked_in: ['confirmed'],
  completed: ['checked_in'],
  no_show: ['confirmed'],
};

export function canTransition(from: string, to: BookingStatus, undo = false): boolean {
  if (!isBookingStatus(from)) return false;
  return (undo ? (bookingUndoTransitions[from] ?? []) : bookingTransitions[from]).includes(to);
}

/** Statuses whose booking still stands or stood (the money it was paid is kept). */
export const standingBookingStatuses: readonly BookingStatus[] = ['confirmed', 'checked_in', 'completed', 'no_show'];

/** The status as staff read it in the console. */
export const bookingStatusLabels: Readonly<Record<BookingStatus, string>> = {
  pending_payment: 'Payment pending',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Hold expired',
  payment_failed: 'Payment failed',
  no_show: 'No-show',
};

export function bookingStatusLabel(status: string): string {
  return isBookingStatus(status) ? bookingStatusLabels[status] : status;
}

/** The spec's list labels (my bookings), derived from status and today's date. */
export const bookingLabels = ['upcoming', 'processing', 'ongoing', 'completed', 'cancelled'] as const;
export type BookingLabel = (typeof bookingLabels)[number];

export interface BookingForLabel {
  status: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /**
   * Status of the booking's latest payment, if any: created | captured | failed | refund_pending (we are sending the
   * refund) | refunded (the provider accepted it: initiated, not yet in the guest's bank), or, as the guest's pages
   * read the provider's word, refund_credited (the provider reported every refund processed) and refund_delayed (the
   * provider could not send it; staff are on it, so it is never told as refunded).
   */
  paymentStatus: string | null;
}

/**
 * Refund wording follows the refund's real state (issue 24): "refund initiated" from the moment it is asked for
 * until the provider says it was processed, "refunded" only then, "refund delayed" when it could not be sent.
 */
function refundSuffix(paymentStatus: string | null): string {
  if (paymentStatus === 'refund_credited') return ' — refunded';
  if (paymentStatus === 'refunded' || paymentStatus === 'refund_pending') return ' — refund initiated';
  if (paymentStatus === 'refund_delayed') return ' — refund delayed';
  return '';
}

/**
 * How a guest reads a booking: the spec's list label and a status text, from the stored status and today's IST
 * date. A confirmed stay is upcoming before check-in, ongoing from check-in until the check-out date, then completed.
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
