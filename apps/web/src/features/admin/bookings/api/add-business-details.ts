import {
  type AddBusinessDetails,
  type AddBusinessDetailsResult,
  businessDetailsPaths,
} from '@staybook/contract/business-invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { bookingDocumentsQueryOptions } from './get-booking-documents';
import { refreshDesk } from './keys';

/** The desk's "Add GST details" (issue 41): the same use case as the guest's booking page, audited. */
export async function addBusinessDetails(id: string, body: AddBusinessDetails): Promise<AddBusinessDetailsResult> {
  const res = await apiRequest<{ data: AddBusinessDetailsResult }>(
    businessDetailsPaths.admin.replace(':id', encodeURIComponent(id)),
    { method: 'POST', body },
  );
  return res.data;
}

export function useAddBusinessDetails(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBusinessDetails) => addBusinessDetails(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(bookingDocumentsQueryOptions(id).queryKey, result.documents);
      void refreshDesk(queryClient);
    },
  });
}
