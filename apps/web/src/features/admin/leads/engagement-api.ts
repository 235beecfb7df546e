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

// ─── Formats ───────────────────────────────────────────────────────────────────────────────────────

const instantFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An instant in IST: '2 Mar 2030, 2:05 pm'. */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : instantFormat.format(d);
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2030-03-02' → '2 Mar 2030' (a calendar date: no time zone shift). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The first `max` characters of a message, on one line. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
