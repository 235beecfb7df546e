import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import type { Room } from '@staybook/contract/catalogue';
import type { DbOrTx } from '../../db/client.js';
import {
  alternativeWindow,
  nearestAlternativeStay,
  type SellableNight,
  unsellableNights,
} from './alternative-stay-rules.js';
import { findInventory } from './catalogue.repository.js';
import type { Stay } from './catalogue-rules.js';

export type StayAlternatives = Pick<Room, 'soldOutNights' | 'closedNights' | 'alternativeStay'>;

/**
 * For room types that cannot be booked for the stay: the nights that stop it, and the nearest stay of the same
 * length each can be booked for. One inventory read covers every such room type and the whole search window.
 */
export async function findStayAlternatives(
  db: DbOrTx,
  roomTypeIds: string[],
  stay: Stay,
  now: Date,
): Promise<Map<string, StayAlternatives>> {
  const found = new Map<string, StayAlternatives>();
  if (roomTypeIds.length === 0) return found;
  const today = todayIst(now);
  const window = alternativeWindow(stay, today);
  const rows = await findInventory(db, roomTypeIds, window.first, addDays(window.last, 1));
  for (const id of roomTypeIds) {
    const nights: SellableNight[] = rows
      .filter((row) => row.roomTypeId === id)
      .map((row) => ({
        date: row.stayDate,
        free: row.available,
        minStay: row.minStay,
        maxStay: row.maxStay,
        closedToArrival: row.closedToArrival,
        closedToDeparture: row.closedToDeparture,
        stopSell: row.isClosed,
      }));
    const { soldOut, closed } = unsellableNights(stay, nights);
    const alternative = nearestAlternativeStay(stay, nights, today);
    found.set(id, {
      ...(soldOut.length ? { soldOutNights: soldOut.map(istDateToUnix) } : {}),
      ...(closed.length ? { closedNights: closed.map(istDateToUnix) } : {}),
      ...(alternative
        ? {
            alternativeStay: {
              checkInDate: istDateToUnix(alternative.checkIn),
              checkOutDate: istDateToUnix(alternative.checkOut),
            },
          }
        : {}),
    });
  }
  return found;
}
