import {
  inventoryBulkEditSchema,
  inventoryBulkResponseSchema,
  inventoryCalendarResponseSchema,
  inventoryQuerySchema,
  inventoryRoomTypesResponseSchema,
} from '@staybook/contract/admin-inventory';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byBody, byQuery, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { bulkEditInventory, inventoryCalendar, listRoomTypeOptions } from './inventory.service.js';

/** Rates and inventory: a calendar per room type and bulk edits over dates and weekdays. Staff and admins. */
export const adminInventoryRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory (console)'];
  const security = consoleSecurity;

  app.get(
    '/api/admin/inventory/room-types',
    {
      ...app.consoleAccess('rates.manage'),
      schema: { tags, security, response: { 200: inventoryRoomTypesResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await listRoomTypeOptions(ctx.db, consoleScope(request)) }),
  );

  app.get(
    '/api/admin/inventory',
    {
      ...app.consoleAccess('rates.manage', byQuery('roomType', 'roomTypeId')),
      schema: { tags, security, querystring: inventoryQuerySchema, response: { 200: inventoryCalendarResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await inventoryCalendar(ctx.db, request.query) }),
  );

  app.post(
    '/api/admin/inventory/bulk',
    {
      ...app.consoleAccess('rates.manage', byBody('roomType', 'roomTypeId')),
      schema: { tags, security, body: inventoryBulkEditSchema, response: { 200: inventoryBulkResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await bulkEditInventory(ctx.db, auditActor(request), request.body),
    }),
  );
};
