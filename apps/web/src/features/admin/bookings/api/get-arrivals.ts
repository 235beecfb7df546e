import type { Arrivals } from '@staybook/contract/admin-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys } from './keys';

export const isIsoDate = (v: string | null): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

/** The day and property the URL asks for: today (IST) and every property by default. */
export function arrivalsBoardOf(params: URLSearchParams, today: string): { date: string; propertyId: string } {
  const date = params.get('date');
  return { date: isIsoDate(date) ? date : today, propertyId: params.get('propertyId') ?? '' };
}

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
