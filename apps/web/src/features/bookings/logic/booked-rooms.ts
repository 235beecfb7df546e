import type { RoomRef } from '../api/get-property-rooms';

/** The room types of a booking: the Room Details rows whose title is one of the property's room names. */
export function bookedRooms(rows: readonly { title: string }[], rooms: readonly RoomRef[]): RoomRef[] {
  const byName = new Map(rooms.map((r) => [r.name.trim().toLowerCase(), r]));
  const found: RoomRef[] = [];
  for (const row of rows) {
    const room = byName.get(row.title.trim().toLowerCase());
    if (room && !found.includes(room)) found.push(room);
  }
  return found;
}
