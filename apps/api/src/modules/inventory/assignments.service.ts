import type {
  AssignRoom,
  AutoAssign,
  BookingRooms,
  RoomAssignments,
  RoomAssignmentsQuery,
  UnassignRoom,
} from '@staybook/contract/admin-rooms';
import { formatDayWithWeekday } from '@staybook/contract/format';
import type { HousekeepingStatus } from '@staybook/contract/housekeeping';
import type { RoomBlockKind } from '@staybook/contract/room-blocks';
import { addDays, type IsoDate, MAX_STAY_NIGHTS, stayNights, todayIst } from '@staybook/contract/stay-dates';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import type { Job } from '../module-context.js';
import { jobLog, type ServiceDeps } from '../module-context.js';
import { type CandidateRoom, nightRuns, type Party, planParties, readinessOf } from './room-assignment-rules.js';
import { outOfServicePrefix, toAdminRoom } from './room-views.js';
import * as repo from './rooms.repository.js';

/**
 * Which numbered room each room of a booking sleeps in (issue 44, decision 015). The job assigns arrivals before they
 * come by the rules of room-assignment-rules.ts; the desk assigns, unassigns and moves a room of a booking to another
 * room of its type, each one transaction under the booking's lock. A night of a room is one booking's by the unique
 * index, so two desks giving one room at once cannot both win (the loser is told, nothing changed). A move to another
 * room type is a change of the booking (its price rule), not a move here.
 */

/** The first night an assign or a move changes: today, or the arrival when it is ahead; null once the stay is over. */
export function movableFrom(booking: { checkIn: IsoDate; checkOut: IsoDate; status: string }, today: IsoDate) {
  if (!['pending_payment', 'confirmed', 'checked_in'].includes(booking.status)) return null;
  const from = booking.checkIn > today ? booking.checkIn : today;
  return from < booking.checkOut ? from : null;
}

const slotKey = (bookingRoomId: string, slot: number) => `${bookingRoomId}:${slot}`;

/** Room id → the nights it cannot take (other bookings' and out of service) over [from, to). */
async function busyNights(db: DbOrTx, propertyId: string, rows: readonly repo.RoomRow[], from: IsoDate, to: IsoDate) {
  const busy = new Map<string, Set<IsoDate>>(rows.map((r) => [r.id, new Set<IsoDate>()]));
  for (const n of await repo.findRoomNights(db, propertyId, from, to)) busy.get(n.roomId)?.add(n.stayDate);
  for (const r of rows)
    if (r.outOfServiceFrom && r.outOfServiceEndsOn)
      for (const d of stayNights(r.outOfServiceFrom, r.outOfServiceEndsOn)) busy.get(r.id)!.add(d);
  return busy;
}

const toCandidate = (r: repo.RoomRow, busy: Set<IsoDate>): CandidateRoom => ({
  id: r.id,
  number: r.number,
  floor: r.floor,
  roomTypeId: r.roomTypeId,
  features: r.features,
  lastUsedOn: r.lastUsedOn,
  busy,
  readiness: readinessOf(r.housekeepingStatus),
});

/** A booking's rooms still to assign from `from`: each line's slots with the nights that have no room yet. */
function partyOf(
  booking: repo.BookingForRooms,
  assigned: ReadonlyArray<{ bookingRoomId: string; slot: number; stayDate: IsoDate }>,
  from: IsoDate,
  today: IsoDate,
): Party {
  const nights = stayNights(from, booking.checkOut);
  const taken = new Set(assigned.map((a) => `${slotKey(a.bookingRoomId, a.slot)}@${a.stayDate}`));
  const rooms = booking.lines.flatMap((line) =>
    Array.from({ length: line.roomCount }, (_, slot) => ({
      key: slotKey(line.id, slot),
      roomTypeId: line.roomTypeId,
      nights: nights.filter((d) => !taken.has(`${slotKey(line.id, slot)}@${d}`)),
    })).filter((r) => r.nights.length > 0),
  );
  return { bookingId: booking.id, request: booking.deskNotes, rooms, arrivesToday: booking.checkIn === today };
}

