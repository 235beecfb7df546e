import { type IsoDate, stayNights } from '@staybook/contract';
import { holdRefusalText } from '@staybook/contract/hold-refusal';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import {
  findInventory,
  findStayRows,
  giveBackRoomNights,
  lockAndTakeStayRows,
  lockInventory,
  lockStayRows,
  openRoomNights,
  takeRoomNights,
} from './nights.repository.js';
import { refusalsFrom, type StayRow } from './stay-restrictions.js';

/**
 * Taking and giving back rooms, night by night: the one path every channel sells through (the website's holds, the
 * desk, and next date changes, owner blocks and OTA imports). Callers that touch an existing booking hold its row
 * lock first: bookings are always locked before inventory, and inventory rows in (room type, date) order, so
 * concurrent holds, releases and confirmations queue instead of deadlocking.
 */

export interface RoomNeed {
  roomTypeId: string;
  roomCount: number;
}

/** One night of one room type as a seller sees it (a missing or closed night has no rooms free). */
export interface NightOnSale {
  date: IsoDate;
  ratePaise: number;
  available: number;
}

function byRoomType<T extends { roomTypeId: string }>(a: T, b: T): number {
  return a.roomTypeId < b.roomTypeId ? -1 : a.roomTypeId > b.roomTypeId ? 1 : 0;
}

/**
 * The nights of one room type from inventory rows; a night the console never opened (no row) or closed cannot be
 * sold, and a missing night is priced at the room's base rate so a quote still shows a price.
 */
export function nightsOnSale(
  rows: ReadonlyArray<{
    roomTypeId: string;
    stayDate: IsoDate;
    ratePaise: number;
    available: number;
    isClosed: boolean;
  }>,
  roomTypeId: string,
  dates: readonly IsoDate[],
  baseRatePaise: number,
): NightOnSale[] {
  const byDate = new Map(rows.filter((r) => r.roomTypeId === roomTypeId).map((r) => [r.stayDate, r]));
  return dates.map((date) => {
    const row = byDate.get(date);
    if (!row) return { date, ratePaise: baseRatePaise, available: 0 };
    return { date, ratePaise: row.ratePaise, available: row.isClosed ? 0 : row.available };
  });
}

/** The stay's nights of these room types as they stand (no lock: for quotes and lists). */
export function readNights(db: DbOrTx, roomTypeIds: readonly string[], checkIn: IsoDate, checkOut: IsoDate) {
  return findInventory(db, roomTypeIds, checkIn, checkOut);
}

/**
 * The stay's nights and why any of these room types refuses it, in one read (the quote's path: no lock). The nights
 * are [checkIn, checkOut); the refusals also read the departure date's closed-to-departure.
 */
export async function readStay(db: DbOrTx, roomTypeIds: readonly string[], checkIn: IsoDate, checkOut: IsoDate) {
  return stayOfRows(await findStayRows(db, roomTypeIds, checkIn, checkOut), roomTypeIds, checkIn, checkOut);
}

/**
 * A stay's nights and refusals from its rows of the arrival night to the departure date (both included), as readStay
 * reads them: for a reader that fetched those rows in a statement of its own (the quote reads them with the plans).
 */
export function stayOfRows<R extends StayRow>(
  rows: readonly R[],
  roomTypeIds: readonly string[],
  checkIn: IsoDate,
  checkOut: IsoDate,
) {
  return {
    nights: rows.filter((r) => r.stayDate < checkOut),
    refusals: refusalsFrom(rows, roomTypeIds, checkIn, checkOut),
  };
}

/** Locks the rooms' inventory rows for the stay and reads them; until commit, what it returns is the truth. */
export async function readLockedNights(
  tx: Tx,
  rooms: ReadonlyArray<RoomNeed & { baseRatePaise: number }>,
  checkIn: IsoDate,
  checkOut: IsoDate,
): Promise<Map<string, NightOnSale[]>> {
  // The one locked read (readLockedStay), without its restrictions: taking rooms back does not re-check them.
  return (await readLockedStay(tx, rooms, checkIn, checkOut)).nights;
}

/**
 * A hold's stay under lock, in one read (the booking's path; the quote's is readStay): the nights, locked until
 * commit and priced from what they hold now, and why any room type refuses the stay (its nights' restrictions, read
 * under the same lock, and the departure date's closed-to-departure).
 */
