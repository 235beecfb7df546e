import { channelManagerMappingSchema, channelManagerPropertyResponseSchema } from '@staybook/contract/channel-manager';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, byParam, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { channelManagerOf, fullSync, pullNow, saveChannelMapping } from './channel-manager.service.js';

const idParams = z.object({ id: z.uuid({ error: 'must be a valid id' }) });

/**
 * The channel manager in the console (issue 44): a property's mapping to Channex, its pushes and the revisions read
 * from the feed; the mapping saved, a full sync, the feed read now.
 */
export const channelManagerRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['channel manager (console)'];
  const security = consoleSecurity;
  const response = { 200: channelManagerPropertyResponseSchema };
  const path = '/api/admin/channels/manager/properties/:id';

  app.get(
    path,
    {
      ...app.consoleAccess('rates.manage', byParam('property')),
      schema: { tags, security, params: idParams, response },
    },
    async (request) => ({ success: true as const, data: await channelManagerOf(ctx, request.params.id) }),
  );

  app.put(
    path,
    {
      ...app.consoleAccess('rates.manage', byParam('property')),
      schema: { tags, security, params: idParams, body: channelManagerMappingSchema, response },
    },
    async (request) => {
      await saveChannelMapping(ctx.db, auditActor(request), request.params.id, request.body);
      return { success: true as const, data: await channelManagerOf(ctx, request.params.id) };
    },
  );

  app.post(
    `${path}/full-sync`,
    {
      ...app.consoleAccess('rates.manage', byParam('property')),
      schema: { tags, security, params: idParams, response },
    },
    async (request) => {
      await fullSync(ctx, auditActor(request), request.params.id);
      return { success: true as const, data: await channelManagerOf(ctx, request.params.id) };
    },
  );

  app.post(
    `${path}/pull`,
    {
      ...app.consoleAccess('rates.manage', byParam('property')),
      schema: { tags, security, params: idParams, response },
    },
    async (request) => {
      await pullNow(ctx);
      return { success: true as const, data: await channelManagerOf(ctx, request.params.id) };
    },
  );
};
