import { type IsoDate, istDateToUnix } from '@staybook/contract/stay-dates';
import { type NightRestrictions, type StayRefusal, stayRefusal } from '@staybook/contract/stay-restrictions';
import type { DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { findStayRows } from './nights.repository.js';

/**
 * Stay restrictions as every selling path applies them: the property list's search mirrors the same rule in SQL
 * (catalogue.repository.ts); the rooms endpoint, pricing and the hold call `findStayRefusals` with the
 * connection or transaction they read inventory with.
 */

/** Why each of these room types refuses the stay; room types that allow it are absent. */
export async function findStayRefusals(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  checkIn: IsoDate,
  checkOut: IsoDate,
): Promise<Map<string, StayRefusal>> {
  return refusalsFrom(await findStayRows(db, roomTypeIds, checkIn, checkOut), roomTypeIds, checkIn, checkOut);
}

/** A stay row as the inventory reads it (nights.repository findStayRows). */
export type StayRow = Omit<NightRestrictions, 'date' | 'stopSell'> & {
  roomTypeId: string;
  stayDate: IsoDate;
  isClosed: boolean;
};

const restrictionsOf = (r: StayRow): NightRestrictions => ({
  date: r.stayDate,
  minStay: r.minStay,
  maxStay: r.maxStay,
  closedToArrival: r.closedToArrival,
  closedToDeparture: r.closedToDeparture,
  stopSell: r.isClosed,
});

/** The refusals of these room types from their rows of the arrival night to the departure date (both included). */
export function refusalsFrom(
  rows: ReadonlyArray<StayRow>,
  roomTypeIds: readonly string[],
  checkIn: IsoDate,
  checkOut: IsoDate,
): Map<string, StayRefusal> {
  const refusals = new Map<string, StayRefusal>();
  for (const id of roomTypeIds) {
    const refusal = stayRefusal(checkIn, checkOut, rows.filter((r) => r.roomTypeId === id).map(restrictionsOf));
    if (refusal) refusals.set(id, refusal);
  }
  return refusals;
}

/** 400 with the first refused room's reason as the message ('Minimum stay 3 nights from 24 Dec'). */
export function assertStayAllowed(
  refusals: ReadonlyMap<string, StayRefusal>,
  rooms: ReadonlyArray<{ roomTypeId: string; name: string }>,
): void {
  for (const room of rooms) {
    const refusal = refusals.get(room.roomTypeId);
    if (!refusal) continue;
    throw badRequest(refusal.reason, {
      roomId: room.roomTypeId,
      roomName: room.name,
      reason: 'restriction',
      restriction: refusal.kind,
      date: istDateToUnix(refusal.date),
      ...(refusal.nights === undefined ? {} : { nights: refusal.nights }),
    });
  }
}
