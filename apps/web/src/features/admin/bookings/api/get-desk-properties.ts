import type { DeskPropertyOption } from '@staybook/contract/admin-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys } from './keys';

/** The properties picker of the desk's filters (also used by the dashboard and the price-unlock filter). */
export async function getDeskProperties(): Promise<DeskPropertyOption[]> {
  const res = await apiRequest<{ data: DeskPropertyOption[] }>('/api/admin/bookings/properties');
  return res.data;
}

export const deskPropertiesQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.properties, queryFn: getDeskProperties, staleTime: 5 * 60_000 });

export function useDeskProperties() {
  return useQuery(deskPropertiesQueryOptions());
}
