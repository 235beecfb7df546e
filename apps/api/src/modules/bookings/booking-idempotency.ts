import { unixToIstDate } from '@staybook/contract';
import type { BookingData } from '@staybook/contract/booking';
import { conflict } from '../../lib/http-errors.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import { toBookingData } from './booking-data.js';
import { withDiscounts } from './booking-discounts.js';
import { openOrderOrRelease } from './booking-holds.js';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, isLiveHold, isSameStay } from './booking-rules.js';
import { type BookingRow, roomsOfBookings } from './bookings.repository.js';

/**
 * The booking call's Idempotency-Key: a double click or a retried request must make one hold and get one answer.
 * The unique index on (user_id, idempotency_key) allows one booking per key across every API process; requests
 * with the same key that reach the same process also queue behind one another, so the first holds the rooms and
 * opens the payment order and the rest find both (instead of racing to open orders of their own).
 */

export const IDEMPOTENCY_KEY_CONSTRAINT = 'bookings_user_idempotency_key_unique';

/** Thrown inside a hold transaction that finds its key already used (it waited on the guest's lock for it). */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
  }
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `run` after every earlier call with the same key (in this process) has settled. */
export function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const result = (queues.get(key) ?? Promise.resolve()).then(run);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
}

interface RequestedStay {
  propertyId: string;
  checkInDate: number;
  checkOutDate: number;
  initiatePayment: boolean;
  roomIds: Array<{ id: string; roomCount: number; ratePlanId?: string | undefined }>;
}

/**
 * The answer to a repeated key: the booking it made, as it is now. Its open payment order is re-used when the
 * request pays and the hold is still live; a key sent again for another stay or other rooms is refused.
 */
export async function replayBooking(
  deps: BookingDeps,
  booking: BookingRow,
  request: RequestedStay,
  now: Date,
): Promise<BookingData> {
  const rooms = await roomsOfBookings(deps.db, [booking.id]);
  const same = isSameStay(
    {
      propertyId: booking.propertyId,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      rooms: rooms.map((r) => ({ id: r.roomTypeId, roomCount: r.roomCount, ratePlanId: r.ratePlanId })),
    },
    {
      propertyId: request.propertyId,
      checkIn: unixToIstDate(request.checkInDate),
      checkOut: unixToIstDate(request.checkOutDate),
      rooms: request.roomIds,
    },
  );
  if (!same) throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  const payment =
    request.initiatePayment && isLiveHold(booking, now) ? await openOrderOrRelease(deps, booking, now) : null;
  // The replay answers exactly as the first call did, saving lines included (from the booking's snapshot).
  return withDiscounts(
    deps.db,
    toBookingData(
      booking,
      rooms.map((r) => ({
        id: r.roomTypeId,
        roomCount: r.roomCount,
        adults: r.adults,
        children: r.children,
        ratePlanId: r.ratePlanId,
      })),
      payment,
    ),
  );
}
