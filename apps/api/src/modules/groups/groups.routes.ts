import {
  createGroupSchema,
  extendGroupSchema,
  groupResponseSchema,
  groupRoomSchema,
  groupsQuerySchema,
  groupsResponseSchema,
  importRoomingListSchema,
  roomingImportResponseSchema,
} from '@staybook/contract/groups';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, byBody, byParam, byQuery, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import { type AppModule, bookingDepsOf } from '../module-context.js';
import { createGroup, groupView, listGroups, pickUpGroupRoom, setGroupCutoff } from './groups.service.js';
import { releaseGroupNow } from './groups-release.js';
import { importRoomingList } from './groups-rooming.js';

/**
 * Groups and allotments in the console (docs/groups-and-allotments.md): the sales desk and the front desk read them
 * (bookings.view) and hold, pick up, release and extend (bookings.manage), for the properties in their scope.
 */
export const groupsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups (console)'];
  const security = consoleSecurity;
  const params = z.object({ id: z.uuid({ error: 'must be a valid id' }) });
  const deps = (request: { log: typeof fastify.log }) => bookingDepsOf(ctx, request.log);

  app.get(
    '/api/admin/groups',
    {
      ...app.consoleAccess('bookings.view', byQuery('property', 'propertyId')),
      schema: { tags, security, querystring: groupsQuerySchema, response: { 200: groupsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await listGroups(ctx.db, consoleScope(request), request.query.propertyId),
    }),
  );

  app.post(
    '/api/admin/groups',
    {
      ...app.consoleAccess('bookings.manage', byBody('property', 'propertyId')),
      schema: { tags, security, body: createGroupSchema, response: { 201: groupResponseSchema } },
    },
    async (request, reply) => {
      const id = await createGroup(ctx.db, auditActor(request), request.body);
      return reply.code(201).send({ success: true as const, data: await groupView(ctx, id) });
    },
  );

  app.get(
    '/api/admin/groups/:id',
    {
      ...app.consoleAccess('bookings.view', byParam('group')),
      schema: { tags, security, params, response: { 200: groupResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await groupView(ctx, request.params.id) }),
  );

  app.post(
    '/api/admin/groups/:id/rooms',
    {
      ...app.consoleAccess('bookings.manage', byParam('group')),
      schema: { tags, security, params, body: groupRoomSchema, response: { 201: groupResponseSchema } },
    },
    async (request, reply) => {
      await pickUpGroupRoom(deps(request), auditActor(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data: await groupView(ctx, request.params.id) });
    },
  );

  app.post(
    '/api/admin/groups/:id/rooming-list',
    {
      ...app.consoleAccess('bookings.manage', byParam('group')),
      schema: { tags, security, params, body: importRoomingListSchema, response: { 200: roomingImportResponseSchema } },
    },
    async (request) => {
      const results = await importRoomingList(deps(request), auditActor(request), request.params.id, request.body.csv);
      return { success: true as const, data: { results, group: await groupView(ctx, request.params.id) } };
    },
  );

  app.post(
    '/api/admin/groups/:id/release',
    {
      ...app.consoleAccess('bookings.manage', byParam('group')),
      schema: { tags, security, params, response: { 200: groupResponseSchema } },
    },
    async (request) => {
      await releaseGroupNow(ctx.db, auditActor(request), request.params.id);
      return { success: true as const, data: await groupView(ctx, request.params.id) };
    },
  );

  app.put(
    '/api/admin/groups/:id/cutoff',
    {
      ...app.consoleAccess('bookings.manage', byParam('group')),
      schema: { tags, security, params, body: extendGroupSchema, response: { 200: groupResponseSchema } },
    },
    async (request) => {
      await setGroupCutoff(ctx.db, auditActor(request), request.params.id, request.body.cutoffDate);
      return { success: true as const, data: await groupView(ctx, request.params.id) };
    },
  );
};
