import type { CancelBookingResponse } from '@staybook/contract/booking';
import { describeBooking } from '@staybook/contract/booking-lifecycle';
import { paiseToRupees } from '@staybook/contract/money';
import { conflict, notFound } from '../../lib/http-errors.js';
import { releaseBookingRooms } from './booking-holds.js';
import { moveBooking } from './booking-lifecycle.js';
import { notifyBookingCancelled } from './booking-notifications.js';
import type { BookingDeps } from './booking-payments.port.js';
import { cancellationProblem, freeCancellationUntil } from './booking-rules.js';
import { findProperty, lockBooking } from './bookings.repository.js';

/**
 * Self-service cancellation while free cancellation is open (until 24 hours before check-in at the property's
 * check-in time): the rooms go back to inventory and every captured payment is refunded through the provider.
 * Only the owner may cancel; anyone else gets 404, as if the booking did not exist.
 */
export async function cancelBooking(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
  now = new Date(),
): Promise<CancelBookingResponse['data']> {
  const outcome = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.userId !== userId) throw notFound('Booking');
    const property = await findProperty(tx, booking.propertyId);
    const deadline = freeCancellationUntil(booking.checkIn, property?.checkInTime);
    const problem = cancellationProblem(booking.status, deadline, now);
    if (problem) throw conflict(problem);
    await releaseBookingRooms(tx, booking);
    await moveBooking(
      tx,
      booking,
      'cancelled',
      { cancelledAt: now, cancelReason: 'guest', holdsInventory: false, holdExpiresAt: null },
      now,
    );
    // Marked in the same transaction, so a crash before the provider call still leaves a refund to retry.
    const refunds = await deps.bookingPayments.markCapturedForRefund(tx, booking.id, now);
    return { booking, refunds };
  });

  let refundedAll = outcome.refunds.length > 0;
  for (const p of outcome.refunds) {
    if ((await deps.bookingPayments.sendRefund(deps, p.id, 'guest_cancelled', now)) !== 'refunded') refundedAll = false;
  }
  const refundPaise = outcome.refunds.reduce((n, p) => n + p.amountPaise, 0);
  if (outcome.booking.status === 'confirmed') await notifyBookingCancelled(deps, bookingId, refundPaise);

  const paymentStatus = outcome.refunds.length === 0 ? null : refundedAll ? 'refunded' : 'refund_pending';
  const { statusText } = describeBooking({ ...outcome.booking, status: 'cancelled', paymentStatus }, now);
  return { bookingId, status: 'cancelled', statusText, refundAmount: paiseToRupees(refundPaise) };
}
