import {
  addBusinessDetailsResponseSchema,
  addBusinessDetailsSchema,
  businessDetailsPaths,
  guestBusinessDetailsParamsSchema,
} from '@staybook/contract/business-invoice';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/authenticate.js';
import { type AppModule, serviceDepsOf } from '../module-context.js';
import { addBusinessDetails } from './business-details.service.js';

/** The guest's "Add GST details" on a booking (issue 41): owner only; anyone else gets 404. */
export const businessDetailsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    businessDetailsPaths.guest,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: 'Add GST details for a business to my stay: an invoiced stay gets a credit note and a B2B invoice',
        description:
          'The company, its GSTIN (format and check character) and billing address. A stay invoiced to the guest is ' +
          'made out again: a credit note cancels the invoice and a new tax invoice names the business, until 30 ' +
          'November after the end of the invoice’s financial year (CGST Act s.34(2)); after it 409. A stay not yet ' +
          'invoiced keeps the details for its invoice. The same details again issue nothing; another GSTIN on a stay ' +
          'already invoiced to a business, or a stay with nothing invoiced that has ended, is refused (409).',
        security: [{ bearer: [] }],
        params: guestBusinessDetailsParamsSchema,
        body: addBusinessDetailsSchema,
        response: { 200: addBusinessDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addBusinessDetails(
        serviceDepsOf(ctx, request.log),
        { kind: 'guest', userId: signedInUser(request).id },
        request.params.bookingId,
        request.body,
      ),
    }),
  );
};
