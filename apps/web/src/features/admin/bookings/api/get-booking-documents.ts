import { adminDocumentPaths, type TaxDocument } from '@staybook/contract/tax-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys } from './keys';

/** The tax invoices, credit notes and debit notes issued for one booking, oldest first as the API gives them. */
export async function getBookingDocuments(bookingId: string): Promise<TaxDocument[]> {
  const res = await apiRequest<{ data: TaxDocument[] }>(
    adminDocumentPaths.ofBooking.replace(':id', encodeURIComponent(bookingId)),
  );
  return res.data;
}

/** Under the booking's desk key, so a cancellation or a payment at the desk (a new credit note, an invoice) shows. */
export const bookingDocumentsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: [...deskKeys.booking(bookingId), 'documents'] as const,
    queryFn: () => getBookingDocuments(bookingId),
  });

export function useBookingDocuments(bookingId: string) {
  return useQuery(bookingDocumentsQueryOptions(bookingId));
}
