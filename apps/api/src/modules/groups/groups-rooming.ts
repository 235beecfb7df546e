import type { RoomingRowResult } from '@staybook/contract/groups';
import { RoomingListProblem, readRoomingList } from '@staybook/contract/rooming-list';
import { AppError, badRequest } from '../../lib/http-errors.js';
import type { Actor } from '../audit/audited-change.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import { pickUpGroupRoom, roomingRoomTypes } from './groups.service.js';

/**
 * A rooming list pasted or uploaded as CSV: each row read and checked on its own (contract rooming-list.ts), then each
 * good row picked up as its own booking, one after another. A bad row, or one the allotment cannot take, gets its own
 * message and the rest go on; the answer has every row, so the console keeps the ones to correct.
 */
export async function importRoomingList(
  deps: BookingDeps,
  actor: Actor,
  groupId: string,
  csv: string,
  now = new Date(),
): Promise<RoomingRowResult[]> {
  const types = await roomingRoomTypes(deps.db, groupId);
  let rows: ReturnType<typeof readRoomingList>;
  try {
    rows = readRoomingList(csv, types);
  } catch (err) {
    if (err instanceof RoomingListProblem) throw badRequest(err.message);
    throw err;
  }
  const results: RoomingRowResult[] = [];
  for (const row of rows) {
    if (!row.ok) {
      results.push({ line: row.line, guestName: row.guestName, ok: false, code: null, message: row.message });
      continue;
    }
    try {
      const { code } = await pickUpGroupRoom(deps, actor, groupId, row.room, now);
      results.push({ line: row.line, guestName: row.guestName, ok: true, code, message: null });
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      results.push({ line: row.line, guestName: row.guestName, ok: false, code: null, message: err.message });
    }
  }
  return results;
}
