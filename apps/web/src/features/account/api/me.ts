import { authPaths, type MeResponse, type UpdateMeRequest } from '@staybook/contract/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * Saves the guest's details. A profile read still on its way (the profile page asks for it when it opens) carries the
 * details from before this save, and the page copies what it reads into the signed-in user: it is cancelled before
 * the save is sent (its answer is then dropped), and the save's answer becomes the read's data, so a name saved a
 * moment after the page opened is never put back to the old one.
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onMutate: () => queryClient.cancelQueries({ queryKey: meQueryKey }),
    onSuccess: (saved) => queryClient.setQueryData(meQueryKey, saved),
  });
}

/** Ends the session on the server (revokes the refresh token family and clears its cookie). */
export async function logoutRequest(): Promise<void> {
  await apiRequest(authPaths.logout, { method: 'POST' });
}
