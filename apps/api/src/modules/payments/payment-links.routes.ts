import {
  createBookingResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@staybook/contract/booking';
import { paymentLinkPageResponseSchema, paymentLinkTokenParamsSchema } from '@staybook/contract/desk-bookings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppModule, bookingDepsOf } from '../module-context.js';
import { paymentLinkCheckout, paymentLinkPage, verifyPaymentLink } from './payment-links.service.js';

/** The guest's payment link (/pay/<token>): no sign-in; the token names the booking and proves the link is ours. */
export const paymentLinksRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment links'];
  const deps = (log: FastifyInstance['log']) => bookingDepsOf(ctx, log);
  // A guest opens and pays a link a few times; the general limit's off switch (tests, benchmarks) turns this off too.
  const limit: { rateLimit?: { max: number; timeWindow: string } } =
    ctx.config.RATE_LIMIT_PER_MINUTE > 0 ? { rateLimit: { max: 30, timeWindow: '1 minute' } } : {};

  app.get(
    '/property/v1/app/pay/:token',
    {
      schema: {
        tags,
        summary: 'A payment link’s booking: the stay, what it asks now, until when, and whether it is still payable',
        params: paymentLinkTokenParamsSchema,
        response: { 200: paymentLinkPageResponseSchema },
      },
      config: limit,
    },
    async (request) => ({
      success: true as const,
      data: await paymentLinkPage(deps(request.log), request.params.token),
    }),
  );

  app.post(
    '/property/v1/app/pay/:token/checkout',
    {
      schema: {
        tags,
        summary: 'Open the provider checkout for the link (409 HOLD_EXPIRED once it lapsed, 409 when already paid)',
        params: paymentLinkTokenParamsSchema,
        response: { 200: createBookingResponseSchema },
      },
      config: limit,
    },
    async (request) => ({
      success: true as const,
      data: await paymentLinkCheckout(deps(request.log), request.params.token),
    }),
  );

  app.post(
    '/property/v1/app/pay/:token/verify',
    {
      schema: {
        tags,
        summary: 'Verify the checkout’s answer for the link’s booking (signature and order), then confirm it',
        params: paymentLinkTokenParamsSchema,
        body: verifyPaymentRequestSchema.omit({ bookingId: true }),
        response: { 200: verifyPaymentResponseSchema },
      },
      config: limit,
    },
    async (request) => ({
      success: true as const,
      data: await verifyPaymentLink(deps(request.log), request.params.token, request.body),
    }),
  );
};
