import type { BedRequest } from '@staybook/contract/party-rules';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookingRequests } from '../../db/schema/index.js';

/** What a family told the hotel with its booking: each child's age and a cot or extra-bed request (issue 24). */
export interface BookingRequests {
  childAges: number[];
  bedRequest: BedRequest | null;
}

export const NO_REQUESTS: BookingRequests = { childAges: [], bedRequest: null };

/** Kept in the booking's own transaction; a booking that asked nothing has no row. */
export async function saveBookingRequests(
  tx: DbOrTx,
  bookingId: string,
  input: { childAges?: number[] | undefined; bedRequest?: BedRequest | undefined },
): Promise<void> {
  const childAges = input.childAges ?? [];
  if (childAges.length === 0 && !input.bedRequest) return;
  await tx.insert(bookingRequests).values({ bookingId, childAges, bedRequest: input.bedRequest ?? null });
}

/** Each booking's requests by id (bookings without any are absent). */
export async function findBookingRequests(db: DbOrTx, bookingIds: string[]): Promise<Map<string, BookingRequests>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.select().from(bookingRequests).where(inArray(bookingRequests.bookingId, bookingIds));
  return new Map(
    rows.map((r) => [r.bookingId, { childAges: r.childAges, bedRequest: (r.bedRequest as BedRequest | null) ?? null }]),
  );
}
