import {
  adminAuditFacetsResponseSchema,
  adminAuditLogQuerySchema,
  adminAuditLogResponseSchema,
  adminContactExportQuerySchema,
  adminContactListQuerySchema,
  adminContactListResponseSchema,
  adminLeadExportQuerySchema,
  adminLeadListQuerySchema,
  adminLeadListResponseSchema,
  adminLeadSourcesResponseSchema,
  adminPriceUnlockExportQuerySchema,
  adminPriceUnlockListQuerySchema,
  adminPriceUnlockListResponseSchema,
  CSV_EXPORT_MAX_ROWS,
} from '@staybook/contract/admin-engagement';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import {
  type CsvFile,
  exportContactMessages,
  exportLeads,
  exportPriceUnlocks,
  listAuditFacets,
  listAuditLog,
  listContactMessages,
  listLeadSources,
  listLeads,
  listPriceUnlocks,
} from './engagement.service.js';

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The CSV routes' documented response (the body is not JSON, so it is not serialized). */
const csvResponse = {
  200: {
    description: `CSV (UTF-8 with BOM, CRLF), newest first, at most ${CSV_EXPORT_MAX_ROWS} rows`,
    content: { 'text/csv': { schema: z.string() } },
  },
};

/**
 * The console's leads area (leads from the offers popup, price-unlock requests, contact messages; staff and
 * admins) with CSV exports, and the audit-log reader (admins). All read-only: the audit log is append-only.
 */
export const adminEngagementRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: the role is checked before the input is validated.
  // Leads and messages are the brand's, not one property's; the audit log likewise.
  const leads = app.consoleAccess('engagement.view');
  const auditLog = app.consoleAccess('audit.view');
  const tags = ['leads (console)'];
  const security = consoleSecurity;

  // Leads
  app.get(
    '/api/admin/leads',
    {
      ...leads,
      schema: {
        tags,
        security,
        summary: 'Leads from the special-offers popup by created date, trigger source, e-mail or phone; paged',
        querystring: adminLeadListQuerySchema,
        response: { 200: adminLeadListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listLeads(ctx.db, request.query) }),
  );

  app.get(
    '/api/admin/leads.csv',
    {
      ...leads,
      schema: {
        tags,
        security,
        summary: 'The leads matching the filters as a CSV file',
        querystring: adminLeadExportQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await exportLeads(ctx.db, request.query)),
  );

  app.get(
    '/api/admin/leads/sources',
    {
      ...leads,
      schema: {
        tags,
        security,
        summary: 'Trigger sources seen in the leads, for the filter',
        response: { 200: adminLeadSourcesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listLeadSources(ctx.db) }),
  );

  // Price unlocks
  app.get(
    '/api/admin/price-unlocks',
    {
      ...leads,
      schema: {
        tags,
        security,
        summary: 'Price-unlock requests by created date, property, name or mobile; paged',
        querystring: adminPriceUnlockListQuerySchema,
        response: { 200: adminPriceUnlockListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listPriceUnlocks(ctx.db, request.query) }),
  );

  app.get(
    '/api/admin/price-unlocks.csv',
    {
      ...leads,
      schema: {
        tags,
        security,
        summary: 'The price-unlock requests matching the filters as a CSV file',
        querystring: adminPriceUnlockExportQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await exportPriceUnlocks(ctx.db, request.query)),
  );

  // Contact messages
  app.get(
    '/api/admin/contact-messages',
    {
      ...leads,
      schema: {
        tags,
        security,
        summary: 'Contact-form messages by created date, subject, name, e-mail or phone; paged',
        querystring: adminContactListQuerySchema,
        response: { 200: adminContactListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listContactMessages(ctx.db, request.query) }),
  );

  app.get(
    '/api/admin/contact-messages.csv',
    {
      ...leads,
      schema: {
        tags,
        security,
        summary: 'The contact messages matching the filters as a CSV file',
        querystring: adminContactExportQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await exportContactMessages(ctx.db, request.query)),
  );

  // Audit log (admins; read-only, there are no routes that change it)
  const auditTags = ['audit log (console)'];
  app.get(
    '/api/admin/audit-log',
    {
      ...auditLog,
      schema: {
        tags: auditTags,
        security,
        summary: 'Who changed what and when, with before/after snapshots; by date, entity type, action, actor mobile',
        querystring: adminAuditLogQuerySchema,
        response: { 200: adminAuditLogResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listAuditLog(ctx.db, request.query) }),
  );

  app.get(
    '/api/admin/audit-log/facets',
    {
      ...auditLog,
      schema: {
        tags: auditTags,
        security,
        summary: 'Entity types and actions present in the audit log, for the filters',
        response: { 200: adminAuditFacetsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listAuditFacets(ctx.db) }),
  );
};
