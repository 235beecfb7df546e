import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import type { CreateRoomBlock, RoomBlock, RoomBlockKind, RoomBlocksQuery } from '@staybook/contract/room-blocks';
import { addDays, daysBetween, type IsoDate, stayNights, todayIst } from '@staybook/contract/stay-dates';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { PropertyScope } from '../../db/property-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { type Actor, auditedAddition, auditedChange } from '../audit/audited-change.js';
import {
  type BlockListRow,
  blockRoomNightCounts,
  blockRoomNights,
  type ConflictFilter,
  findBlockRoomType,
  findBlocks,
  findShortBlocks,
  insertBlock,
  insertBlocks,
  lockBlock,
  lockBlockNights,
  markReleased,
  type RoomBlockRow,
  setShortDates,
  unblockRoomNights,
} from './blocks.repository.js';
import { lockRoomType } from './inventory.repository.js';

/**
 * Room blocks: rooms out of inventory for an owner's stay, maintenance, a room out of order, or another channel's
 * booking (an imported calendar event). A block holds its open nights in room_inventory.blocked (taken from
 * `available`, so no channel can sell them, and left out of the room-nights available for occupancy); nights not yet
 * open are held when the sale horizon opens them (nights.repository.ts subtracts active blocks). A released block
 * gives back its nights from today on; past nights stay as they were lived.
 */

export interface PlaceBlock {
  propertyId: string;
  roomTypeId: string;
  kind: RoomBlockKind;
  /** First night and the night after the last (exclusive). */
  startsOn: IsoDate;
  endsOn: IsoDate;
  roomCount: number;
  reason: string;
  createdBy: string | null;
  calendarImportId?: string;
  externalUid?: string;
  /** The numbered room an out-of-service block takes out. */
  roomId?: string;
}

/**
 * Takes the block's rooms on its open nights and records it. `all`: every open night must have the rooms free, or
 * 409 naming the first night that does not (staff blocks: nothing is blocked). `free`: nights whose rooms are sold
 * are recorded as the block's short dates, a conflict for the hotel (an imported event over a booking), and the rest
 * are held. Locks the nights in date order, like a hold.
 */
export async function placeBlock(
  tx: Tx,
  input: PlaceBlock,
  mode: 'all' | 'free',
  roomTypeName = '',
): Promise<RoomBlockRow> {
  const nights = await lockBlockNights(tx, input.roomTypeId, input.startsOn, input.endsOn);
  const short = nights.filter((n) => n.available < input.roomCount);
  if (mode === 'all' && short.length > 0)
    throw conflict(refusal(short, input.roomCount, roomTypeName), 'CONFLICT', {
      dates: short.map((n) => n.stayDate),
    });
  const free = nights.filter((n) => n.available >= input.roomCount).map((n) => n.stayDate);
  const taken = await blockRoomNights(tx, input.roomTypeId, free, input.roomCount);
  if (taken.length !== free.length)
    throw conflict('The inventory changed while saving. Nothing was blocked; please try again.');
  return insertBlock(tx, {
    propertyId: input.propertyId,
    roomTypeId: input.roomTypeId,
    kind: input.kind,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    roomCount: input.roomCount,
    reason: input.reason,
    shortDates: short.map((n) => n.stayDate),
    calendarImportId: input.calendarImportId ?? null,
    externalUid: input.externalUid ?? null,
    roomId: input.roomId ?? null,
    createdBy: input.createdBy,
  });
}

/**
 * Places many blocks of one room type in `free` mode, as `placeBlock` would one after another (each takes what the
 * ones before it left, and a night it cannot have is one of its short dates), in a handful of statements: the nights
 * of all of them locked at once, placed in memory, then one update of the nights and the blocks inserted in chunks.
 * An imported calendar's 3,000 events were 9,000 statements.
 */
