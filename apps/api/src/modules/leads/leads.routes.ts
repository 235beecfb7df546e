import { LEAD_SUCCESS_MESSAGE, leadRequestSchema, leadResponseSchema } from '@staybook/contract/leads';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../module-context.js';
import { captureLead } from './leads.service.js';

/** A visitor asks for deals once or twice; a flood from one address is a bot. */
const LEAD_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

export const leadsRoutes: AppModule = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/property/v1/leads/capture',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Store a lead from the special-offers popup',
        body: leadRequestSchema,
        response: { 200: leadResponseSchema },
      },
      config: { rateLimit: LEAD_RATE_LIMIT },
    },
    async (request) => {
      const id = await captureLead(ctx.db, request.body, {
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { success: true as const, message: LEAD_SUCCESS_MESSAGE, data: { _id: id } };
    },
  );
};
