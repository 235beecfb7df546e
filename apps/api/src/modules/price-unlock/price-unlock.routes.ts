import { unlockPriceRequestSchema, unlockPriceResponseSchema } from '@staybook/contract/price-unlock';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../module-context.js';
import { unlockPrice } from './price-unlock.service.js';

/** Enough for a family comparing a few date ranges; not enough to scrape every price. */
const UNLOCK_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export const priceUnlockRoutes: AppModule = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/property/v1/app/unlock-price',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Unlock the price of a stay by leaving a name and mobile number',
        body: unlockPriceRequestSchema,
        response: { 200: unlockPriceResponseSchema },
      },
      config: { rateLimit: UNLOCK_RATE_LIMIT },
    },
    async (request) => {
      const body = request.body;
      const result = await unlockPrice(body, {
        db: ctx.db,
        gstSlabs: ctx.config.gstSlabs,
        now: new Date(),
        userId: request.authUser?.id ?? null,
        ip: request.ip ?? null,
      });
      return {
        success: true as const,
        message: result.quote ? 'Price unlocked' : 'No rooms are available for these dates.',
        data: {
          _id: result.id,
          propertyId: body.propertyId,
          checkInDate: body.checkInDate,
          checkOutDate: body.checkOutDate,
          adults: body.adults,
          children: body.children,
          quote: result.quote,
          propertyUrl: result.propertyUrl,
        },
      };
    },
  );
};
