import { adminReportPaths, type CancellationsReport } from '@staybook/contract/admin-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { type ReportRange, rangeQuery } from '../logic/report-range';
import { REPORT_STALE_MS, reportKeys } from './keys';

export async function getCancellations(range: ReportRange): Promise<CancellationsReport> {
  const res = await apiRequest<{ data: CancellationsReport }>(adminReportPaths.cancellations, {
    query: rangeQuery(range),
  });
  return res.data;
}

export const cancellationsQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.cancellations(rangeQuery(range)),
    queryFn: () => getCancellations(range),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useCancellations(range: ReportRange) {
  return useQuery(cancellationsQueryOptions(range));
}
