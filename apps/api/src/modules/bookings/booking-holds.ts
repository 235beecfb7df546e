import { type IsoDate, stayNights } from '@staybook/contract';
import type { Db, Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import { moveBooking } from './booking-lifecycle.js';
import {
  type BookingRow,
  findInventory,
  holdRoomNights,
  lockBooking,
  lockInventory,
  releaseRoomNights,
  roomsOfBookings,
} from './bookings.repository.js';
import { type NightInventory, nightsFromInventory } from './pricing-rules.js';

/**
 * Taking and giving back a booking's rooms. Callers that touch an existing booking hold its row lock first:
 * bookings are always locked before inventory, and inventory rows in (room type, date) order, so concurrent
 * holds, releases and confirmations queue instead of deadlocking.
 */

export interface RoomNeed {
  roomTypeId: string;
  roomCount: number;
}

function byRoomType<T extends { roomTypeId: string }>(a: T, b: T): number {
  return a.roomTypeId < b.roomTypeId ? -1 : a.roomTypeId > b.roomTypeId ? 1 : 0;
}

/** Locks the rooms' inventory rows for the stay and reads them; until commit, what it returns is the truth. */
export async function readLockedNights(
  tx: Tx,
  rooms: Array<RoomNeed & { baseRatePaise: number }>,
  checkIn: IsoDate,
  checkOut: IsoDate,
): Promise<Map<string, NightInventory[]>> {
  const ids = [...rooms].sort(byRoomType).map((r) => r.roomTypeId);
  await lockInventory(tx, ids, checkIn, checkOut);
  const rows = await findInventory(tx, ids, checkIn, checkOut);
  const dates = stayNights(checkIn, checkOut);
  return new Map(rooms.map((r) => [r.roomTypeId, nightsFromInventory(rows, r.roomTypeId, dates, r.baseRatePaise)]));
}

/**
 * Decrements every night of every room with the conditional update (`available >= n AND NOT is_closed`) and
 * requires every night to be taken; otherwise 409 SOLD_OUT, and the throw rolls the whole transaction back.
 */
export async function holdRooms(tx: Tx, rooms: RoomNeed[], checkIn: IsoDate, checkOut: IsoDate): Promise<void> {
  const nights = stayNights(checkIn, checkOut).length;
  for (const room of [...rooms].sort(byRoomType)) {
    const taken = await holdRoomNights(tx, room.roomTypeId, checkIn, checkOut, room.roomCount);
    if (taken !== nights)
      throw conflict('The selected rooms are no longer available for these dates.', 'SOLD_OUT', {
        roomId: room.roomTypeId,
      });
  }
}

/** Gives back every night of a booking's rooms. Does nothing if the booking holds none. */
export async function releaseBookingRooms(tx: Tx, booking: BookingRow): Promise<void> {
  if (!booking.holdsInventory) return;
  const rooms = (await roomsOfBookings(tx, [booking.id])).sort(byRoomType);
  await lockInventory(
    tx,
    rooms.map((r) => r.roomTypeId),
    booking.checkIn,
    booking.checkOut,
  );
  for (const room of rooms) {
    await releaseRoomNights(tx, room.roomTypeId, booking.checkIn, booking.checkOut, room.roomCount);
  }
}

/**
 * Takes a lapsed booking's rooms again (a payment arrived after its hold expired), all or nothing.
 * Returns false, changing nothing, when any night no longer has the rooms.
 */
export async function retakeBookingRooms(tx: Tx, booking: BookingRow): Promise<boolean> {
  const rooms = await roomsOfBookings(tx, [booking.id]);
  const nights = await readLockedNights(
    tx,
    rooms.map((r) => ({ ...r, baseRatePaise: 0 })),
    booking.checkIn,
    booking.checkOut,
  );
  const enough = rooms.every((r) => (nights.get(r.roomTypeId) ?? []).every((n) => n.available >= r.roomCount));
  if (!enough) return false;
  await holdRooms(tx, rooms, booking.checkIn, booking.checkOut);
  return true;
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
