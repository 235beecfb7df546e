import type { AdminAuditFacets } from '@staybook/contract/admin-engagement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { auditKeys } from './keys';

/** The entity types and actions present in the log, for the filters. */
export async function getAuditFacets(): Promise<AdminAuditFacets> {
  const res = await apiRequest<{ data: AdminAuditFacets }>('/api/admin/audit-log/facets');
  return res.data;
}

export const auditFacetsQueryOptions = () =>
  queryOptions({ queryKey: auditKeys.facets, queryFn: getAuditFacets, staleTime: 60_000 });

export function useAuditFacets() {
  return useQuery(auditFacetsQueryOptions());
}
