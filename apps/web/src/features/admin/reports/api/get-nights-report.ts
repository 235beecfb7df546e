import { adminReportPaths, type NightsReport } from '@staybook/contract/admin-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { type ReportRange, rangeQuery } from '../logic/report-range';
import { REPORT_STALE_MS, reportKeys } from './keys';

export async function getNightsReport(range: ReportRange): Promise<NightsReport> {
  const res = await apiRequest<{ data: NightsReport }>(adminReportPaths.nights, { query: rangeQuery(range) });
  return res.data;
}

/** Night by night and revenue by channel; the dashboard reads the same entry, so both show one answer. */
export const nightsReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.nights(rangeQuery(range)),
    queryFn: () => getNightsReport(range),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useNightsReport(range: ReportRange) {
  return useQuery(nightsReportQueryOptions(range));
}
