import { adminReportPaths, type PickupReport } from '@staybook/contract/admin-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { type ReportRange, rangeQuery } from '../logic/report-range';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** Pickup and pace of a stay window, over the API's default span of booking days. */
export async function getPickup(range: ReportRange): Promise<PickupReport> {
  const res = await apiRequest<{ data: PickupReport }>(adminReportPaths.pickup, { query: rangeQuery(range) });
  return res.data;
}

export const pickupQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.pickup(rangeQuery(range)),
    queryFn: () => getPickup(range),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function usePickup(range: ReportRange) {
  return useQuery(pickupQueryOptions(range));
}
