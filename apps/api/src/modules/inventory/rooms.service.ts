import type { AdminRoom, OutOfServiceInput, RoomInput, RoomTypeRooms } from '@staybook/contract/admin-rooms';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { type Actor, auditedAddition, auditedChange } from '../audit/audited-change.js';
import { assignBookings } from './assignments.service.js';
import { lockBlock, lockBlockNights } from './blocks.repository.js';
import { placeBlock, releaseBlock } from './blocks.service.js';
import { lockRoomType } from './inventory.repository.js';
import { addRoomToNights } from './nights.repository.js';
import { outOfServiceRefusal } from './room-assignment-rules.js';
import { outOfServicePrefix, toAdminRoom } from './room-views.js';
import * as repo from './rooms.repository.js';

/**
 * A room type's numbered rooms in the console (issue 44, decision 015). The room type's count of rooms follows them:
 * while fewer rooms are numbered than the type has, a new room names one already counted; past that, each new room is
 * one more room on sale every open night, in the same transaction. A room goes out of service as a dated out-of-order
 * block of one room of its type: refused, naming the nights, when every other room is sold or blocked on one of them,
 * so nothing sold loses its room; guests assigned to it on those nights are placed in other rooms at once.
 */

const ROOM_NUMBER_UNIQUE = 'rooms_property_number_unique';

export async function roomTypeRooms(db: DbOrTx, roomTypeId: string, now = new Date()): Promise<RoomTypeRooms> {
  const roomType = await repo.findRoomTypeForRooms(db, roomTypeId);
  if (!roomType) throw notFound('Room type');
  const today = todayIst(now);
  const [rows, propertyRooms] = await Promise.all([
    repo.findRooms(db, { roomTypeId }, today),
    repo.findPropertyRoomNumbers(db, roomType.propertyId),
  ]);
  return {
    roomTypeId,
    roomTypeName: roomType.name,
    totalRooms: roomType.totalRooms,
    rooms: rows.map(toAdminRoom),
    propertyRooms,
  };
}

async function roomView(tx: DbOrTx, id: string, now: Date): Promise<AdminRoom> {
  const [row] = await repo.findRooms(tx, { ids: [id] }, todayIst(now));
  if (!row) throw notFound('Room');
  return toAdminRoom(row);
}

async function checkConnection(tx: DbOrTx, propertyId: string, roomId: string | null, connectsTo: string | null) {
  if (!connectsTo) return;
  if (connectsTo === roomId) throw badRequest('A room cannot connect to itself.');
  const numbers = await repo.findPropertyRoomNumbers(tx, propertyId);
  if (!numbers.some((r) => r.id === connectsTo))
    throw badRequest('The connecting room must be a room of this property.');
}

const duplicate = (number: string) => conflict(`Room ${number} already exists at this property: each number once.`);

/** A new numbered room of a room type (audited); one beyond the type's count puts one more room on sale. */
export function createRoom(db: Db, actor: Actor, roomTypeId: string, input: RoomInput, now = new Date()) {
  const today = todayIst(now);
  return auditedAddition(db, actor, {
    action: 'rooms.create',
    entityType: 'room',
    parent: {
      id: roomTypeId,
      what: 'Room type',
      lock: async (tx, id) =>
        (await lockRoomType(tx, id)) ? ((await repo.findRoomTypeForRooms(tx, id)) ?? undefined) : undefined,
    },
    async add(tx, roomType) {
      if (roomType.status !== 'active')
        throw badRequest(`${roomType.name} is archived: add rooms to a room type on sale.`);
      await checkConnection(tx, roomType.propertyId, null, input.connectsToRoomId);
      const numbered = await repo.countRoomsOfType(tx, roomTypeId);
      let opened = 0;
      if (numbered >= roomType.totalRooms) {
        await repo.setRoomTypeTotal(tx, roomTypeId, roomType.totalRooms + 1);
        opened = await addRoomToNights(tx, roomTypeId, today);
      }
      const created = await insertOrRefuse(tx, input.number, () =>
        repo.insertRoom(tx, { ...input, propertyId: roomType.propertyId, roomTypeId }),
      );
      return {
        created,
        result: await roomView(tx, created.id, now),
        after: {
          ...created,
          roomTypeTotalRooms: Math.max(roomType.totalRooms, numbered + 1),
          nightsWithOneMore: opened,
        },
      };
    },
  });
}

async function insertOrRefuse<T>(tx: Tx, number: string, write: () => Promise<T>): Promise<T> {
  // A savepoint, so a duplicate number answers 409 rather than aborting the transaction mid-change.
  try {
    return await tx.transaction(async () => write());
  } catch (error) {
    if (isUniqueViolation(error, ROOM_NUMBER_UNIQUE)) throw duplicate(number);
    throw error;
  }
}