export async function placeBlocks(tx: Tx, inputs: readonly PlaceBlock[]): Promise<RoomBlockRow[]> {
  if (inputs.length === 0) return [];
  const roomTypeId = inputs[0]!.roomTypeId;
  if (inputs.some((b) => b.roomTypeId !== roomTypeId)) throw new Error('placeBlocks places one room type at a time');
  const from = inputs.reduce((d, b) => (b.startsOn < d ? b.startsOn : d), inputs[0]!.startsOn);
  const to = inputs.reduce((d, b) => (b.endsOn > d ? b.endsOn : d), inputs[0]!.endsOn);
  const free = new Map((await lockBlockNights(tx, roomTypeId, from, to)).map((n) => [n.stayDate, n.available]));
  const taken = new Map<IsoDate, number>();
  const rows = inputs.map((input) => {
    const shortDates: IsoDate[] = [];
    for (const date of stayNights(input.startsOn, input.endsOn)) {
      const available = free.get(date);
      if (available === undefined) continue;
      if (available < input.roomCount) shortDates.push(date);
      else {
        free.set(date, available - input.roomCount);
        taken.set(date, (taken.get(date) ?? 0) + input.roomCount);
      }
    }
    return {
      propertyId: input.propertyId,
      roomTypeId,
      kind: input.kind,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      roomCount: input.roomCount,
      reason: input.reason,
      shortDates,
      calendarImportId: input.calendarImportId ?? null,
      externalUid: input.externalUid ?? null,
      createdBy: input.createdBy,
    };
  });
  const moved = await blockRoomNightCounts(tx, roomTypeId, taken);
  if (moved.length !== taken.size)
    throw conflict('The inventory changed while saving. Nothing was blocked; please try again.');
  return insertBlocks(tx, rows);
}

function refusal(short: ReadonlyArray<{ stayDate: IsoDate; available: number }>, rooms: number, name: string): string {
  const first = short[0]!;
  const roomType = name ? ` of ${name}` : '';
  return short.length === 1
    ? `${formatDayWithWeekday(first.stayDate)} has ${plural(first.available, 'room')}${roomType} free; the block needs ${plural(rooms, 'room')}. Nothing was blocked.`
    : `${short.length} nights have fewer than ${plural(rooms, 'room')}${roomType} free, the first ${formatDayWithWeekday(first.stayDate)} (${first.available} free). Nothing was blocked.`;
}

/** Gives back the (locked) block's nights from today on, except those it never held, and marks it released. */
export async function releaseBlock(tx: Tx, block: RoomBlockRow, by: string | null, now: Date): Promise<void> {
  if (block.releasedAt) return;
  const today = todayIst(now);
  const from = block.startsOn > today ? block.startsOn : today;
  if (from < block.endsOn) {
    const short = new Set(block.shortDates);
    await lockBlockNights(tx, block.roomTypeId, from, block.endsOn);
    const held = stayNights(from, block.endsOn).filter((d) => !short.has(d));
    await unblockRoomNights(tx, block.roomTypeId, held, block.roomCount);
  }
  await markReleased(tx, block.id, by, now);
}

/**
 * Tries again to hold the nights a block is short of (the booking in the way was cancelled or moved): each night
 * taken leaves the conflict; past nights are dropped from it. Answers the nights still short.
 */
export async function retakeShortNights(tx: Tx, block: RoomBlockRow, now: Date): Promise<IsoDate[]> {
  const today = todayIst(now);
  const coming = block.shortDates.filter((d) => d >= today).sort();
  if (coming.length > 0) await lockBlockNights(tx, block.roomTypeId, coming[0]!, addDays(coming.at(-1)!, 1));
  const taken = new Set(await blockRoomNights(tx, block.roomTypeId, coming, block.roomCount));
  const left = coming.filter((d) => !taken.has(d));
  if (left.length !== block.shortDates.length || taken.size > 0) await setShortDates(tx, block.id, left);
  return left;
}

/**
 * Blocks still short of nights from today on (of a room type, a property, given blocks, or every property in the
 * member's scope): the conflicts the hotel must settle.
 */
export async function roomBlockConflicts(db: DbOrTx, now: Date, where: ConflictFilter = {}): Promise<RoomBlock[]> {
  const today = todayIst(now);
  const rows = await findShortBlocks(db, today, where);
  const open = rows.filter((b) => b.shortDates.some((d) => d >= today));
  if (open.length === 0) return [];
  return (await findBlocks(db, { ids: open.map((b) => b.id) })).map(toRoomBlock);
}

