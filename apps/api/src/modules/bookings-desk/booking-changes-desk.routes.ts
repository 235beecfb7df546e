import { adminBookingIdParamsSchema } from '@staybook/contract/admin-bookings';
import {
  bookingChangePreviewResponseSchema,
  bookingChangesResponseSchema,
  currentStayResponseSchema,
  deskChangePreviewRequestSchema,
  deskChangeRequestSchema,
  deskChangeResponseSchema,
} from '@staybook/contract/booking-changes';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byParam, consoleSecurity } from '../../plugins/console-access.js';
import {
  deskChanges,
  deskCurrentStay,
  previewDeskChange,
  requestDeskChange,
} from '../bookings/changes/booking-changes.service.js';
import { type AppModule, bookingDepsOf } from '../module-context.js';

/** The desk's changes of a booking (issue 23): always allowed on a confirmed booking, with a reason. */
export const deskBookingChangesRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const viewOne = app.consoleAccess('bookings.view', byParam('booking'));
  const manage = app.consoleAccess('bookings.manage', byParam('booking'));
  const tags = ['bookings desk (console)'];
  const security = consoleSecurity;
  const deps = (log: typeof fastify.log) => bookingDepsOf(ctx, log);

  app.post(
    '/api/admin/bookings/:id/changes/preview',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: 'What a change of dates, rooms, plan or guests would cost or refund',
        params: adminBookingIdParamsSchema,
        body: deskChangePreviewRequestSchema,
        response: { 200: bookingChangePreviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await previewDeskChange(deps(request.log), request.params.id, request.body, request.body.settle),
    }),
  );

  app.post(
    '/api/admin/bookings/:id/changes',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: 'Change the booking now, with a reason; a higher price at the property or by a link, a lower refunded',
        params: adminBookingIdParamsSchema,
        body: deskChangeRequestSchema,
        response: { 200: deskChangeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await requestDeskChange(
        deps(request.log),
        auditActor(request).actorUserId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/admin/bookings/:id/changes',
    {
      ...viewOne,
      schema: {
        tags,
        security,
        summary: 'The changes made to the booking, oldest first',
        params: adminBookingIdParamsSchema,
        response: { 200: bookingChangesResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await deskChanges(ctx.db, request.params.id) }),
  );
  app.get(
    '/api/admin/bookings/:id/stay',
    {
      ...viewOne,
      schema: {
        tags,
        security,
        summary: 'The stay as booked, in the change request’s shape (to prefill a change)',
        params: adminBookingIdParamsSchema,
        response: { 200: currentStayResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await deskCurrentStay(ctx.db, request.params.id) }),
  );
};
