import {
  calendarConflictsQuerySchema,
  calendarConflictsResponseSchema,
  calendarImportResponseSchema,
  createCalendarImportSchema,
  roomTypeChannelsResponseSchema,
} from '@staybook/contract/calendar-sync';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { auditActor, byBody, byParam, byQuery, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import { roomBlockConflicts } from '../inventory/index.js';
import type { AppModule } from '../module-context.js';
import { publishedCalendar, rotateExportToken } from './calendar-export.service.js';
import { channelManagerRoutes } from './channel-manager.routes.js';
import {
  addCalendarImport,
  channelDeps,
  removeCalendarImport,
  roomTypeChannels,
  syncCalendarImport,
} from './channels.service.js';

const idParams = z.object({ id: z.uuid({ error: 'must be a valid id' }) });

/**
 * A room type's published calendar: `GET /api/ical/<token>.ics`, public (the token is the secret), read by the
 * other channels every few minutes. Unknown token: 404.
 */
export const calendarFeedRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/ical/:file',
    {
      schema: {
        tags: ['channels'],
        summary: 'A room type’s unavailable nights as an iCal feed (RFC 5545), at its secret address',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/i, '');
      const text = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await publishedCalendar(ctx.db, ctx.config, token) : null;
      if (text === null) throw notFound('Calendar');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
};

/** Calendar sync in the console: a room type's calendars, imports added, read now and removed, the export rotated. */
export const adminChannelsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['channels (console)'];
  const security = consoleSecurity;
  const deps = channelDeps(ctx);
  // The channel manager's console routes (Channex mapping, pushes, feed) sit beside the calendars'.
  await fastify.register(channelManagerRoutes, { ctx });

  app.get(
    '/api/admin/channels/room-types/:id',
    {
      ...app.consoleAccess('rates.manage', byParam('roomType')),
      schema: { tags, security, params: idParams, response: { 200: roomTypeChannelsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await roomTypeChannels(ctx.db, ctx.config, request.params.id),
    }),
  );

  app.post(
    '/api/admin/channels/room-types/:id/rotate-export',
    {
      ...app.consoleAccess('rates.manage', byParam('roomType')),
      schema: { tags, security, params: idParams, response: { 200: roomTypeChannelsResponseSchema } },
    },
    async (request) => {
      await rotateExportToken(ctx.db, ctx.config, auditActor(request), request.params.id);
      return { success: true as const, data: await roomTypeChannels(ctx.db, ctx.config, request.params.id) };
    },
  );

  app.post(
    '/api/admin/channels/imports',
    {
      ...app.consoleAccess('rates.manage', byBody('roomType', 'roomTypeId')),
      schema: { tags, security, body: createCalendarImportSchema, response: { 201: calendarImportResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await addCalendarImport(deps, auditActor(request), request.body);
      return reply.code(201).send({ success: true as const, data: outcome.import });
    },
  );

  app.post(
    '/api/admin/channels/imports/:id/sync',
    {
      ...app.consoleAccess('rates.manage', byParam('calendarImport')),
      schema: { tags, security, params: idParams, response: { 200: calendarImportResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      // Read now: also reads a calendar the schedule set aside (a limit broken), and clears that.
      data: (await syncCalendarImport(deps, request.params.id, new Date(), { asked: true })).import,
    }),
  );

  app.delete(
    '/api/admin/channels/imports/:id',
    {
      ...app.consoleAccess('rates.manage', byParam('calendarImport')),
      schema: { tags, security, params: idParams, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      await removeCalendarImport(deps, auditActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/channels/conflicts',
    {
      ...app.consoleAccess('dashboard.view', byQuery('property', 'propertyId')),
      schema: {
        tags,
        security,
        querystring: calendarConflictsQuerySchema,
        response: { 200: calendarConflictsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await roomBlockConflicts(ctx.db, new Date(), {
        ...(request.query.propertyId ? { propertyId: request.query.propertyId } : {}),
        scope: consoleScope(request),
      }),
    }),
  );
};
