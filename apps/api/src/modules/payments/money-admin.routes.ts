import {
  adminMoneyPaths,
  moneyOverviewResponseSchema,
  staffAlertIdParamsSchema,
  staffAlertResponseSchema,
} from '@staybook/contract/admin-money';
import { settlementPaths, settlementsQuerySchema, settlementsResponseSchema } from '@staybook/contract/settlements';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvAmount, rowsToCsv } from '../../lib/csv.js';
import { auditActor, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import { moneyOverview, resolveAlert } from './money.service.js';
import { settlementsReport } from './settlements.js';

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

  app.get(
    settlementPaths.list,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "The provider's settlements to the bank: each one's captures, refunds, fees, GST on fees and UTR",
        querystring: settlementsQuerySchema,
        response: { 200: settlementsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await settlementsReport(ctx.db, request.query) }),
  );

  app.get(
    settlementPaths.csv,
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'The settlements report as CSV: a row per line, with its settlement, UTR and bank credit',
        querystring: settlementsQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const report = await settlementsReport(ctx.db, request.query);
      const rows = report.settlements.flatMap((s) =>
        s.lines.map((l) => [
          s.settlementId,
          s.utr,
          // A Date cell is written in IST, as in every export (lib/csv.ts).
          new Date(s.settledAt * 1000),
          csvAmount(s.net),
          l.type,
          l.entityId,
          l.paymentId ?? '',
          l.bookingCode ?? '',
          l.method ?? '',
          csvAmount(l.credit),
          csvAmount(l.debit),
          csvAmount(l.fee),
          csvAmount(l.tax),
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="settlements-${report.from}-to-${report.to}.csv"`)
        .send(
          rowsToCsv([
            [
              'Settlement',
              'UTR',
              'Settled at (IST)',
              'Bank credit (Rs.)',
              'Line',
              'Provider id',
              'Payment',
              'Booking',
              'Method',
              'Credit (Rs.)',
              'Debit (Rs.)',
              'Fee (Rs.)',
              'GST on fee (Rs.)',
            ],
            ...rows,
          ]),
        );
    },
  );
};
