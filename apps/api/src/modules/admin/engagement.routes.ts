import { paiseToRupees, todayIst, unixToIstDate } from '@staybook/contract';
import {
  type AdminAuditEntry,
  type AdminContactMessage,
  type AdminLead,
  type AdminPriceUnlock,
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
  csvFilename,
} from '@staybook/contract/admin-engagement';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, toCsv } from '../../lib/csv.js';
import type { AppModule } from '../module-context.js';
import { ADMIN_ROLES, consoleSecurity, DESK_ROLES } from './console-access.js';
import * as repo from './engagement.repository.js';

// ─── Row shapes ────────────────────────────────────────────────────────────────────────────────────

const istDate = (at: Date) => unixToIstDate(Math.floor(at.getTime() / 1000));

/** '2030-03-02 14:05' in IST, for spreadsheets. */
function istDateTime(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const toLead = (r: repo.LeadRow): AdminLead => ({
  id: r.id,
  email: r.email,
  phone: r.phone,
  propertyType: r.propertyType,
  checkIn: istDate(r.checkInAt),
  checkOut: istDate(r.checkOutAt),
  source: r.triggerSource,
  ip: r.ip,
  userAgent: r.userAgent,
  createdAt: r.createdAt.toISOString(),
});

const toPriceUnlock = (r: repo.PriceUnlockRow): AdminPriceUnlock => ({
  id: r.unlock.id,
  name: r.unlock.name,
  mobile: r.unlock.mobile,
  property: { id: r.unlock.propertyId, name: r.propertyName },
  checkIn: r.unlock.checkIn,
  checkOut: r.unlock.checkOut,
  adults: r.unlock.adults,
  children: r.unlock.children,
  quotedTotal: r.unlock.quotedTotalPaise === null ? null : paiseToRupees(r.unlock.quotedTotalPaise),
  accountPhone: r.accountPhone,
  ip: r.unlock.ip,
  createdAt: r.unlock.createdAt.toISOString(),
});

const toContact = (r: repo.ContactRow): AdminContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  company: r.company,
  subject: r.subject,
  message: r.message,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

const toAuditEntry = (r: repo.AuditRow): AdminAuditEntry => ({
  id: r.entry.id,
  actor: r.actor,
  action: r.entry.action,
  entityType: r.entry.entityType,
  entityId: r.entry.entityId,
  before: r.entry.before ?? null,
  after: r.entry.after ?? null,
  ip: r.entry.ip,
  createdAt: r.entry.createdAt.toISOString(),
});

function pageData<T>(items: T[], total: number, paging: repo.Paging) {
  return {
    items,
    page: paging.page,
    pageSize: paging.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / paging.pageSize)),
  };
}

// ─── CSV columns ───────────────────────────────────────────────────────────────────────────────────

const created = { header: 'Created (IST)', value: (r: { createdAt: Date }) => istDateTime(r.createdAt) };

const leadColumns: CsvColumn<repo.LeadRow>[] = [
  created,
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Property type', value: (r) => r.propertyType },
  { header: 'Check-in', value: (r) => istDate(r.checkInAt) },
  { header: 'Check-out', value: (r) => istDate(r.checkOutAt) },
  { header: 'Source', value: (r) => r.triggerSource },
  { header: 'IP', value: (r) => r.ip },
  { header: 'User agent', value: (r) => r.userAgent },
];

const priceUnlockColumns: CsvColumn<repo.PriceUnlockRow>[] = [
  { header: created.header, value: (r) => istDateTime(r.unlock.createdAt) },
  { header: 'Name', value: (r) => r.unlock.name },
  { header: 'Mobile', value: (r) => r.unlock.mobile },
  { header: 'Property', value: (r) => r.propertyName },
  { header: 'Check-in', value: (r) => r.unlock.checkIn },
  { header: 'Check-out', value: (r) => r.unlock.checkOut },
  { header: 'Adults', value: (r) => r.unlock.adults },
  { header: 'Children', value: (r) => r.unlock.children },
  {
    header: 'Quoted total (INR)',
    value: (r) => (r.unlock.quotedTotalPaise === null ? null : paiseToRupees(r.unlock.quotedTotalPaise)),
  },
  { header: 'Account mobile', value: (r) => r.accountPhone },
  { header: 'IP', value: (r) => r.unlock.ip },
];

const contactColumns: CsvColumn<repo.ContactRow>[] = [
  created,
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Company', value: (r) => r.company },
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Message', value: (r) => r.message },
  { header: 'IP', value: (r) => r.ip },
];

