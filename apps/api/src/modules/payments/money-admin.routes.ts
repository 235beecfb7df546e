import {
  adminMoneyPaths,
  moneyOverviewResponseSchema,
  staffAlertIdParamsSchema,
  staffAlertResponseSchema,
} from '@staybook/contract/admin-money';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { moneyOverview, resolveAlert } from './money.service.js';

/** Money that needs a person, and the check that every captured rupee is a booking or a refund. */
export const adminMoneyRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Money is brand-wide: captures and refunds of every property.
  const guard = app.consoleAccess('money.view');
  const tags = ['money (console)'];
  const security = consoleSecurity;

  app.get(
    adminMoneyPaths.overview,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Open money alerts and the money check (captures older than 10 minutes not settled)',
        response: { 200: moneyOverviewResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: await moneyOverview(ctx, new Date(), ctx.config.KYC_RETENTION_DAYS),
    }),
  );

  app.post(
    adminMoneyPaths.resolveAlert,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Mark a money alert as handled (audited)',
        params: staffAlertIdParamsSchema,
        response: { 200: staffAlertResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await resolveAlert(ctx, request.params.id, auditActor(request)),
    }),
  );
};
