import {
  type InventoryNight,
  type InventoryPropertyOption,
  inventoryBulkEditSchema,
  inventoryBulkResponseSchema,
  inventoryCalendarResponseSchema,
  inventoryQuerySchema,
  inventoryRoomTypesResponseSchema,
} from '@staybook/contract/admin-inventory';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { paiseToRupees } from '@staybook/contract/money';
import { type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppModule } from '../module-context.js';
import { auditActor, consoleSecurity, DESK_ROLES } from './console-access.js';
import * as repo from './inventory.repository.js';
import {
  datesInRange,
  describeOperation,
  InventoryRuleError,
  type NightRow,
  planBulkEdit,
  summariseNights,
} from './inventory-rules.js';

const toNight = (row: NightRow): InventoryNight => ({
  date: row.stayDate,
  hasInventory: true,
  rate: paiseToRupees(row.ratePaise),
  available: row.available,
  booked: row.booked,
  total: row.available + row.booked,
  isClosed: row.isClosed,
});

const noInventory = (date: IsoDate): InventoryNight => ({
  date,
  hasInventory: false,
  rate: null,
  available: 0,
  booked: 0,
  total: 0,
  isClosed: false,
});

/** Rates and inventory: a calendar per room type and bulk edits over dates and weekdays. Staff and admins. */
export const adminInventoryRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.requireRole(...DESK_ROLES) };
  const tags = ['inventory (console)'];
  const security = consoleSecurity;

  app.get(
    '/api/admin/inventory/room-types',
    { ...guard, schema: { tags, security, response: { 200: inventoryRoomTypesResponseSchema } } },
    async () => {
      const rows = await repo.listRoomTypeOptions(ctx.db);
      const byProperty = new Map<string, InventoryPropertyOption>();
      for (const r of rows) {
        let property = byProperty.get(r.propertyId);
        if (!property) {
          property = {
            id: r.propertyId,
            name: r.propertyName,
            city: r.city,
            archived: r.propertyStatus !== 'active',
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
      return { success: true as const, data: [...byProperty.values()] };
    },
  );

  app.get(
    '/api/admin/inventory',
    {
      ...guard,
      schema: { tags, security, querystring: inventoryQuerySchema, response: { 200: inventoryCalendarResponseSchema } },
    },
    async (request) => {
      const { roomTypeId, from, to } = request.query;
      const roomType = await repo.findRoomType(ctx.db, roomTypeId);
      if (!roomType) throw notFound('Room type');
      const rows = await repo.findNights(ctx.db, roomTypeId, from, to);
      const byDate = new Map(rows.map((r) => [r.stayDate, r]));
      return {
        success: true as const,
        data: {
          roomTypeId,
          roomTypeName: roomType.name,
          propertyName: roomType.propertyName,
          from,
          to,
          today: todayIst(),
          nights: datesInRange(from, to).map((date) => {
            const row = byDate.get(date);
            return row ? toNight(row) : noInventory(date);
          }),
        },
      };
    },
  );

  app.post(
    '/api/admin/inventory/bulk',
    {
      ...guard,
      schema: { tags, security, body: inventoryBulkEditSchema, response: { 200: inventoryBulkResponseSchema } },
    },
    async (request) => {
      const edit = request.body;
      const today = todayIst();
      if (edit.from < today)
        throw badRequest(`from: nights before today (${formatDayWithWeekday(today)}) cannot be edited.`, {
          field: 'from',
          today,
        });
      const dates = datesInRange(edit.from, edit.to, edit.weekdays);
      if (dates.length === 0)
        throw badRequest(
          `No night from ${formatDayWithWeekday(edit.from)} to ${formatDayWithWeekday(edit.to)} falls on the chosen weekdays.`,
          { field: 'weekdays' },
        );

      const result = await ctx.db.transaction(async (tx) => {
        if (!(await repo.lockRoomType(tx, edit.roomTypeId))) throw notFound('Room type');
        const roomType = await repo.findRoomType(tx, edit.roomTypeId);
        if (!roomType) throw notFound('Room type');
        const wanted = new Set(dates);
        const rows = (await repo.lockNights(tx, edit.roomTypeId, edit.from, edit.to)).filter((r) =>
          wanted.has(r.stayDate),
        );
        let planned: ReturnType<typeof planBulkEdit>;
        try {
          planned = planBulkEdit(edit, dates, rows, roomType);
        } catch (error) {
          if (error instanceof InventoryRuleError)
            throw error.kind === 'conflict'
              ? conflict(error.message, 'CONFLICT', error.details)
              : badRequest(error.message, error.details);
          throw error;
        }
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
        await recordAudit(tx, {
          ...auditActor(request),
          action: 'inventory.bulk',
          entityType: 'room_type',
          entityId: edit.roomTypeId,
          before: { affectedDates: planned.length, ...summariseNights(rows) },
          after: {
            operation: describeOperation(edit),
            roomType: roomType.name,
            property: roomType.propertyName,
            affectedDates: planned.length,
            createdDates: created,
            ...summariseNights(after),
          },
        });
        return { updated: planned.length, created, nights: after.map(toNight) };
      });
      return { success: true as const, data: result };
    },
  );
};
