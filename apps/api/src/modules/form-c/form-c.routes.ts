import {
  bookingFormCResponseSchema,
  formCGuestParamsSchema,
  formCGuestResponseSchema,
  formCGuestSchema,
  formCListQuerySchema,
  formCListResponseSchema,
  formCPaths,
  markFormCDepartureSchema,
  markFormCSubmittedSchema,
} from '@staybook/contract/form-c';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, byParam, byQuery, consoleSecurity } from '../../plugins/console-access.js';
import { kycEncryptionKey } from '../kyc/kyc-encryption-key.js';
import type { AppModule } from '../module-context.js';
import {
  addFormCGuest,
  bookingFormC,
  editFormCGuest,
  exportFormC,
  exportFormCDepartures,
  formCList,
  markFormCDepartureReported,
  markFormCSubmitted,
  removeFormCGuest,
} from './form-c.service.js';

/**
 * Form C (issue 44): a booking's foreign guests recorded at check-in, a property's list of Form C due and overdue, the
 * CSV for the FRRO portal and "submitted" with its reference. Passport data: the roles that may see guests' identity
 * documents (kyc.view: the front desk, property managers, administrators), for bookings of their properties.
 */
export const formCRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, key: kycEncryptionKey(ctx.config) };
  const tags = ['form C (console)'];
  const security = consoleSecurity;
  const onBooking = app.consoleAccess('kyc.view', byParam('booking'));
  const bookingParams = z.object({ id: z.uuid({ error: 'must be a valid id' }) });
  const actorOf = (request: Parameters<typeof auditActor>[0]) => {
    const { actorUserId, ip } = auditActor(request);
    return { actorUserId, ip };
  };

  app.get(
    '/api/admin/bookings/:id/form-c',
    {
      ...onBooking,
      schema: {
        tags,
        security,
        summary: 'A booking’s foreign guests (Form C), details opened',
        params: bookingParams,
        response: { 200: bookingFormCResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await bookingFormC(deps, request.params.id) }),
  );

  app.post(
    '/api/admin/bookings/:id/form-c',
    {
      ...onBooking,
      schema: {
        tags,
        security,
        summary: 'Record a foreign guest’s passport and visa (Form C) on a booking that has arrived',
        params: bookingParams,
        body: formCGuestSchema,
        response: { 200: formCGuestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addFormCGuest(deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/admin/bookings/:id/form-c/:guestId',
    {
      ...onBooking,
      schema: {
        tags,
        security,
        summary: 'Correct a foreign guest’s Form C details',
        params: formCGuestParamsSchema,
        body: formCGuestSchema,
        response: { 200: formCGuestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editFormCGuest(deps, actorOf(request), request.params.id, request.params.guestId, request.body),
    }),
  );

  app.delete(
    '/api/admin/bookings/:id/form-c/:guestId',
    {
      ...onBooking,
      schema: {
        tags,
        security,
        summary: 'Remove a foreign guest recorded by mistake (deleted, not hidden)',
        params: formCGuestParamsSchema,
      },
    },
    async (request) => {
      await removeFormCGuest(deps, actorOf(request), request.params.id, request.params.guestId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/bookings/:id/form-c/:guestId/submitted',
    {
      ...onBooking,
      schema: {
        tags,
        security,
        summary: 'Mark a guest’s Form C submitted on the FRRO portal, with the portal’s reference',
        params: formCGuestParamsSchema,
        body: markFormCSubmittedSchema,
        response: { 200: formCGuestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markFormCSubmitted(deps, actorOf(request), request.params.id, request.params.guestId, request.body),
    }),
  );

  app.post(
    '/api/admin/bookings/:id/form-c/:guestId/departure-reported',
    {
      ...onBooking,
      schema: {
        tags,
        security,
        summary: 'Mark a guest’s departure reported on the FRRO portal (after check-out, against the submitted Form C)',
        params: formCGuestParamsSchema,
        body: markFormCDepartureSchema,
        response: { 200: formCGuestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markFormCDepartureReported(
        deps,
        actorOf(request),
        request.params.id,
        request.params.guestId,
        request.body ?? {},
      ),
    }),
  );

  const onProperty = app.consoleAccess('kyc.view', byQuery('property', 'propertyId'));

  app.get(
    formCPaths.departuresExport,
    {
      ...onProperty,
      schema: {
        tags,
        security,
        summary: 'The property’s foreign guests’ departures not yet reported, as CSV for the FRRO portal (audited)',
        querystring: formCListQuerySchema,
        response: {
          200: {
            description: 'CSV (UTF-8 with BOM, CRLF), one row per guest who left',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await exportFormCDepartures(deps, actorOf(request), request.query.propertyId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    formCPaths.list,
    {
      ...onProperty,
      schema: {
        tags,
        security,
        summary:
          'A property’s Form C due and overdue (24 hours after arrival), and those submitted in the last two days',
        querystring: formCListQuerySchema,
        response: { 200: formCListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await formCList(deps, request.query.propertyId) }),
  );

  app.get(
    formCPaths.export,
    {
      ...onProperty,
      schema: {
        tags,
        security,
        summary: 'The property’s Form C not yet submitted as CSV in the FRRO portal’s field order (audited)',
        querystring: formCListQuerySchema,
        response: {
          200: {
            description: 'CSV (UTF-8 with BOM, CRLF), one row per guest',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await exportFormC(deps, actorOf(request), request.query.propertyId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
