import {
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from '@staybook/contract/booking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/http-errors.js';
import { signedInUser } from '../../plugins/authenticate.js';
import { bookingStatusOf } from '../bookings/booking-views.service.js';
import { findBooking } from '../bookings/bookings.repository.js';
import type { AppModule, ModuleContext, ServiceDeps } from '../module-context.js';
import { confirmPayment } from './confirm-payment.service.js';
import { findPaymentByOrderId } from './payments.repository.js';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.js';
import { signalFromWebhook, WEBHOOK_PATH } from './webhook-events.js';

const paymentInvalid = (message: string) => new AppError(400, 'PAYMENT_INVALID', message);

/** Payment verification (browser), the provider's webhook, and — with the sandbox provider — its checkout. */
export const paymentsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (log: FastifyInstance['log']): ServiceDeps => ({
    db: ctx.db,
    config: ctx.config,
    adapters: ctx.adapters,
    log,
  });

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
    async (request) => {
      const body = request.body;
      const booking = await findBooking(ctx.db, body.bookingId);
      if (!booking || booking.userId !== signedInUser(request).id) throw notFound('Booking');
      const payment = await findPaymentByOrderId(ctx.db, body.razorpay_order_id);
      if (!payment || payment.bookingId !== booking.id)
        throw paymentInvalid('This payment does not belong to the booking.');
      const genuine = ctx.adapters.payments.verifyPaymentSignature({
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      if (!genuine) {
        request.log.warn({ bookingId: booking.id }, 'payment signature did not verify');
        throw paymentInvalid('Payment could not be verified.');
      }
      await confirmPayment(deps(request.log), {
        source: 'verify',
        eventId: `verify:${body.razorpay_payment_id}`,
        kind: 'paid',
        eventType: 'payment.verified',
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        amountPaise: null,
        method: null,
        payload: { razorpay_order_id: body.razorpay_order_id, razorpay_payment_id: body.razorpay_payment_id },
      });
      return { success: true as const, data: await bookingStatusOf(ctx.db, booking.id) };
    },
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
        if (typeof signature !== 'string' || !ctx.adapters.payments.verifyWebhookSignature(raw, signature)) {
          request.log.warn('webhook signature did not verify');
          throw paymentInvalid('Webhook signature did not verify.');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          throw paymentInvalid('Webhook body is not JSON.');
        }
        const eventHeader = request.headers['x-razorpay-event-id'];
        const signal = signalFromWebhook(parsed, typeof eventHeader === 'string' ? eventHeader : undefined, raw);
        const outcome = await confirmPayment(deps(request.log), signal);
        return { success: true as const, duplicate: outcome.duplicate };
      },
    );
  });

  if (ctx.adapters.payments.name === 'sandbox')
    await fastify.register(sandboxCheckoutRoutes, { ctx: ctx as ModuleContext });
};
