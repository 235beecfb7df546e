import {
  adminRoomResponseSchema,
  assignRoomSchema,
  autoAssignResponseSchema,
  autoAssignSchema,
  bookingRoomsResponseSchema,
  outOfServiceInputSchema,
  roomAssignmentsQuerySchema,
  roomAssignmentsResponseSchema,
  roomInputSchema,
  roomTypeRoomsResponseSchema,
  unassignRoomSchema,
} from '@staybook/contract/admin-rooms';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, byBody, byParam, byQuery, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { assignRoom, autoAssign, bookingRoomsView, roomAssignments, unassignRoom } from './assignments.service.js';
import { clearOutOfService, createRoom, roomTypeRooms, setOutOfService, updateRoom } from './rooms.service.js';

/**
 * Numbered rooms and their assignment (issue 44). Rooms are set up with the property (catalogue.property); the desk
 * takes them out of service, assigns and moves guests (bookings.manage) and reads who sleeps where (bookings.view).
 */
export const adminRoomsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['rooms (console)'];
  const security = consoleSecurity;
  const params = z.object({ id: z.uuid({ error: 'must be a valid id' }) });

  app.get(
    '/api/admin/room-types/:id/rooms',
    {
      ...app.consoleAccess('bookings.view', byParam('roomType')),
      schema: { tags, security, params, response: { 200: roomTypeRoomsResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await roomTypeRooms(ctx.db, request.params.id) }),
  );

  app.post(
    '/api/admin/room-types/:id/rooms',
    {
      ...app.consoleAccess('catalogue.property', byParam('roomType')),
      schema: { tags, security, params, body: roomInputSchema, response: { 201: adminRoomResponseSchema } },
    },
    async (request, reply) => {
      const data = await createRoom(ctx.db, auditActor(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/api/admin/rooms/:id',
    {
      ...app.consoleAccess('catalogue.property', byParam('room')),
      schema: { tags, security, params, body: roomInputSchema, response: { 200: adminRoomResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await updateRoom(ctx.db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/admin/rooms/:id/out-of-service',
    {
      ...app.consoleAccess('bookings.manage', byParam('room')),
      schema: { tags, security, params, body: outOfServiceInputSchema, response: { 200: adminRoomResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await setOutOfService(ctx.db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/rooms/:id/out-of-service',
    {
      ...app.consoleAccess('bookings.manage', byParam('room')),
      schema: { tags, security, params, response: { 200: adminRoomResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await clearOutOfService(ctx.db, auditActor(request), request.params.id),
    }),
  );

  app.get(
    '/api/admin/room-assignments',
    {
      ...app.consoleAccess('bookings.view', byQuery('property', 'propertyId')),
      schema: {
        tags,
        security,
        querystring: roomAssignmentsQuerySchema,
        response: { 200: roomAssignmentsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await roomAssignments(ctx.db, request.query) }),
  );

  app.post(
    '/api/admin/room-assignments/auto',
    {
      ...app.consoleAccess('bookings.manage', byBody('property', 'propertyId')),
      schema: { tags, security, body: autoAssignSchema, response: { 200: autoAssignResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await autoAssign(ctx.db, request.body) }),
  );

  app.get(
    '/api/admin/bookings/:id/rooms',
    {
      ...app.consoleAccess('bookings.view', byParam('booking')),
      schema: { tags, security, params, response: { 200: bookingRoomsResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await bookingRoomsView(ctx.db, request.params.id) }),
  );

  app.post(
    '/api/admin/bookings/:id/rooms',
    {
      ...app.consoleAccess('bookings.manage', byParam('booking')),
      schema: { tags, security, params, body: assignRoomSchema, response: { 200: bookingRoomsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await assignRoom(ctx.db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/bookings/:id/rooms/unassign',
    {
      ...app.consoleAccess('bookings.manage', byParam('booking')),
      schema: { tags, security, params, body: unassignRoomSchema, response: { 200: bookingRoomsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await unassignRoom(ctx.db, auditActor(request), request.params.id, request.body),
    }),
  );
};
