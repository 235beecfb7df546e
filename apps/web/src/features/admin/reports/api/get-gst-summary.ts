import { adminReportPaths, type GstSummary } from '@staybook/contract/admin-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** The GSTR-1 summary of one month ('2026-11'). */
export async function getGstSummary(month: string): Promise<GstSummary> {
  const res = await apiRequest<{ data: GstSummary }>(adminReportPaths.gst, { query: { month } });
  return res.data;
}

export const gstSummaryQueryOptions = (month: string) =>
  queryOptions({
    queryKey: reportKeys.gst(month),
    queryFn: () => getGstSummary(month),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useGstSummary(month: string) {
  return useQuery(gstSummaryQueryOptions(month));
}
