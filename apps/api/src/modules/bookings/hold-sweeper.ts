import type { Job } from '../module-context.js';
import { jobLog, type ServiceDeps } from '../module-context.js';
import { releaseBookingRooms } from './booking-holds.js';
import { moveBooking } from './booking-lifecycle.js';
import { lapsedHoldIds, latestPaymentOf, lockBooking } from './bookings.repository.js';

/**
 * Expires unpaid bookings whose hold has lapsed and gives their rooms back. Each booking is locked with
 * SKIP LOCKED in its own short transaction, so any number of API processes can sweep at once: a booking that
 * another sweeper, a payment confirmation or a cancellation is working on is simply skipped this round.
 */
export async function sweepLapsedHolds(deps: Pick<ServiceDeps, 'db' | 'log'>, now: Date, batch = 100): Promise<number> {
  const ids = await lapsedHoldIds(deps.db, now, batch);
  let expired = 0;
  for (const id of ids) {
    const done = await deps.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, id, true);
      if (booking?.status !== 'pending_payment') return false;
      if (!booking.holdExpiresAt || booking.holdExpiresAt.getTime() > now.getTime()) return false;
      await releaseBookingRooms(tx, booking);
      // A guest whose last attempt failed reads "Payment failed" rather than a bare "Hold expired".
      const latest = await latestPaymentOf(tx, booking.id);
      await moveBooking(
        tx,
        booking,
        latest?.status === 'failed' ? 'payment_failed' : 'expired',
        { holdsInventory: false, cancelReason: 'hold_expired' },
        now,
      );
      return true;
    });
    if (done) expired++;
  }
  if (expired > 0) deps.log.info({ expired }, 'lapsed holds released');
  return expired;
}

export const holdSweeperJob: Job = {
  name: 'hold-sweeper',
  everyMs: 30_000,
  run: (ctx, now) => sweepLapsedHolds({ db: ctx.db, log: jobLog(ctx.config, 'hold-sweeper') }, now),
};
