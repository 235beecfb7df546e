import type { SupportConfigResponse } from '@staybook/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The one support address (issue 24): the server's SUPPORT_EMAIL, read once per visit from the static configuration
 * endpoint, for every page that gives an e-mail (footer, contact, support, policies). Never a second address here.
 */
export const supportEmailQuery = queryOptions({
  queryKey: ['config', 'support'] as const,
  queryFn: () =>
    apiRequest<SupportConfigResponse>('/property/v1/config', { query: { configName: 'support', type: 'static' } }),
  staleTime: Number.POSITIVE_INFINITY,
  select: (res) => res.data.supportEmail,
});

/** The support address, or null while it loads (or when the server could not be reached). */
export function useSupportEmail(): string | null {
  return useQuery(supportEmailQuery).data ?? null;
}
