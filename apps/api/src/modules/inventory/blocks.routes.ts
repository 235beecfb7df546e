import {
  createRoomBlockSchema,
  roomBlockResponseSchema,
  roomBlocksQuerySchema,
  roomBlocksResponseSchema,
} from '@staybook/contract/room-blocks';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, byBody, byParam, byQuery, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { createRoomBlock, listRoomBlocks, releaseRoomBlock } from './blocks.service.js';

/**
 * Room blocks in the console: owner stays, maintenance and rooms out of order, entered and released by the desk;
 * a channel's blocks (imported calendars) are listed with them. Property managers and the front desk.
 */
export const adminBlocksRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory (console)'];
  const security = consoleSecurity;

  app.get(
    '/api/admin/inventory/blocks',
    {
      ...app.consoleAccess('bookings.view', byQuery('property', 'propertyId')),
      schema: { tags, security, querystring: roomBlocksQuerySchema, response: { 200: roomBlocksResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await listRoomBlocks(ctx.db, request.query, consoleScope(request)),
    }),
  );

  app.post(
    '/api/admin/inventory/blocks',
    {
      ...app.consoleAccess('bookings.manage', byBody('roomType', 'roomTypeId')),
      schema: { tags, security, body: createRoomBlockSchema, response: { 201: roomBlockResponseSchema } },
    },
    async (request, reply) => {
      const data = await createRoomBlock(ctx.db, auditActor(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/admin/inventory/blocks/:id',
    {
      ...app.consoleAccess('bookings.manage', byParam('roomBlock')),
      schema: {
        tags,
        security,
        params: z.object({ id: z.uuid({ error: 'must be a valid id' }) }),
        response: { 200: roomBlockResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await releaseRoomBlock(ctx.db, auditActor(request), request.params.id),
    }),
  );
};
