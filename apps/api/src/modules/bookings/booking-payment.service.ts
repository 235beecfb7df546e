import type { BookingData } from '@staybook/contract/booking';
import { standingBookingStatuses } from '@staybook/contract/booking-lifecycle';
import { holdRefusalText } from '@staybook/contract/hold-refusal';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import { amountDueNowPaise } from '../pricing/index.js';
import { toBookingData } from './booking-data.js';
import { withDiscounts } from './booking-discounts.js';
import { openOrderOrRelease } from './booking-holds.js';
import { isLiveHold } from './booking-rules.js';
import { findBooking, lockBooking, paymentsOfBookings, roomsOfBookings } from './bookings.repository.js';
import { confirmWithoutPayment } from './bookings.service.js';

const MONEY_TAKEN = new Set(['captured', 'refund_pending', 'refunded']);

const holdEnded = () => conflict(holdRefusalText({ reason: 'hold_ended' }), 'HOLD_EXPIRED', { reason: 'hold_ended' });

/**
 * "Complete payment" on one of the guest's unpaid bookings: checkout opens again for the same booking and the same
 * held rooms, never a new hold. The open order is re-used (a failed attempt leaves it payable), else a new one is
 * made. A lapsed hold is refused here; a capture that still arrives after the lapse (a checkout left open) is taken
 * by confirmPayment, which re-holds the rooms or refunds it in full.
 */
export async function resumePayment(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
  now = new Date(),
): Promise<BookingData> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Booking');
  if ((standingBookingStatuses as readonly string[]).includes(booking.status))
    throw conflict('This booking is already paid and confirmed.');
  if (!isLiveHold(booking, now)) throw holdEnded();
  // A payment the provider captured but no channel has confirmed yet: a second order would take the money twice.
  if ((await paymentsOfBookings(deps.db, [booking.id])).some((p) => MONEY_TAKEN.has(p.status)))
    throw conflict('This booking has been paid; its confirmation is on its way.');
  const roomIds = (await roomsOfBookings(deps.db, [booking.id])).map((r) => ({
    id: r.roomTypeId,
    roomCount: r.roomCount,
    adults: r.adults,
    children: r.children,
    ratePlanId: r.ratePlanId,
  }));

  if (amountDueNowPaise(booking) === 0) {
    // Pay at property: nothing is taken online; the guest's word confirms the held rooms.
    const confirmed = await deps.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, booking.id);
      if (!locked || !isLiveHold(locked, now)) throw holdEnded();
      return confirmWithoutPayment(deps, tx, locked, now);
    });
    await deps.effects.settle(confirmed.id, now);
    return withDiscounts(deps.db, toBookingData(confirmed, roomIds, null));
  }
  const payment = await openOrderOrRelease(deps, booking, now);
  return withDiscounts(deps.db, toBookingData(booking, roomIds, payment));
}