/**
 * Assigns what these bookings (one property's) still lack, by the rules; each booking in its own transaction, so one
 * that loses a race (a desk gave the room meanwhile) leaves the others assigned and is tried again next time.
 */
export async function assignBookings(
  db: Db,
  propertyId: string,
  bookings: readonly repo.BookingForRooms[],
  today: IsoDate,
  by: string | null = null,
): Promise<{ assigned: number; unassigned: number }> {
  const parties: Party[] = [];
  const assigned = await repo.findBookingAssignments(
    db,
    bookings.map((b) => b.id),
  );
  for (const b of bookings) {
    const from = movableFrom(b, today);
    if (!from) continue;
    const party = partyOf(
      b,
      assigned.filter((a) => a.bookingId === b.id),
      from,
      today,
    );
    if (party.rooms.length > 0) parties.push(party);
  }
  if (parties.length === 0) return { assigned: 0, unassigned: 0 };
  const nights = parties.flatMap((p) => p.rooms.flatMap((r) => r.nights)).sort();
  const rows = await repo.findRooms(db, { propertyId }, today);
  const busy = await busyNights(db, propertyId, rows, nights[0]!, addDays(nights.at(-1)!, 1));
  const plan = planParties(
    parties,
    rows.map((r) => toCandidate(r, busy.get(r.id)!)),
  );
  let done = 0;
  let missing = 0;
  for (const party of parties) {
    const inserts: repo.NewAssignment[] = [];
    for (const room of party.rooms) {
      const roomId = plan.get(room.key);
      if (!roomId) {
        missing++;
        continue;
      }
      const [bookingRoomId, slot] = room.key.split(':') as [string, string];
      for (const stayDate of room.nights)
        inserts.push({
          bookingId: party.bookingId,
          bookingRoomId,
          slot: Number(slot),
          roomId,
          stayDate,
          assignedBy: by,
        });
    }
    if (inserts.length === 0) continue;
    try {
      await db.transaction(async (tx) => {
        await repo.findBookingForRooms(tx, party.bookingId, true);
        await clearStale(tx, inserts);
        await repo.insertAssignments(tx, inserts);
      });
      done += new Set(inserts.map((i) => `${i.bookingRoomId}:${i.slot}`)).size;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      missing += new Set(inserts.map((i) => `${i.bookingRoomId}:${i.slot}`)).size;
    }
  }
  return { assigned: done, unassigned: missing };
}

async function clearStale(tx: Tx, inserts: readonly repo.NewAssignment[]) {
  const dates = inserts.map((i) => i.stayDate).sort();
  await repo.deleteStaleAssignments(
    tx,
    [...new Set(inserts.map((i) => i.roomId))],
    dates[0]!,
    addDays(dates.at(-1)!, 1),
  );
}

/** How far ahead the job assigns: arrivals today and the next two days. */
export const ASSIGN_AHEAD_DAYS = 2;

/** The job's pass: every property with numbered rooms, its arrivals from today to ASSIGN_AHEAD_DAYS ahead. */
export async function assignArrivals(deps: Pick<ServiceDeps, 'db' | 'log'>, now: Date) {
  const today = todayIst(now);
  const arrivals = await repo.findArrivals(
    deps.db,
    null,
    addDays(today, -60),
    addDays(today, ASSIGN_AHEAD_DAYS),
    today,
  );
  const byProperty = new Map<string, repo.BookingForRooms[]>();
  for (const b of arrivals) byProperty.set(b.propertyId, [...(byProperty.get(b.propertyId) ?? []), b]);
  let assigned = 0;
  let unassigned = 0;
  for (const [propertyId, bookings] of byProperty) {
    const result = await assignBookings(deps.db, propertyId, bookings, today);
    assigned += result.assigned;
    unassigned += result.unassigned;
  }
  if (assigned + unassigned > 0) deps.log.info({ assigned, unassigned }, 'rooms assigned to arrivals');
  return { assigned, unassigned };
}

export const roomAssignmentJob: Job = {
  name: 'room-assignment',
  // Every 10 minutes: a booking made for tonight has its room well before the guest reaches the desk.
  everyMs: 10 * 60_000,
  atStart: true,
  run: (ctx, now) =>
    assignArrivals({ db: ctx.db, log: jobLog(ctx.config, 'room-assignment') }, now).then(() => undefined),
};

