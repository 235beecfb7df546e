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
} from '@staybook/contract/admin-bookings';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, consoleSecurity, DESK_ROLES } from '../admin/console-access.js';
import type { AppModule } from '../module-context.js';
import * as desk from './bookings-desk.service.js';

/**
 * The bookings desk: search and details, cancel with refund, check-in / check-out / no-show, today's arrivals and
 * departures, and the dashboard. Staff and admins. Rules in bookings-desk-rules.ts, use cases in
 * bookings-desk.service.ts.
 */
export const adminBookingsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: the role is checked before the input is validated.
  const guard = { onRequest: app.requireRole(...DESK_ROLES) };
  const tags = ['bookings desk (console)'];
  const security = consoleSecurity;
  const deps = (log: typeof fastify.log) => ({ db: ctx.db, config: ctx.config, adapters: ctx.adapters, log });

  app.get(
    '/api/admin/bookings',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Bookings by stay dates, status, property, guest phone or code/name; newest first, paged',
        querystring: adminBookingListQuerySchema,
        response: { 200: adminBookingListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await desk.listDeskBookings(ctx.db, request.query) }),
  );

  app.get(
    '/api/admin/bookings/properties',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Properties for the desk filters',
        response: { 200: deskPropertiesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await desk.deskProperties(ctx.db) }),
  );

  app.get(
    '/api/admin/bookings/:id',
    {
      ...guard,
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
      ...guard,
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
      data: await desk.cancelAtDesk(deps(request.log), request.params.id, request.body, auditActor(request)),
    }),
  );

  for (const [path, action, summary] of [
    ['check-in', 'check_in', 'Check in a confirmed booking, from its arrival day'],
    ['check-out', 'check_out', 'Check out a checked-in booking (early: the remaining nights go back on sale)'],
    ['no-show', 'no_show', 'Mark a confirmed booking a no-show from its arrival day (nights from today back on sale)'],
  ] as const) {
    app.post(
      `/api/admin/bookings/:id/${path}`,
      {
        ...guard,
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
        data: await desk.changeStayStatus(ctx.db, request.params.id, action, auditActor(request)),
      }),
    );
  }

  app.get(
    '/api/admin/arrivals',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "A day's arrivals, departures and guests in house (default: today in IST)",
        querystring: arrivalsQuerySchema,
        response: { 200: arrivalsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await desk.arrivalsBoard(ctx.db, request.query) }),
  );

  app.get(
    '/api/admin/dashboard',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Occupancy per night and overall, room revenue, ADR, bookings and cancellations for a range',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await desk.dashboard(ctx.db, request.query) }),
  );
};