/** A room's number, floor, features and connecting room (audited). */
export function updateRoom(db: Db, actor: Actor, id: string, input: RoomInput, now = new Date()) {
  return auditedChange(db, actor, {
    action: 'rooms.update',
    entityType: 'room',
    entityId: id,
    what: 'Room',
    lock: repo.lockRoom,
    async change(tx, room) {
      await checkConnection(tx, room.propertyId, room.id, input.connectsToRoomId);
      await insertOrRefuse(tx, input.number, () => repo.updateRoom(tx, id, input));
      const after = await roomView(tx, id, now);
      return { before: room, after, result: after };
    },
  });
}

/**
 * Takes a room out of service from `from` to `to` (both included), replacing any period it had: one out-of-order
 * block of one room of its type, placed all or nothing. Guests assigned to the room on those nights are moved to other
 * rooms of the type by the assignment rules in the same transaction (any the rules cannot place wait for the desk).
 */
export function setOutOfService(db: Db, actor: Actor, id: string, input: OutOfServiceInput, now = new Date()) {
  const today = todayIst(now);
  if (input.from < today)
    throw badRequest(
      `Out of service starts today (${formatDayWithWeekday(today)}) or later: past nights cannot change.`,
    );
  return auditedChange(db, actor, {
    action: 'rooms.out_of_service',
    entityType: 'room',
    entityId: id,
    what: 'Room',
    lock: async (tx, roomId) => {
      // The room type first (as blocks and calendar edits lock it), then the room.
      const [peek] = await repo.findRooms(tx, { ids: [roomId] }, today);
      if (!peek) return undefined;
      await lockRoomType(tx, peek.roomTypeId);
      return repo.lockRoom(tx, roomId);
    },
    async change(tx, room) {
      const roomType = (await repo.findRoomTypeForRooms(tx, room.roomTypeId))!;
      const before = await roomView(tx, id, now);
      if (room.outOfServiceBlockId) {
        const old = await lockBlock(tx, room.outOfServiceBlockId);
        if (old) await releaseBlock(tx, old, actor.actorUserId, now);
      }
      const endsOn = addDays(input.to, 1);
      const nights = await lockBlockNights(tx, room.roomTypeId, input.from, endsOn);
      const short = nights.filter((n) => n.available < 1).map((n) => n.stayDate);
      if (short.length > 0)
        throw conflict(outOfServiceRefusal(room.number, roomType.name, short), 'CONFLICT', { dates: short });
      const block = await placeBlock(
        tx,
        {
          propertyId: room.propertyId,
          roomTypeId: room.roomTypeId,
          kind: 'out_of_order',
          startsOn: input.from,
          endsOn,
          roomCount: 1,
          reason: `${outOfServicePrefix(room.number)}${input.reason}`,
          createdBy: actor.actorUserId,
          roomId: room.id,
        },
        'all',
        roomType.name,
      );
      await repo.updateRoom(tx, id, { outOfServiceBlockId: block.id });
      const displaced = await repo.deleteRoomNights(tx, id, input.from, endsOn);
      const moved = await placeDisplaced(tx, room.propertyId, displaced, today);
      const after = await roomView(tx, id, now);
      return { before, after: { ...after, displacedBookings: moved }, result: after };
    },
  });
}

/** Places the guests taken out of a room in other rooms, by the rules; answers the bookings touched. */
async function placeDisplaced(
  tx: Tx,
  propertyId: string,
  displaced: ReadonlyArray<{ bookingId: string }>,
  today: string,
): Promise<string[]> {
  const ids = [...new Set(displaced.map((d) => d.bookingId))];
  const bookings = [];
  for (const bookingId of ids) {
    const b = await repo.findBookingForRooms(tx, bookingId);
    if (b) bookings.push(b);
  }
  // In this transaction (the tx stands in for the database): the move and the placing commit together.
  if (bookings.length > 0) await assignBookings(tx as unknown as Db, propertyId, bookings, today);
  return ids;
}

/** Puts a room back in service: its out-of-service block is released from today on (audited). */
export function clearOutOfService(db: Db, actor: Actor, id: string, now = new Date()) {
  return auditedChange(db, actor, {
    action: 'rooms.in_service',
    entityType: 'room',
    entityId: id,
    what: 'Room',
    lock: async (tx, roomId) => {
      const [peek] = await repo.findRooms(tx, { ids: [roomId] }, todayIst(now));
      if (!peek) return undefined;
      await lockRoomType(tx, peek.roomTypeId);
      return repo.lockRoom(tx, roomId);
    },
    async change(tx, room) {
      const before = await roomView(tx, id, now);
      if (!before.outOfService || !room.outOfServiceBlockId) return { result: before, unchanged: true };
      const block = await lockBlock(tx, room.outOfServiceBlockId);
      if (block) await releaseBlock(tx, block, actor.actorUserId, now);
      await repo.updateRoom(tx, id, { outOfServiceBlockId: null });
      const after = await roomView(tx, id, now);
      return { before, after, result: after };
    },
  });
}
