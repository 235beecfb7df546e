import {
  deliveriesResponseSchema,
  deliveryRetryParamsSchema,
  deliveryRetryResponseSchema,
  sideEffectsPaths,
} from '@staybook/contract/side-effects';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';
import { consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import * as service from './side-effects-console.service.js';

/**
 * The console's Deliveries (issue 40): the side effects every automatic retry failed to deliver, and a retry by hand.
 * Brand-wide, with the money panel's permission (a missing tax document is a money matter first).
 */
export const sideEffectsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['deliveries (console)'];
  const security = consoleSecurity;
  const access = app.consoleAccess('money.view');

  app.get(
    sideEffectsPaths.list,
    { ...access, schema: { tags, security, response: { 200: deliveriesResponseSchema } } },
    async () => ({ success: true as const, data: await service.deliveries(ctx.db, new Date()) }),
  );
  app.post(
    sideEffectsPaths.retry,
    {
      ...access,
      schema: { tags, security, params: deliveryRetryParamsSchema, response: { 200: deliveryRetryResponseSchema } },
    },
    async (request) => {
      const outcome = await service.retryDelivery(ctx.db, ctx.effects.deliver, request.params.id, new Date());
      if (!outcome) throw notFound('Failed delivery');
      return { success: true as const, data: { outcome } };
    },
  );
};
