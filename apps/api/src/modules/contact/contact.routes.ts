import { CONTACT_SUCCESS_MESSAGE, contactRequestSchema, contactResponseSchema } from '@staybook/contract/contact';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../module-context.js';
import { receiveContactMessage } from './contact.service.js';

/** A person writes a few messages at most; more from one address in a short time is a bot. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export const contactRoutes: AppModule = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/property/v1/contact',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Send a message from the contact form',
        body: contactRequestSchema,
        response: { 200: contactResponseSchema },
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request) => {
      const saved = await receiveContactMessage(ctx.db, request.body, request.ip ?? null);
      return { success: true as const, message: CONTACT_SUCCESS_MESSAGE, data: { _id: saved.id } };
    },
  );
};
