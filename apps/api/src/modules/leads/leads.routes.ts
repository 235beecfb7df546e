import { LEAD_SUCCESS_MESSAGE, leadRequestSchema, leadResponseSchema } from '@staybook/contract/leads';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationError } from '../../lib/http-errors.js';
import type { AppModule } from '../module-context.js';
import { insertLead } from './leads.repository.js';
import { checkLeadDates } from './leads-rules.js';

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
      const body = request.body;
      const checkIn = new Date(body.checkInDate);
      const checkOut = new Date(body.checkOutDate);
      const problem = checkLeadDates(checkIn, checkOut, new Date());
      if (problem) throw validationError(problem.message, { field: problem.field });
      const id = await insertLead(ctx.db, {
        email: body.email.toLowerCase(),
        phone: body.phone,
        propertyType: body.propertyType,
        checkInAt: checkIn,
        checkOutAt: checkOut,
        triggerSource: body.triggerSource,
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      return { success: true as const, message: LEAD_SUCCESS_MESSAGE, data: { _id: id } };
    },
  );
};
