import { datePricesQuerySchema, datePricesResponseSchema } from '@staybook/contract/date-prices';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../module-context.js';
import { listDatePrices } from './date-prices.service.js';

/** The date picker's prices on the property and rooms pages (issue 24): public, read-only. */
export const datePricesRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/property/v1/app/date-prices',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Lowest nightly price per date for one room before taxes (sold-out dates null), and the cheapest check-in within ±3 days for a stay',
        querystring: datePricesQuerySchema,
        response: { 200: datePricesResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listDatePrices(ctx.db, request.query) }),
  );
};
