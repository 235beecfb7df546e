/**
 * A booking's rooms taken and given back through the inventory module (the only writer of nights), with the
 * booking's row lock held first.
 */
import type { IsoDate } from '@staybook/contract';
import type { PaymentOrder } from '@staybook/contract/booking';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/http-errors.js';
import { releaseNights, retakeNights } from '../inventory/index.js';
import { type BookingDeps, OrderNotCreated } from '../ports/booking-payments.port.js';
import { moveBooking } from './booking-lifecycle.js';
import { type BookingRow, lockBooking, roomsOfBookings } from './bookings.repository.js';

/** Gives back every night of a booking's rooms. Does nothing if the booking holds none. */
export async function releaseBookingRooms(tx: Tx, booking: BookingRow): Promise<void> {
  if (!booking.holdsInventory) return;
  await releaseNights(tx, await roomsOfBookings(tx, [booking.id]), booking.checkIn, booking.checkOut);
}

/**
 * Gives back the nights [from, to) of every room of the booking: the rest of a stay after a no-show or an early
 * departure (the nights before stay sold).
 */
export async function releaseBookingNights(tx: Tx, booking: BookingRow, nights: { from: IsoDate; to: IsoDate }) {
  await releaseNights(tx, await roomsOfBookings(tx, [booking.id]), nights.from, nights.to);
}

/**
 * Takes a lapsed booking's rooms again (a payment arrived after its hold expired), all or nothing.
 * Returns false, changing nothing, when any night no longer has the rooms.
 */
export async function retakeBookingRooms(tx: Tx, booking: BookingRow): Promise<boolean> {
  return retakeNights(tx, await roomsOfBookings(tx, [booking.id]), booking.checkIn, booking.checkOut);
}

/** Ends a pending booking and gives its rooms back (replaced by a new booking, or its order failed). */
export async function closeBooking(
  db: Db,
  bookingId: string,
  status: 'cancelled' | 'payment_failed',
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking?.status !== 'pending_payment') return;
    await releaseBookingRooms(tx, booking);
    await moveBooking(
      tx,
      booking,
      status,
      {
        cancelReason: reason,
        holdsInventory: false,
        holdExpiresAt: null,
        ...(status === 'cancelled' ? { cancelledAt: now } : {}),
      },
      now,
    );
  });
}

/**
 * The booking's provider order through the payments port. When the provider cannot make one, the hold is released and
 * the booking ends payment_failed rather than holding rooms nobody can pay for, and the guest is asked to try again:
 * payments reports, bookings decides.
 */
export async function openOrderOrRelease(
  deps: BookingDeps,
  booking: BookingRow,
  now: Date,
  claimed?: string,
): Promise<PaymentOrder> {
  try {
    return await deps.bookingPayments.openOrder(deps, booking, now, claimed);
  } catch (err) {
    if (!(err instanceof OrderNotCreated)) throw err;
    deps.log.error({ err: err.cause, bookingId: booking.id }, 'payment order could not be created; releasing the hold');
    await closeBooking(deps.db, booking.id, 'payment_failed', 'order_failed', now);
    throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Payment could not be started. Please try again.');
  }
}