export function toRoomBlock(row: BlockListRow): RoomBlock {
  const b = row.block;
  return {
    id: b.id,
    propertyId: b.propertyId,
    propertyName: row.propertyName,
    roomTypeId: b.roomTypeId,
    roomTypeName: row.roomTypeName,
    kind: b.kind as RoomBlockKind,
    from: b.startsOn,
    to: addDays(b.endsOn, -1),
    nights: daysBetween(b.startsOn, b.endsOn),
    roomCount: b.roomCount,
    reason: b.reason,
    channel: row.channel,
    conflictDates: [...b.shortDates].sort(),
    createdBy: row.createdByName,
    createdAt: Math.floor(b.createdAt.getTime() / 1000),
    releasedAt: b.releasedAt ? Math.floor(b.releasedAt.getTime() / 1000) : null,
  };
}

// ─── The console ────────────────────────────────────────────────────────────────────────────────────

/** The active blocks over the query's nights, of the properties in the member's scope (null: every property). */
export async function listRoomBlocks(
  db: Db,
  query: RoomBlocksQuery,
  scope: PropertyScope = null,
): Promise<RoomBlock[]> {
  const rows = await findBlocks(db, {
    ...(query.roomTypeId ? { roomTypeIds: [query.roomTypeId] } : {}),
    ...(query.propertyId ? { propertyId: query.propertyId } : {}),
    scope,
    from: query.from,
    to: query.to,
  });
  return rows.map(toRoomBlock);
}

/** Staff block rooms from today on: all or nothing, audited, queued behind the room type's calendar edits. */
export async function createRoomBlock(
  db: Db,
  actor: Actor,
  input: CreateRoomBlock,
  now = new Date(),
): Promise<RoomBlock> {
  const today = todayIst(now);
  if (input.from < today)
    throw badRequest(`Blocks start today (${formatDayWithWeekday(today)}) or later: past nights cannot be blocked.`);
  const roomType = await findBlockRoomType(db, input.roomTypeId);
  if (!roomType) throw notFound('Room type');
  if (roomType.status !== 'active')
    throw badRequest(`${roomType.name} is archived: its rooms are not on sale to block.`);
  if (input.roomCount > roomType.totalRooms)
    throw badRequest(
      `${roomType.name} has ${plural(roomType.totalRooms, 'room')}; a block cannot take ${input.roomCount}.`,
    );
  return auditedAddition(db, actor, {
    action: 'inventory.block.create',
    entityType: 'room_block',
    parent: {
      id: input.roomTypeId,
      what: 'Room type',
      lock: async (tx, id) => ((await lockRoomType(tx, id)) ? roomType : undefined),
    },
    async add(tx) {
      const created = await placeBlock(
        tx,
        {
          propertyId: roomType.propertyId,
          roomTypeId: roomType.id,
          kind: input.kind,
          startsOn: input.from,
          endsOn: addDays(input.to, 1),
          roomCount: input.roomCount,
          reason: input.reason,
          createdBy: actor.actorUserId,
        },
        'all',
        roomType.name,
      );
      const [view] = await findBlocks(tx, { ids: [created.id] });
      return { created, result: toRoomBlock(view!) };
    },
  });
}

/** Staff release a block they entered; a channel's block goes when its event goes from that channel's calendar. */
export async function releaseRoomBlock(db: Db, actor: Actor, id: string, now = new Date()): Promise<RoomBlock> {
  return auditedChange(db, actor, {
    action: 'inventory.block.release',
    entityType: 'room_block',
    entityId: id,
    what: 'Block',
    lock: lockBlock,
    async change(tx, block) {
      if (block.calendarImportId && !block.releasedAt) {
        const [row] = await findBlocks(tx, { ids: [id] });
        throw conflict(
          `This block comes from ${row?.channel ?? 'another channel'}'s calendar: it goes when the booking is removed there (or the calendar is removed here), at the next sync.`,
        );
      }
      const unchanged = block.releasedAt !== null;
      await releaseBlock(tx, block, actor.actorUserId, now);
      const [view] = await findBlocks(tx, { ids: [id] });
      const result = toRoomBlock(view!);
      return unchanged ? { result, unchanged: true } : { result, after: { ...block, releasedAt: now } };
    },
  });
}
