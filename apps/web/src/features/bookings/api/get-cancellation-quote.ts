import type { CancellationQuote, CancellationQuoteResponse } from '@staybook/contract/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What cancelling now would refund, by the booked policy: shown before the guest confirms. */
export async function getCancellationQuote(bookingId: string, signal?: AbortSignal): Promise<CancellationQuote> {
  const res = await apiRequest<CancellationQuoteResponse>(
    `/property/v1/app/booking/${encodeURIComponent(bookingId)}/cancellation-quote`,
    { signal },
  );
  return res.data;
}

export function cancellationQuoteQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['bookings', 'cancellation-quote', bookingId],
    queryFn: ({ signal }) => getCancellationQuote(bookingId, signal),
    // The refund changes as the free window closes: always ask again when the dialog opens.
    staleTime: 0,
  });
}

export function useCancellationQuote(bookingId: string, enabled: boolean) {
  return useQuery({ ...cancellationQuoteQueryOptions(bookingId), enabled });
}
