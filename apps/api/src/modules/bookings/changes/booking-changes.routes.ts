import { createBookingHeadersSchema } from '@staybook/contract/booking';
import {
  bookingChangePreviewResponseSchema,
  bookingChangesParamsSchema,
  bookingChangesResponseSchema,
  currentStayResponseSchema,
  guestChangeRequestSchema,
  guestChangeResponseSchema,
} from '@staybook/contract/booking-changes';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../plugins/authenticate.js';
import { type AppModule, bookingDepsOf } from '../../module-context.js';
import { guestChanges, guestCurrentStay, previewGuestChange, requestGuestChange } from './booking-changes.service.js';

const bearer = [{ bearer: [] }];
const tags = ['booking'];

/** The guest's own changes of a booking (issue 23): preview, change, history. Owner only; anyone else gets 404. */
export const bookingChangesRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (log: typeof fastify.log) => bookingDepsOf(ctx, log);

  app.post(
    '/property/v1/app/booking/change/preview',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'What changing the dates, rooms, plan or guests would cost or refund, before confirming',
        description:
          'Priced by the same pipeline as a new booking, counting the booking’s own rooms as free for it. A guest may ' +
          'change a confirmed booking while every room is inside its free-cancellation window (`allowed`, `reason`).',
        security: bearer,
        body: guestChangeRequestSchema,
        response: { 200: bookingChangePreviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await previewGuestChange(deps(request.log), signedInUser(request).id, request.body),
    }),
  );

  app.post(
    '/property/v1/app/booking/change',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change the booking: made at once, or once the difference returned in `payment` is paid',
        description:
          'Nothing more to pay online: the nights move at once (one transaction) and a lower price is refunded. ' +
          'Something to pay: pay `payment` through the checkout and verify-payment; the change is made when the ' +
          'payment is captured, or the payment is refunded in full if the new nights were taken meanwhile. Send an ' +
          'Idempotency-Key per attempt and repeat it on a retry: the same key answers with the same change and ' +
          'order. One change waits for a payment at a time; a new one replaces it (its order is closed).',
        security: bearer,
        headers: createBookingHeadersSchema,
        body: guestChangeRequestSchema,
        response: { 200: guestChangeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await requestGuestChange(
        deps(request.log),
        signedInUser(request).id,
        request.body,
        new Date(),
        request.headers['idempotency-key'] ?? null,
      ),
    }),
  );

  app.get(
    '/property/v1/app/booking/:bookingId/changes',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The changes made to the booking, oldest first, with their money',
        security: bearer,
        params: bookingChangesParamsSchema,
        response: { 200: bookingChangesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await guestChanges(ctx.db, signedInUser(request).id, request.params.bookingId),
    }),
  );
  app.get(
    '/property/v1/app/booking/:bookingId/stay',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The stay as booked, in the change request’s shape (to prefill a change)',
        security: bearer,
        params: bookingChangesParamsSchema,
        response: { 200: currentStayResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await guestCurrentStay(ctx.db, signedInUser(request).id, request.params.bookingId),
    }),
  );
};
