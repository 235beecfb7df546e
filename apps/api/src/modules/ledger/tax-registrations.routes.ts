import {
  taxRegistrationInputSchema,
  taxRegistrationParamsSchema,
  taxRegistrationPaths,
  taxRegistrationResponseSchema,
  taxRegistrationsResponseSchema,
} from '@staybook/contract/tax-registrations';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { listTaxRegistrations, saveTaxRegistration } from './tax-registrations.service.js';

/**
 * The brand's GST registrations in the console (issue 41): brand-wide money, so the money panel's permission (an
 * administrator's), as resolving a money alert is.
 */
export const taxRegistrationsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = app.consoleAccess('money.view');
  const tags = ['tax registrations (console)'];
  const security = consoleSecurity;

  app.get(
    taxRegistrationPaths.list,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "The brand's GSTIN per state, and the states with a property on sale and no registration",
        response: { 200: taxRegistrationsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listTaxRegistrations(ctx) }),
  );

  app.put(
    taxRegistrationPaths.one,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "Save a state's GST registration (its GSTIN starts with the state's code; audited)",
        params: taxRegistrationParamsSchema,
        body: taxRegistrationInputSchema,
        response: { 200: taxRegistrationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveTaxRegistration(ctx, request.params.stateCode, request.body, auditActor(request)),
    }),
  );
};
