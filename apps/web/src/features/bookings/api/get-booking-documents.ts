import { guestDocumentPaths, type TaxDocument } from '@staybook/contract/tax-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface TaxDocumentsResponse {
  success: true;
  data: TaxDocument[];
}

export const bookingDocumentsPath = (bookingId: string) =>
  guestDocumentPaths.list.replace(':bookingId', encodeURIComponent(bookingId));

/** The booking's tax invoice and any credit or debit notes, oldest first. */
export async function getBookingDocuments(bookingId: string, signal?: AbortSignal): Promise<TaxDocument[]> {
  const res = await apiRequest<TaxDocumentsResponse>(bookingDocumentsPath(bookingId), { signal });
  return res.data;
}

export function bookingDocumentsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['bookings', 'documents', bookingId],
    queryFn: ({ signal }) => getBookingDocuments(bookingId, signal),
    staleTime: 15_000,
  });
}

export function useBookingDocuments(bookingId: string | null, enabled: boolean) {
  return useQuery({ ...bookingDocumentsQueryOptions(bookingId ?? ''), enabled: enabled && Boolean(bookingId) });
}
