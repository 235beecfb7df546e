import type { KycDocumentType, LatestKycResponse, SubmitKycResponse } from '@staybook/contract/kyc';
import { kycPaths } from '@staybook/contract/kyc';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestBlob } from '../../../lib/api-client';

export const kycQueryKey = ['kyc', 'latest'] as const;

export function fetchLatestKyc(): Promise<LatestKycResponse> {
  return apiRequest<LatestKycResponse>(kycPaths.collection);
}

export function useLatestKyc(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: kycQueryKey, queryFn: fetchLatestKyc, enabled }));
}

export interface KycSubmission {
  documentType: KycDocumentType;
  front: File;
  back: File;
}

export function submitKyc({ documentType, front, back }: KycSubmission): Promise<SubmitKycResponse> {
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('front', front);
  form.append('back', back);
  return apiRequest<SubmitKycResponse>(kycPaths.collection, { method: 'POST', body: form });
}

export function useSubmitKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (res) => client.setQueryData<LatestKycResponse>(kycQueryKey, { success: true, data: res.data }),
  });
}

/** A private image needs the bearer header, so it is fetched as a blob rather than linked. */
export function useKycImage(url: string) {
  return useQuery({
    queryKey: ['kyc', 'image', url],
    queryFn: () => apiRequestBlob(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
