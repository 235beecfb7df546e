import type { AdminLeadList } from '@staybook/contract/admin-engagement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Filters } from '../../components/list-kit';
import { apiRequest } from '../../lib/console-api';
import { engagementKeys } from './keys';

/** The leads list's filters, kept in the URL. */
export const leadFilterKeys = ['from', 'to', 'source', 'q'] as const;

/** Leads from the special-offers popup: from, to, source, q, page. */
export async function getLeads(query: Filters): Promise<AdminLeadList> {
  const res = await apiRequest<{ data: AdminLeadList }>('/api/admin/leads', { query: { ...query } });
  return res.data;
}

export function getLeadsQueryOptions(query: Filters) {
  return queryOptions({
    queryKey: engagementKeys.leads(query),
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });
}

export function useLeads(query: Filters) {
  return useQuery(getLeadsQueryOptions(query));
}