export async function readLockedStay(
  tx: Tx,
  rooms: ReadonlyArray<RoomNeed & { baseRatePaise: number }>,
  checkIn: IsoDate,
  checkOut: IsoDate,
) {
  const ids = [...rooms].sort(byRoomType).map((r) => r.roomTypeId);
  const rows = await lockStayRows(tx, ids, checkIn, checkOut);
  const dates = stayNights(checkIn, checkOut);
  const nights = rows.filter((r) => r.stayDate < checkOut);
  return {
    nights: new Map(rooms.map((r) => [r.roomTypeId, nightsOnSale(nights, r.roomTypeId, dates, r.baseRatePaise)])),
    refusals: refusalsFrom(rows, ids, checkIn, checkOut),
  };
}

/**
 * A hold's stay in one statement (the booking's path): the nights locked and read with their restrictions as
 * readLockedStay reads them, and every night of every room taken with the conditional decrement (`available >= n AND
 * NOT is_closed`) only when all of them can be — all or nothing. `taken` false: nothing was taken; the nights say
 * which one is short (or closed). The caller refuses what the nights or refusals refuse, and its throw rolls the
 * taking back with the transaction.
 */
export async function takeStay(
  tx: Tx,
  rooms: ReadonlyArray<RoomNeed & { baseRatePaise: number }>,
  checkIn: IsoDate,
  checkOut: IsoDate,
  /** The caller's locks, run first in the same statement; its rows are answered as `before`. */
  before?: SQL,
  /** The caller's own read in the same statement (the hold's quote), answered as `also`. */
  also?: SQL,
) {
  const sorted = [...rooms].sort(byRoomType);
  const dates = stayNights(checkIn, checkOut);
  const read = await lockAndTakeStayRows(tx, sorted, checkIn, checkOut, dates.length * sorted.length, before, also);
  const { rows, taken } = read;
  const nights = rows.filter((r) => r.stayDate < checkOut);
  return {
    nights: new Map(rooms.map((r) => [r.roomTypeId, nightsOnSale(nights, r.roomTypeId, dates, r.baseRatePaise)])),
    refusals: refusalsFrom(
      rows,
      sorted.map((r) => r.roomTypeId),
      checkIn,
      checkOut,
    ),
    taken: taken === dates.length * sorted.length,
    before: read.before,
    also: read.also,
    /** The rows as locked, before the taking, with the departure date's (as findStayRows reads them). */
    rows,
  };
}

/**
 * Takes every night of every room with the conditional update (`available >= n AND NOT is_closed`) and requires
 * every night to be taken; otherwise 409 SOLD_OUT, and the throw rolls the whole transaction back.
 */
export async function holdNights(tx: Tx, rooms: readonly RoomNeed[], checkIn: IsoDate, checkOut: IsoDate) {
  const nights = stayNights(checkIn, checkOut).length;
  for (const room of [...rooms].sort(byRoomType)) {
    const taken = await takeRoomNights(tx, room.roomTypeId, checkIn, checkOut, room.roomCount);
    if (taken !== nights)
      throw conflict(holdRefusalText({ reason: 'sold_out' }), 'SOLD_OUT', {
        roomId: room.roomTypeId,
        reason: 'sold_out',
      });
  }
}

/** Takes the rooms again only when every night still has them (all or nothing); false, changing nothing, if not. */
export async function retakeNights(tx: Tx, rooms: readonly RoomNeed[], checkIn: IsoDate, checkOut: IsoDate) {
  const nights = await readLockedNights(
    tx,
    rooms.map((r) => ({ ...r, baseRatePaise: 0 })),
    checkIn,
    checkOut,
  );
  const enough = rooms.every((r) => (nights.get(r.roomTypeId) ?? []).every((n) => n.available >= r.roomCount));
  if (!enough) return false;
  await holdNights(tx, rooms, checkIn, checkOut);
  return true;
}

/** Gives back the nights [from, to) of these rooms (a whole stay, or the rest of one after an early departure). */
export async function releaseNights(tx: Tx, rooms: readonly RoomNeed[], from: IsoDate, to: IsoDate) {
  const sorted = [...rooms].sort(byRoomType);
  await lockInventory(
    tx,
    sorted.map((r) => r.roomTypeId),
    from,
    to,
  );
  for (const room of sorted) await giveBackRoomNights(tx, room.roomTypeId, from, to, room.roomCount);
}

/** Opens a new room type's nights for sale from `from` (existing nights untouched); answers how many it opened. */
export function openNights(
  db: DbOrTx,
  roomType: { id: string; baseRatePaise: number; totalRooms: number },
  from: IsoDate,
  nights: number,
): Promise<number> {
  return openRoomNights(db, roomType.id, from, nights, roomType.baseRatePaise, roomType.totalRooms);
}
