import { type BookingStatus, bookingStatusLabel, canTransition } from '@staybook/contract/booking-lifecycle';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import { markRoomsLeftDirty } from '../inventory/index.js';
import { syncBookingBooks } from '../ledger/index.js';
import { type BookingChanges, type BookingRow, setBookingStatus } from './bookings.repository.js';

/**
 * The only way a booking's status changes (the sweeper, payment confirmation, guest cancellation and the desk all
 * come here). The booking must be locked by the caller; the change must be in the contract's transition table,
 * and it is written only if the row still has the status the caller read, so a stale read cannot move it twice.
 * A cancellation marks its refunds before it moves the booking, so the books see what the policy kept.
 */
export async function moveBooking(
  tx: Tx,
  booking: Pick<BookingRow, 'id' | 'status'>,
  to: BookingStatus,
  changes: BookingChanges,
  now: Date,
  /** The desk's undo of a stay action (the contract's bookingUndoTransitions), checked by its caller's window. */
  options: { undo?: boolean } = {},
): Promise<void> {
  if (!canTransition(booking.status, to, options.undo === true))
    throw conflict(
      `A booking that is ${bookingStatusLabel(booking.status).toLowerCase()} cannot become ${bookingStatusLabel(to).toLowerCase()}.`,
    );
  if (!(await setBookingStatus(tx, booking.id, booking.status, to, changes, now)))
    throw conflict('This booking was changed by someone else just now. Please reload it.');
  // The books follow in the same transaction: nights sold when it stands, given back and any fee kept when it ends.
  await syncBookingBooks(tx, booking.id, now);
  // A check-out leaves its rooms to clean: housekeeping sees them dirty the moment the guest has gone.
  if (to === 'completed') await markRoomsLeftDirty(tx, booking.id, now);
}
