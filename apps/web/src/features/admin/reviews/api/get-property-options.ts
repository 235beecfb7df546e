import type { DeskPropertyOption } from '@staybook/contract/admin-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** The properties whose reviews the member may moderate (their own; every one for the brand's people). */
export async function getPropertyOptions(): Promise<DeskPropertyOption[]> {
  return (await apiRequest<{ data: DeskPropertyOption[] }>('/api/admin/bookings/properties')).data;
}

export const propertyOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'reviews', 'property-options'] as const, queryFn: getPropertyOptions });

export function usePropertyOptions() {
  return useQuery(propertyOptionsQueryOptions());
}
