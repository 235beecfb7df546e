import {
  createDeskBookingSchema,
  deskBookingResponseSchema,
  paymentLinkSchema,
} from '@staybook/contract/desk-bookings';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, byBody, byParam, consoleSecurity } from '../../plugins/console-access.js';
import { type AppModule, bookingDepsOf } from '../module-context.js';
import { createDeskBooking, resendPaymentLink } from './desk-booking.service.js';

/** Bookings entered at the desk (phone, walk-in, corporate, another channel), and their payment links. */
export const deskBookingRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookings (console)'];
  const security = consoleSecurity;
  const deps = (log: typeof fastify.log) => bookingDepsOf(ctx, log);

  app.post(
    '/api/admin/desk-bookings',
    {
      ...app.consoleAccess('bookings.manage', byBody('property', 'propertyId')),
      schema: {
        tags,
        security,
        summary: 'Enter a booking at the desk on the website’s pricing and inventory, paid at the property or by link',
        body: createDeskBookingSchema,
        response: { 201: deskBookingResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createDeskBooking(deps(request.log), auditActor(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/api/admin/bookings/:id/payment-link',
    {
      ...app.consoleAccess('bookings.manage', byParam('booking')),
      schema: {
        tags,
        security,
        summary: 'Send the booking’s payment link to the guest again (SMS and e-mail) while its hold lasts',
        params: z.object({ id: z.uuid({ error: 'must be a valid id' }) }),
        response: { 200: z.object({ success: z.literal(true), data: paymentLinkSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await resendPaymentLink(deps(request.log), request.params.id),
    }),
  );
};
