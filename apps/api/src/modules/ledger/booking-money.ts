import type { DbOrTx } from '../../db/client.js';
import { type BookingMoney, bookingMoney, NO_CASH } from './booking-money-rules.js';
import { cashOfBookings } from './ledger.repository.js';

export type { BookingMoney } from './booking-money-rules.js';

/** The booking's money (paid, refunded, due) from the books: the one figure every screen, message and quote reads. */
export async function bookingMoneyOf(
  db: DbOrTx,
  booking: { id: string; status: string; totalPostTaxPaise: number },
): Promise<BookingMoney> {
  const cash = await cashOfBookings(db, [booking.id]);
  return bookingMoney(booking, cash.get(booking.id) ?? NO_CASH);
}

/** bookingMoneyOf for many bookings in three queries (lists, the hotel's morning message). */
export async function bookingsMoneyOf(
  db: DbOrTx,
  list: ReadonlyArray<{ id: string; status: string; totalPostTaxPaise: number }>,
): Promise<Map<string, BookingMoney>> {
  const cash = await cashOfBookings(
    db,
    list.map((b) => b.id),
  );
  return new Map(list.map((b) => [b.id, bookingMoney(b, cash.get(b.id) ?? NO_CASH)]));
}
