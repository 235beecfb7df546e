import type { BookingRoomSlot } from '@staybook/contract/admin-rooms';
import type { ChangeStay } from '@staybook/contract/booking-changes';
import type { DeskChangeStay } from '../../bookings/api/preview-booking-change';

/**
 * A stay moved on the room grid to another room type or other nights is a change of its booking (decision 013): the
 * booking's stay as it is, with the moved room's line on the new type and every date shifted, priced by the change
 * flow before it is made. A change rewrites the booking's lines, so their rooms are given again afterwards: each room
 * of the booking back to the room it slept in, the moved one to the room it was dropped on.
 */

const DAY = 86_400;

export type ChangedStay = { ok: true; stay: DeskChangeStay } | { ok: false; message: string };

/**
 * The change a grid move asks for: `shift` days later (or earlier), the moved line on `targetTypeId`, and the stay
 * `lengthen` nights longer (or shorter: a bar's end dragged, or the Nights field) — the booking's check-out moves, so
 * every room of it stays as long.
 */
export function changedStayOf(
  stay: ChangeStay,
  moved: { roomTypeId: string; roomTypeName: string },
  target: { roomTypeId: string; roomTypeName: string },
  shift: number,
  lengthen = 0,
): ChangedStay {
  if (Math.round((stay.checkOutDate - stay.checkInDate) / DAY) + lengthen < 1)
    return { ok: false, message: 'A stay needs at least one night. Nothing was changed.' };
  const rooms = stay.rooms.map((l) => ({
    id: l.roomTypeId,
    roomCount: l.roomCount,
    adults: l.adults,
    children: l.children,
    ...(l.ratePlanId ? { ratePlanId: l.ratePlanId } : {}),
  }));
  if (target.roomTypeId !== moved.roomTypeId) {
    const lines = stay.rooms.filter((l) => l.roomTypeId === moved.roomTypeId);
    const index = stay.rooms.findIndex((l) => l.roomTypeId === moved.roomTypeId);
    if (index < 0)
      return { ok: false, message: 'This stay’s room is no longer part of its booking. Nothing was changed.' };
    if (lines.length > 1 || lines[0]!.roomCount > 1)
      return {
        ok: false,
        message: `This ${moved.roomTypeName} room was booked together with other ${moved.roomTypeName} rooms, so which guests move is the desk’s choice: use Change booking on the booking. Nothing was changed.`,
      };
    const line = stay.rooms[index]!;
    // The new type's own plans: the booked plan belongs to the old type, so the new line takes the new type's default.
    rooms[index] = { id: target.roomTypeId, roomCount: 1, adults: line.adults, children: line.children };
  }
  return {
    ok: true,
    stay: {
      checkInDate: stay.checkInDate + shift * DAY,
      checkOutDate: stay.checkOutDate + (shift + lengthen) * DAY,
      roomIds: rooms,
      infants: stay.infants,
      pets: stay.pets,
      settle: 'at_property',
    },
  };
}

/** The room each slot of a booking sleeps in last (its current or coming room), by room type; slots with none left out. */
function roomsByType(slots: readonly BookingRoomSlot[], skip?: { bookingRoomId: string; slot: number }) {
  const out = new Map<string, string[]>();
  for (const s of slots) {
    if (skip && s.bookingRoomId === skip.bookingRoomId && s.slot === skip.slot) continue;
    const roomId = s.stays.at(-1)?.roomId;
    if (roomId) out.set(s.roomTypeId, [...(out.get(s.roomTypeId) ?? []), roomId]);
  }
  return out;
}

/**
 * After the change: which numbered room to give each room of the booking's new lines. Rooms of one type are alike to
 * the booking, so each type's rooms go back to its slots in turn, the moved room's place taken by the room it was
 * dropped on (first, so it is the one kept if the type has fewer rooms now).
 */
export function roomsToGiveBack(
  before: readonly BookingRoomSlot[],
  moved: { bookingRoomId: string; slot: number },
  target: { id: string; roomTypeId: string },
  after: readonly BookingRoomSlot[],
): Array<{ bookingRoomId: string; slot: number; roomId: string }> {
  const wanted = roomsByType(before, moved);
  wanted.set(target.roomTypeId, [target.id, ...(wanted.get(target.roomTypeId) ?? []).filter((id) => id !== target.id)]);
  const out: Array<{ bookingRoomId: string; slot: number; roomId: string }> = [];
  for (const s of after) {
    const roomId = wanted.get(s.roomTypeId)?.shift();
    if (roomId) out.push({ bookingRoomId: s.bookingRoomId, slot: s.slot, roomId });
  }
  return out;
}
