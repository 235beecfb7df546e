import { adminReportPaths, type Gstr3b } from '@staybook/contract/admin-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** GSTR-3B's 3.1(a), 3.1(c) and 3.2 of one month of one registration (the home state's when `gstin` is absent). */
export async function getGstr3b(month: string, gstin?: string): Promise<Gstr3b> {
  const res = await apiRequest<{ data: Gstr3b }>(adminReportPaths.gstr3b, { query: { month, gstin } });
  return res.data;
}

export function useGstr3b(month: string, gstin?: string) {
  return useQuery({
    queryKey: [...reportKeys.gst(month, gstin), '3b'],
    queryFn: () => getGstr3b(month, gstin),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });
}
