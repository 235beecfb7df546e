import type { Arrivals } from '@staybook/contract/admin-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys } from './keys';

export async function getArrivals(date: string, propertyId: string): Promise<Arrivals> {
  const res = await apiRequest<{ data: Arrivals }>('/api/admin/arrivals', {
    query: { date, ...(propertyId ? { propertyId } : {}) },
  });
  return res.data;
}

export function arrivalsQueryOptions(date: string, propertyId: string) {
  return queryOptions({ queryKey: deskKeys.arrivals(date, propertyId), queryFn: () => getArrivals(date, propertyId) });
}

export function useArrivals(date: string, propertyId: string) {
  return useQuery(arrivalsQueryOptions(date, propertyId));
}
