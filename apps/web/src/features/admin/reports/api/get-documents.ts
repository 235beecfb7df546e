import { adminReportPaths, type DocumentRow } from '@staybook/contract/admin-reports';
import type { TaxDocumentKind } from '@staybook/contract/tax-documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** Tax documents issued in a range (every kind unless one is given). */
export interface DocumentsQuery {
  from: string;
  to: string;
  kind?: TaxDocumentKind;
}

export const documentsQuery = (range: { from: string; to: string }, kind?: TaxDocumentKind): DocumentsQuery => ({
  from: range.from,
  to: range.to,
  ...(kind ? { kind } : {}),
});

export async function getDocuments(query: DocumentsQuery): Promise<DocumentRow[]> {
  const res = await apiRequest<{ data: DocumentRow[] }>(adminReportPaths.documents, { query: { ...query } });
  return res.data;
}

export const documentsQueryOptions = (query: DocumentsQuery) =>
  queryOptions({
    queryKey: reportKeys.documents(query),
    queryFn: () => getDocuments(query),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useDocuments(query: DocumentsQuery) {
  return useQuery(documentsQueryOptions(query));
}
