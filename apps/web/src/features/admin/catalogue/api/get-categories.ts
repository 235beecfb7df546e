import type { AdminCategory } from '@staybook/contract/admin-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

export async function getCategories(): Promise<AdminCategory[]> {
  const res = await apiRequest<{ data: AdminCategory[] }>(`${CATALOGUE_BASE}/categories`);
  return res.data;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.categories, queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
