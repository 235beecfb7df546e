import { authPaths, type MeResponse, type UpdateMeRequest } from '@staybook/contract/auth';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

export function fetchMe(): Promise<MeResponse> {
  return apiRequest<MeResponse>(authPaths.me);
}

export const meQuery = () => queryOptions({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 30_000 });

export function useMe(enabled: boolean) {
  return useQuery({ ...meQuery(), enabled });
}

export function updateMe(body: UpdateMeRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>(authPaths.me, { method: 'PATCH', body });
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe });
}

/** Ends the session on the server (revokes the refresh token family and clears its cookie). */
export async function logoutRequest(): Promise<void> {
  await apiRequest(authPaths.logout, { method: 'POST' });
}
