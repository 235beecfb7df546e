import { randomUUID } from 'node:crypto';
import {
  RATES_BULK_MAX_ROOM_TYPES,
  RATES_BULK_WARN_PERCENT,
  type RatesBulkApplied,
  type RatesBulkApply,
  type RatesBulkEdit,
  type RatesBulkPreview,
  type RatesBulkRoomType,
  type RatesBulkUndone,
} from '@staybook/contract/admin-rate-plans';
import { accessMessages } from '@staybook/contract/admin-staff';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr, paiseToRupees, rupeesToPaise } from '@staybook/contract/money';
import { type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { PropertyScope } from '../../db/property-scope.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import * as inventory from '../inventory/index.js';
import { datesInRange, type NightRow, type PlannedNight } from '../inventory/index.js';
import * as repo from './rate-plans-admin.repository.js';
import {
  type BatchNight,
  firstChangedSince,
  largestChange,
  planBulkRates,
  RatePlanRuleError,
} from './rate-plans-admin-rules.js';

/**
 * The brand-wide rate bulk edit: room types chosen by city, property type, category or by name, old → new for every
 * open night, applied in one transaction with one audit entry that keeps every night (so the member's last batch can
 * be undone while nobody has changed those nights since). Nights are written by the inventory's own repository, the
 * one writer of room_inventory. A member with a list of properties only ever reaches their own.
 */

type ChosenRoomType = Awaited<ReturnType<typeof repo.selectRoomTypes>>[number];

/** The chosen room types: listed ones must be the member's (403 otherwise); filters are narrowed to them in SQL. */
async function chooseRoomTypes(db: DbOrTx, scope: PropertyScope, edit: RatesBulkEdit): Promise<ChosenRoomType[]> {
  const listed = edit.selection.roomTypeIds;
  if (listed.length > 0) {
    const owners = await repo.propertiesOfRoomTypes(db, listed);
    if (owners.length < new Set(listed).size) throw notFound('Room type');
    if (scope !== null && owners.some((o) => !scope.includes(o.propertyId))) throw forbidden(accessMessages.outOfScope);
  }
  const chosen = await repo.selectRoomTypes(db, edit.selection, scope);
  if (chosen.length === 0)
    throw badRequest('No room on sale matches the choice: choose other cities, types, categories or rooms.', {
      field: 'selection',
    });
  if (chosen.length > RATES_BULK_MAX_ROOM_TYPES)
    throw badRequest(
      `The choice covers ${chosen.length} room types; one change may cover at most ${RATES_BULK_MAX_ROOM_TYPES}.`,
      { field: 'selection' },
    );
  return chosen;
}

function nightsOf(edit: RatesBulkEdit, today: IsoDate): Set<IsoDate> {
  if (edit.from < today)
    throw badRequest(`from: nights before today (${formatDayWithWeekday(today)}) cannot be edited.`, {
      field: 'from',
    });
  const dates = datesInRange(edit.from, edit.to, edit.weekdays);
  if (dates.length === 0)
    throw badRequest('No night in the range falls on the chosen weekdays.', { field: 'weekdays' });
  return new Set(dates);
}

function planOrRefuse(...args: Parameters<typeof planBulkRates>) {
  try {
    return planBulkRates(...args);
  } catch (error) {
    if (error instanceof RatePlanRuleError) throw badRequest(error.message, error.details);
    throw error;
  }
}

interface PlannedRoomType {
  room: ChosenRoomType;
  rows: NightRow[];
  nights: ReturnType<typeof planBulkRates>;
}

async function planAll(
  read: (roomTypeId: string) => Promise<NightRow[]>,
  chosen: ChosenRoomType[],
  edit: RatesBulkEdit,
  dates: Set<IsoDate>,
): Promise<PlannedRoomType[]> {
  const out: PlannedRoomType[] = [];
  for (const room of chosen) {
    const rows = await read(room.roomTypeId);
    out.push({ room, rows, nights: planOrRefuse(edit.change, dates, rows, room.roomTypeName) });
  }
  return out;
}

function previewOf(planned: PlannedRoomType[]): RatesBulkPreview {
  const roomTypes: RatesBulkRoomType[] = planned.map(({ room, nights }) => ({
    ...room,
    nights: nights.map(({ oldPaise: _old, newPaise: _new, ...night }) => night),
  }));
  const all = roomTypes.flatMap((r) => r.nights);
  return {
    roomTypes,
    nightCount: all.length,
    largeCount: all.filter((n) => n.isLarge).length,
    largestChangePercent: largestChange(all.map((n) => n.changePercent)),
    warnPercent: RATES_BULK_WARN_PERCENT,
  };
}

/** Old → new for every open night of every chosen room type; nothing is written. */
export async function previewBulkRates(
  db: Db,
  scope: PropertyScope,
  edit: RatesBulkEdit,
  today: IsoDate = todayIst(),
): Promise<RatesBulkPreview> {
  const dates = nightsOf(edit, today);
  const chosen = await chooseRoomTypes(db, scope, edit);
  const planned = await planAll((id) => inventory.findNights(db, id, edit.from, edit.to), chosen, edit, dates);
  return previewOf(planned);
}

/** Locks the room types' edit locks in one order (by id), so two bulk edits over overlapping rooms cannot deadlock. */
async function lockRoomTypes(tx: Tx, ids: readonly string[]): Promise<boolean> {
  for (const id of [...new Set(ids)].sort()) if (!(await inventory.lockRoomType(tx, id))) return false;
  return true;
}

/** Writes the nights' new rates through the inventory repository; a night that moved under us refuses it all. */
async function writeRates(tx: Tx, roomTypeId: string, rows: NightRow[], rates: Map<IsoDate, number>): Promise<void> {
  const planned: PlannedNight[] = rows
    .filter((r) => rates.has(r.stayDate))
    .map((r) => ({ ...r, ratePaise: rates.get(r.stayDate) ?? r.ratePaise, created: false }));
  const written = await inventory.writeNights(tx, roomTypeId, planned);
  if (written.updated !== planned.length || planned.length !== rates.size)
    throw conflict('The inventory changed while saving. Nothing was changed; please try again.');
}

/** The batch's nights as its audit entry keeps them (rupees, like every rate in the log). */
interface AuditedNight {
  roomTypeId: string;
  date: IsoDate;
  before: number;
  after: number;
}

/**
 * Applies the edit in one transaction: the room types locked, the nights planned again from what they are now
 * (the preview may be stale), refused when a night moves over the threshold and the operator did not accept it,
 * written, and one audit entry with the batch id and every night's before and after.
 */
export async function applyBulkRates(
  db: Db,
  actor: Actor,
  scope: PropertyScope,
  { edit, acceptLargeChanges }: RatesBulkApply,
  today: IsoDate = todayIst(),
): Promise<RatesBulkApplied> {
  const dates = nightsOf(edit, today);
  const chosen = await chooseRoomTypes(db, scope, edit);
  const batchId = randomUUID();
  return auditedChange(db, actor, {
    action: repo.BULK_APPLY_ACTION,
    entityType: 'rates_bulk_batch',
    entityId: batchId,
    what: 'Room type',
    lock: async (tx) =>
      (await lockRoomTypes(
        tx,
        chosen.map((r) => r.roomTypeId),
      ))
        ? chosen
        : undefined,
    async change(tx, rooms) {
      const planned = await planAll((id) => inventory.lockNights(tx, id, edit.from, edit.to), rooms, edit, dates);
      const preview = previewOf(planned);
      if (preview.nightCount === 0)
        throw badRequest('Nothing would change: the chosen nights are not open yet or already at that rate.');
      if (preview.largeCount > 0 && !acceptLargeChanges)
        throw conflict(
          `${plural(preview.largeCount, 'night')} would change by more than ${RATES_BULK_WARN_PERCENT}%: review them and confirm.`,
          'CONFLICT',
          { largeCount: preview.largeCount, largestChangePercent: preview.largestChangePercent },
        );
      const nights: AuditedNight[] = [];
      for (const { room, rows, nights: changes } of planned) {
        if (changes.length === 0) continue;
        await writeRates(tx, room.roomTypeId, rows, new Map(changes.map((n) => [n.date as IsoDate, n.newPaise])));
        for (const n of changes)
          nights.push({ roomTypeId: room.roomTypeId, date: n.date as IsoDate, before: n.oldRate, after: n.newRate });
      }
      const roomTypeCount = planned.filter((p) => p.nights.length > 0).length;
      return {
        before: { nights: nights.length },
        after: {
          batchId,
          operation: { from: edit.from, to: edit.to, weekdays: edit.weekdays, ...edit.change },
          selection: edit.selection,
          roomTypes: planned
            .filter((p) => p.nights.length > 0)
            .map(({ room }) => ({ id: room.roomTypeId, name: room.roomTypeName, property: room.propertyName })),
          largestChangePercent: preview.largestChangePercent,
          nights,
        },
        result: { batchId, nightCount: nights.length, roomTypeCount },
      };
    },
  });
}

function batchNightsOf(after: unknown): BatchNight[] {
  const nights = (after as { nights?: AuditedNight[] } | null)?.nights ?? [];
  return nights.map((n) => ({
    roomTypeId: n.roomTypeId,
    date: n.date,
    beforePaise: rupeesToPaise(n.before),
    afterPaise: rupeesToPaise(n.after),
  }));
}

/**
 * Puts back the rates of the member's last bulk change, all or nothing: refused (409, naming the night) when any of
 * its nights has been changed since, so an undo never overwrites someone's later work.
 */
export async function undoLastBulkRates(db: Db, actor: Actor, scope: PropertyScope): Promise<RatesBulkUndone> {
  const last = actor.actorUserId ? await repo.lastBulkBatch(db, actor.actorUserId) : null;
  if (!last || last.undone) throw notFound('A bulk rate change of yours to undo');
  const batch = batchNightsOf(last.after);
  const roomTypeIds = [...new Set(batch.map((n) => n.roomTypeId))];
  const rooms = (last.after as { roomTypes?: Array<{ id: string; name: string; property: string }> }).roomTypes ?? [];
  const roomName = new Map(rooms.map((r) => [r.id, `${r.name} at ${r.property}`]));
  // Access may have narrowed since the change: only the member's properties can be put back.
  if (scope !== null) {
    const owners = await repo.propertiesOfRoomTypes(db, roomTypeIds);
    if (owners.some((o) => !scope.includes(o.propertyId))) throw forbidden(accessMessages.outOfScope);
  }
  return auditedChange(db, actor, {
    action: repo.BULK_UNDO_ACTION,
    entityType: 'rates_bulk_batch',
    entityId: last.id,
    what: 'Bulk rate change',
    lock: async (tx) => ((await lockRoomTypes(tx, roomTypeIds)) ? roomTypeIds : undefined),
    async change(tx, ids) {
      // Another undo of the same batch may have finished while this one waited for the locks.
      if ((await repo.lastBulkBatch(tx, actor.actorUserId ?? ''))?.undone)
        throw conflict('This bulk change has already been undone.');
      const rowsByRoom = new Map<string, NightRow[]>();
      const current = new Map<string, number>();
      for (const id of ids) {
        const dates = batch.filter((n) => n.roomTypeId === id).map((n) => n.date);
        const sorted = [...dates].sort();
        const rows = await inventory.lockNights(tx, id, sorted[0] ?? '', sorted[sorted.length - 1] ?? '');
        rowsByRoom.set(id, rows);
        for (const r of rows) current.set(`${id}|${r.stayDate}`, r.ratePaise);
      }
      const changed = firstChangedSince(batch, current);
      if (changed) {
        const now = current.get(`${changed.roomTypeId}|${changed.date}`);
        throw conflict(
          `${roomName.get(changed.roomTypeId) ?? 'A room'} on ${formatDayWithWeekday(changed.date)} has been changed since (now ${
            now === undefined ? 'not on sale' : formatInr(paiseToRupees(now))
          }), so the bulk change cannot be undone. Nothing was changed.`,
          'CONFLICT',
          { roomTypeId: changed.roomTypeId, date: changed.date },
        );
      }
      for (const id of ids) {
        const restore = new Map(batch.filter((n) => n.roomTypeId === id).map((n) => [n.date, n.beforePaise]));
        await writeRates(tx, id, rowsByRoom.get(id) ?? [], restore);
      }
      return {
        before: { batchId: last.id, nights: batch.length },
        after: { batchId: last.id, restoredNights: batch.length, roomTypeIds: ids },
        result: { batchId: last.id, nightCount: batch.length, roomTypeCount: ids.length },
      };
    },
  });
}
