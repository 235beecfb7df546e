import type {
  InventoryBulkEdit,
  InventoryBulkResult,
  InventoryCalendar,
  InventoryNight,
  InventoryPropertyOption,
  InventoryQuery,
} from '@staybook/contract/admin-inventory';
import { paiseToRupees } from '@staybook/contract/money';
import { type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import type { Db } from '../../db/client.js';
import type { PropertyScope } from '../../db/property-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import { editableNights } from './editable-nights.js';
import * as repo from './inventory.repository.js';
import {
  datesInRange,
  describeOperation,
  InventoryRuleError,
  type NightRow,
  type PlannedNight,
  planBulkEdit,
  summariseNights,
} from './inventory-rules.js';
import { countRoomsOfType } from './rooms.repository.js';

/** Rates and inventory use cases for the console: the pickers, the calendar and the audited bulk edit. */

const toNight = (row: NightRow): InventoryNight => ({
  date: row.stayDate,
  hasInventory: true,
  rate: paiseToRupees(row.ratePaise),
  available: row.available,
  booked: row.booked,
  blocked: row.blocked,
  total: row.available + row.booked + row.blocked,
  isClosed: row.isClosed,
  minStay: row.minStay,
  maxStay: row.maxStay,
  closedToArrival: row.closedToArrival,
  closedToDeparture: row.closedToDeparture,
});

const noInventory = (date: IsoDate): InventoryNight => ({
  date,
  hasInventory: false,
  rate: null,
  available: 0,
  booked: 0,
  blocked: 0,
  total: 0,
  isClosed: false,
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
});

/** The member's properties with their room types (archived ones flagged), for the console's pickers. */
export async function listRoomTypeOptions(db: Db, scope: PropertyScope): Promise<InventoryPropertyOption[]> {
  const rows = await repo.listRoomTypeOptions(db, scope);
  const byProperty = new Map<string, InventoryPropertyOption>();
  for (const r of rows) {
    let property = byProperty.get(r.propertyId);
    if (!property) {
      property = {
        id: r.propertyId,
        name: r.propertyName,
        city: r.city,
        // A draft (issue 23) is being set up, not archived: its nights are edited before it is published.
        archived: r.propertyStatus === 'archived',
        roomTypes: [],
      };
      byProperty.set(r.propertyId, property);
    }
    if (r.roomTypeId)
      property.roomTypes.push({
        id: r.roomTypeId,
        name: r.roomTypeName ?? '',
        baseRate: paiseToRupees(r.baseRatePaise ?? 0),
        totalRooms: r.totalRooms ?? 0,
        archived: r.roomTypeStatus !== 'active',
      });
  }
  return [...byProperty.values()];
}

/** One room type's nights from `from` to `to`; nights without a row are shown as having no inventory. */
export async function inventoryCalendar(
  db: Db,
  { roomTypeId, from, to }: InventoryQuery,
  today: IsoDate = todayIst(),
): Promise<InventoryCalendar> {
  const roomType = await repo.findRoomType(db, roomTypeId);
  if (!roomType) throw notFound('Room type');
  const rows = await repo.findNights(db, roomTypeId, from, to);
  const byDate = new Map(rows.map((r) => [r.stayDate, r]));
  return {
    roomTypeId,
    roomTypeName: roomType.name,
    propertyName: roomType.propertyName,
    from,
    to,
    today,
    nights: datesInRange(from, to).map((date) => {
      const row = byDate.get(date);
      return row ? toNight(row) : noInventory(date);
    }),
  };
}

/** The rules' refusal as the API's coded error. */
function planOrRefuse(...args: Parameters<typeof planBulkEdit>): PlannedNight[] {
  try {
    return planBulkEdit(...args);
  } catch (error) {
    if (error instanceof InventoryRuleError)
      throw error.kind === 'conflict'
        ? conflict(error.message, 'CONFLICT', error.details)
        : badRequest(error.message, error.details);
    throw error;
  }
}

/**
 * A bulk edit over dates and weekdays, all or nothing: the room type's edit lock, the nights locked, the plan
 * applied, and one audit row summarising the nights before and after.
 */
export async function bulkEditInventory(
  db: Db,
  actor: Actor,
  edit: InventoryBulkEdit,
  today: IsoDate = todayIst(),
): Promise<InventoryBulkResult> {
  const dates = editableNights(edit, today);

  return auditedChange(db, actor, {
    action: 'inventory.bulk',
    entityType: 'room_type',
    entityId: edit.roomTypeId,
    what: 'Room type',
    lock: async (tx, id) =>
      (await repo.lockRoomType(tx, id)) ? ((await repo.findRoomType(tx, id)) ?? undefined) : undefined,
    async change(tx, roomType) {
      if (edit.action === 'set_rooms') {
        // A night cannot sell more rooms than are numbered: each room sold must have one to sleep in (decision 015).
        const numbered = await countRoomsOfType(tx, edit.roomTypeId);
        if (numbered > 0 && edit.rooms > numbered)
          throw badRequest(
            `${roomType.name} has ${numbered} numbered room${numbered === 1 ? '' : 's'}: a night can sell at most that many. Add rooms under Rooms first. Nothing was changed.`,
          );
      }
      const wanted = new Set(dates);
      const rows = (await repo.lockNights(tx, edit.roomTypeId, edit.from, edit.to)).filter((r) =>
        wanted.has(r.stayDate),
      );
      const planned = planOrRefuse(edit, dates, rows, roomType);
      if (planned.length === 0)
        throw badRequest(
          'None of these nights has inventory yet: set a rate or the number of rooms first to open them.',
        );
      const written = await repo.writeNights(tx, edit.roomTypeId, planned);
      const created = planned.filter((p) => p.created).length;
      if (written.updated !== planned.length - created || written.inserted !== created)
        throw conflict('The inventory changed while saving. Nothing was changed; please try again.');
      const after = await repo.findNightsOn(
        tx,
        edit.roomTypeId,
        planned.map((p) => p.stayDate),
      );
      return {
        before: { affectedDates: planned.length, ...summariseNights(rows) },
        after: {
          operation: describeOperation(edit),
          roomType: roomType.name,
          property: roomType.propertyName,
          affectedDates: planned.length,
          createdDates: created,
          ...summariseNights(after),
        },
        result: { updated: planned.length, created, nights: after.map(toNight) },
      };
    },
  });
}
