import type { AdminRoomMedia, RoomMediaInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, refreshProperty } from './keys';

export async function addRoomPhoto(roomTypeId: string, input: RoomMediaInput): Promise<AdminRoomMedia> {
  const res = await apiRequest<{ data: AdminRoomMedia }>(`${CATALOGUE_BASE}/room-types/${roomTypeId}/media`, {
    method: 'POST',
    body: input,
  });
  return res.data;
}

/** Resolves once the property has been read again, so the new photo is shown when the toast is. */
export function useAddRoomPhoto(propertyId: string, roomTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomMediaInput) => addRoomPhoto(roomTypeId, input),
    onSuccess: () => refreshProperty(queryClient, propertyId),
  });
}
