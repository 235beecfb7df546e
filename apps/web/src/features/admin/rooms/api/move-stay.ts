import type { BookingChangePreview } from '@staybook/contract/booking-changes';
import { addDays, type IsoDate, istDateToUnix } from '@staybook/contract/stay-dates';
import { changeBooking } from '../../bookings/api/change-booking';
import { getBookingStay } from '../../bookings/api/get-booking-stay';
import { type DeskChangeStay, previewBookingChange } from '../../bookings/api/preview-booking-change';
import { errorMessage } from '../../lib/console-api';
import { changedStayOf, roomsToGiveBack } from '../logic/stay-move';
import { getBookingRooms, moveRoom } from './booking-rooms';

/**
 * A stay moved on the room grid (issue 44). The same type and nights: the desk's assign, one transaction on the server.
 * Another type or other nights: the booking's change, previewed (priced by the change flow) for the desk to confirm,
 * then made, then each room of the booking given its room again (a change rewrites the booking's lines).
 */

export interface MovedStay {
  bookingId: string;
  bookingRoomId: string;
  slot: number;
  roomTypeId: string;
  roomTypeName: string;
}
export interface MoveTarget {
  id: string;
  number: string;
  roomTypeId: string;
  roomTypeName: string;
}

/** Moves a room of a booking to another room of its type for the rest of its stay. */
export function moveToRoom(stay: MovedStay, target: MoveTarget) {
  return moveRoom(stay.bookingId, {
    kind: 'assign',
    bookingRoomId: stay.bookingRoomId,
    slot: stay.slot,
    roomId: target.id,
  });
}

export interface PricedMove {
  request: DeskChangeStay;
  preview: BookingChangePreview;
}

/**
 * The change a move asks for, priced by the server; a move the grid cannot make as a change throws its reason. A stay
 * made longer or shorter (`lengthen` nights) moves the booking's check-out, so the bar must end where the booking does
 * (`lastNight`): a guest who changes rooms mid-stay has a bar per room, and only the last one's end is the booking's.
 */
export async function priceMove(
  stay: MovedStay,
  target: MoveTarget,
  shift: number,
  lengthen = 0,
  lastNight?: IsoDate,
): Promise<PricedMove> {
  const current = await getBookingStay(stay.bookingId);
  if (lengthen !== 0 && lastNight && istDateToUnix(addDays(lastNight, 1)) !== current.checkOutDate)
    throw new Error(
      'This room’s part of the stay ends before the booking does (the guest changes rooms): change the nights from the last room’s bar or from the booking. Nothing was changed.',
    );
  const changed = changedStayOf(current, stay, target, shift, lengthen);
  if (!changed.ok) throw new Error(changed.message);
  return { request: changed.stay, preview: await previewBookingChange(stay.bookingId, changed.stay) };
}

/**
 * Makes the priced change, then gives each room of the booking its room again. The change either happens whole or not
 * at all (the server's transaction); a room that cannot be given back afterwards (taken meanwhile) is named, and the
 * booking keeps its rooms counted, waiting under "Arrivals without a room".
 */
export async function makeMove(stay: MovedStay, target: MoveTarget, priced: PricedMove, reason: string) {
  const before = await getBookingRooms(stay.bookingId);
  await changeBooking(stay.bookingId, { ...priced.request, reason });
  const after = await getBookingRooms(stay.bookingId);
  const give = roomsToGiveBack(before.slots, stay, target, after.slots);
  const failed: string[] = [];
  for (const g of give) {
    try {
      await moveRoom(stay.bookingId, { kind: 'assign', ...g });
    } catch (error) {
      failed.push(errorMessage(error));
    }
  }
  return { failed };
}
