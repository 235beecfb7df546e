import {
  housekeepingBoardResponseSchema,
  housekeepingQuerySchema,
  housekeepingRoomResponseSchema,
  setHousekeepingSchema,
} from '@staybook/contract/housekeeping';
import { todayIst } from '@staybook/contract/stay-dates';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, byParam, byQuery, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { housekeepingBoard, setRoomState } from './housekeeping.service.js';

/**
 * Housekeeping (issue 44): the day's board of a property and a room's state, for housekeepers, the desk and managers
 * of that property (housekeeping.update, checked against the property in one place).
 */
export const housekeepingRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['housekeeping (console)'];
  const security = consoleSecurity;

  app.get(
    '/api/admin/housekeeping',
    {
      ...app.consoleAccess('housekeeping.update', byQuery('property', 'propertyId')),
      schema: {
        tags,
        security,
        querystring: housekeepingQuerySchema,
        response: { 200: housekeepingBoardResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await housekeepingBoard(ctx.db, request.query.propertyId, request.query.date ?? todayIst()),
    }),
  );

  app.put(
    '/api/admin/rooms/:id/housekeeping',
    {
      ...app.consoleAccess('housekeeping.update', byParam('room')),
      schema: {
        tags,
        security,
        params: z.object({ id: z.uuid({ error: 'must be a valid id' }) }),
        body: setHousekeepingSchema,
        response: { 200: housekeepingRoomResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setRoomState(ctx.db, auditActor(request), request.params.id, request.body),
    }),
  );
};
