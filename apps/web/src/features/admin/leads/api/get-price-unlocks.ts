import type { AdminPriceUnlockList } from '@staybook/contract/admin-engagement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Filters } from '../../components/list-kit';
import { apiRequest } from '../../lib/console-api';
import { engagementKeys } from './keys';

/** The price unlocks list's filters, kept in the URL. */
export const priceUnlockFilterKeys = ['from', 'to', 'propertyId', 'q'] as const;

/** Price-unlock requests: from, to, propertyId, q, page. */
export async function getPriceUnlocks(query: Filters): Promise<AdminPriceUnlockList> {
  const res = await apiRequest<{ data: AdminPriceUnlockList }>('/api/admin/price-unlocks', { query: { ...query } });
  return res.data;
}

export function getPriceUnlocksQueryOptions(query: Filters) {
  return queryOptions({
    queryKey: engagementKeys.priceUnlocks(query),
    queryFn: () => getPriceUnlocks(query),
    placeholderData: keepPreviousData,
  });
}

export function usePriceUnlocks(query: Filters) {
  return useQuery(getPriceUnlocksQueryOptions(query));
}
