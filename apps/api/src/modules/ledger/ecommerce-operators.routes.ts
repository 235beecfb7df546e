import {
  ecommerceOperatorInputSchema,
  ecommerceOperatorParamsSchema,
  ecommerceOperatorPaths,
  ecommerceOperatorResponseSchema,
  ecommerceOperatorsResponseSchema,
  otaChannelsResponseSchema,
} from '@staybook/contract/ecommerce-operators';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { listEcommerceOperators, saveEcommerceOperator } from './ecommerce-operators.service.js';

/** The register of OTAs (e-commerce operators) in the console (issue 41): brand-wide money, the money panel's permission. */
export const ecommerceOperatorsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = app.consoleAccess('money.view');
  const tags = ['e-commerce operators (console)'];
  const security = consoleSecurity;

  app.get(
    ecommerceOperatorPaths.list,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'The OTAs the brand sells through: section and GSTIN per state (GSTR-1 Table 14)',
        response: { 200: ecommerceOperatorsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listEcommerceOperators(ctx.db) }),
  );
  app.get(
    ecommerceOperatorPaths.desk,
    {
      ...app.consoleAccess('bookings.manage'),
      schema: {
        tags,
        security,
        summary: 'The OTAs the desk may choose an OTA booking’s channel from (those offered, by name)',
        response: { 200: otaChannelsResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: (await listEcommerceOperators(ctx.db)).filter((o) => o.active).map(({ id, name }) => ({ id, name })),
    }),
  );
  app.post(
    ecommerceOperatorPaths.list,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Add an OTA to the register (each GSTIN checked and in its state; audited)',
        body: ecommerceOperatorInputSchema,
        response: { 200: ecommerceOperatorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveEcommerceOperator(ctx.db, null, request.body, auditActor(request)),
    }),
  );
  app.put(
    ecommerceOperatorPaths.one,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary:
          'Change an OTA in the register: its name, section, GSTINs, or whether the desk is offered it (audited)',
        params: ecommerceOperatorParamsSchema,
        body: ecommerceOperatorInputSchema,
        response: { 200: ecommerceOperatorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveEcommerceOperator(ctx.db, request.params.id, request.body, auditActor(request)),
    }),
  );
};
