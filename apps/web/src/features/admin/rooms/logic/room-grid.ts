import type { AdminRoom, GridBlock, RoomAssignments, UnassignedArrival } from '@staybook/contract/admin-rooms';
import { addDays, daysBetween, type IsoDate, isIsoDate, todayIst } from '@staybook/contract/stay-dates';

/**
 * The room grid's layout (issue 44), pure: which of the window's nights each stay covers, cut at the window's edges;
 * the rooms grouped by type with their bars in order; the unassigned arrivals counted per type. Every date is an IST
 * calendar date and a stay's `from`–`to` are its first and last nights (both included), as the API answers them.
 */

/** Nights the grid shows at once by default, and the windows it offers (two weeks, or a month). */
export const GRID_NIGHTS = 14;
export const GRID_WINDOWS = [14, 31] as const;
export type GridWindow = (typeof GRID_WINDOWS)[number];

/**
 * The first night, window and property (`?from=&nights=&property=`) the address asks for: today in IST, 14 nights and
 * no property by default (a window the grid does not offer reads as 14).
 */
export function roomGridOf(
  params: URLSearchParams,
  now = new Date(),
): { from: IsoDate; nights: GridWindow; propertyId: string } {
  const from = params.get('from') ?? '';
  const nights = Number(params.get('nights'));
  return {
    from: /^\d{4}-\d{2}-\d{2}$/.test(from) && isIsoDate(from) ? from : todayIst(now),
    nights: GRID_WINDOWS.find((n) => n === nights) ?? GRID_NIGHTS,
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
  | (Span & { kind: 'out-of-service'; key: string; reason: string; from: IsoDate; to: IsoDate })
  | (Span & { kind: 'block'; key: string; block: GridBlock });

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
  /** The type's blocks of no numbered room (owner stays, maintenance, other channels), packed into rows that never overlap. */
  blockLanes: GridCell[][];
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
  // Every period a room was or will be out of service; an answer without the list has the current one on the room.
  const periods =
    data.outOfService ?? data.rooms.flatMap((r) => (r.outOfService ? [{ ...r.outOfService, roomId: r.id }] : []));
  for (const off of periods) {
    const span = spanOf(off, windowFrom, nights);
    if (span)
      add(off.roomId, {
        ...span,
        kind: 'out-of-service',
        key: off.blockId,
        reason: off.reason,
        from: off.from,
        to: off.to,
      });
  }
  const blocksOf = new Map<string, GridBar[]>();
  for (const block of data.blocks ?? []) {
    const span = spanOf(block, windowFrom, nights);
    if (span)
      blocksOf.set(block.roomTypeId, [
        ...(blocksOf.get(block.roomTypeId) ?? []),
        { ...span, kind: 'block', key: block.blockId, block },
      ]);
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
        blockLanes: packLanes(blocksOf.get(room.roomTypeId) ?? [], nights),
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

/** Bars that may overlap (blocks of a type) as rows of cells none of whose bars overlap: each into the first row it fits. */
export function packLanes(bars: readonly GridBar[], nights = GRID_NIGHTS): GridCell[][] {
  const lanes: GridBar[][] = [];
  for (const bar of [...bars].sort((a, b) => a.start - b.start)) {
    const lane = lanes.find((l) => l.every((o) => o.start + o.span <= bar.start || bar.start + bar.span <= o.start));
    if (lane) lane.push(bar);
    else lanes.push([bar]);
  }
  return lanes.map((l) => rowCells(l, nights));
}

/** A stay's state as the grid colours it and its legend names it. */
export type StayState = 'held' | 'confirmed' | 'in_house' | 'left';
export const STAY_STATES: readonly StayState[] = ['held', 'confirmed', 'in_house', 'left'];
export const stayStateLabels: Record<StayState, string> = {
  held: 'Held, awaiting payment',
  confirmed: 'Confirmed',
  in_house: 'Checked in',
  left: 'Checked out',
};
export function stayStateOf(status: string): StayState {
  if (status === 'pending_payment') return 'held';
  if (status === 'checked_in') return 'in_house';
  if (status === 'completed') return 'left';
  return 'confirmed';
}

/**
 * What moving a stay's bar asks for: the grabbed night dropped on `dropNight` of `target`. The stay's nights shift by
 * as many days as the drop is from the grab. Same type and same nights: a move between rooms (the desk's assign, one
 * transaction). Another type, other nights, or a longer or shorter stay (`lengthen`): a change of the booking (priced
 * first), then the room. Nothing: the same room and nights.
 */
export type StayMove =
  | { kind: 'none' }
  | { kind: 'room'; shift: 0 }
  | { kind: 'change'; shift: number; otherType: boolean };

export function moveOf(
  stay: { roomId: string; from: IsoDate },
  source: { roomTypeId: string },
  target: { id: string; roomTypeId: string },
  shift: number,
  lengthen = 0,
): StayMove {
  const otherType = target.roomTypeId !== source.roomTypeId;
  if (!otherType && shift === 0 && lengthen === 0)
    return target.id === stay.roomId ? { kind: 'none' } : { kind: 'room', shift: 0 };
  return { kind: 'change', shift, otherType };
}

/** The desk's New booking, opened on a night of a room type (an empty cell of the grid): one night, one room. */
export function newBookingSearch(propertyId: string, roomTypeId: string, night: IsoDate): string {
  return `?${new URLSearchParams({ property: propertyId, roomType: roomTypeId, checkIn: night }).toString()}`;
}
