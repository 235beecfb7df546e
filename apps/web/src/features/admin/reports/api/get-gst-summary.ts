import { adminReportPaths, type GstSummary } from '@staybook/contract/admin-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** The GSTR-1 summary of one month ('2026-11') of one registration (the home state's when `gstin` is absent). */
export async function getGstSummary(month: string, gstin?: string): Promise<GstSummary> {
  const res = await apiRequest<{ data: GstSummary }>(adminReportPaths.gst, { query: { month, gstin } });
  return res.data;
}

export const gstSummaryQueryOptions = (month: string, gstin?: string) =>
  queryOptions({
    queryKey: reportKeys.gst(month, gstin),
    queryFn: () => getGstSummary(month, gstin),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useGstSummary(month: string, gstin?: string) {
  return useQuery(gstSummaryQueryOptions(month, gstin));
}
