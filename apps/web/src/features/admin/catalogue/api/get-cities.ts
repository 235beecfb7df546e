import type { AdminCity } from '@staybook/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

export async function getCities(): Promise<AdminCity[]> {
  const res = await apiRequest<{ data: AdminCity[] }>(`${CATALOGUE_BASE}/cities`);
  return res.data;
}

export const citiesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.cities, queryFn: getCities });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
