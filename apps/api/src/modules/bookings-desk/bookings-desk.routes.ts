import {
  adminBookingChangeResponseSchema,
  adminBookingDetailsResponseSchema,
  adminBookingIdParamsSchema,
  adminBookingListQuerySchema,
  adminBookingListResponseSchema,
  adminCancelBookingSchema,
  arrivalsQuerySchema,
  arrivalsResponseSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  deskPropertiesResponseSchema,
  recordDeskPaymentSchema,
  STAY_UNDO_MINUTES,
  type StayAction,
  stayActionParamsSchema,
  stayActionPaths,
  stayActionPreviewResponseSchema,
} from '@staybook/contract/admin-bookings';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byParam, byQuery, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import { type AppModule, serviceDepsOf } from '../module-context.js';
import * as desk from './bookings-desk.service.js';
import { recordDeskPayment } from './desk-payments.service.js';
import * as stays from './desk-stay-actions.service.js';

/**
 * The bookings desk: search and details, cancel with refund, check-in / check-out / no-show, today's arrivals and
 * departures, and the dashboard. Staff and admins. Rules in bookings-desk-rules.ts, use cases in
 * bookings-desk.service.ts (reads) and desk-stay-actions.service.ts (cancel, check-in, check-out, no-show, undo).
 */
const STAY_ACTION_OF = Object.fromEntries(
  Object.entries(stayActionPaths).map(([action, path]) => [path, action]),
) as Record<(typeof stayActionPaths)[StayAction], StayAction>;

export const adminBookingsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The permission is checked before the input is read; the booking's or the asked property's scope after.
  const view = app.consoleAccess('bookings.view', byQuery('property', 'propertyId'));
  const viewOne = app.consoleAccess('bookings.view', byParam('booking'));
  const manage = app.consoleAccess('bookings.manage', byParam('booking'));
  const tags = ['bookings desk (console)'];
  const security = consoleSecurity;
  const deps = (log: typeof fastify.log) => serviceDepsOf(ctx, log);

  app.get(
    '/api/admin/bookings',
    {
      ...view,
      schema: {
        tags,
        security,
        summary: 'Bookings by stay dates, status, property, guest phone or code/name; newest first, paged',
        querystring: adminBookingListQuerySchema,
        response: { 200: adminBookingListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await desk.listDeskBookings(ctx.db, request.query, consoleScope(request)),
    }),
  );

  app.get(
    '/api/admin/bookings/properties',
    {
      ...view,
      schema: {
        tags,
        security,
        summary: 'Properties for the desk filters',
        response: { 200: deskPropertiesResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await desk.deskProperties(ctx.db, consoleScope(request)) }),
  );

  app.get(
    '/api/admin/bookings/:id',
    {
      ...viewOne,
      schema: {
        tags,
        security,
        summary: 'One booking: guest, stay, rooms, amounts, payments and its timeline',
        params: adminBookingIdParamsSchema,
        response: { 200: adminBookingDetailsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await desk.deskBookingDetails(ctx.db, request.params.id) }),
  );

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: 'Cancel with a reason; rooms back on sale; refund in full or not (default: the guest rule)',
        params: adminBookingIdParamsSchema,
        body: adminCancelBookingSchema,
        response: { 200: adminBookingChangeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await stays.cancelAtDesk(deps(request.log), request.params.id, request.body, auditActor(request)),
    }),
  );

  app.post(
    '/api/admin/bookings/:id/payments',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: 'Record a payment taken at the property (cash, card or UPI at the desk); audited, never edited',
        params: adminBookingIdParamsSchema,
        body: recordDeskPaymentSchema,
        response: { 200: adminBookingDetailsResponseSchema },
      },
    },
    async (request) => {
      await recordDeskPayment(deps(request.log), request.params.id, request.body, auditActor(request));
      return { success: true as const, data: await desk.deskBookingDetails(ctx.db, request.params.id) };
    },
  );

  for (const [path, action, summary] of [
    ['check-in', 'check_in', 'Check in a confirmed booking, from its arrival day'],
    ['check-out', 'check_out', 'Check out a checked-in booking (early: the remaining nights go back on sale)'],
    ['no-show', 'no_show', 'Mark a confirmed booking a no-show from its arrival day (nights from today back on sale)'],
  ] as const) {
    app.post(
      `/api/admin/bookings/:id/${path}`,
      {
        ...manage,
        schema: {
          tags,
          security,
          summary,
          params: adminBookingIdParamsSchema,
          response: { 200: adminBookingChangeResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await stays.changeStayStatus(deps(request.log), request.params.id, action, auditActor(request)),
      }),
    );
  }

  app.get(
    '/api/admin/bookings/:id/stay-actions/:action',
    {
      ...viewOne,
      schema: {
        tags,
        security,
        summary: 'What a check-in, check-out or no-show would do, in words, for the desk to confirm before it',
        params: stayActionParamsSchema,
        response: { 200: stayActionPreviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await stays.stayActionPreview(ctx.db, request.params.id, STAY_ACTION_OF[request.params.action]),
    }),
  );

  app.post(
    '/api/admin/bookings/:id/undo',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: `Undo the latest check-in, check-out or no-show within ${STAY_UNDO_MINUTES} minutes (nights taken back if still free)`,
        params: adminBookingIdParamsSchema,
        response: { 200: adminBookingChangeResponseSchema },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await stays.undoStayAction(deps(request.log), request.params.id, auditActor(request)),
      };
    },
  );

  app.get(
    '/api/admin/arrivals',
    {
      ...view,
      schema: {
        tags,
        security,
        summary: "A day's arrivals, departures and guests in house (default: today in IST)",
        querystring: arrivalsQuerySchema,
        response: { 200: arrivalsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await desk.arrivalsBoard(ctx.db, request.query, consoleScope(request)),
    }),
  );

  app.get(
    '/api/admin/dashboard',
    {
      ...app.consoleAccess('dashboard.view', byQuery('property', 'propertyId')),
      schema: {
        tags,
        security,
        summary: 'Occupancy per night and overall, room revenue, ADR, bookings and cancellations for a range',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await desk.dashboard(ctx.db, request.query, consoleScope(request)),
    }),
  );
};
