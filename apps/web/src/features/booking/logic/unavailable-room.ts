import { unavailableNightsNote } from '@staybook/contract/unavailable-nights';
import type { RoomOption, StayDates } from './room-option';

export interface UnavailableRoomNote {
  /** 'Sold out on Sat, 26 Dec 2026', 'Closed on 26 and 27 Dec'; null when the server named no night. */
  nights: string | null;
  /** Why the stay restrictions refuse the stay ('Minimum stay 3 nights from 24 Dec'), when that is news. */
  reason: string | null;
}

/**
 * What a room that cannot be booked for the stay tells the guest. A closed night is itself the restrictions'
 * refusal ('Not available on 26 Dec'), so its reason is not repeated; a restriction beside sold-out nights is.
 */
export function unavailableRoomNote(
  room: Pick<RoomOption, 'soldOutNights' | 'closedNights' | 'unavailableReason'>,
): UnavailableRoomNote {
  const nights = unavailableNightsNote({ soldOut: room.soldOutNights, closed: room.closedNights });
  return { nights, reason: showsRefusal(room) ? (room.unavailableReason ?? null) : null };
}

/** Whether the restrictions' refusal is news beside the nights named (a closed night already says it). */
export function showsRefusal(room: Pick<RoomOption, 'closedNights'>): boolean {
  return (room.closedNights?.length ?? 0) === 0;
}

/** The same page's query with another stay's dates: guests, property, filters and sort are kept. */
export function searchWithStay(search: string, stay: StayDates): string {
  const params = new URLSearchParams(search);
  params.set('checkInDate', String(stay.checkInDate));
  params.set('checkOutDate', String(stay.checkOutDate));
  return `?${params.toString()}`;
}
