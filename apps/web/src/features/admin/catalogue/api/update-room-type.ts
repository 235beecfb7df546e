import type { AdminRoomType, RoomTypeInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, refreshProperty } from './keys';

export async function updateRoomType(id: string, input: RoomTypeInput): Promise<AdminRoomType> {
  const res = await apiRequest<{ data: AdminRoomType }>(`${CATALOGUE_BASE}/room-types/${id}`, {
    method: 'PUT',
    body: input,
  });
  return res.data;
}

export function useUpdateRoomType(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RoomTypeInput }) => updateRoomType(id, input),
    onSuccess: () => void refreshProperty(queryClient, propertyId),
  });
}