/** The desk's "Assign rooms" for a property: arrivals over the range, by the same rules as the job. */
export async function autoAssign(db: Db, input: AutoAssign, now = new Date()) {
  const today = todayIst(now);
  const arrivals = await repo.findArrivals(db, input.propertyId, input.from, input.to, today);
  return assignBookings(db, input.propertyId, arrivals, today);
}

// ─── The desk ───────────────────────────────────────────────────────────────────────────────────────

/** A booking's rooms: where each sleeps, the nights without a room, and the rooms of its type it could move to. */
export async function bookingRoomsView(db: DbOrTx, bookingId: string, now = new Date()): Promise<BookingRooms> {
  const today = todayIst(now);
  const booking = await repo.findBookingForRooms(db, bookingId);
  if (!booking) throw notFound('Booking');
  const assigned = await repo.findBookingAssignments(db, [bookingId]);
  const from = movableFrom(booking, today);
  const rows = from ? await repo.findRooms(db, { propertyId: booking.propertyId }, today) : [];
  const busy = from ? await busyNights(db, booking.propertyId, rows, from, booking.checkOut) : new Map();
  const moveNights = from ? stayNights(from, booking.checkOut) : [];
  const slots = booking.lines.flatMap((line) =>
    Array.from({ length: line.roomCount }, (_, slot) => {
      const mine = assigned.filter((a) => a.bookingRoomId === line.id && a.slot === slot);
      const stays = runsOf(mine);
      const current = new Set(mine.filter((a) => from && a.stayDate >= from).map((a) => a.roomId));
      const freeRooms = rows
        .filter(
          (r) =>
            r.roomTypeId === line.roomTypeId &&
            !current.has(r.id) &&
            moveNights.every((d) => !(busy.get(r.id) as Set<IsoDate>).has(d)),
        )
        // Ready rooms first (the order is otherwise the rooms'): the desk gives an arriving guest a clean room.
        .sort((a, b) => readinessOf(a.housekeepingStatus) - readinessOf(b.housekeepingStatus))
        .map((r) => ({
          id: r.id,
          number: r.number,
          floor: r.floor,
          features: r.features,
          housekeepingStatus: r.housekeepingStatus as HousekeepingStatus,
        }));
      const covered = new Set(mine.map((a) => a.stayDate));
      return {
        bookingRoomId: line.id,
        slot,
        roomTypeId: line.roomTypeId,
        roomTypeName: line.roomTypeName,
        stays,
        unassignedNights: (from ? moveNights : []).filter((d) => !covered.has(d)).length,
        freeRooms,
        movableFrom: from,
      };
    }),
  );
  return { bookingId, slots };
}

