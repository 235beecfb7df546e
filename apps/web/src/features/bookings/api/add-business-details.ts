import {
  type AddBusinessDetails,
  type AddBusinessDetailsResult,
  businessDetailsPaths,
} from '@staybook/contract/business-invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingDocumentsQueryOptions } from './get-booking-documents';

/**
 * "Add GST details" on a booking (issue 41): an invoiced stay is made out again to the business (a credit note and a
 * new tax invoice); one not invoiced yet keeps the details for its invoice. Answers the booking's documents after it.
 */
export async function addBusinessDetails(
  bookingId: string,
  details: AddBusinessDetails,
): Promise<AddBusinessDetailsResult> {
  const res = await apiRequest<{ success: true; data: AddBusinessDetailsResult }>(
    businessDetailsPaths.guest.replace(':bookingId', encodeURIComponent(bookingId)),
    { method: 'POST', body: details },
  );
  return res.data;
}

export function useAddBusinessDetails(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: AddBusinessDetails) => addBusinessDetails(bookingId, details),
    onSuccess: (result) => {
      queryClient.setQueryData(bookingDocumentsQueryOptions(bookingId).queryKey, result.documents);
      return queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
