import type { DeskPropertyOption } from '@staybook/contract/admin-bookings';
import type {
  AdminAuditFacets,
  AdminAuditLog,
  AdminContactList,
  AdminLeadList,
  AdminPriceUnlockList,
} from '@staybook/contract/admin-engagement';
import { todayIst } from '@staybook/contract/stay-dates';
import type { Filters } from '../components/list-kit';
import { apiRequest, downloadFile } from '../lib/console-api';

export type { Filters };

/** Leads, price unlocks and contact messages (staff and admins) and the audit log (admins). */
export const engagementApi = {
  leads: (query: Filters) =>
    apiRequest<{ data: AdminLeadList }>('/api/admin/leads', { query: { ...query } }).then((r) => r.data),
  leadSources: () => apiRequest<{ data: string[] }>('/api/admin/leads/sources').then((r) => r.data),
  priceUnlocks: (query: Filters) =>
    apiRequest<{ data: AdminPriceUnlockList }>('/api/admin/price-unlocks', { query: { ...query } }).then((r) => r.data),
  contactMessages: (query: Filters) =>
    apiRequest<{ data: AdminContactList }>('/api/admin/contact-messages', { query: { ...query } }).then((r) => r.data),
  properties: () => apiRequest<{ data: DeskPropertyOption[] }>('/api/admin/bookings/properties').then((r) => r.data),
  auditLog: (query: Filters) =>
    apiRequest<{ data: AdminAuditLog }>('/api/admin/audit-log', { query: { ...query } }).then((r) => r.data),
  auditFacets: () => apiRequest<{ data: AdminAuditFacets }>('/api/admin/audit-log/facets').then((r) => r.data),
};

export type ExportKind = 'leads' | 'price-unlocks' | 'contact-messages';

/** Downloads the rows matching `filters` (without paging) as `<kind>-<today>.csv`. */
export function exportCsv(kind: ExportKind, filters: Filters): Promise<void> {
  const { page: _page, pageSize: _size, ...rest } = filters;
  return downloadFile(`/api/admin/${kind}.csv`, `${kind}-${todayIst()}.csv`, rest);
}

// ─── Formats (days, instants and counted nouns are the contract's format.ts) ─────────────────────────

/** The first `max` characters of a message, on one line. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
