import {
  type CreateGroup,
  type Group,
  type GroupRoomInput,
  type GroupSummary,
  groupPaths,
  type RoomingRowResult,
} from '@staybook/contract/groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** Groups and allotments (issue 44): the list, one group, and what the desk does to it; each answer is the group anew. */

export const groupKeys = {
  all: ['console', 'groups'] as const,
  list: (propertyId: string) => ['console', 'groups', 'list', propertyId] as const,
  one: (id: string) => ['console', 'groups', 'one', id] as const,
};

export const groupsQuery = (propertyId = '') =>
  queryOptions({
    queryKey: groupKeys.list(propertyId),
    queryFn: async () =>
      (
        await apiRequest<{ data: GroupSummary[] }>(groupPaths.list, {
          query: propertyId ? { propertyId } : {},
        })
      ).data,
  });

export const groupQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.one(id),
    queryFn: async () => (await apiRequest<{ data: Group }>(groupPaths.one(id))).data,
  });

export const useGroups = (propertyId = '') => useQuery(groupsQuery(propertyId));
export const useGroup = (id: string) => useQuery(groupQuery(id));

/** A change answering the group: the answer is put in the cache, the lists (and the desk's bookings) read again. */
function useGroupChange<V>(id: string, call: (vars: V) => Promise<Group>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.one(id), group);
      void queryClient.invalidateQueries({ queryKey: ['console', 'groups', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'bookings'] });
    },
  });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateGroup) =>
      (await apiRequest<{ data: Group }>(groupPaths.list, { method: 'POST', body })).data,
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.one(group.id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}

export const usePickUpRoom = (id: string) =>
  useGroupChange(
    id,
    async (body: GroupRoomInput) =>
      (await apiRequest<{ data: Group }>(groupPaths.rooms(id), { method: 'POST', body })).data,
  );

export function useImportRoomingList(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) =>
      (
        await apiRequest<{ data: { results: RoomingRowResult[]; group: Group } }>(groupPaths.roomingList(id), {
          method: 'POST',
          body: { csv },
        })
      ).data,
    onSuccess: ({ group }) => {
      queryClient.setQueryData(groupKeys.one(id), group);
      void queryClient.invalidateQueries({ queryKey: ['console', 'groups', 'list'] });
    },
  });
}

export const useReleaseGroup = (id: string) =>
  useGroupChange(id, async () => (await apiRequest<{ data: Group }>(groupPaths.release(id), { method: 'POST' })).data);

export const useSetCutoff = (id: string) =>
  useGroupChange(
    id,
    async (cutoffDate: string) =>
      (await apiRequest<{ data: Group }>(groupPaths.cutoff(id), { method: 'PUT', body: { cutoffDate } })).data,
  );
