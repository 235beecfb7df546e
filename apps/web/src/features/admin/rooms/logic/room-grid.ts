import type { AdminRoom, RoomAssignments, UnassignedArrival } from '@staybook/contract/admin-rooms';
import { addDays, daysBetween, type IsoDate, isIsoDate, todayIst } from '@staybook/contract/stay-dates';

/**
 * The room grid's layout (issue 44), pure: which of the window's nights each stay covers, cut at the window's edges;
 * the rooms grouped by type with their bars in order; the unassigned arrivals counted per type. Every date is an IST
 * calendar date and a stay's `from`–`to` are its first and last nights (both included), as the API answers them.
 */

/** Nights the grid shows at once. */
export const GRID_NIGHTS = 14;

/** The first night and property (`?from=&property=`) the address asks for: today in IST and no property by default. */
export function roomGridOf(params: URLSearchParams, now = new Date()): { from: IsoDate; propertyId: string } {
  const from = params.get('from') ?? '';
  return {
    from: /^\d{4}-\d{2}-\d{2}$/.test(from) && isIsoDate(from) ? from : todayIst(now),
    propertyId: params.get('property') ?? '',
  };
}

/** The window's nights, first to last. */
export function gridNights(from: IsoDate, nights = GRID_NIGHTS): IsoDate[] {
  return Array.from({ length: nights }, (_, i) => addDays(from, i));
}

export interface Span {
  /** Index of the first column the bar covers. */
  start: number;
  /** Columns it covers (≥ 1). */
  span: number;
  /** The stay began before the window's first night. */
  continuesBefore: boolean;
  /** The stay goes on after the window's last night. */
  continuesAfter: boolean;
}

/** The columns a stay of nights `from`–`to` (both included) covers in a window of `nights` from `windowFrom`; null if none. */
export function spanOf(stay: { from: IsoDate; to: IsoDate }, windowFrom: IsoDate, nights = GRID_NIGHTS): Span | null {
  const first = daysBetween(windowFrom, stay.from);
  const last = daysBetween(windowFrom, stay.to);
  if (last < first || last < 0 || first > nights - 1) return null;
  const start = Math.max(first, 0);
  const end = Math.min(last, nights - 1);
  return { start, span: end - start + 1, continuesBefore: first < 0, continuesAfter: last > nights - 1 };
}

type Assignment = RoomAssignments['assignments'][number];

export type GridBar =
  | (Span & { kind: 'booking'; key: string; stay: Assignment })
  | (Span & { kind: 'out-of-service'; key: string; reason: string; from: IsoDate; to: IsoDate });

/** A row's cells in order: empty nights one by one, each bar as one cell spanning its nights. */
export type GridCell = { kind: 'empty'; index: number } | { kind: 'bar'; bar: GridBar };

export interface GridRoomRow {
  room: AdminRoom;
  cells: GridCell[];
}

export interface GridRoomType {
  roomTypeId: string;
  roomTypeName: string;
  rooms: GridRoomRow[];
  /** Rooms of this type arriving in the window with no numbered room yet. */
  unassignedRooms: number;
}

/**
 * A room's cells over the window. Two bars never share a night of one room (the database's unique index, and a room
 * going out of service moves its guests), but should they, the later one is drawn from the first night left free so
 * every night is one cell and the columns stay aligned.
 */
export function rowCells(bars: readonly GridBar[], nights = GRID_NIGHTS): GridCell[] {
  const cells: GridCell[] = [];
  let next = 0;
  for (const bar of [...bars].sort((a, b) => a.start - b.start)) {
    const end = bar.start + bar.span;
    if (end <= next) continue;
    while (next < bar.start) cells.push({ kind: 'empty', index: next++ });
    const start = Math.max(bar.start, next);
    cells.push({ kind: 'bar', bar: { ...bar, start, span: end - start } });
    next = end;
  }
  while (next < nights) cells.push({ kind: 'empty', index: next++ });
  return cells;
}

/** The property's rooms grouped by type (in the API's order), each with its bookings' and out-of-service bars. */
export function gridRows(data: RoomAssignments, windowFrom: IsoDate, nights = GRID_NIGHTS): GridRoomType[] {
  const barsOf = new Map<string, GridBar[]>();
  const add = (roomId: string, bar: GridBar) => barsOf.set(roomId, [...(barsOf.get(roomId) ?? []), bar]);
  for (const stay of data.assignments) {
    const span = spanOf(stay, windowFrom, nights);
    if (span)
      add(stay.roomId, { ...span, kind: 'booking', key: `${stay.bookingRoomId}:${stay.slot}:${stay.from}`, stay });
  }
  for (const room of data.rooms) {
    const off = room.outOfService;
    const span = off && spanOf(off, windowFrom, nights);
    if (off && span)
      add(room.id, {
        ...span,
        kind: 'out-of-service',
        key: off.blockId,
        reason: off.reason,
        from: off.from,
        to: off.to,
      });
  }
  const unassigned = unassignedByType(data.unassigned ?? []);
  const types: GridRoomType[] = [];
  for (const room of data.rooms) {
    let type = types.find((t) => t.roomTypeId === room.roomTypeId);
    if (!type) {
      type = {
        roomTypeId: room.roomTypeId,
        roomTypeName: room.roomTypeName,
        rooms: [],
        unassignedRooms: unassigned.get(room.roomTypeId)?.rooms ?? 0,
      };
      types.push(type);
    }
    type.rooms.push({ room, cells: rowCells(barsOf.get(room.id) ?? [], nights) });
  }
  return types;
}

/** Unassigned arrivals per room type: how many rooms, in the order the types first appear. */
export function unassignedByType(
  arrivals: readonly UnassignedArrival[],
): Map<string, { roomTypeName: string; rooms: number }> {
  const out = new Map<string, { roomTypeName: string; rooms: number }>();
  for (const a of arrivals) {
    const entry = out.get(a.roomTypeId) ?? { roomTypeName: a.roomTypeName, rooms: 0 };
    out.set(a.roomTypeId, { ...entry, rooms: entry.rooms + a.rooms });
  }
  return out;
}
