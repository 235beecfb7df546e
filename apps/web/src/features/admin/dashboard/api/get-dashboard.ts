import type { Dashboard } from '@staybook/contract/admin-bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deskKeys } from '../../bookings/api/keys';
import { apiRequest } from '../../lib/console-api';

export interface DashboardRange {
  from: string;
  to: string;
  /** '' for every property. */
  propertyId: string;
}

export async function getDashboard({ from, to, propertyId }: DashboardRange): Promise<Dashboard> {
  const res = await apiRequest<{ data: Dashboard }>('/api/admin/dashboard', {
    query: { from, to, ...(propertyId ? { propertyId } : {}) },
  });
  return res.data;
}

/** Under the desk's keys, so a desk change (a cancellation, a check-in) refreshes the figures too. */
export function dashboardQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: deskKeys.dashboard(range.from, range.to, range.propertyId),
    queryFn: () => getDashboard(range),
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(range: DashboardRange) {
  return useQuery(dashboardQueryOptions(range));
}
