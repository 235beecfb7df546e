import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { addDays, type IsoDate } from '@staybook/contract/stay-dates';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import {
  blockRoomNightCounts,
  lockBlockNights,
  unblockRoomNightCounts,
  unblockRoomNights,
} from './blocks.repository.js';

/**
 * A group's allotment as the inventory keeps it (modules/groups, docs/groups-and-allotments.md): rooms held for the
 * group are `blocked` on their nights, so no channel sells them and the free count is rooms in service − booked −
 * blocked; a room picked up by the group's booking leaves the block in the same transaction as the booking takes it,
 * so it never comes from open inventory; rooms released at the cut-off go back on sale. The caller locks the room type
 * first (lockRoomType), as every other writer of its nights does.
 */

/** Rooms of a room type per night, held off sale at once, all or nothing; a 409 names the nights that lack them. */
export async function holdAllotmentNights(
  tx: Tx,
  roomType: { id: string; name: string },
  counts: ReadonlyMap<IsoDate, number>,
): Promise<void> {
  const dates = [...counts.keys()].sort();
  if (dates.length === 0) return;
  const nights = await lockBlockNights(tx, roomType.id, dates[0]!, addDays(dates.at(-1)!, 1));
  const free = new Map(nights.map((n) => [n.stayDate, n.available]));
  const short = dates
    .filter((d) => (free.get(d) ?? 0) < counts.get(d)!)
    .map((d) => ({ date: d, free: free.get(d) ?? 0, wanted: counts.get(d)! }));
  if (short.length > 0)
    throw conflict(shortMessage(roomType.name, short), 'CONFLICT', { dates: short.map((s) => s.date) });
  const taken = await blockRoomNightCounts(tx, roomType.id, counts);
  if (taken.length !== counts.size)
    throw conflict('The inventory changed while saving. Nothing was held; please try again.');
}

function shortMessage(name: string, short: ReadonlyArray<{ date: IsoDate; free: number; wanted: number }>): string {
  const nights = short
    .slice(0, 5)
    .map((s) => `${formatDayWithWeekday(s.date)} (${s.free} free, ${s.wanted} wanted)`)
    .join(', ');
  const more = short.length > 5 ? ` and ${plural(short.length - 5, 'more night')}` : '';
  return `Not enough ${name} rooms are free on ${nights}${more}. Nothing was held.`;
}

/** Held rooms given back to sale, a number per night (the group's release at or before its cut-off). */
export async function releaseAllotmentNights(
  tx: Tx,
  roomTypeId: string,
  counts: ReadonlyMap<IsoDate, number>,
): Promise<void> {
  const dates = [...counts.keys()].sort();
  if (dates.length === 0) return;
  await lockBlockNights(tx, roomTypeId, dates[0]!, addDays(dates.at(-1)!, 1));
  await unblockRoomNightCounts(tx, roomTypeId, counts);
}

/**
 * One held room of each of these nights made sellable to the booking that picks it up in this same transaction (the
 * nights stay locked until it commits, so nothing else can take them first).
 */
export async function pickUpAllotmentNights(tx: Tx, roomTypeId: string, dates: readonly IsoDate[]): Promise<void> {
  const sorted = [...dates].sort();
  if (sorted.length === 0) return;
  await lockBlockNights(tx, roomTypeId, sorted[0]!, addDays(sorted.at(-1)!, 1));
  const touched = await unblockRoomNights(tx, roomTypeId, sorted, 1);
  if (touched !== sorted.length) throw conflict('A night of this room is no longer open. Nothing was booked.');
}
