import type { AdminPropertyList } from '@staybook/contract/admin-catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Filters } from '../../components/list-kit';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

/** The property list's filters, kept in the URL (20 a page). */
export const propertyFilterKeys = ['q', 'cityId', 'type', 'status'] as const;

/** Query as AdminPropertyListQuery describes it: q, cityId, type, status, page, limit. */
export async function getProperties(query: Filters): Promise<AdminPropertyList> {
  const res = await apiRequest<{ data: AdminPropertyList }>(`${CATALOGUE_BASE}/properties`, { query });
  return res.data;
}

export function propertiesQueryOptions(query: Filters) {
  return queryOptions({
    queryKey: catalogueKeys.properties(query),
    queryFn: () => getProperties(query),
    placeholderData: keepPreviousData,
  });
}

export function useProperties(query: Filters) {
  return useQuery(propertiesQueryOptions(query));
}

/** Every active property, page after page (the deals form's property picker). */
export async function getAllActiveProperties(): Promise<AdminPropertyList['items']> {
  const page = (n: number) => getProperties({ status: 'active', limit: 100, page: n });
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((p) => p.items);
}

export const allActivePropertiesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.properties({ status: 'active', limit: 100, page: 1, all: true }),
    queryFn: getAllActiveProperties,
  });

export function useAllActiveProperties() {
  return useQuery(allActivePropertiesQueryOptions());
}
