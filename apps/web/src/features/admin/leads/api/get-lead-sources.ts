import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { engagementKeys } from './keys';

/** The popup triggers seen so far, for the source filter. */
export async function getLeadSources(): Promise<string[]> {
  const res = await apiRequest<{ data: string[] }>('/api/admin/leads/sources');
  return res.data;
}

export const leadSourcesQueryOptions = () =>
  queryOptions({ queryKey: engagementKeys.leadSources, queryFn: getLeadSources, staleTime: 60_000 });

export function useLeadSources() {
  return useQuery(leadSourcesQueryOptions());
}
