import { phoneSchema } from '@staybook/contract/common';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/http-errors.js';
import { isLoopback } from '../../lib/loopback.js';
import type { AppModule } from '../module-context.js';
import { smsSentTo } from './dev-outbox.service.js';

const querySchema = z.object({ phone: phoneSchema });

/**
 * Development and end-to-end tests only (the same door as the OTP peek: OTP_DEV_PEEK, never in production, this
 * machine only): the messages the SMS outbox holds for a number, so a story can read what the guest was sent.
 */
export const devOutboxRoutes: AppModule = async (fastify, { ctx }) => {
  if (ctx.config.isProduction || !ctx.config.otpDevPeek) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/__dev/sms-outbox', { schema: { hide: true, querystring: querySchema } }, async (request) => {
    if (!isLoopback(request.socket.remoteAddress))
      throw new AppError(403, 'FORBIDDEN', 'The outbox can be read only from this machine.');
    return { success: true as const, data: await smsSentTo(ctx.db, request.query.phone) };
  });
};
