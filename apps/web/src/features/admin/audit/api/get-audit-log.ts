import type { AdminAuditLog } from '@staybook/contract/admin-engagement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Filters } from '../../components/list-kit';
import { apiRequest } from '../../lib/console-api';
import { auditKeys } from './keys';

/** The audit log's filters, kept in the URL. */
export const auditFilterKeys = ['from', 'to', 'entityType', 'action', 'actor'] as const;

/** The audit log (admins): from, to, entityType, action, actor, page. */
export async function getAuditLog(query: Filters): Promise<AdminAuditLog> {
  const res = await apiRequest<{ data: AdminAuditLog }>('/api/admin/audit-log', { query: { ...query } });
  return res.data;
}

export function getAuditLogQueryOptions(query: Filters) {
  return queryOptions({
    queryKey: auditKeys.log(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: Filters) {
  return useQuery(getAuditLogQueryOptions(query));
}
