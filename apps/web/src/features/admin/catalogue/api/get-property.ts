import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

export async function getProperty(id: string): Promise<AdminPropertyDetail> {
  const res = await apiRequest<{ data: AdminPropertyDetail }>(`${CATALOGUE_BASE}/properties/${id}`);
  return res.data;
}

export function propertyQueryOptions(id: string) {
  return queryOptions({ queryKey: catalogueKeys.property(id), queryFn: () => getProperty(id) });
}

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}