function runsOf(rows: ReadonlyArray<{ roomId: string; number: string; stayDate: IsoDate }>) {
  const byRoom = new Map<string, { number: string; nights: IsoDate[] }>();
  for (const r of rows) {
    const entry = byRoom.get(r.roomId) ?? { number: r.number, nights: [] };
    entry.nights.push(r.stayDate);
    byRoom.set(r.roomId, entry);
  }
  return [...byRoom]
    .flatMap(([roomId, e]) => nightRuns(e.nights).map(([from, to]) => ({ roomId, number: e.number, from, to })))
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** The booking's line and slot, or a 400 naming what is wrong. */
function slotOf(booking: repo.BookingForRooms, bookingRoomId: string, slot: number) {
  const line = booking.lines.find((l) => l.id === bookingRoomId);
  if (!line) throw badRequest('That room line is not part of this booking.');
  if (slot >= line.roomCount)
    throw badRequest(`This line has ${line.roomCount} room(s); there is no room ${slot + 1}.`);
  return line;
}

/**
 * Assigns (or moves) one room of a booking to a numbered room of its type, from the first movable night to the end of
 * the stay, in one transaction under the booking's lock: its nights leave the room they were in and take the new one,
 * or nothing changes (a night taken by another booking, out of service, or lost to a desk at the same moment).
 */
export function assignRoom(db: Db, actor: Actor, bookingId: string, input: AssignRoom, now = new Date()) {
  const today = todayIst(now);
  return auditedChange(db, actor, {
    action: 'rooms.assign',
    entityType: 'booking',
    entityId: bookingId,
    what: 'Booking',
    lock: async (tx, id) => (await repo.findBookingForRooms(tx, id, true)) ?? undefined,
    async change(tx, booking) {
      const line = slotOf(booking, input.bookingRoomId, input.slot);
      const from = movableFrom(booking, today);
      if (!from) throw conflict('This stay is over or no longer booked: its rooms cannot be assigned.');
      const [room] = await repo.findRooms(tx, { ids: [input.roomId] }, today);
      if (!room || room.propertyId !== booking.propertyId) throw notFound('Room');
      if (room.roomTypeId !== line.roomTypeId)
        throw badRequest(
          `Room ${room.number} is a ${room.roomTypeName}; this room is booked as ${line.roomTypeName}. A move to another room type is a change of the booking (Change booking), priced by its rules.`,
        );
      const nights = stayNights(from, booking.checkOut);
      const busy = (await busyNights(tx, booking.propertyId, [room], from, booking.checkOut)).get(room.id)!;
      const mineBefore = await repo.deleteSlotNights(tx, input.bookingRoomId, input.slot, from);
      // The slot's own nights in this room are not "busy" for it (a move back, or assigning again).
      const taken = nights.filter(
        (d) => busy.has(d) && !mineBefore.some((m) => m.roomId === room.id && m.stayDate === d),
      );
      if (taken.length > 0)
        throw conflict(
          `Room ${room.number} is not free on ${formatDayWithWeekday(taken[0]!)}${taken.length > 1 ? ` and ${taken.length - 1} more night(s)` : ''}. Nothing was changed.`,
          'CONFLICT',
          { dates: taken },
        );
      const inserts = nights.map((stayDate) => ({
        bookingId,
        bookingRoomId: input.bookingRoomId,
        slot: input.slot,
        roomId: room.id,
        stayDate,
        assignedBy: actor.actorUserId,
      }));
      await repo.deleteStaleAssignments(tx, [room.id], from, booking.checkOut);
      try {
        await repo.insertAssignments(tx, inserts);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(
            `Room ${room.number} was just given to another booking. Nothing was changed; pick another room.`,
          );
        throw error;
      }
      const fromRooms = [...new Set(mineBefore.map((m) => m.roomId))];
      return {
        before: { bookingRoomId: input.bookingRoomId, slot: input.slot, roomIds: fromRooms, from },
        after: { bookingRoomId: input.bookingRoomId, slot: input.slot, roomId: room.id, number: room.number, from },
        result: await bookingRoomsView(tx, bookingId, now),
      };
    },
  });
}

/** Takes a room of a booking out of its numbered room from the first movable night (the job or the desk places it again). */
export function unassignRoom(db: Db, actor: Actor, bookingId: string, input: UnassignRoom, now = new Date()) {
  const today = todayIst(now);
  return auditedChange(db, actor, {
    action: 'rooms.unassign',
    entityType: 'booking',
    entityId: bookingId,
    what: 'Booking',
    lock: async (tx, id) => (await repo.findBookingForRooms(tx, id, true)) ?? undefined,
    async change(tx, booking) {
      slotOf(booking, input.bookingRoomId, input.slot);
      const from = movableFrom(booking, today);
      if (!from) throw conflict('This stay is over or no longer booked: its rooms cannot be changed.');
      const removed = await repo.deleteSlotNights(tx, input.bookingRoomId, input.slot, from);
      const result = await bookingRoomsView(tx, bookingId, now);
      if (removed.length === 0) return { result, unchanged: true };
      return {
        before: { ...input, roomIds: [...new Set(removed.map((r) => r.roomId))], from },
        after: { ...input, from },
        result,
      };
    },
  });
}

/** What the room grid reads: the property's rooms and the runs of nights each booking sleeps in them. */
export async function roomAssignments(
  db: DbOrTx,
  query: RoomAssignmentsQuery,
  now = new Date(),
): Promise<RoomAssignments> {
  const today = todayIst(now);
  const rows = await repo.findRooms(db, { propertyId: query.propertyId }, today);
  // A stay is at most MAX_STAY_NIGHTS: reading that far either side gives each run touching the range whole, so the
  // grid can tell a stay that began before its first night (or goes on after its last) from one that starts there.
  const nights = await repo.findRoomNights(
    db,
    query.propertyId,
    addDays(query.from, -MAX_STAY_NIGHTS),
    addDays(query.to, MAX_STAY_NIGHTS + 1),
  );
  const runs = new Map<string, { first: (typeof nights)[number]; dates: IsoDate[] }>();
  for (const n of nights) {
    const key = `${n.roomId}|${n.bookingRoomId}|${n.slot}`;
    const entry = runs.get(key) ?? { first: n, dates: [] };
    entry.dates.push(n.stayDate);
    runs.set(key, entry);
  }
  const assignments = [...runs.values()]
    .flatMap(({ first, dates }) =>
      nightRuns(dates).map(([from, last]) => ({
        roomId: first.roomId,
        bookingId: first.bookingId,
        bookingCode: first.bookingCode,
        bookingRoomId: first.bookingRoomId,
        slot: first.slot,
        guestName: first.guestName,
        status: first.status,
        from,
        to: last,
      })),
    )
    .filter((run) => run.to >= query.from && run.from <= query.to);
  const unassigned = await unassignedArrivals(db, query, today);
  return {
    propertyId: query.propertyId,
    from: query.from,
    to: query.to,
    rooms: rows.map(toAdminRoom),
    assignments,
    unassigned,
    ...(await gridBlocks(db, query, rows)),
  };
}

/**
 * The range's blocks as the grid draws them: a numbered room's out-of-service periods (past ones too) and the room
 * types' other blocks. A released block counts up to the night it was released on (its later nights went back on sale).
 */
async function gridBlocks(db: DbOrTx, query: RoomAssignmentsQuery, rows: readonly repo.RoomRow[]) {
  const found = await repo.findBlocksOver(db, query.propertyId, query.from, addDays(query.to, 1));
  const numberOf = new Map(rows.map((r) => [r.id, r.number]));
  const outOfService: NonNullable<RoomAssignments['outOfService']> = [];
  const blocks: NonNullable<RoomAssignments['blocks']> = [];
  for (const b of found) {
    const endsOn = b.releasedOn && b.releasedOn < b.endsOn ? b.releasedOn : b.endsOn;
    if (endsOn <= b.startsOn) continue;
    const nights = { from: b.startsOn, to: addDays(endsOn, -1) };
    const number = b.roomId ? numberOf.get(b.roomId) : undefined;
    if (b.roomId && number !== undefined)
      outOfService.push({
        roomId: b.roomId,
        blockId: b.id,
        reason: b.reason.replace(outOfServicePrefix(number), ''),
        ...nights,
      });
    else
      blocks.push({
        blockId: b.id,
        roomTypeId: b.roomTypeId,
        kind: b.kind as RoomBlockKind,
        reason: b.reason,
        rooms: b.roomCount,
        ...nights,
      });
  }
  return { outOfService, blocks };
}

/** The range's arrivals with rooms still lacking a numbered room from today on, one entry per booking line. */
export async function unassignedArrivals(db: DbOrTx, query: RoomAssignmentsQuery, today: IsoDate) {
  const arrivals = await repo.findArrivals(db, query.propertyId, query.from, query.to, today);
  const assigned = await repo.findBookingAssignments(
    db,
    arrivals.map((b) => b.id),
  );
  return arrivals.flatMap((b) => {
    const from = movableFrom(b, today);
    if (!from) return [];
    const party = partyOf(
      b,
      assigned.filter((a) => a.bookingId === b.id),
      from,
      today,
    );
    return b.lines
      .map((line) => ({
        bookingId: b.id,
        bookingCode: b.code,
        guestName: b.guestName,
        roomTypeId: line.roomTypeId,
        roomTypeName: line.roomTypeName,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        rooms: party.rooms.filter((r) => r.key.startsWith(`${line.id}:`)).length,
      }))
      .filter((entry) => entry.rooms > 0);
  });
}
