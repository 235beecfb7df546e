import type { HousekeepingBoard, HousekeepingRoom, HousekeepingStatus } from '@staybook/contract/housekeeping';
import { housekeepingStatuses } from '@staybook/contract/housekeeping';
import { type IsoDate, isIsoDate, todayIst } from '@staybook/contract/stay-dates';

/**
 * The housekeeping board's lists (issue 44), pure: the day's departures to clean (still to leave, or gone and not yet
 * clean), arrivals waiting (a guest comes to a room not yet ready), and every room by state. The address keeps the
 * property and the day (`?property=&date=`), today in IST by default.
 */
export function boardOf(params: URLSearchParams, now = new Date()): { propertyId: string; date: IsoDate } {
  const date = params.get('date') ?? '';
  return {
    propertyId: params.get('property') ?? '',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && isIsoDate(date) ? date : todayIst(now),
  };
}

const ready = (s: HousekeepingStatus) => s === 'clean' || s === 'inspected';

/**
 * Rooms a guest leaves that day: those gone and not yet ready first (clean them now), then those still to leave (to
 * clean once they have). A room out of order is left to its repair.
 */
export function departuresToClean(board: HousekeepingBoard): HousekeepingRoom[] {
  return board.rooms
    .filter(
      (r) => r.status !== 'out_of_order' && (r.departure === 'due' || (r.departure === 'left' && !ready(r.status))),
    )
    .sort((a, b) => Number(a.departure === 'due') - Number(b.departure === 'due'));
}

/** Rooms a guest arrives in that day that are not ready yet: the desk waits on them. */
export function arrivalsWaiting(board: HousekeepingBoard): HousekeepingRoom[] {
  return board.rooms.filter((r) => r.arrival && !ready(r.status));
}

/** Every room by state, in the states' order (dirty first: the work). */
export function roomsByStatus(board: HousekeepingBoard): Array<[HousekeepingStatus, HousekeepingRoom[]]> {
  return housekeepingStatuses.map((s) => [s, board.rooms.filter((r) => r.status === s)]);
}
