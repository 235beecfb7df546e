import { type StaffRole, staffRoleLabels } from '@staybook/contract/admin-staff';
import type {
  HousekeepingBoard,
  HousekeepingChange,
  HousekeepingRoom,
  HousekeepingStatus,
  SetHousekeeping,
} from '@staybook/contract/housekeeping';
import { setHousekeepingSchema } from '@staybook/contract/housekeeping';
import { addDays, type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import { unassignedArrivals } from './assignments.service.js';
import * as repo from './housekeeping.repository.js';
import * as rooms from './rooms.repository.js';

/**
 * Housekeeping (issue 44). Each numbered room is dirty, clean, inspected or out of order; a housekeeper or the desk sets
 * it from the board, and a check-out makes the rooms its guests slept in dirty, in the check-out's own transaction
 * (bookings' moveBooking calls `markRoomsLeftDirty`), so a room is never shown clean after a guest has just left it.
 * Every change is kept (who, when, from what to what). Assignment reads the state (room-assignment-rules.ts): a guest
 * arriving today is given a ready room before a dirty one.
 */

const HISTORY_LIMIT = 50;
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The check-out of `bookingId`: its guests' last rooms become dirty (a room out of order stays so). */
export async function markRoomsLeftDirty(tx: Tx, bookingId: string, now: Date): Promise<void> {
  const left = await repo.lockRoomsLeftBy(tx, bookingId, todayIst(now));
  await repo.writeStates(
    tx,
    left
      .filter((r) => r.status === 'clean' || r.status === 'inspected')
      .map((r) => ({
        roomId: r.id,
        propertyId: r.propertyId,
        from: r.status,
        to: 'dirty',
        changedBy: null,
        bookingId,
      })),
    now,
  );
}

/** A housekeeper's or the desk's change of a room's state, audited and kept in the room's history. */
export function setRoomState(db: Db, actor: Actor, roomId: string, input: SetHousekeeping, now = new Date()) {
  const { status, note } = setHousekeepingSchema.parse(input);
  return auditedChange(db, actor, {
    action: 'rooms.housekeeping',
    entityType: 'room',
    entityId: roomId,
    what: 'Room',
    lock: (tx, id) => repo.lockRoomState(tx, id),
    async change(tx, room) {
      // The same state again is still a visit (a room inspected twice): kept in the history, not refused.
      await repo.writeStates(
        tx,
        [{ roomId, propertyId: room.propertyId, from: room.status, to: status, note, changedBy: actor.actorUserId }],
        now,
      );
      const board = await housekeepingBoard(tx, room.propertyId, todayIst(now), now);
      const result = board.rooms.find((r) => r.id === roomId);
      if (!result) throw notFound('Room');
      return { before: { status: room.status }, after: { status, note: note ?? null }, result };
    },
  });
}

/** Who made a change, in the board's words. */
function byOf(row: Awaited<ReturnType<typeof repo.findStateHistory>>[number]): string {
  if (row.bookingCode) return `Check-out of ${row.bookingCode}`;
  if (row.staffName) {
    const [name, role] = row.staffName.split('|');
    return `${name} (${staffRoleLabels[role as StaffRole] ?? role})`;
  }
  return row.userName ?? 'Staff';
}

/**
 * The day's board for a property: every numbered room with its state, whether a guest leaves it that day (still due,
 * or gone), arrives in it, or sleeps in it that night; how many of the day's arrivals still have no room; and the
 * latest changes. `date` is an IST calendar date (today by default).
 */
export async function housekeepingBoard(
  db: DbOrTx,
  propertyId: string,
  date: IsoDate,
  now = new Date(),
): Promise<HousekeepingBoard> {
  const today = todayIst(now);
  // One after another: inside a change's transaction these share its one connection.
  const roomRows = await rooms.findRooms(db, { propertyId }, today);
  const states = await repo.findRoomStates(db, propertyId);
  const nights = await repo.findNightsAround(db, propertyId, date);
  const history = await repo.findStateHistory(db, propertyId, HISTORY_LIMIT);
  const unassigned = await unassignedArrivals(db, { propertyId, from: date, to: date }, today);
  const stateOf = new Map(states.map((s) => [s.id, s]));
  const before = addDays(date, -1);
  const changes: HousekeepingChange[] = history.map((h) => ({
    roomId: h.roomId,
    number: h.number,
    from: (h.from as HousekeepingStatus | null) ?? null,
    to: h.to as HousekeepingStatus,
    note: h.note,
    by: byOf(h),
    at: seconds(h.at)!,
  }));
  const lastBy = new Map<string, string>();
  for (const c of [...changes].reverse()) lastBy.set(c.roomId, c.by);
  const boardRooms: HousekeepingRoom[] = roomRows.map((r) => {
    const mine = nights.filter((n) => n.roomId === r.id);
    const tonight = mine.find((n) => n.stayDate === date);
    const lastNight = mine.find((n) => n.stayDate === before);
    const leaving = lastNight && lastNight.bookingId !== tonight?.bookingId ? lastNight : undefined;
    const state = stateOf.get(r.id);
    return {
      id: r.id,
      number: r.number,
      floor: r.floor,
      roomTypeId: r.roomTypeId,
      roomTypeName: r.roomTypeName,
      status: state?.status ?? 'clean',
      changedAt: seconds(state?.changedAt ?? null),
      changedBy: lastBy.get(r.id) ?? null,
      departure: leaving ? (leaving.status === 'completed' ? 'left' : 'due') : null,
      arrival: tonight !== undefined && tonight.checkIn === date,
      occupiedTonight: tonight !== undefined,
      outOfService: Boolean(
        r.outOfServiceFrom && r.outOfServiceEndsOn && r.outOfServiceFrom <= date && date < r.outOfServiceEndsOn,
      ),
    };
  });
  return {
    propertyId,
    date,
    rooms: boardRooms,
    arrivalsWithoutRoom: unassigned.reduce((n, a) => n + a.rooms, 0),
    history: changes,
  };
}
