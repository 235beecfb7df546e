import type { AdminDeal } from '@staybook/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

export async function getDeals(): Promise<AdminDeal[]> {
  const res = await apiRequest<{ data: AdminDeal[] }>(`${CATALOGUE_BASE}/deals`);
  return res.data;
}

export const dealsQueryOptions = () => queryOptions({ queryKey: catalogueKeys.deals, queryFn: getDeals });

export function useDeals() {
  return useQuery(dealsQueryOptions());
}
