import { adminReportPaths, type PaymentsReport } from '@staybook/contract/admin-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { type ReportRange, rangeQuery } from '../logic/report-range';
import { REPORT_STALE_MS, reportKeys } from './keys';

export async function getPaymentsReport(range: ReportRange): Promise<PaymentsReport> {
  const res = await apiRequest<{ data: PaymentsReport }>(adminReportPaths.payments, { query: rangeQuery(range) });
  return res.data;
}

/** The money check runs inside this report (it asks the provider), so it is not read again on focus. */
export const paymentsReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.payments(rangeQuery(range)),
    queryFn: () => getPaymentsReport(range),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
    refetchOnWindowFocus: false,
  });

export function usePaymentsReport(range: ReportRange) {
  return useQuery(paymentsReportQueryOptions(range));
}
