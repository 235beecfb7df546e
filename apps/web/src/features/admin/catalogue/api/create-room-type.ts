import type { AdminRoomType, RoomTypeInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, refreshProperty } from './keys';

/** A new room type opens for sale at once (CATALOGUE_OPEN_NIGHTS nights at its base rate and rooms). */
export async function createRoomType(propertyId: string, input: RoomTypeInput): Promise<AdminRoomType> {
  const res = await apiRequest<{ data: AdminRoomType }>(`${CATALOGUE_BASE}/properties/${propertyId}/room-types`, {
    method: 'POST',
    body: input,
  });
  return res.data;
}

export function useCreateRoomType(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomTypeInput) => createRoomType(propertyId, input),
    onSuccess: () => void refreshProperty(queryClient, propertyId),
  });
}
