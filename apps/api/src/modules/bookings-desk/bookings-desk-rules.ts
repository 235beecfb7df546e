import { addDays, daysBetween, type IsoDate } from '@staybook/contract';
import type { DeskActions } from '@staybook/contract/admin-bookings';
import { bookingStatusLabel } from '@staybook/contract/booking-lifecycle';
import { formatDay } from '@staybook/contract/format';

/**
 * The bookings desk's rules, pure: which status changes staff may make and when (by the IST calendar date),
 * and which nights go back on sale. The service applies them inside one transaction with the booking locked.
 *
 *  - check-in:  confirmed → checked_in, from the check-in day until the day before check-out.
 *  - check-out: checked_in → completed, any day. Leaving early gives the nights from today on back to inventory.
 *  - no-show:   confirmed → no_show, from the check-in day. The nights already passed are gone (they stay sold);
 *               the nights from today on go back on sale, so the room can still be sold tonight.
 *  - cancel:    pending_payment or confirmed → cancelled, until the stay has ended (after that it is a no-show).
 *               Every night goes back on sale.
 */

export type DeskAction = 'cancel' | 'check_in' | 'check_out' | 'no_show';

export interface DeskBooking {
  status: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/** The status as staff read it: 'checked_in' → 'Checked in' (the contract's lifecycle labels). */
export const statusLabel = bookingStatusLabel;

const CANCELLABLE: ReadonlySet<string> = new Set(['pending_payment', 'confirmed']);

/** Why this change cannot be made today, or null when it can. Messages are shown to staff as they are. */
export function deskActionProblem(action: DeskAction, booking: DeskBooking, today: IsoDate): string | null {
  const label = statusLabel(booking.status).toLowerCase();
  const ended = today >= booking.checkOut;
  switch (action) {
    case 'cancel':
      if (!CANCELLABLE.has(booking.status))
        return `Only a confirmed or unpaid booking can be cancelled; this one is ${label}.`;
      if (ended)
        return `The stay ended on ${formatDay(booking.checkOut)}; mark the booking as a no-show instead of cancelling it.`;
      return null;
    case 'check_in':
      if (booking.status !== 'confirmed') return `Only a confirmed booking can be checked in; this one is ${label}.`;
      if (today < booking.checkIn) return `Check-in opens on the arrival day, ${formatDay(booking.checkIn)}.`;
      if (ended)
        return `The stay ended on ${formatDay(booking.checkOut)}; it can no longer be checked in. Mark it as a no-show instead.`;
      return null;
    case 'check_out':
      if (booking.status !== 'checked_in') return `Only a checked-in booking can be checked out; this one is ${label}.`;
      return null;
    case 'no_show':
      if (booking.status !== 'confirmed')
        return `Only a confirmed booking can be marked as a no-show; this one is ${label}.`;
      if (today < booking.checkIn)
        return `A booking can be marked as a no-show only from its arrival day, ${formatDay(booking.checkIn)}.`;
      return null;
  }
}

export function deskActions(booking: DeskBooking, today: IsoDate): DeskActions {
  return {
    cancel: deskActionProblem('cancel', booking, today) === null,
    checkIn: deskActionProblem('check_in', booking, today) === null,
    checkOut: deskActionProblem('check_out', booking, today) === null,
    noShow: deskActionProblem('no_show', booking, today) === null,
  };
}

/**
 * The nights [from, to) that a no-show or an early check-out gives back: from today (or check-in, if later) up to
 * check-out. Null when none are left.
 */
export function nightsToRelease(booking: DeskBooking, today: IsoDate): { from: IsoDate; to: IsoDate } | null {
  const from = today > booking.checkIn ? today : booking.checkIn;
  if (daysBetween(from, booking.checkOut) <= 0) return null;
  return { from, to: booking.checkOut };
}

/** The current IST month: first and last day. */
export function monthOf(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = `${today.slice(0, 7)}-01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}
