import { adminReportPaths, type ReportGrouping, type StayNightsReport } from '@staybook/contract/admin-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { type ReportRange, rangeQuery } from '../logic/report-range';
import { REPORT_STALE_MS, reportKeys } from './keys';

export type StayNightsQuery = ReturnType<typeof stayNightsQuery>;

/** What the stay-nights report (and its CSV) is asked for. */
export const stayNightsQuery = (range: ReportRange, groupBy: ReportGrouping) => ({ ...rangeQuery(range), groupBy });

export async function getStayNights(query: StayNightsQuery): Promise<StayNightsReport> {
  const res = await apiRequest<{ data: StayNightsReport }>(adminReportPaths.stayNights, { query });
  return res.data;
}

export const stayNightsQueryOptions = (query: StayNightsQuery) =>
  queryOptions({
    queryKey: reportKeys.stayNights(query),
    queryFn: () => getStayNights(query),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useStayNights(query: StayNightsQuery) {
  return useQuery(stayNightsQueryOptions(query));
}
