import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlanKeys } from './keys';

/** The member's properties with their room types (the rates area's picker endpoint, already narrowed to them). */
export async function getPropertyOptions(): Promise<InventoryPropertyOption[]> {
  const res = await apiRequest<{ data: InventoryPropertyOption[] }>('/api/admin/inventory/room-types');
  return res.data;
}

export const propertyOptionsQueryOptions = () =>
  queryOptions({ queryKey: ratePlanKeys.properties, queryFn: getPropertyOptions });

export function usePropertyOptions() {
  return useQuery(propertyOptionsQueryOptions());
}
