import type {
  AdminAuditEntry,
  AdminAuditFacets,
  AdminAuditLog,
  AdminContactList,
  AdminContactMessage,
  AdminLead,
  AdminLeadList,
  AdminPriceUnlock,
  AdminPriceUnlockList,
} from '@staybook/contract/admin-engagement';
import { CSV_EXPORT_MAX_ROWS, csvFilename } from '@staybook/contract/admin-engagement';
import { paiseToRupees } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import type { Db } from '../../db/client.js';
import { type CsvColumn, toCsv } from '../../lib/csv.js';
import * as repo from './engagement.repository.js';
import { istDayOf, type Paging, pageOf, spreadsheetInstant } from './engagement-rules.js';

/**
 * The console's leads area (leads from the offers popup, price-unlock requests, contact messages) with CSV exports,
 * and the audit-log reader. All reads: the audit log is append-only.
 */

/** A CSV export: the file's name (dated in IST) and its text. */
export interface CsvFile {
  filename: string;
  body: string;
}

// ─── Row shapes ────────────────────────────────────────────────────────────────────────────────────

const toLead = (r: repo.LeadRow): AdminLead => ({
  id: r.id,
  email: r.email,
  phone: r.phone,
  propertyType: r.propertyType,
  checkIn: istDayOf(r.checkInAt),
  checkOut: istDayOf(r.checkOutAt),
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

// ─── CSV columns ───────────────────────────────────────────────────────────────────────────────────

const created = { header: 'Created (IST)', value: (r: { createdAt: Date }) => spreadsheetInstant(r.createdAt) };

const leadColumns: CsvColumn<repo.LeadRow>[] = [
  created,
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Property type', value: (r) => r.propertyType },
  { header: 'Check-in', value: (r) => istDayOf(r.checkInAt) },
  { header: 'Check-out', value: (r) => istDayOf(r.checkOutAt) },
  { header: 'Source', value: (r) => r.triggerSource },
  { header: 'IP', value: (r) => r.ip },
  { header: 'User agent', value: (r) => r.userAgent },
];

const priceUnlockColumns: CsvColumn<repo.PriceUnlockRow>[] = [
  { header: created.header, value: (r) => spreadsheetInstant(r.unlock.createdAt) },
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

// ─── Leads ─────────────────────────────────────────────────────────────────────────────────────────

export async function listLeads(
  db: Db,
  { page, pageSize, ...filters }: repo.LeadFilters & Paging,
): Promise<AdminLeadList> {
  const { rows, total } = await repo.listLeads(db, filters, { page, pageSize });
  return pageOf(rows.map(toLead), total, { page, pageSize });
}

/** The leads matching the filters, newest first, at most CSV_EXPORT_MAX_ROWS of them. */
export async function exportLeads(db: Db, filters: repo.LeadFilters): Promise<CsvFile> {
  const { rows } = await repo.listLeads(db, filters, null, CSV_EXPORT_MAX_ROWS);
  return { filename: csvFilename('leads', todayIst()), body: toCsv(rows, leadColumns) };
}

export async function listLeadSources(db: Db): Promise<string[]> {
  return repo.leadSources(db);
}

// ─── Price unlocks ─────────────────────────────────────────────────────────────────────────────────

export async function listPriceUnlocks(
  db: Db,
  { page, pageSize, ...filters }: repo.PriceUnlockFilters & Paging,
): Promise<AdminPriceUnlockList> {
  const { rows, total } = await repo.listPriceUnlocks(db, filters, { page, pageSize });
  return pageOf(rows.map(toPriceUnlock), total, { page, pageSize });
}

export async function exportPriceUnlocks(db: Db, filters: repo.PriceUnlockFilters): Promise<CsvFile> {
  const { rows } = await repo.listPriceUnlocks(db, filters, null, CSV_EXPORT_MAX_ROWS);
  return { filename: csvFilename('price-unlocks', todayIst()), body: toCsv(rows, priceUnlockColumns) };
}

// ─── Contact messages ──────────────────────────────────────────────────────────────────────────────

export async function listContactMessages(
  db: Db,
  { page, pageSize, ...filters }: repo.ContactFilters & Paging,
): Promise<AdminContactList> {
  const { rows, total } = await repo.listContactMessages(db, filters, { page, pageSize });
  return pageOf(rows.map(toContact), total, { page, pageSize });
}

export async function exportContactMessages(db: Db, filters: repo.ContactFilters): Promise<CsvFile> {
  const { rows } = await repo.listContactMessages(db, filters, null, CSV_EXPORT_MAX_ROWS);
  return { filename: csvFilename('contact-messages', todayIst()), body: toCsv(rows, contactColumns) };
}

// ─── Audit log ─────────────────────────────────────────────────────────────────────────────────────

export async function listAuditLog(
  db: Db,
  { page, pageSize, ...filters }: repo.AuditFilters & Paging,
): Promise<AdminAuditLog> {
  const { rows, total } = await repo.listAuditLog(db, filters, { page, pageSize });
  return pageOf(rows.map(toAuditEntry), total, { page, pageSize });
}

export async function listAuditFacets(db: Db): Promise<AdminAuditFacets> {
  return repo.auditFacets(db);
}
