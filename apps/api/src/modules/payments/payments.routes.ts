import {
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from '@staybook/contract/booking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/authenticate.js';
import { type AppModule, type ModuleContext, serviceDepsOf } from '../module-context.js';
import { paymentLinksRoutes } from './payment-links.routes.js';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.js';
import { receiveWebhook, verifyPayment } from './verify-payment.service.js';
import { WEBHOOK_PATH } from './webhook-events.js';

/** Payment verification (browser), the provider's webhook, and — with the sandbox provider — its checkout. */
export const paymentsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (log: FastifyInstance['log']) => serviceDepsOf(ctx, log);

  app.post(
    '/property/v1/app/booking/verify-payment',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: "Verify the checkout's signed result (HMAC of order_id|payment_id) and confirm the booking",
        security: [{ bearer: [] }],
        body: verifyPaymentRequestSchema,
        response: { 200: verifyPaymentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verifyPayment(deps(request.log), signedInUser(request).id, request.body),
    }),
  );

  // The webhook's signature is over the exact bytes sent, so this scope keeps JSON bodies raw.
  await fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['booking'],
          summary: 'Payment provider webhook (signed with x-razorpay-signature; idempotent by event id)',
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['x-razorpay-signature'];
        const eventId = request.headers['x-razorpay-event-id'];
        const outcome = await receiveWebhook(
          deps(request.log),
          raw,
          typeof signature === 'string' ? signature : undefined,
          typeof eventId === 'string' ? eventId : undefined,
        );
        return { success: true as const, duplicate: outcome.duplicate };
      },
    );
  });

  await fastify.register(paymentLinksRoutes, { ctx });
  if (ctx.adapters.payments.name === 'sandbox')
    await fastify.register(sandboxCheckoutRoutes, { ctx: ctx as ModuleContext });
};
