import { formatDay, formatDayWithWeekday, plural } from '@staybook/contract/format';
import type { AllotmentLine, GroupPayer } from '@staybook/contract/groups';
import { GROUP_MAX_NIGHTS } from '@staybook/contract/groups';
import { rupeesToPaise } from '@staybook/contract/money';
import { addDays, daysBetween, type IsoDate, stayNights, todayIst } from '@staybook/contract/stay-dates';

/**
 * The rules of a group's allotment, pure (docs/groups-and-allotments.md): the nights a group holds, whether a room of
 * its rooming list fits inside them, when its cut-off has passed (in IST) and what a release gives back.
 */

export interface AllotmentNight {
  roomTypeId: string;
  stayDate: IsoDate;
  ratePaise: number;
  allotted: number;
  held: number;
  released: number;
}

/** The allotment's nights from its lines (each night of a room type once), or the problem with them. */
export function allotmentOf(
  lines: readonly AllotmentLine[],
  cutoffDate: IsoDate,
  now: Date,
): { nights: AllotmentNight[] } | { problem: string } {
  const today = todayIst(now);
  if (cutoffDate < today) return { problem: `The cut-off must be today (${formatDay(today)}) or later.` };
  const seen = new Map<string, AllotmentNight>();
  for (const line of lines) {
    if (line.from < today) return { problem: `An allotment starts today (${formatDay(today)}) or later.` };
    if (daysBetween(line.from, line.to) + 1 > GROUP_MAX_NIGHTS)
      return { problem: `An allotment line covers at most ${GROUP_MAX_NIGHTS} nights.` };
    for (const date of stayNights(line.from, addDays(line.to, 1))) {
      const key = `${line.roomTypeId}|${date}`;
      if (seen.has(key))
        return { problem: `Two lines hold the same room type on ${formatDayWithWeekday(date)}: make them one.` };
      const rooms = line.rooms;
      seen.set(key, {
        roomTypeId: line.roomTypeId,
        stayDate: date,
        ratePaise: rupeesToPaise(line.rate),
        allotted: rooms,
        held: rooms,
        released: 0,
      });
    }
  }
  const nights = [...seen.values()].sort((a, b) => (a.stayDate < b.stayDate ? -1 : a.stayDate > b.stayDate ? 1 : 0));
  const first = nights[0]!.stayDate;
  if (cutoffDate >= first)
    return {
      problem: `The cut-off must be before the first night held (${formatDay(first)}): the rooms not picked up by then go back on sale.`,
    };
  return { nights };
}

/** The cut-off day is the last the rooms wait: from the next IST day they go back on sale. */
export function isPastCutoff(cutoffDate: IsoDate, now: Date): boolean {
  return todayIst(now) > cutoffDate;
}

/**
 * Why a room of the rooming list cannot be picked up from these nights of its room type (the allotment's, as locked),
 * or null: every night of the stay must be held for the group with a room still unpicked.
 */
export function pickupProblem(
  nights: readonly Pick<AllotmentNight, 'stayDate' | 'held'>[],
  roomTypeName: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
): string | null {
  const byDate = new Map(nights.map((n) => [n.stayDate, n.held]));
  const stay = stayNights(checkIn, checkOut);
  const outside = stay.filter((d) => !byDate.has(d));
  if (outside.length > 0) {
    const held = [...byDate.keys()].sort();
    const span = held.length ? ` (${formatDay(held[0]!)} to ${formatDay(held.at(-1)!)})` : '';
    return `${formatDayWithWeekday(outside[0]!)} is not a night of the group’s ${roomTypeName} allotment${span}: a group room stays within its nights.`;
  }
  const full = stay.filter((d) => (byDate.get(d) ?? 0) < 1);
  if (full.length > 0)
    return `Every ${roomTypeName} room held for the group on ${formatDayWithWeekday(full[0]!)} is already picked up${full.length > 1 ? ` (and on ${plural(full.length - 1, 'more night')})` : ''}.`;
  return null;
}

/** What a release gives back: each night from today on still holding rooms, by room type. */
export function releaseCounts(
  nights: readonly Pick<AllotmentNight, 'roomTypeId' | 'stayDate' | 'held'>[],
  now: Date,
): Map<string, Map<IsoDate, number>> {
  const today = todayIst(now);
  const out = new Map<string, Map<IsoDate, number>>();
  for (const n of nights) {
    if (n.held <= 0 || n.stayDate < today) continue;
    const counts = out.get(n.roomTypeId) ?? new Map<IsoDate, number>();
    counts.set(n.stayDate, n.held);
    out.set(n.roomTypeId, counts);
  }
  return out;
}

export interface PayerRoom {
  guestName: string;
  chargedPaise: number;
  paidPaise: number;
  duePaise: number;
}

/** The group's statement: one line for the master payer, or one per guest; each what it owes, has paid and is due. */
export function payerStatement(payer: GroupPayer, masterName: string, rooms: readonly PayerRoom[]) {
  const line = (name: string, of: readonly PayerRoom[]) => ({
    payer: name,
    rooms: of.length,
    owesPaise: of.reduce((s, r) => s + r.chargedPaise, 0),
    paidPaise: of.reduce((s, r) => s + r.paidPaise, 0),
    duePaise: of.reduce((s, r) => s + r.duePaise, 0),
  });
  if (payer === 'master') return rooms.length ? [line(masterName, rooms)] : [];
  // One line per room: two guests of one name are still two payers.
  return rooms.map((r) => line(r.guestName, [r]));
}
