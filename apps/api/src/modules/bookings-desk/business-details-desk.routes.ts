import { adminBookingIdParamsSchema } from '@staybook/contract/admin-bookings';
import {
  addBusinessDetailsResponseSchema,
  addBusinessDetailsSchema,
  businessDetailsPaths,
} from '@staybook/contract/business-invoice';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byParam, consoleSecurity } from '../../plugins/console-access.js';
import { addBusinessDetails } from '../bookings/business-details.service.js';
import { type AppModule, serviceDepsOf } from '../module-context.js';

/** The desk's "Add GST details" on a booking (issue 41): the guest's use case, audited. */
export const deskBusinessDetailsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    businessDetailsPaths.admin,
    {
      ...app.consoleAccess('bookings.manage', byParam('booking')),
      schema: {
        tags: ['bookings desk (console)'],
        security: consoleSecurity,
        summary: 'Add GST details for a business: an invoiced stay gets a credit note and a B2B invoice (audited)',
        params: adminBookingIdParamsSchema,
        body: addBusinessDetailsSchema,
        response: { 200: addBusinessDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addBusinessDetails(
        serviceDepsOf(ctx, request.log),
        { kind: 'staff', ...auditActor(request) },
        request.params.id,
        request.body,
      ),
    }),
  );
};