function sendCsv(reply: FastifyReply, kind: Parameters<typeof csvFilename>[0], body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFilename(kind, todayIst())}"`)
    .header('cache-control', 'no-store')
    .send(body);
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
  const desk = { onRequest: app.requireRole(...DESK_ROLES) };
  const adminOnly = { onRequest: app.requireRole(...ADMIN_ROLES) };
  const tags = ['leads (console)'];
  const security = consoleSecurity;

  // Leads
  app.get(
    '/api/admin/leads',
    {
      ...desk,
      schema: {
        tags,
        security,
        summary: 'Leads from the special-offers popup by created date, trigger source, e-mail or phone; paged',
        querystring: adminLeadListQuerySchema,
        response: { 200: adminLeadListResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const { rows, total } = await repo.listLeads(ctx.db, filters, { page, pageSize });
      return { success: true as const, data: pageData(rows.map(toLead), total, { page, pageSize }) };
    },
  );

  app.get(
    '/api/admin/leads.csv',
    {
      ...desk,
      schema: {
        tags,
        security,
        summary: 'The leads matching the filters as a CSV file',
        querystring: adminLeadExportQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { rows } = await repo.listLeads(ctx.db, request.query, null, CSV_EXPORT_MAX_ROWS);
      return sendCsv(reply, 'leads', toCsv(rows, leadColumns));
    },
  );

  app.get(
    '/api/admin/leads/sources',
    {
      ...desk,
      schema: {
        tags,
        security,
        summary: 'Trigger sources seen in the leads, for the filter',
        response: { 200: adminLeadSourcesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await repo.leadSources(ctx.db) }),
  );

  // Price unlocks
  app.get(
    '/api/admin/price-unlocks',
    {
      ...desk,
      schema: {
        tags,
        security,
        summary: 'Price-unlock requests by created date, property, name or mobile; paged',
        querystring: adminPriceUnlockListQuerySchema,
        response: { 200: adminPriceUnlockListResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const { rows, total } = await repo.listPriceUnlocks(ctx.db, filters, { page, pageSize });
      return { success: true as const, data: pageData(rows.map(toPriceUnlock), total, { page, pageSize }) };
    },
  );

  app.get(
    '/api/admin/price-unlocks.csv',
    {
      ...desk,
      schema: {
        tags,
        security,
        summary: 'The price-unlock requests matching the filters as a CSV file',
        querystring: adminPriceUnlockExportQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { rows } = await repo.listPriceUnlocks(ctx.db, request.query, null, CSV_EXPORT_MAX_ROWS);
      return sendCsv(reply, 'price-unlocks', toCsv(rows, priceUnlockColumns));
    },
  );

  // Contact messages
  app.get(
    '/api/admin/contact-messages',
    {
      ...desk,
      schema: {
        tags,
        security,
        summary: 'Contact-form messages by created date, subject, name, e-mail or phone; paged',
        querystring: adminContactListQuerySchema,
        response: { 200: adminContactListResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const { rows, total } = await repo.listContactMessages(ctx.db, filters, { page, pageSize });
      return { success: true as const, data: pageData(rows.map(toContact), total, { page, pageSize }) };
    },
  );

  app.get(
    '/api/admin/contact-messages.csv',
    {
      ...desk,
      schema: {
        tags,
        security,
        summary: 'The contact messages matching the filters as a CSV file',
        querystring: adminContactExportQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { rows } = await repo.listContactMessages(ctx.db, request.query, null, CSV_EXPORT_MAX_ROWS);
      return sendCsv(reply, 'contact-messages', toCsv(rows, contactColumns));
    },
  );

  // Audit log (admins; read-only, there are no routes that change it)
  const auditTags = ['audit log (console)'];
  app.get(
    '/api/admin/audit-log',
    {
      ...adminOnly,
      schema: {
        tags: auditTags,
        security,
        summary: 'Who changed what and when, with before/after snapshots; by date, entity type, action, actor mobile',
        querystring: adminAuditLogQuerySchema,
        response: { 200: adminAuditLogResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const { rows, total } = await repo.listAuditLog(ctx.db, filters, { page, pageSize });
      return { success: true as const, data: pageData(rows.map(toAuditEntry), total, { page, pageSize }) };
    },
  );

  app.get(
    '/api/admin/audit-log/facets',
    {
      ...adminOnly,
      schema: {
        tags: auditTags,
        security,
        summary: 'Entity types and actions present in the audit log, for the filters',
        response: { 200: adminAuditFacetsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await repo.auditFacets(ctx.db) }),
  );
};
