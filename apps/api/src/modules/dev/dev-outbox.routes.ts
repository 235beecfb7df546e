import { phoneSchema } from '@staybook/contract/common';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { thisMachineOnly } from '../../lib/loopback.js';
import type { AppModule } from '../module-context.js';
import { smsSentTo, whatsappSentTo } from './dev-outbox.service.js';

const querySchema = z.object({ phone: phoneSchema });

/**
 * Development and end-to-end tests only (the same door as the OTP peek: OTP_DEV_PEEK, never in production, this
 * machine only, never through a proxy): the messages the SMS and WhatsApp outboxes hold for a number, so a story can
 * read what the guest was sent.
 */
export const devOutboxRoutes: AppModule = async (fastify, { ctx }) => {
  if (ctx.config.isProduction || !ctx.config.otpDevPeek) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = thisMachineOnly('The outbox can be read only from this machine, never through a proxy.');
  app.get('/__dev/sms-outbox', { onRequest, schema: { hide: true, querystring: querySchema } }, async (request) => {
    return { success: true as const, data: await smsSentTo(ctx.db, request.query.phone) };
  });
  app.get(
    '/__dev/whatsapp-outbox',
    { onRequest, schema: { hide: true, querystring: querySchema } },
    async (request) => ({ success: true as const, data: await whatsappSentTo(ctx.db, request.query.phone) }),
  );
};
